-module(proc_processes_list).
-export([main/1]).

main(_) ->
    Before = processes(),
    io:format("processes() is a list of pids: ~p~n", [lists:all(fun is_pid/1, Before)]),
    io:format("self in processes(): ~p~n", [lists:member(self(), Before)]),
    Ps = [spawn(fun() -> receive stop -> ok end end) || _ <- lists:seq(1, 50)],
    During = processes(),
    io:format("all new in processes(): ~p~n", [lists:all(fun(P) -> lists:member(P, During) end, Ps)]),
    io:format("grew by at least 50: ~p~n", [length(During) >= length(Before) + 50]),
    io:format("no duplicates: ~p~n", [length(lists:usort(During)) =:= length(During)]),
    Refs = [monitor(process, P) || P <- Ps],
    [P ! stop || P <- Ps],
    [receive {'DOWN', R, process, _, _} -> ok end || R <- Refs],
    After = processes(),
    io:format("dead ones gone: ~p~n", [not lists:any(fun(P) -> lists:member(P, After) end, Ps)]),
    io:format("count: ~p~n", [erlang:system_info(process_count) >= 1]),
    ok.
