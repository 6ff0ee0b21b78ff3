-module(gl_mapreduce).
-export([main/1]).

%% word count: one mapper per document, one reducer per word initial.
main(_) ->
    Docs = ["the quick brown fox", "jumps over the lazy dog", "the dog barks",
            "a fox and a dog", "quick quick slow"],
    Me = self(),
    Reducers = maps:from_list([{C, spawn(fun() -> reducer(#{}) end)} || C <- lists:seq($a, $z)]),
    Mappers = [spawn(fun() ->
                             [maps:get(hd(W), Reducers) ! {word, W} || W <- string:lexemes(D, " ")],
                             Me ! {mapped, self()}
                     end) || D <- Docs],
    [receive {mapped, P} -> ok end || P <- Mappers],
    Counts = lists:append([begin R ! {dump, self()}, receive {counts, C} -> C end end
                           || {_, R} <- lists:sort(maps:to_list(Reducers))]),
    io:format("counts: ~p~n", [Counts]),
    Top = lists:sublist(lists:reverse(lists:keysort(2, lists:keysort(1, Counts))), 3),
    io:format("top: ~p~n", [Top]),
    io:format("total words: ~p~n", [lists:sum([N || {_, N} <- Counts])]),
    [R ! stop || {_, R} <- maps:to_list(Reducers)],
    ok.

reducer(M) ->
    receive
        {word, W} -> reducer(maps:update_with(W, fun(N) -> N + 1 end, 1, M));
        {dump, From} -> From ! {counts, lists:sort(maps:to_list(M))}, reducer(M);
        stop -> ok
    end.
