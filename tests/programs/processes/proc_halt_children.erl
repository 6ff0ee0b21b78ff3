-module(proc_halt_children).
-export([main/1]).

%% halt(3) while children exist: status 3, earlier output kept.
main(_) ->
    Me = self(),
    Ps = [spawn(fun() -> Me ! {up, self()}, receive never -> ok end end) || _ <- lists:seq(1, 3)],
    [receive {up, P} -> ok end || P <- Ps],
    io:format("children: ~p~n", [length(Ps)]),
    io:format("halting with 3~n"),
    halt(3).
