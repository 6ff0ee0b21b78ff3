%% gen_statem time-outs: event time-outs (a bare time, {timeout, T, Msg}) cancelled by any
%% event, state time-outs surviving events but not a state change, generic time-outs by
%% name surviving both, cancel and update, infinity, restarting, absolute times, and zero
%% time-outs queued after inserted events but before the mailbox.
-module(gsm_timeouts).
-behaviour(gen_statem).
-export([main/1]).
-export([init/1, callback_mode/0, handle_event/4]).

callback_mode() -> handle_event_function.

init({Owner, Actions}) -> {ok, s0, Owner, Actions}.

handle_event(cast, {keep, Actions}, _, _) ->
    {keep_state_and_data, Actions};
handle_event(cast, {goto, State, Actions}, _, Owner) ->
    {next_state, State, Owner, Actions};
handle_event(cast, {goto4, State, Action}, _, Owner) ->
    %% A single action, not in a list.
    {next_state, State, Owner, Action};
handle_event(cast, {mail_then, Actions}, _, _) ->
    self() ! from_mailbox,
    {keep_state_and_data, Actions};
handle_event({call, From}, sync, _, _) ->
    {keep_state_and_data, [{reply, From, ok}]};
handle_event(Type, Content, State, Owner) ->
    Owner ! {ev, Type, Content, State},
    keep_state_and_data.

%% Prints what the machine reported, waiting at most Ms for more.
show(Ms) ->
    receive {ev, T, C, S} -> io:format("  ~p ~p in ~p~n", [T, C, S]), show(Ms)
    after Ms -> ok
    end.

%% Prints the next N reports, however long they take.
expect(0) -> ok;
expect(N) ->
    receive {ev, T, C, S} -> io:format("  ~p ~p in ~p~n", [T, C, S]), expect(N - 1)
    after 3000 -> io:format("  (missing)~n")
    end.

new(What, Actions) ->
    io:format("~s:~n", [What]),
    {ok, M} = gen_statem:start(?MODULE, {self(), Actions}, []),
    M.

main(_) ->
    M1 = new("bare time from init", [20]),
    expect(1),
    M2 = new("event time-out fires when nothing comes", [{timeout, 20, idle}]),
    expect(1),
    gen_statem:cast(M2, {keep, [{timeout, 150, never}]}),
    gen_statem:cast(M2, poke),
    io:format("event time-out cancelled by an event:~n"),
    expect(1),
    show(200),
    gen_statem:cast(M2, {keep, [{timeout, 150, never}, {timeout, infinity, never2}]}),
    io:format("event time-out set to infinity:~n"),
    show(200),

    M3 = new("state time-out survives events", [{state_timeout, 200, st}]),
    gen_statem:cast(M3, poke),
    expect(2),
    gen_statem:cast(M3, {keep, [{state_timeout, 150, never}]}),
    gen_statem:cast(M3, {goto, s1, []}),
    io:format("state time-out cancelled by a state change:~n"),
    show(200),
    gen_statem:cast(M3, {goto, s1, [{state_timeout, 150, never}]}),
    gen_statem:cast(M3, {goto, s1, [{state_timeout, 30, same_state}]}),
    io:format("re-set in the same state, the last one counts:~n"),
    expect(1),
    show(200),
    gen_statem:cast(M3, {goto4, s2, {state_timeout, 20, single_action}}),
    io:format("state time-out belongs to the state entered:~n"),
    expect(1),
    gen_statem:cast(M3, {keep, [{state_timeout, 150, never}]}),
    gen_statem:cast(M3, {keep, [{state_timeout, cancel}]}),
    io:format("state time-out cancelled:~n"),
    show(200),

    M4 = new("generic time-outs survive state changes and fire in time order",
             [{{timeout, slow}, 80, a}, {{timeout, fast}, 20, b}]),
    gen_statem:cast(M4, {goto, s1, []}),
    gen_statem:cast(M4, {goto, s2, []}),
    expect(2),
    gen_statem:cast(M4, {keep, [{{timeout, c}, 150, never}, {{timeout, d}, 200, old}]}),
    gen_statem:cast(M4, {keep, [{{timeout, c}, cancel}, {{timeout, d}, update, new}]}),
    io:format("cancel one, update another:~n"),
    expect(1),
    show(200),
    gen_statem:cast(M4, {keep, [{{timeout, e}, update, not_running},
                                {state_timeout, update, neither}]}),
    io:format("update of a time-out not running:~n"),
    expect(2),

    M5 = new("zero time-outs", []),
    gen_statem:cast(M5, {keep, [{state_timeout, 0, z1}, {{timeout, g}, 0, z2},
                                {timeout, 0, dropped}, {next_event, internal, n1},
                                {next_event, internal, n2}]}),
    expect(4),
    show(50),
    io:format("a zero event time-out comes before the mailbox:~n"),
    gen_statem:cast(M5, {mail_then, [{timeout, 0, zero}]}),
    expect(2),
    io:format("a later zero time-out of the same type replaces the earlier one:~n"),
    gen_statem:cast(M5, {keep, [{state_timeout, 0, first}, {{timeout, g}, 0, other},
                                {state_timeout, 0, second}]}),
    expect(2),
    show(50),

    Abs = erlang:monotonic_time(millisecond) + 30,
    M6 = new("absolute time", [{state_timeout, Abs, absolute, [{abs, true}]}]),
    expect(1),
    gen_statem:cast(M6, {keep, [{{timeout, x}, 20, with_opts, []}]}),
    expect(1),
    [ok = gen_statem:stop(M) || M <- [M1, M2, M3, M4, M5, M6]],
    io:format("done~n").
