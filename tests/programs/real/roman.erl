-module(roman).
-export([main/1]).

%% Roman numerals both ways, with validation by round trip.

numerals() ->
    [{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"},
     {50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}].

to_roman(0) -> "";
to_roman(N) when N > 0, N < 4000 ->
    {V, S} = hd([P || {V, _} = P <- numerals(), V =< N]),
    S ++ to_roman(N - V).

value($I) -> 1;
value($V) -> 5;
value($X) -> 10;
value($L) -> 50;
value($C) -> 100;
value($D) -> 500;
value($M) -> 1000;
value(C) -> throw({bad_digit, [C]}).

from_roman(S) -> from_roman([value(C) || C <- string:uppercase(S)], 0).
from_roman([], Acc) -> Acc;
from_roman([A, B | T], Acc) when A < B -> from_roman(T, Acc + B - A);
from_roman([A | T], Acc) -> from_roman(T, Acc + A).

parse(S) ->
    try
        N = from_roman(S),
        case to_roman(N) =:= string:uppercase(S) of
            true -> {ok, N};
            false -> {non_canonical, N, to_roman(N)}
        end
    catch throw:E -> {error, E}
    end.

main(Args) ->
    Ns = case Args of [] -> [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]; _ -> [list_to_integer(A) || A <- Args] end,
    [io:format("~5w ~s~n", [N, to_roman(N)]) || N <- Ns],
    io:format("roundtrip 1..3999: ~p~n", [lists:all(fun(N) -> from_roman(to_roman(N)) =:= N end, lists:seq(1, 3999))]),
    Longest = lists:foldl(fun(N, {BN, BL}) -> L = length(to_roman(N)), if L > BL -> {N, L}; true -> {BN, BL} end end,
                          {0, 0}, lists:seq(1, 3999)),
    io:format("longest: ~p ~s~n", [Longest, to_roman(element(1, Longest))]),
    [io:format("~-10s ~p~n", [S, parse(S)]) || S <- ["MCMXCIV", "mmxxiv", "IIII", "IC", "XLII", "ABC", "MMMCMXCIX"]],
    Total = lists:sum([from_roman(to_roman(N)) || N <- lists:seq(1, 100)]),
    io:format("sum 1..100 via roman: ~p~n", [Total]),
    ok.
