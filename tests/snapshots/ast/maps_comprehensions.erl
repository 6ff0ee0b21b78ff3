-module(maps_comprehensions).
-export([go/1]).

go(L) ->
    M0 = #{},
    M1 = #{a => 1, "b" => [2], {c} => #{nested => true}},
    M2 = M1#{a := 10, d => 4},
    #{a := A, {c} := #{nested := N}} = M2,
    Sq = [X * X || X <- L],
    Pairs = [{X, Y} || X <- L, Y <- L, X < Y],
    Evens = [X || X <- L, X rem 2 =:= 0],
    Nest = [[Y || Y <- lists:seq(1, X)] || X <- L],
    Keys = [K || {K, _} <- maps:to_list(M2)],
    {M0, A, N, Sq, Pairs, Evens, Nest, Keys, (maps:get(a, M2))#{}}.
