-module(ring).
-export([main/1]).

%% N processes in a ring pass a small message around M times.
main([N0, M0]) ->
    N = list_to_integer(N0),
    M = list_to_integer(M0),
    Self = self(),
    First = lists:foldl(fun(_, Next) -> spawn(fun() -> node_loop(Next) end) end, Self, lists:seq(1, N - 1)),
    First ! {token, M},
    io:format("~p~n", [wait(First)]);
main([]) -> main(["1000", "1000"]).

wait(First) ->
    receive
        {token, 0} -> done;
        {token, K} -> First ! {token, K - 1}, wait(First)
    end.

node_loop(Next) ->
    receive {token, K} -> Next ! {token, K}, node_loop(Next) end.
