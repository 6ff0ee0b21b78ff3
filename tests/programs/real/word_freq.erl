-module(word_freq).
-export([main/1]).

%% Word frequency count with maps and dict, sorted report.

text() ->
    <<"The quick brown fox jumps over the lazy dog. The dog barks; the fox runs!\n"
      "A quick brown dog? No -- a quick RED fox. Foxes and dogs: the eternal story.\n"
      "It is the dog that barks and the fox that runs, and the story goes on and on.">>.

words(Bin) ->
    Lower = string:lowercase(Bin),
    [W || W <- re_split(Lower), W =/= <<>>].

re_split(Bin) ->
    binary:split(Bin, [<<" ">>, <<"\n">>, <<".">>, <<",">>, <<";">>, <<"!">>,
                       <<"?">>, <<":">>, <<"-">>], [global]).

count_maps(Words) ->
    lists:foldl(fun(W, M) -> maps:update_with(W, fun(C) -> C + 1 end, 1, M) end, #{}, Words).

count_dict(Words) ->
    lists:foldl(fun(W, D) -> dict:update_counter(W, 1, D) end, dict:new(), Words).

top(N, Counts) ->
    Sorted = lists:sort(fun({W1, C1}, {W2, C2}) -> {C2, W1} =< {C1, W2} end, Counts),
    lists:sublist(Sorted, N).

main(_) ->
    Ws = words(text()),
    io:format("total words: ~p~n", [length(Ws)]),
    M = count_maps(Ws),
    io:format("distinct: ~p~n", [map_size(M)]),
    Top = top(10, maps:to_list(M)),
    Max = element(2, hd(Top)),
    lists:foreach(fun({W, C}) ->
        Bar = lists:duplicate(C * 30 div Max, $*),
        io:format("~10s ~2w ~s~n", [W, C, Bar])
    end, Top),
    D = count_dict(Ws),
    Same = lists:sort(dict:to_list(D)) =:= lists:sort(maps:to_list(M)),
    io:format("dict agrees: ~p~n", [Same]),
    ByLen = lists:foldl(fun(W, Acc) -> maps:update_with(byte_size(W), fun(L) -> [W | L] end, [W], Acc) end,
                        #{}, lists:usort(Ws)),
    [io:format("len ~2w: ~s~n", [L, lists:join(", ", lists:sort(maps:get(L, ByLen)))])
     || L <- lists:sort(maps:keys(ByLen))],
    Singles = lists:sort([W || {W, 1} <- maps:to_list(M)]),
    io:format("hapax legomena (~p): ~p~n", [length(Singles), Singles]),
    ok.
