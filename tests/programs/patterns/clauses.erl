-module(clauses).
-export([main/1]).

classify(0) -> zero;
classify(N) when is_integer(N), N < 0 -> negative_int;
classify(N) when is_integer(N) -> positive_int;
classify(F) when is_float(F) -> float;
classify([]) -> empty_list;
classify([_]) -> singleton;
classify([_, _ | _]) -> longer_list;
classify({}) -> empty_tuple;
classify({_, _}) -> pair;
classify(T) when is_tuple(T) -> tuple;
classify(A) when is_atom(A) -> atom;
classify(B) when is_binary(B) -> binary;
classify(M) when is_map(M) -> map;
classify(_) -> other.

area({circle, R}) -> 3 * R * R;
area({rect, W, H}) -> W * H;
area({square, S}) -> area({rect, S, S});
area({triangle, B, H}) -> B * H / 2.

main(_) ->
    Xs = [0, -3, 42, 2.5, [], [a], [a, b], [a, b, c], {}, {1, 2}, {1, 2, 3},
          foo, <<"b">>, #{k => v}, "str"],
    [io:format("~p -> ~p~n", [X, classify(X)]) || X <- Xs],
    Shapes = [{circle, 2}, {rect, 3, 4}, {square, 5}, {triangle, 3, 5}],
    [io:format("~p area ~p~n", [S, area(S)]) || S <- Shapes],
    io:format("total ~p~n", [lists:sum([area(S) || S <- Shapes])]),
    ok.
