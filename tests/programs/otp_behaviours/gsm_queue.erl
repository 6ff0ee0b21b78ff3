%% gen_statem, handle_event_function with state enter calls: postponed events (casts and
%% calls) retried in order after a state change and not before, postponed again in a
%% state that also postpones them, next_event insertions ahead of retried events,
%% repeat_state re-running the enter call, keep_state forms, non-atom states.
-module(gsm_queue).
-behaviour(gen_statem).
-export([main/1]).
-export([init/1, callback_mode/0, handle_event/4]).

callback_mode() -> [handle_event_function, state_enter].

init(Log) -> {ok, {idle, 0}, Log, [{next_event, internal, boot}]}.

%% Log is the test process: the machine reports every event it handles.
handle_event(enter, Old, State, Log) ->
    Log ! {ev, {enter, Old, State}},
    keep_state_and_data;
handle_event(internal, X, _State, Log) ->
    Log ! {ev, {internal, X}},
    keep_state_and_data;
handle_event(cast, {job, N}, {idle, _}, Log) ->
    Log ! {ev, {postpone, N}},
    {keep_state_and_data, [postpone]};
handle_event({call, _}, {ask, N}, {idle, _}, Log) ->
    Log ! {ev, {postpone_call, N}},
    {keep_state_and_data, {postpone, true}};
handle_event(cast, {job, N}, {paused, _}, Log) when N rem 2 =:= 0 ->
    %% Even jobs wait again while paused; odd ones run.
    Log ! {ev, {postpone_again, N}},
    {keep_state, Log, [postpone]};
handle_event(cast, {job, N}, State, Log) ->
    Log ! {ev, {job, N, State}},
    keep_state_and_data;
handle_event({call, From}, {ask, N}, State, Log) ->
    Log ! {ev, {answer, N, State}},
    {keep_state_and_data, [{reply, From, {answer, N}}]};
handle_event(cast, {go, Tag}, {_, K}, Log) ->
    {next_state, {busy, K + 1}, Log,
     [{next_event, internal, {first, Tag}}, {next_event, internal, {second, Tag}}]};
handle_event(cast, pause, {_, K}, Log) ->
    {next_state, {paused, K + 1}, Log};
handle_event(cast, stay, State, Log) ->
    %% Same state: no enter call, and postponed events stay postponed.
    {next_state, State, Log};
handle_event(cast, repeat, _State, Log) ->
    {repeat_state, Log};
handle_event(cast, repeat_and_insert, _State, _Log) ->
    {repeat_state_and_data, [{next_event, internal, after_repeat}]};
handle_event(info, Msg, State, Log) ->
    Log ! {ev, {info, Msg, State}},
    {keep_state, Log};
handle_event({call, From}, sync, _State, _Log) ->
    {keep_state_and_data, [{reply, From, synced}]}.

%% Prints the events the machine reported up to the next sync.
drain(M) ->
    gen_statem:call(M, sync),
    drain().
drain() ->
    receive {ev, E} -> io:format("  ~p~n", [E]), drain()
    after 0 -> ok
    end.

step(M, What, F) ->
    io:format("~s:~n", [What]),
    F(),
    drain(M).

main(_) ->
    {ok, M} = gen_statem:start(?MODULE, self(), []),
    step(M, "start", fun() -> ok end),
    step(M, "jobs while idle", fun() ->
        [gen_statem:cast(M, {job, N}) || N <- [1, 2, 3]],
        M ! ping,
        gen_statem:cast(M, stay)
    end),
    Caller = self(),
    step(M, "a call while idle", fun() ->
        spawn(fun() -> Caller ! {reply, gen_statem:call(M, {ask, 7})} end),
        timer:sleep(20)
    end),
    step(M, "go: inserted events first, then the postponed ones in order", fun() ->
        gen_statem:cast(M, {go, a}),
        gen_statem:cast(M, {job, 4})
    end),
    receive {reply, R} -> io:format("caller got ~p~n", [R]) end,
    step(M, "pause: even jobs wait again", fun() ->
        gen_statem:cast(M, pause),
        [gen_statem:cast(M, {job, N}) || N <- [10, 11, 12]]
    end),
    step(M, "repeat keeps them postponed", fun() -> gen_statem:cast(M, repeat) end),
    step(M, "go again", fun() -> gen_statem:cast(M, {go, b}) end),
    step(M, "repeat with an inserted event", fun() ->
        gen_statem:cast(M, repeat_and_insert)
    end),
    ok = gen_statem:stop(M),
    io:format("stopped~n").
