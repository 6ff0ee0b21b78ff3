-module(text_stats).
-export([main/1]).

text() ->
    "It was the best of times, it was the worst of times, it was the age of "
    "wisdom, it was the age of foolishness, it was the epoch of belief, it was "
    "the epoch of incredulity, it was the season of Light, it was the season of "
    "Darkness, it was the spring of hope, it was the winter of despair.".

words(T) -> string:tokens(string:to_lower(T), " ,.").

main(_) ->
    Ws = words(text()),
    io:format("words: ~p~n", [length(Ws)]),
    io:format("unique: ~p~n", [length(lists:usort(Ws))]),
    Freq = lists:foldl(fun(W, M) -> maps:update_with(W, fun(C) -> C + 1 end, 1, M) end, #{}, Ws),
    Top = lists:sublist(lists:sort(fun({A, Ca}, {B, Cb}) -> {Cb, A} < {Ca, B} end, maps:to_list(Freq)), 8),
    [io:format("~-10s ~3w ~s~n", [W, C, lists:duplicate(C, $#)]) || {W, C} <- Top],
    Longest = lists:foldl(fun(W, Best) when length(W) > length(Best) -> W; (_, Best) -> Best end, "", Ws),
    io:format("longest: ~s~n", [Longest]),
    Letters = [C || C <- string:to_lower(text()), C >= $a, C =< $z],
    LFreq = lists:sort([{C, length([X || X <- Letters, X =:= C])} || C <- lists:usort(Letters)]),
    io:format("~p~n", [LFreq]),
    ok.
