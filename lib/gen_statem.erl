%% gen_statem, on proc_lib and gen: both callback modes, state enter calls, postponed and
%% inserted events, event/state/generic time-outs, replies as actions, stop and the
%% "State machine ... terminating" error report as Erlang/OTP 25 prints it (the crash
%% report that follows it in OTP is not printed). hibernate is accepted and ignored.
-module(gen_statem).
-export([start/3, start/4, start_link/3, start_link/4, start_monitor/3, start_monitor/4,
         stop/1, stop/3, call/2, call/3, cast/2, reply/1, reply/2,
         enter_loop/4, enter_loop/5, enter_loop/6]).
-export([send_request/2, send_request/4, wait_response/2, wait_response/3,
         receive_response/2, receive_response/3, check_response/2, check_response/3,
         reqids_new/0, reqids_size/1, reqids_add/3, reqids_to_list/1]).
-export([init_it/6, system_continue/3, system_terminate/4, system_code_change/4,
         system_get_state/1, system_replace_state/2, format_status/2]).

%% queue: events to handle before reading the mailbox, oldest first ({Type, Content});
%% postponed: newest first; timers: Type => {TimerRef, Content}, Type being the event type
%% the time-out delivers (timeout, state_timeout or {timeout, Name}); name: the registered
%% name or the pid, as reports and traces show it; debug: sys's debug options.
-record(s, {mod, mode = state_functions, enter = false, state, data, queue = [],
            postponed = [], timers = #{}, parent, name, debug = []}).

%%% Starting

start(Mod, Args, Opts) -> gen:start(?MODULE, nolink, self, Mod, Args, Opts).
start(Name, Mod, Args, Opts) -> gen:start(?MODULE, nolink, Name, Mod, Args, Opts).
start_link(Mod, Args, Opts) -> gen:start(?MODULE, link, self, Mod, Args, Opts).
start_link(Name, Mod, Args, Opts) -> gen:start(?MODULE, link, Name, Mod, Args, Opts).
start_monitor(Mod, Args, Opts) -> gen:start_monitor(?MODULE, self, Mod, Args, Opts).
start_monitor(Name, Mod, Args, Opts) -> gen:start_monitor(?MODULE, Name, Mod, Args, Opts).

init_it(Starter, Name, Mod, Args, Opts, Link) ->
    case gen:register_name(Name) of
        true ->
            %% Only a linked starter is the parent whose exit stops the machine.
            Parent = case Link of link -> Starter; nolink -> self() end,
            S = #s{mod = Mod, parent = Parent, name = gen:name(Name),
                   debug = gen:debug_options(gen:name(Name), Opts)},
            init_it2(Starter, S, Name, Mod, Args);
        {false, Pid} ->
            proc_lib:init_ack(Starter, {error, {already_started, Pid}})
    end.

init_it2(Starter, S, Name, Mod, Args) ->
    case catch_cb(Mod, init, [Args]) of
        {ok, {ok, State, Data}} ->
            proc_lib:init_ack(Starter, {ok, self()}),
            enter(S, State, Data, []);
        {ok, {ok, State, Data, Actions}} ->
            proc_lib:init_ack(Starter, {ok, self()}),
            enter(S, State, Data, Actions);
        {ok, {stop, Reason}} ->
            gen:unregister_name(Name),
            proc_lib:init_ack(Starter, {error, Reason}),
            exit(Reason);
        {ok, ignore} ->
            gen:unregister_name(Name),
            proc_lib:init_ack(Starter, ignore),
            exit(normal);
        {ok, Else} ->
            gen:unregister_name(Name),
            Error = {bad_return_from_init, Else},
            proc_lib:init_ack(Starter, {error, Error}),
            exit(Error);
        {'EXIT', Class, Reason, St} ->
            gen:unregister_name(Name),
            proc_lib:init_ack(Starter, {error, Reason}),
            erlang:raise(Class, Reason, St)
    end.

enter_loop(Mod, Opts, State, Data) -> enter_loop(Mod, Opts, State, Data, self, []).
enter_loop(Mod, Opts, State, Data, Actions) when is_list(Actions) ->
    enter_loop(Mod, Opts, State, Data, self, Actions);
enter_loop(Mod, Opts, State, Data, Name) -> enter_loop(Mod, Opts, State, Data, Name, []).
enter_loop(Mod, Opts, State, Data, Name0, Actions) ->
    Name = gen:get_proc_name(Name0),
    S = #s{mod = Mod, parent = gen:get_parent(), name = Name,
           debug = gen:debug_options(Name, Opts)},
    enter(S, State, Data, Actions).

%% The first state: the callback mode is asked for once the starter has its answer, and
%% the initial state gets its enter call (from itself) with init's actions.
enter(#s{mod = Mod} = S0, State, Data, Actions) ->
    S = S0#s{state = State, data = Data},
    Init = {internal, init_state},
    case catch_cb(Mod, callback_mode, []) of
        {ok, CM} ->
            case callback_mode(CM) of
                {ok, Mode, Enter} ->
                    S1 = debug(S#s{mode = Mode, enter = Enter}, {enter, Mod, State}),
                    transition(S1, Init, State, Data,
                               [A || A <- listify(Actions), A =/= postpone], true);
                error ->
                    bad(S, Init, {bad_return_from_callback_mode, CM})
            end;
        {'EXIT', Class, Reason, St} ->
            terminate(Class, Reason, St, S, Init)
    end.

callback_mode(M) when M =:= state_functions; M =:= handle_event_function -> {ok, M, false};
callback_mode(L) when is_list(L) -> callback_mode(L, none, false);
callback_mode(_) -> error.

callback_mode([], none, _) -> error;
callback_mode([], Mode, Enter) -> {ok, Mode, Enter};
callback_mode([state_enter | T], Mode, _) -> callback_mode(T, Mode, true);
callback_mode([M | T], _, Enter) when M =:= state_functions; M =:= handle_event_function ->
    callback_mode(T, M, Enter);
callback_mode(_, _, _) -> error.

%%% Client side

call(Server, Request) -> call(Server, Request, infinity).

call(Server, Request, Timeout) ->
    T = case Timeout of
            {dirty_timeout, T0} -> T0;
            {clean_timeout, T0} -> T0;
            T0 -> T0
        end,
    try gen:call(Server, '$gen_call', Request, T) of
        {ok, Reply} -> Reply
    catch
        exit:Reason -> exit({Reason, {?MODULE, call, [Server, Request, Timeout]}})
    end.

cast(Server, Msg) ->
    case gen:where(Server) of
        undefined -> ok;
        Pid -> catch erlang:send(Pid, {'$gen_cast', Msg}), ok
    end.

reply({reply, From, Reply}) -> reply(From, Reply);
reply(Replies) when is_list(Replies) -> lists:foreach(fun reply/1, Replies).

reply(From, Reply) -> gen:reply(From, Reply).

%% Asynchronous calls, on gen; a badarg names this function, as in OTP.
send_request(Server, Request) ->
    try gen:send_request(Server, '$gen_call', Request)
    catch error:badarg -> error(badarg, [Server, Request])
    end.
send_request(Server, Request, Label, ReqIdCol) ->
    try gen:send_request(Server, '$gen_call', Request, Label, ReqIdCol)
    catch error:badarg -> error(badarg, [Server, Request, Label, ReqIdCol])
    end.

wait_response(ReqId, WaitTime) ->
    try gen:wait_response(ReqId, WaitTime)
    catch error:badarg -> error(badarg, [ReqId, WaitTime])
    end.
wait_response(ReqIdCol, WaitTime, Delete) ->
    try gen:wait_response(ReqIdCol, WaitTime, Delete)
    catch error:badarg -> error(badarg, [ReqIdCol, WaitTime, Delete])
    end.

receive_response(ReqId, Timeout) ->
    try gen:receive_response(ReqId, Timeout)
    catch error:badarg -> error(badarg, [ReqId, Timeout])
    end.
receive_response(ReqIdCol, Timeout, Delete) ->
    try gen:receive_response(ReqIdCol, Timeout, Delete)
    catch error:badarg -> error(badarg, [ReqIdCol, Timeout, Delete])
    end.

check_response(Msg, ReqId) ->
    try gen:check_response(Msg, ReqId)
    catch error:badarg -> error(badarg, [Msg, ReqId])
    end.
check_response(Msg, ReqIdCol, Delete) ->
    try gen:check_response(Msg, ReqIdCol, Delete)
    catch error:badarg -> error(badarg, [Msg, ReqIdCol, Delete])
    end.

reqids_new() -> gen:reqids_new().
reqids_size(ReqIdCol) ->
    try gen:reqids_size(ReqIdCol)
    catch error:badarg -> error(badarg, [ReqIdCol])
    end.
reqids_add(ReqId, Label, ReqIdCol) ->
    try gen:reqids_add(ReqId, Label, ReqIdCol)
    catch error:badarg -> error(badarg, [ReqId, Label, ReqIdCol])
    end.
reqids_to_list(ReqIdCol) ->
    try gen:reqids_to_list(ReqIdCol)
    catch error:badarg -> error(badarg, [ReqIdCol])
    end.

stop(Server) -> stop(Server, normal, infinity).
stop(Server, Reason, Timeout) ->
    case gen:where(Server) of
        undefined -> exit(noproc);
        Pid -> proc_lib:stop(Pid, Reason, Timeout)
    end.

%%% The machine

%% Inserted and retried events come before the mailbox.
loop(#s{queue = [Event | Q]} = S) -> event(S#s{queue = Q}, Event);
loop(S) ->
    receive Msg -> msg(Msg, S) end.

msg({'$gen_call', From, Request}, S) -> received(S, {{call, From}, Request});
msg({'$gen_cast', Msg}, S) -> received(S, {cast, Msg});
msg({timeout, Ref, Type} = Msg, #s{timers = Timers} = S) ->
    case maps:find(Type, Timers) of
        {ok, {Ref, Content}} ->
            received(S#s{timers = maps:remove(Type, Timers)}, {Type, Content});
        _ -> received(S, {info, Msg})
    end;
msg({system, From, Req}, S) ->
    sys:handle_system_msg(Req, From, S#s.parent, ?MODULE, S#s.debug, S);
msg({'EXIT', Parent, Reason} = Msg, #s{parent = Parent} = S) when Parent =/= self() ->
    terminate(exit, Reason, [], S, {info, Msg});
msg(Msg, S) -> received(S, {info, Msg}).

received(S, Event) -> event(debug(S, {in, Event, S#s.state}), Event).

%%% sys callbacks: the machine's record is sys's Misc

system_continue(Parent, Debug, S) -> loop(S#s{parent = Parent, debug = Debug}).

system_terminate(Reason, Parent, Debug, S) ->
    terminate(exit, Reason, [], S#s{parent = Parent, debug = Debug}, none).

system_code_change(#s{mod = Mod, state = State, data = Data} = S, _Module, OldVsn, Extra) ->
    case catch_cb(Mod, code_change, [OldVsn, State, Data, Extra]) of
        {ok, {ok, NState, NData}} ->
            %% The new code may have another callback mode.
            case catch_cb(Mod, callback_mode, []) of
                {ok, CM} ->
                    case callback_mode(CM) of
                        {ok, Mode, Enter} ->
                            {ok, S#s{mode = Mode, enter = Enter, state = NState, data = NData}};
                        error -> error({bad_return_from_callback_mode, CM})
                    end;
                {'EXIT', C, R, St} -> erlang:raise(C, R, St)
            end;
        {ok, {ok, _} = Error} -> error({case_clause, Error});
        {ok, Error} -> Error;
        {'EXIT', C, R, St} -> erlang:raise(C, R, St)
    end.

system_get_state(#s{state = State, data = Data}) -> {ok, {State, Data}}.

system_replace_state(StateFun, #s{state = State, data = Data} = S) ->
    {NState, NData} = New = StateFun({State, Data}),
    {ok, New, S#s{state = NState, data = NData}}.

%% The status sys:get_status/1 shows, shaped by the callback's format_status/1,2.
format_status(Opt, [PDict, SysState, Parent, Debug,
                    #s{name = Name, mod = Mod, state = State, data = Data,
                       postponed = Postponed, timers = Timers}]) ->
    Header = gen:format_status_header("Status for state machine", Name),
    Timeouts = maps:fold(fun(Type, {_Ref, Msg}, Acc) -> [{Type, Msg} | Acc] end, [], Timers),
    StatusMap = #{state => State, data => Data, postponed => Postponed,
                  log => sys:get_log(Debug), timeouts => Timeouts},
    NewStatusMap =
        case gen:format_status(Mod, Opt, StatusMap, [PDict, State, Data]) of
            #{'EXIT' := R} -> StatusMap#{'$status' => [{data, [{"State", {State, R}}]}]};
            #{'$status' := L} = SM when is_list(L) -> SM;
            #{'$status' := T} = SM -> SM#{'$status' := [T]};
            #{state := St, data := D} = SM -> SM#{'$status' => [{data, [{"State", {St, D}}]}]}
        end,
    [{header, Header},
     {data, [{"Status", SysState},
             {"Parent", Parent},
             {"Modules", [Mod]},
             {"Time-outs", {maps:size(Timers), maps:get(timeouts, NewStatusMap)}},
             {"Logged Events", maps:get(log, NewStatusMap)},
             {"Postponed", maps:get(postponed, NewStatusMap)}]} |
     maps:get('$status', NewStatusMap)].

debug(#s{debug = []} = S, _Event) -> S;
debug(#s{debug = Debug, name = Name} = S, Event) ->
    S#s{debug = sys:handle_debug(Debug, fun print_event/3, Name, Event)}.

%% sys:trace/2 output, as in OTP.
print_event(Dev, SystemEvent, Name) ->
    case SystemEvent of
        {in, Event, State} ->
            io:format(Dev, "*DBG* ~tp receive ~ts in state ~tp~n",
                      [Name, event_string(Event), State]);
        {out, Reply, {To, _Tag}} ->
            io:format(Dev, "*DBG* ~tp send ~tp to ~tw~n", [Name, Reply, To]);
        {enter, Module, State} ->
            io:format(Dev, "*DBG* ~tp enter ~tp in state ~tp~n", [Name, Module, State]);
        {start_timer, Action, State} ->
            io:format(Dev, "*DBG* ~tp start_timer ~tp in state ~tp~n", [Name, Action, State]);
        {insert_timeout, Event, State} ->
            io:format(Dev, "*DBG* ~tp insert_timeout ~tp in state ~tp~n", [Name, Event, State]);
        {terminate, Reason, State} ->
            io:format(Dev, "*DBG* ~tp terminate ~tp in state ~tp~n", [Name, Reason, State]);
        {Tag, Event, State, NextState} when Tag =:= postpone; Tag =:= consume ->
            StateString = case NextState of
                              State -> io_lib:format("~tp", [State]);
                              _ -> io_lib:format("~tp => ~tp", [State, NextState])
                          end,
            io:format(Dev, "*DBG* ~tp ~tw ~ts in state ~ts~n",
                      [Name, Tag, event_string(Event), StateString])
    end.

event_string({{call, {Pid, _Tag}}, Request}) ->
    io_lib:format("call ~tp from ~tw", [Request, Pid]);
event_string({EventType, EventContent}) ->
    io_lib:format("~tw ~tp", [EventType, EventContent]).

%% Every event cancels the event time-out.
event(S0, {Type, Content} = Event) ->
    S = cancel_timer(timeout, S0),
    case call_state(S, Type, Content) of
        {ok, Result} ->
            case result(Result, S) of
                {next, NState, NData, Actions, Repeat} ->
                    transition(S, Event, NState, NData, Actions, Repeat);
                {stop, Reason, NData, Replies} ->
                    reply(Replies),
                    terminate(exit, Reason, [], S#s{data = NData}, Event);
                bad ->
                    bad(S, Event, {bad_return_from_state_function, Result})
            end;
        {'EXIT', Class, Reason, St} ->
            terminate(Class, Reason, St, S, Event)
    end.

call_state(#s{mode = state_functions, mod = Mod, state = State, data = Data}, Type, Content) ->
    catch_cb(Mod, State, [Type, Content, Data]);
call_state(#s{mod = Mod, state = State, data = Data}, Type, Content) ->
    catch_cb(Mod, handle_event, [Type, Content, State, Data]).

%% A callback's result, as {next, State, Data, Actions, Repeat}, {stop, Reason, Data,
%% Replies} or bad.
result({next_state, NS, ND}, _) -> {next, NS, ND, [], false};
result({next_state, NS, ND, A}, _) -> {next, NS, ND, A, false};
result({keep_state, ND}, S) -> {next, S#s.state, ND, [], false};
result({keep_state, ND, A}, S) -> {next, S#s.state, ND, A, false};
result(keep_state_and_data, S) -> {next, S#s.state, S#s.data, [], false};
result({keep_state_and_data, A}, S) -> {next, S#s.state, S#s.data, A, false};
result({repeat_state, ND}, S) -> {next, S#s.state, ND, [], true};
result({repeat_state, ND, A}, S) -> {next, S#s.state, ND, A, true};
result(repeat_state_and_data, S) -> {next, S#s.state, S#s.data, [], true};
result({repeat_state_and_data, A}, S) -> {next, S#s.state, S#s.data, A, true};
result({stop, R}, S) -> {stop, R, S#s.data, []};
result({stop, R, ND}, _) -> {stop, R, ND, []};
result({stop_and_reply, R, Replies}, S) -> {stop, R, S#s.data, listify(Replies)};
result({stop_and_reply, R, Replies, ND}, _) -> {stop, R, ND, listify(Replies)};
result(_, _) -> bad.

%% The steps of a state transition, in the order OTP documents them: actions (replies go
%% out now), the enter call of the new state, postponing, retrying the postponed events
%% after a state change, inserting next_events, then the time-outs.
transition(S, Event, NState, NData, Actions, Repeat) ->
    Acts0 = #{postpone => false, next => [], timeouts => [], log => [], nstate => NState},
    case actions(listify(Actions), false, Acts0) of
        {ok, Acts} ->
            Changed = NState =/= S#s.state,
            case S#s.enter andalso (Changed orelse Repeat) of
                true ->
                    enter_call(S, Event, NState, NData, S#s.state, Changed, Acts);
                false ->
                    finish(S, Event, NState, NData, Changed, Acts)
            end;
        {bad, Action} ->
            bad(S#s{data = NData}, Event, {bad_action_from_state_function, Action})
    end.

enter_call(S, Event, NState, NData, OldState, Changed, Acts) ->
    S1 = S#s{state = NState, data = NData},
    case call_state(S1, enter, OldState) of
        {ok, Result} ->
            case result(Result, S1) of
                {next, NState, ND2, A2, Repeat} ->
                    case actions(listify(A2), true, Acts) of
                        {ok, Acts2} when Repeat ->
                            enter_call(S, Event, NState, ND2, NState, Changed, Acts2);
                        {ok, Acts2} ->
                            finish(S, Event, NState, ND2, Changed, Acts2);
                        {bad, Action} ->
                            bad(S1#s{data = ND2}, Event,
                                {bad_state_enter_action_from_state_function, Action})
                    end;
                {stop, Reason, ND2, Replies} ->
                    reply(Replies),
                    terminate(exit, Reason, [], S1#s{data = ND2}, Event);
                _ ->
                    bad(S1, Event, {bad_state_enter_return_from_state_function, Result})
            end;
        {'EXIT', Class, Reason, St} ->
            terminate(Class, Reason, St, S1, Event)
    end.

finish(S0, Event, NState, NData, Changed, #{postpone := Postpone, next := Next,
                                               timeouts := Timeouts, log := Log}) ->
    S = case S0#s.debug of
            [] -> S0;
            _ ->
                Tag = case Postpone of true -> postpone; false -> consume end,
                lists:foldl(fun(E, SAcc) -> debug(SAcc, E) end, S0,
                            lists:reverse(Log, [{Tag, Event, S0#s.state, NState}]))
        end,
    P1 = case Postpone of
             true -> [Event | S#s.postponed];
             false -> S#s.postponed
         end,
    {Q1, P2} = case Changed of
                   true -> {lists:reverse(P1) ++ S#s.queue, []};
                   false -> {S#s.queue, P1}
               end,
    S1 = S#s{state = NState, data = NData, queue = lists:reverse(Next) ++ Q1, postponed = P2},
    %% A state change cancels the state time-out of the state it leaves.
    S2 = case Changed of
             true -> cancel_timer(state_timeout, S1);
             false -> S1
         end,
    loop(timeouts(lists:reverse(Timeouts), S2)).

%% Actions into #{postpone, next (newest first), timeouts (newest first, one per type)};
%% replies are sent at once. Enter calls may not postpone nor insert events.
actions([], _, Acts) -> {ok, Acts};
actions([A | T], Enter, Acts) ->
    case action(A, Enter, Acts) of
        bad -> {bad, A};
        Acts1 -> actions(T, Enter, Acts1)
    end.

action({reply, From, Reply}, _, #{log := Log} = Acts) ->
    reply(From, Reply),
    Acts#{log := [{out, Reply, From} | Log]};
action(postpone, false, Acts) -> Acts#{postpone := true};
action({postpone, P}, false, Acts) when is_boolean(P) -> Acts#{postpone := P};
action({next_event, Type, Content}, false, #{next := N, log := Log, nstate := NS} = Acts) ->
    case event_type(Type) of
        true -> Acts#{next := [{Type, Content} | N], log := [{in, {Type, Content}, NS} | Log]};
        false -> bad
    end;
action(hibernate, _, Acts) -> Acts;
action({hibernate, B}, _, Acts) when is_boolean(B) -> Acts;
%% A bare time is an event time-out whose content is the time.
action(T, _, Acts) when is_integer(T), T >= 0; T =:= infinity ->
    timeout(timeout, {set, T, T, []}, Acts);
action({Type, update, Msg}, _, Acts) ->
    case timeout_type(Type) of
        true -> timeout(Type, {update, Msg}, Acts);
        false -> bad
    end;
action({Type, cancel}, _, Acts) ->
    case timeout_type(Type) of
        true -> timeout(Type, cancel, Acts);
        false -> bad
    end;
action({timeout, T, Msg}, E, Acts) -> action({timeout, T, Msg, []}, E, Acts);
action({state_timeout, T, Msg}, E, Acts) -> action({state_timeout, T, Msg, []}, E, Acts);
action({{timeout, _} = Type, T, Msg}, E, Acts) -> action({Type, T, Msg, []}, E, Acts);
action({Type, T, Msg, Opts}, _, Acts) when is_list(Opts) ->
    case timeout_type(Type) andalso (T =:= infinity orelse is_integer(T)) of
        true -> timeout(Type, {set, T, Msg, Opts}, Acts);
        false -> bad
    end;
action(_, _, _) -> bad.

%% A later time-out of a type replaces an earlier one.
timeout(Type, Spec, #{timeouts := Ts} = Acts) ->
    Acts#{timeouts := [{Type, Spec} | lists:keydelete(Type, 1, Ts)]}.

timeout_type(timeout) -> true;
timeout_type(state_timeout) -> true;
timeout_type({timeout, _}) -> true;
timeout_type(_) -> false.

event_type({call, {Pid, _}}) when is_pid(Pid) -> true;
event_type(cast) -> true;
event_type(info) -> true;
event_type(internal) -> true;
event_type(T) -> timeout_type(T).

%% Time-outs in the order set. A zero time-out's event is queued as the newest event; the
%% event time-out is started only when no event is queued, since any event cancels it.
timeouts(Ts, S) ->
    {Event, Others} = lists:partition(fun({Type, _}) -> Type =:= timeout end, Ts),
    S1 = lists:foldl(fun set_timeout/2, S, Others),
    case {Event, S1#s.queue} of
        {[E], []} -> set_timeout(E, S1);
        _ -> S1
    end.

set_timeout({Type, cancel}, S) -> cancel_timer(Type, S);
set_timeout({Type, {update, Msg}}, #s{timers = Timers} = S) ->
    case maps:find(Type, Timers) of
        {ok, {Ref, _}} -> S#s{timers = Timers#{Type := {Ref, Msg}}};
        error ->
            S1 = debug(S, {insert_timeout, {Type, Msg}, S#s.state}),
            S1#s{queue = S#s.queue ++ [{Type, Msg}]}
    end;
set_timeout({Type, {set, T, Msg, Opts}}, S0) ->
    S = cancel_timer(Type, S0),
    case relative(T, Opts) of
        infinity -> S;
        0 ->
            %% A zero time-out's event is received at once, as OTP traces it.
            S1 = debug(debug(S, {start_timer, {Type, T, Msg, Opts}, S#s.state}),
                       {in, {Type, Msg}, S#s.state}),
            S1#s{queue = S#s.queue ++ [{Type, Msg}]};
        Ms ->
            S1 = debug(S, {start_timer, {Type, T, Msg, Opts}, S#s.state}),
            Ref = erlang:start_timer(Ms, self(), Type),
            S1#s{timers = (S#s.timers)#{Type => {Ref, Msg}}}
    end.

relative(infinity, _) -> infinity;
relative(T, Opts) ->
    case proplists:get_value(abs, Opts, false) of
        true -> max(0, T - erlang:monotonic_time(millisecond));
        false -> T
    end.

%% A time-out message already sent is taken out of the mailbox.
cancel_timer(Type, #s{timers = Timers} = S) ->
    case maps:find(Type, Timers) of
        {ok, {Ref, _}} ->
            case erlang:cancel_timer(Ref) of
                false -> receive {timeout, Ref, _} -> ok after 0 -> ok end;
                _ -> ok
            end,
            S#s{timers = maps:remove(Type, Timers)};
        error -> S
    end.

listify(L) when is_list(L) -> L;
listify(X) -> [X].

%% {ok, Result} or {'EXIT', Class, Reason, Stacktrace}; a throw is a return value.
catch_cb(Mod, F, Args) ->
    try {ok, apply(Mod, F, Args)}
    catch
        throw:R -> {ok, R};
        Class:R:St -> {'EXIT', Class, R, St}
    end.

%%% Stopping

%% An error raised on the machine's behalf, with a stacktrace as OTP's has one.
bad(S, Event, Reason) ->
    try erlang:error(Reason)
    catch error:Reason:St -> terminate(error, Reason, St, S, Event)
    end.

terminate(Class, Reason, St, #s{mod = Mod, state = State, data = Data} = S, Event) ->
    case erlang:function_exported(Mod, terminate, 3) of
        true ->
            case catch_cb(Mod, terminate, [Reason, State, Data]) of
                {ok, _} -> ok;
                {'EXIT', C, R, St2} ->
                    report(C, R, St2, S, Event),
                    erlang:raise(C, R, St2)
            end;
        false -> ok
    end,
    case Reason of
        normal -> debug(S, {terminate, Reason, State});
        shutdown -> debug(S, {terminate, Reason, State});
        {shutdown, _} -> debug(S, {terminate, Reason, State});
        _ -> report(Class, Reason, St, S, Event)
    end,
    case St of
        [] when Class =:= exit -> exit(Reason);
        _ -> erlang:raise(Class, Reason, St)
    end.

report(Class, Reason, St, #s{mod = Mod, state = State, data = Data, queue = Q,
                              postponed = P} = S, Event) ->
    Mode = case S#s.enter of
               true -> [S#s.mode, state_enter];
               false -> S#s.mode
           end,
    Lines = [{true, "** State machine ~tp terminating~n", [S#s.name]},
             {Event =/= none, "** Last event = ~tp~n", [Event]},
             {true, "** When server state  = ~tp~n", [{State, Data}]},
             {true, "** Reason for termination = ~w:~tp~n", [Class, Reason]},
             {true, "** Callback modules = ~tp~n", [[Mod]]},
             {true, "** Callback mode = ~p~n", [Mode]},
             {Q =/= [], "** Queued = ~tp~n", [Q]},
             {P =/= [], "** Postponed = ~tp~n", [lists:reverse(P)]},
             {St =/= [], "** Stacktrace =~n**  ~tp~n", [St]}],
    error_logger:error_msg(lists:append([F || {true, F, _} <- Lines]),
                           lists:append([A || {true, _, A} <- Lines])).

