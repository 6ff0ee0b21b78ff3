%% gen_statem, state_functions with state enter calls: a code lock. Calls answered by
%% reply actions, a state time-out that relocks (re-set while open), casts postponed while open and handled
%% once locked again, a registered name, stop/1 and terminate/3.
-module(gsm_door).
-behaviour(gen_statem).
-export([main/1]).
-export([init/1, callback_mode/0, locked/3, open/3, terminate/3]).

callback_mode() -> [state_functions, state_enter].

init(Code) ->
    {ok, locked, #{code => Code, buttons => [], log => [], owner => undefined}}.

locked(enter, Old, D) ->
    {keep_state, log({enter, locked, Old}, D#{buttons := []})};
locked({call, From}, {button, B}, D) ->
    {Answer, Next, D1} = button(B, D),
    {next_state, Next, D1, [{reply, From, Answer}]};
locked(cast, {button, B}, D) ->
    {Answer, Next, D1} = button(B, D),
    {next_state, Next, log({cast_button, B, Answer}, D1)};
locked(EventType, Event, D) ->
    common(locked, EventType, Event, D).

open(enter, Old, #{owner := Owner} = D) ->
    notify(Owner, opened),
    %% Relocks on its own much later than the test takes, unless told otherwise.
    {keep_state, log({enter, open, Old}, D), [{state_timeout, 10000, lock}]};
open({call, From}, {relock_after, Ms}, _D) ->
    {keep_state_and_data, [{reply, From, ok}, {state_timeout, Ms, lock}]};
open(state_timeout, lock, #{owner := Owner} = D) ->
    notify(Owner, relocking),
    {next_state, locked, log(auto_lock, D)};
open({call, From}, {button, _}, _D) ->
    {keep_state_and_data, [{reply, From, already_open}]};
open(cast, {button, _}, _D) ->
    {keep_state_and_data, [postpone]};
open({call, From}, lock_now, D) ->
    {next_state, locked, log(lock_now, D), [{reply, From, locked}]};
open(EventType, Event, D) ->
    common(open, EventType, Event, D).

common(State, {call, From}, state, _D) ->
    {keep_state_and_data, [{reply, From, State}]};
common(_State, {call, From}, log, #{log := Log}) ->
    {keep_state_and_data, [{reply, From, lists:reverse(Log)}]};
common(_State, {call, From}, {owner, Pid}, D) ->
    {keep_state, D#{owner := Pid}, [{reply, From, ok}]};
common(_State, info, Msg, D) ->
    {keep_state, log({info, Msg}, D)}.

button(B, #{code := Code, buttons := Bs} = D) ->
    Entered = Bs ++ [B],
    case lists:prefix(Entered, Code) of
        true when Entered =:= Code -> {open, open, D#{buttons := []}};
        true -> {more, locked, D#{buttons := Entered}};
        false -> {wrong, locked, D#{buttons := []}}
    end.

terminate(Reason, State, #{buttons := Bs}) ->
    io:format("terminate ~p in ~p, buttons ~p~n", [Reason, State, Bs]).

log(E, #{log := L} = D) -> D#{log := [E | L]}.

notify(undefined, _) -> ok;
notify(Pid, Msg) -> Pid ! {door, Msg}.

wait(Msg) ->
    receive {door, Msg} -> io:format("door says ~p~n", [Msg])
    after 2000 -> io:format("no ~p from the door~n", [Msg])
    end.

press(B) ->
    io:format("button ~p: ~p~n", [B, gen_statem:call(door, {button, B})]).

main(_) ->
    {ok, Pid} = gen_statem:start_link({local, door}, ?MODULE, [1, 2, 3], []),
    io:format("registered: ~p~n", [whereis(door) =:= Pid]),
    ok = gen_statem:call(door, {owner, self()}),
    io:format("state: ~p~n", [gen_statem:call(door, state)]),
    [press(B) || B <- [1, 2, 9]],
    [press(B) || B <- [1, 2, 3]],
    wait(opened),
    io:format("state: ~p~n", [gen_statem:call(door, state)]),
    press(7),
    %% Postponed while open, handled in order once the door has locked itself.
    ok = gen_statem:cast(door, {button, 1}),
    ok = gen_statem:cast(door, {button, 2}),
    door ! hello,
    ok = gen_statem:call(door, {relock_after, 10}),
    wait(relocking),
    press(3),
    wait(opened),
    io:format("lock_now: ~p~n", [gen_statem:call(door, lock_now)]),
    io:format("state: ~p~n", [gen_statem:call(door, state)]),
    lists:foreach(fun(E) -> io:format("  ~p~n", [E]) end, gen_statem:call(door, log)),
    ok = gen_statem:stop(door),
    io:format("after stop: ~p ~p~n", [whereis(door), is_process_alive(Pid)]),
    {ok, P2} = gen_statem:start(?MODULE, [4, 5], []),
    io:format("unnamed: ~p~n", [gen_statem:call(P2, {button, 4})]),
    ok = gen_statem:stop(P2, {shutdown, done}, 1000),
    io:format("done~n").
