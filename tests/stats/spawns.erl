-module(spawns).
-export([main/1]).

%% After a reset, 10 processes are spawned and all wait until told to stop: 10 spawned, 11
%% alive at the peak (with the main process). Then 3 messages to itself.
main(_) ->
    ok = triheap:reset_stats(),
    Ps = [spawn(fun() -> receive stop -> ok end end) || _ <- lists:seq(1, 10)],
    [P ! stop || P <- Ps],
    [self() ! {hello, I} || I <- lists:seq(1, 3)],
    [receive {hello, _} -> ok end || _ <- lists:seq(1, 3)],
    #{processes := #{spawned := Spawned, peak_alive := Peak},
      messages := #{sent := Sent}} = triheap:stats(),
    io:format("spawned ~p peak ~p sent ~p~n", [Spawned, Peak, Sent]).
