-module(repeated_vars).
-export([main/1]).

same(X, X) -> true;
same(_, _) -> false.

pair({X, X}) -> equal_pair;
pair({_, _}) -> different_pair.

first_dup([X, X | _]) -> {dup, X};
first_dup([_ | T]) -> first_dup(T);
first_dup([]) -> none.

key_match(K, [{K, V} | _]) -> V;
key_match(K, [_ | T]) -> key_match(K, T);
key_match(_, []) -> not_found.

main(_) ->
    io:format("~p~n", [same(1, 1)]),
    io:format("~p~n", [same(1, 1.0)]),
    io:format("~p~n", [same(a, b)]),
    io:format("~p~n", [same([1, {2}], [1, {2}])]),
    io:format("~p~n", [pair({x, x})]),
    io:format("~p~n", [pair({x, y})]),
    io:format("~p~n", [first_dup([1, 2, 3, 3, 4, 4])]),
    io:format("~p~n", [first_dup([1, 2, 3])]),
    io:format("~p~n", [key_match(b, [{a, 1}, {b, 2}, {c, 3}])]),
    io:format("~p~n", [key_match(z, [{a, 1}])]),
    X = 5,
    Result = case {5, 6} of
                 {X, Y} -> {matched_bound, Y};
                 _ -> no
             end,
    io:format("~p~n", [Result]),
    R2 = case {4, 6} of
             {X, _} -> matched;
             _ -> not_matched
         end,
    io:format("~p~n", [R2]),
    F = fun(Z) -> case Z of X -> is_five; _ -> not_five end end,
    io:format("~p ~p~n", [F(5), F(6)]),
    {A, A, B} = {1, 1, 2},
    io:format("~p ~p~n", [A, B]),
    ok.
