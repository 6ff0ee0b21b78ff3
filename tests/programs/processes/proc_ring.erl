-module(proc_ring).
-export([main/1]).

%% N processes in a ring, a token goes around M times.
main(_) ->
    run(10, 3),
    run(1000, 10),
    run(2, 500),
    ok.

run(N, M) ->
    Me = self(),
    First = spawn(fun() -> first(Me, M) end),
    Last = lists:foldl(fun(_, Next) -> spawn(fun() -> node_loop(Next) end) end, First, lists:seq(2, N)),
    First ! {next, Last},
    First ! {token, 0},
    receive {finished, Hops} -> io:format("ring ~p x ~p: hops=~p~n", [N, M, Hops]) end,
    receive ring_stopped -> io:format("ring ~p stopped~n", [N]) end.

first(Parent, M) ->
    receive {next, Next} -> first_loop(Parent, Next, M) end.

first_loop(Parent, Next, 0) ->
    receive {token, Hops} ->
        Parent ! {finished, Hops},
        Next ! stop,
        receive stop -> Parent ! ring_stopped end
    end;
first_loop(Parent, Next, M) ->
    receive {token, Hops} ->
        Next ! {token, Hops + 1},
        first_loop(Parent, Next, M - 1)
    end.

node_loop(Next) ->
    receive
        {token, H} -> Next ! {token, H + 1}, node_loop(Next);
        stop -> Next ! stop
    end.
