-module(proc_chain_depth).
-export([main/1]).

%% each process spawns the next; the answer travels back through the chain.
chain(Parent, 0) ->
    Parent ! {back, [bottom]};
chain(Parent, N) ->
    Me = self(),
    spawn(fun() -> chain(Me, N - 1) end),
    receive {back, Path} -> Parent ! {back, [N | Path]} end.

main(_) ->
    Me = self(),
    spawn(fun() -> chain(Me, 5) end),
    receive {back, P5} -> io:format("depth 5: ~p~n", [P5]) end,
    spawn(fun() -> chain(Me, 2000) end),
    receive {back, P2000} ->
            io:format("depth 2000: length ~p, head ~p, last ~p~n",
                      [length(P2000), hd(P2000), lists:last(P2000)])
    end,
    ok.
