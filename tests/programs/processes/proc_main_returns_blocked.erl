-module(proc_main_returns_blocked).
-export([main/1]).

%% main returns while many processes are still blocked in receive;
%% the run must end (status 0) without waiting for them.
main(_) ->
    Me = self(),
    Ps = [spawn(fun() -> Me ! {up, self()}, receive never -> ok end end) || _ <- lists:seq(1, 20)],
    [receive {up, P} -> ok end || P <- Ps],
    io:format("20 processes blocked~n"),
    L = spawn_link(fun() -> receive never -> ok end end),
    io:format("linked one blocked: ~p~n", [is_process_alive(L)]),
    T = spawn(fun() -> receive after infinity -> ok end end),
    io:format("after infinity one: ~p~n", [is_process_alive(T)]),
    B = spawn(fun Loop() -> receive _ -> Loop() end end),
    [B ! {msg, I} || I <- lists:seq(1, 100)],
    io:format("busy receiver alive: ~p~n", [is_process_alive(B)]),
    io:format("main returns~n"),
    ok.
