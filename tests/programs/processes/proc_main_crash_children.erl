-module(proc_main_crash_children).
-export([main/1]).

%% main raises while children exist: the run ends with status 1.
main(_) ->
    Me = self(),
    Ps = [spawn(fun() -> Me ! {up, self()}, receive never -> ok end end) || _ <- lists:seq(1, 5)],
    [receive {up, P} -> ok end || P <- Ps],
    io:format("children waiting: ~p~n", [length(Ps)]),
    _ = spawn_link(fun() -> receive never -> ok end end),
    io:format("about to crash~n"),
    erlang:error({main_crashed, length(Ps)}),
    io:format("not reached~n").
