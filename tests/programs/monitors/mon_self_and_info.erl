-module(mon_self_and_info).
-export([main/1]).

main(_) ->
    R = monitor(process, self()),
    io:format("monitor self returns ref: ~p~n", [is_reference(R)]),
    {monitors, Ms} = process_info(self(), monitors),
    io:format("self monitor listed: ~p~n", [length(Ms)]),
    io:format("demonitor self: ~p~n", [demonitor(R)]),
    {monitors, Ms2} = process_info(self(), monitors),
    io:format("after demonitor: ~p~n", [Ms2]),
    P = spawn(fun() -> receive stop -> ok end end),
    io:format("fresh process monitored_by: ~p~n", [process_info(P, monitored_by)]),
    R1 = monitor(process, P),
    {monitored_by, MB} = process_info(P, monitored_by),
    io:format("monitored_by is [me]: ~p~n", [MB =:= [self()]]),
    {monitors, [{process, Obj}]} = process_info(self(), monitors),
    io:format("my monitors is [{process, P}]: ~p~n", [Obj =:= P]),
    demonitor(R1),
    io:format("after demonitor, monitored_by: ~p~n", [process_info(P, monitored_by)]),
    %% monitor from the child side
    Me = self(),
    C = spawn(fun() -> Rf = monitor(process, Me), Me ! {monitoring, self()}, receive stop -> demonitor(Rf), Me ! done end end),
    receive {monitoring, C} -> ok end,
    {monitored_by, MB2} = process_info(self(), monitored_by),
    io:format("child monitors me: ~p~n", [lists:member(C, MB2)]),
    C ! stop,
    receive done -> ok end,
    {monitored_by, MB3} = process_info(self(), monitored_by),
    io:format("child stopped monitoring: ~p~n", [not lists:member(C, MB3)]),
    P ! stop,
    ok.
