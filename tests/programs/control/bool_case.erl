%% `case` on a comparison, a type test, or an `andalso`/`orelse` of them, compiled as a test
%% and a jump: the same values and the same exceptions as the boolean it stands for.
-module(bool_case).
-export([main/1]).

max2(A, B) -> case A > B of true -> A; false -> B end.
min2(A, B) -> case A > B of false -> A; true -> B end.
wild(A) -> case A =:= 0 of true -> zero; _ -> nonzero end.

typed(X) ->
    case is_tuple(X) andalso tuple_size(X) >= 2 of
        true -> {pair_or_more, element(2, X)};
        false -> other
    end.

either(X) ->
    case is_atom(X) orelse (is_integer(X) andalso X > 10) of
        true -> yes;
        false -> no
    end.

%% The comparison's operand raises: the exception is the caller's.
elem_gt(X) -> case element(1, X) > 2 of true -> big; false -> small end.

%% `andalso` whose right side is not a boolean gives that value: `case_clause`.
right_side(X, Y) -> case X > 0 andalso Y of true -> t; false -> f end.

%% `is_function/2` with an arity that is not one raises `badarg`.
funarity(F, A) -> case is_function(F, A) of true -> fn; false -> not_fn end.

%% A boolean read twice keeps its value.
twice(A, B) ->
    C = A < B,
    case C of true -> {lt, C}; false -> {ge, C} end.

in_body(L) -> [case X rem 2 =:= 0 of true -> even; false -> odd end || X <- L].

nested(X, Y) ->
    case (X > 1 orelse Y > 1) andalso (is_integer(X) orelse is_float(Y)) of
        true -> n;
        false -> not_n
    end.

try_it(F) ->
    try F() of V -> V catch C:R -> {C, R} end.

main(_) ->
    io:format("~p~n", [[max2(1, 2), max2(3, 2), max2(a, 1), min2(1, 2), min2(2.0, 1)]]),
    io:format("~p~n", [[wild(0), wild(0.0), wild(1)]]),
    io:format("~p~n", [[typed(V) || V <- [{}, {a}, {a, b}, {a, b, c}, [a, b], 7]]]),
    io:format("~p~n", [[either(V) || V <- [a, 5, 11, 11.5, "x"]]]),
    io:format("~p~n", [[try_it(fun() -> elem_gt(V) end) || V <- [{3}, {1}, 3, {}]]]),
    io:format("~p~n", [[try_it(fun() -> right_side(X, Y) end)
                        || X <- [1, -1], Y <- [true, false, maybe]]]),
    io:format("~p~n", [[try_it(fun() -> funarity(F, A) end)
                        || F <- [fun max2/2, x], A <- [2, 1, -1, a]]]),
    io:format("~p~n", [[twice(1, 2), twice(2, 1)]]),
    io:format("~p~n", [in_body([1, 2, 3, 4])]),
    io:format("~p~n", [[nested(X, Y) || X <- [0, 2, a], Y <- [0, 2.0, a]]]).
