-module(proc_many).
-export([main/1]).

main(_) ->
    N = 5000,
    Me = self(),
    Pids = [spawn(fun() -> receive {go, K} -> Me ! {result, K, K * K} end end) || _ <- lists:seq(1, N)],
    io:format("spawned: ~p~n", [length(Pids)]),
    io:format("distinct: ~p~n", [length(lists:usort(Pids))]),
    io:format("all alive: ~p~n", [lists:all(fun erlang:is_process_alive/1, Pids)]),
    Refs = [monitor(process, P) || P <- Pids],
    lists:foldl(fun(P, K) -> P ! {go, K}, K + 1 end, 1, Pids),
    Sum = collect(N, 0),
    io:format("sum of squares: ~p (expected ~p)~n", [Sum, lists:sum([K * K || K <- lists:seq(1, N)])]),
    Downs = downs(Refs, 0),
    io:format("downs: ~p~n", [Downs]),
    io:format("none alive: ~p~n", [not lists:any(fun erlang:is_process_alive/1, Pids)]),
    ok.

collect(0, Acc) -> Acc;
collect(N, Acc) -> receive {result, _, V} -> collect(N - 1, Acc + V) end.

downs([], N) -> N;
downs([R | Rs], N) -> receive {'DOWN', R, process, _, normal} -> downs(Rs, N + 1) end.
