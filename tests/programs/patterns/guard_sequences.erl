%% Guards made of `,`, `;`, `andalso`, `orelse` and `not`, with operands that are not
%% booleans or that raise: each as a test, without the booleans built.
-module(guard_sequences).
-export([main/1]).

conj(N, L) when is_integer(N), N >= 0, is_list(L) -> {conj, N, length(L)};
conj(_, _) -> no.

disj(X) when is_integer(X); is_atom(X); X =:= [] -> disj;
disj(_) -> no.

mixed(X, Y) when is_integer(X), X > 0; is_atom(Y), Y =/= b -> mixed;
mixed(_, _) -> no.

%% An exception in one guard of a `;` fails that guard only.
raising_seq(X) when element(1, X) == a; is_integer(X); hd(X) =:= 3 -> yes;
raising_seq(_) -> no.

%% An exception anywhere in an `orelse` fails the whole guard.
raising_orelse(X) when element(1, X) == a orelse is_integer(X) -> yes;
raising_orelse(_) -> no.

%% `andalso` and `orelse` on operands that are not booleans raise, failing the guard.
strict_and(B, X) when B andalso X > 1 -> yes;
strict_and(_, _) -> no.

strict_or(B, X) when B orelse X > 1 -> yes;
strict_or(_, _) -> no.

nested(X, Y) when is_integer(X) andalso X > 0; is_list(Y) andalso Y =/= [] -> nested;
nested(_, _) -> no.

nested2(X, Y) when (X > 1 orelse Y > 1) andalso (is_integer(X) orelse is_float(Y)) -> n2;
nested2(_, _) -> no.

deep_or(X) when X =:= a orelse X =:= b orelse X =:= c orelse X =:= d -> abcd;
deep_or(_) -> no.

negated(X) when not is_integer(X), X =/= a -> negated;
negated(_) -> no.

not_or(X) when not (is_atom(X) orelse is_list(X)) -> not_or;
not_or(_) -> no.

bool_var(B) when B -> true_var;
bool_var(B) when B, true -> never;
bool_var(_) -> no.

in_if(X) ->
    if is_integer(X), X > 10 -> big;
       is_integer(X); is_float(X) -> number;
       true -> other
    end.

in_case(T) ->
    case T of
        {A, B} when is_integer(A), is_integer(B), A < B -> ordered;
        {A, _} when is_atom(A) orelse is_binary(A) -> named;
        [_ | _] = L when length(L) > 2, hd(L) =:= x -> long_x;
        _ -> other
    end.

in_receive() ->
    self() ! {msg, 5},
    self() ! {msg, a},
    R1 = receive {msg, X} when is_atom(X); X > 100 -> X after 0 -> none end,
    R2 = receive {msg, Y} when is_integer(Y), Y < 10 -> Y after 0 -> none end,
    {R1, R2}.

in_fun() ->
    F = fun(X) when is_integer(X), X rem 2 =:= 0 -> even;
           (X) when is_integer(X); is_float(X) -> number;
           (_) -> other
        end,
    [F(V) || V <- [2, 3, 2.5, a]].

%% A guard's variable also used in the body.
shared(L) when length(L) > 1, length(L) < 4 -> {short, length(L)};
shared(L) -> {other, length(L)}.

%% A sequence of more alternatives than the lowering nests (it becomes a chain), raising ones
%% among them.
long_seq(X) when hd(X) =:= 0;
                  element(1, X) =:= 10;
                  hd(X) =:= 1;
                  element(1, X) =:= 11;
                  hd(X) =:= 2;
                  element(1, X) =:= 12;
                  hd(X) =:= 3;
                  element(1, X) =:= 13;
                  hd(X) =:= 4;
                  element(1, X) =:= 14;
                  hd(X) =:= 5;
                  element(1, X) =:= 15;
                  hd(X) =:= 6;
                  element(1, X) =:= 16;
                  hd(X) =:= 7;
                  element(1, X) =:= 17;
                  hd(X) =:= 8;
                  element(1, X) =:= 18;
                  hd(X) =:= 9;
                  element(1, X) =:= 19;
                  is_atom(X), X =/= b -> yes;
long_seq(_) -> no.

main(_) ->
    io:format("~p~n", [[conj(3, [a, b]), conj(-1, []), conj(3, x), conj(a, [])]]),
    io:format("~p~n", [[disj(1), disj(a), disj([]), disj([1]), disj(1.0)]]),
    io:format("~p~n", [[mixed(1, x), mixed(0, a), mixed(0, b), mixed(x, 1), mixed(-1, "s")]]),
    io:format("~p~n", [[raising_seq(V) || V <- [{a}, {b}, 5, [3], [4], x, []]]]),
    io:format("~p~n", [[raising_orelse(V) || V <- [{a}, {b}, 5, x]]]),
    io:format("~p~n", [[strict_and(B, X) || B <- [true, false, 1, x], X <- [0, 2]]]),
    io:format("~p~n", [[strict_or(B, X) || B <- [true, false, 1, x], X <- [0, 2]]]),
    io:format("~p~n", [[nested(X, Y) || X <- [1, 0, a], Y <- [[], [1], a]]]),
    io:format("~p~n", [[nested2(X, Y) || X <- [0, 2, a], Y <- [0, 2.0, a]]]),
    io:format("~p~n", [[deep_or(V) || V <- [a, b, c, d, e, 1]]]),
    io:format("~p~n", [[negated(V) || V <- [1, a, b, "s"]]]),
    io:format("~p~n", [[not_or(V) || V <- [1, a, [], "s", {}]]]),
    io:format("~p~n", [[bool_var(V) || V <- [true, false, 1, x]]]),
    io:format("~p~n", [[in_if(V) || V <- [11, 5, 1.5, a]]]),
    io:format("~p~n", [[in_case(V) || V <- [{1, 2}, {2, 1}, {a, 1}, {<<"b">>, 1},
                                            {1.0, 2}, [x, y, z], [y, x, z], [x]]]]),
    io:format("~p~n", [in_receive()]),
    io:format("~p~n", [in_fun()]),
    io:format("~p~n", [[shared(L) || L <- [[], [1, 2], [1, 2, 3, 4]]]]),
    io:format("~p~n", [[long_seq(V) || V <- [[0], [9], [10], {10}, {19}, {9}, {20, 1},
                                             a, b, 3, [], {}]]]).
