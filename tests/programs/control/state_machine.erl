-module(state_machine).
-export([main/1]).

%% A turnstile / vending state machine driven by a list of events.

next(locked, coin) -> {unlocked, unlock};
next(locked, push) -> {locked, alarm};
next(unlocked, push) -> {locked, lock};
next(unlocked, coin) -> {unlocked, refund};
next(S, E) -> {S, {ignored, E}}.

run(State, [], Log) -> {State, lists:reverse(Log)};
run(State, [E | Es], Log) ->
    {S2, Action} = next(State, E),
    run(S2, Es, [{State, E, Action} | Log]).

vend(Events) -> vend(idle, 0, Events, []).
vend(_, Credit, [], Out) -> {Credit, lists:reverse(Out)};
vend(idle, C, [{coin, V} | Es], Out) -> vend(paying, C + V, Es, Out);
vend(paying, C, [{coin, V} | Es], Out) -> vend(paying, C + V, Es, Out);
vend(paying, C, [{select, Item, Price} | Es], Out) when C >= Price ->
    vend(idle, 0, Es, [{dispense, Item, change, C - Price} | Out]);
vend(paying, C, [{select, Item, Price} | Es], Out) ->
    vend(paying, C, Es, [{insufficient, Item, need, Price - C} | Out]);
vend(S, C, [cancel | Es], Out) when S =/= idle -> vend(idle, 0, Es, [{refund, C} | Out]);
vend(S, C, [E | Es], Out) -> vend(S, C, Es, [{ignored, E} | Out]).

main(_) ->
    {Final, Log} = run(locked, [push, coin, coin, push, push, kick, coin, push], []),
    [io:format("~-8w + ~-5w -> ~p~n", [S, E, A]) || {S, E, A} <- Log],
    io:format("final: ~p~n", [Final]),
    io:format("~p~n", [vend([{coin, 50}, {select, cola, 120}, {coin, 100}, {select, cola, 120},
                             cancel, {coin, 10}, cancel, {select, chips, 1}])]),
    ok.
