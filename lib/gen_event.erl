%% gen_event, on proc_lib and gen: an event manager holding handlers (newest first, as in
%% Erlang/OTP, so the last one added sees each event first), supervised handlers with
%% their gen_event_EXIT messages, swapping, and the "gen_event handler ... crashed" error
%% report as OTP 25 prints it. hibernate is accepted and ignored.
-module(gen_event).
-export([start/0, start/1, start/2, start_link/0, start_link/1, start_link/2,
         start_monitor/0, start_monitor/1, start_monitor/2,
         add_handler/3, add_sup_handler/3, delete_handler/3, swap_handler/3,
         swap_sup_handler/3, notify/2, sync_notify/2, call/3, call/4, which_handlers/1,
         stop/1, stop/3]).
-export([init_it/4, system_continue/3, system_terminate/4, system_code_change/4,
         system_get_state/1, system_replace_state/2, format_status/2]).

%% id: the handler as its users name it (Module or {Module, Id}); sup: the supervising
%% process of a handler added with add_sup_handler, or false.
-record(h, {id, mod, state, sup = false}).

%%% Starting

start() -> do_start(nolink, self, []).
start(Opts) when is_list(Opts) -> do_start(nolink, self, Opts);
start(Name) -> do_start(nolink, Name, []).
start(Name, Opts) -> do_start(nolink, Name, Opts).
start_link() -> do_start(link, self, []).
start_link(Opts) when is_list(Opts) -> do_start(link, self, Opts);
start_link(Name) -> do_start(link, Name, []).
start_link(Name, Opts) -> do_start(link, Name, Opts).
start_monitor() -> start_monitor(self, []).
start_monitor(Opts) when is_list(Opts) -> start_monitor(self, Opts);
start_monitor(Name) -> start_monitor(Name, []).
start_monitor(Name, Opts) ->
    case do_start(nolink, Name, Opts) of
        {ok, Pid} -> {ok, {Pid, erlang:monitor(process, Pid)}};
        Other -> Other
    end.

do_start(Link, Name, Opts) ->
    Start = case Link of link -> start_link; nolink -> start end,
    proc_lib:Start(?MODULE, init_it, [self(), Name, Link, Opts], infinity).

init_it(Starter, Name, Link, Opts) ->
    case gen:register_name(Name) of
        true ->
            put('$gen_name', Name),
            process_flag(trap_exit, true),
            proc_lib:init_ack(Starter, {ok, self()}),
            %% Only a linked starter is the parent whose exit stops the manager.
            Parent = case Link of link -> Starter; nolink -> self() end,
            loop(Parent, [], gen:debug_options(gen:name(Name), Opts));
        {false, Pid} ->
            proc_lib:init_ack(Starter, {error, {already_started, Pid}})
    end.

%%% Client side

add_handler(M, Handler, Args) -> rpc(M, {add_handler, Handler, Args, false}).
add_sup_handler(M, Handler, Args) -> rpc(M, {add_handler, Handler, Args, self()}).
delete_handler(M, Handler, Args) -> rpc(M, {delete_handler, Handler, Args}).
swap_handler(M, {H1, A1}, {H2, A2}) -> rpc(M, {swap_handler, H1, A1, H2, A2, keep}).
swap_sup_handler(M, {H1, A1}, {H2, A2}) -> rpc(M, {swap_handler, H1, A1, H2, A2, self()}).
which_handlers(M) -> rpc(M, which_handlers).
sync_notify(M, Event) -> rpc(M, {sync_notify, Event}).

%% As in OTP, a notification to a name nobody has is a badarg.
notify(M, Event) -> send(M, {notify, Event}).

call(M, Handler, Query) ->
    do_call(M, Handler, Query, 5000, [M, Handler, Query]).
call(M, Handler, Query, Timeout) ->
    do_call(M, Handler, Query, Timeout, [M, Handler, Query, Timeout]).

do_call(M, Handler, Query, Timeout, CallArgs) ->
    try gen:call(M, '$gen_event', {call, Handler, Query}, Timeout) of
        {ok, Reply} -> Reply
    catch
        exit:Reason -> exit({Reason, {?MODULE, call, CallArgs}})
    end.

stop(M) -> stop(M, normal, infinity).
stop(M, Reason, Timeout) ->
    case gen:where(M) of
        undefined -> exit(noproc);
        Pid -> proc_lib:stop(Pid, Reason, Timeout)
    end.

rpc(M, Cmd) ->
    {ok, Reply} = gen:call(M, '$gen_event', Cmd, infinity),
    Reply.

send({local, Name}, Msg) -> send(Name, Msg);
send({global, _}, _) -> ok;
send({via, Mod, Name}, Msg) -> catch Mod:send(Name, Msg), ok;
send(M, Msg) -> M ! Msg, ok.

%%% The manager

loop(Parent, Hs, Debug) ->
    receive Msg -> decode(Msg, Parent, Hs, Debug) end.

decode({system, From, Req}, Parent, Hs, Debug) ->
    sys:handle_system_msg(Req, From, Parent, ?MODULE, Debug, [name(), Hs, infinity, false]);
decode({'EXIT', Parent, Reason}, Parent, Hs, _Debug) when Parent =/= self() ->
    shutdown(Reason, Hs);
decode(Msg, Parent, Hs, []) ->
    handle(Msg, Parent, Hs, []);
decode(Msg, Parent, Hs, Debug) ->
    handle(Msg, Parent, Hs, sys:handle_debug(Debug, fun print_event/3, name(), {in, Msg})).

handle(Msg, Parent, Hs, Debug) ->
    case Msg of
        {notify, Event} ->
            loop(Parent, notify(Hs, handle_event, Event), Debug);
        {'$gen_event', From, Cmd} ->
            {Reply, Hs1} = command(Cmd, Hs),
            gen:reply(From, Reply),
            loop(Parent, Hs1, Debug);
        {'EXIT', Pid, Reason} ->
            %% The handlers this process supervised go; the others see the exit as info.
            Hs1 = lists:filter(fun(#h{sup = Sup} = H) when Sup =:= Pid ->
                                       _ = stop_handler(H, {stop, Reason}, shutdown,
                                                        {parent_terminated, {Pid, Reason}}),
                                       false;
                                  (_) -> true
                               end, Hs),
            loop(Parent, notify(Hs1, handle_info, Msg), Debug);
        Info ->
            loop(Parent, notify(Hs, handle_info, Info), Debug)
    end.

%% sys:trace/2 output, as in OTP.
print_event(Dev, {in, Msg}, Name) ->
    case Msg of
        {notify, Event} ->
            io:format(Dev, "*DBG* ~tp got event ~tp~n", [Name, Event]);
        {_, _, {call, Handler, Query}} ->
            io:format(Dev, "*DBG* ~tp(~tp) got call ~tp~n", [Name, Handler, Query]);
        _ ->
            io:format(Dev, "*DBG* ~tp got ~tp~n", [Name, Msg])
    end;
print_event(Dev, Dbg, Name) ->
    io:format(Dev, "*DBG* ~tp : ~tp~n", [Name, Dbg]).

%%% sys callbacks: Misc is [Name, Handlers, HibernateAfter, Hibernate], as in OTP

system_continue(Parent, Debug, [_Name, Hs, _, _]) -> loop(Parent, Hs, Debug).

system_terminate(Reason, _Parent, _Debug, [_Name, Hs, _, _]) -> shutdown(Reason, Hs).

system_code_change([Name, Hs, HA, Hib], Module, OldVsn, Extra) ->
    Hs1 = [case H of
               #h{mod = Module, state = State} ->
                   {ok, NewState} = Module:code_change(OldVsn, State, Extra),
                   H#h{state = NewState};
               _ -> H
           end || H <- Hs],
    {ok, [Name, Hs1, HA, Hib]}.

system_get_state([_Name, Hs, _, _]) ->
    {ok, [{Mod, handler_id(H), State} || #h{mod = Mod, state = State} = H <- Hs]}.

%% A handler whose function fails or returns another handler keeps its state.
system_replace_state(StateFun, [Name, Hs, HA, Hib]) ->
    {NHs, NStates} =
        lists:unzip([begin
                         Cur = {Mod, handler_id(H), State},
                         try
                             {Mod, _, NS} = New = StateFun(Cur),
                             {H#h{state = NS}, New}
                         catch _:_ -> {H, Cur}
                         end
                     end || #h{mod = Mod, state = State} = H <- Hs]),
    {ok, NStates, [Name, NHs, HA, Hib]}.

%% The id OTP keeps for a handler: false for a plain module.
handler_id(#h{id = {_, Id}}) -> Id;
handler_id(_) -> false.

format_status(Opt, [PDict, SysState, Parent, Debug, [Name, Hs, _, _]]) ->
    Header = gen:format_status_header("Status for event handler", Name),
    {FmtHs, Logs} =
        lists:mapfoldl(
          fun(#h{mod = Mod, state = State, sup = Sup} = H, Logs) ->
                  Status = gen:format_status(Mod, Opt, #{log => Logs, state => State},
                                             [PDict, State]),
                  %% Shown as OTP's #handler{} record.
                  {{handler, Mod, handler_id(H),
                    maps:get('$status', Status, maps:get(state, Status)), Sup},
                   maps:get(log, Status)}
          end, sys:get_log(Debug), Hs),
    [{header, Header},
     {data, [{"Status", SysState}, {"Logged Events", Logs}, {"Parent", Parent}]},
     {items, {"Installed handlers", FmtHs}}].

shutdown(Reason, Hs) ->
    lists:foreach(fun(H) -> stop_handler(H, stop, shutdown, stop) end, Hs),
    exit(Reason).

command({add_handler, Handler, Args, Sup}, Hs) ->
    sup_link(Sup),
    {Mod, _} = split(Handler),
    case add(#h{id = Handler, mod = Mod, sup = Sup}, Args, Hs) of
        {ok, Hs1} -> {ok, Hs1};
        {error, Other} -> {Other, Hs}
    end;
command({delete_handler, Handler, Args}, Hs) ->
    case take(Handler, Hs) of
        {H, Hs1} -> {stop_handler(H, Args, normal, delete), Hs1};
        false -> {{error, module_not_found}, Hs}
    end;
command({swap_handler, H1, A1, H2, A2, Sup0}, Hs) ->
    {Result, Sup, Hs1} =
        case take(H1, Hs) of
            {H, Rest} ->
                NewSup = case Sup0 of keep -> H#h.sup; _ -> Sup0 end,
                {stop_handler(H, A1, {swapped, H2, NewSup}, swap), NewSup, Rest};
            false ->
                {error, case Sup0 of keep -> false; _ -> Sup0 end, Hs}
        end,
    sup_link(Sup),
    {Mod, _} = split(H2),
    case add(#h{id = H2, mod = Mod, sup = Sup}, {A2, Result}, Hs1) of
        {ok, Hs2} -> {ok, Hs2};
        {error, Other} -> {{error, Other}, Hs1}
    end;
command(which_handlers, Hs) ->
    {[H#h.id || H <- Hs], Hs};
command({sync_notify, Event}, Hs) ->
    {ok, notify(Hs, handle_event, Event)};
command({call, Handler, Query}, Hs) ->
    call_handler(Handler, Query, Hs, []).

sup_link(false) -> ok;
sup_link(Pid) -> link(Pid), ok.

split({Mod, _} = Handler) when is_atom(Mod) -> {Mod, Handler};
split(Mod) -> {Mod, Mod}.

%% The new handler goes first. init's other results come back as they are.
add(#h{mod = Mod} = H, Args, Hs) ->
    case catch_value(Mod, init, [Args]) of
        {ok, State} -> {ok, [H#h{state = State} | Hs]};
        {ok, State, hibernate} -> {ok, [H#h{state = State} | Hs]};
        Other -> {error, Other}
    end.

%% The first handler of that name, and the others in order.
take(Id, Hs) ->
    case lists:splitwith(fun(H) -> H#h.id =/= Id end, Hs) of
        {Before, [H | After]} -> {H, Before ++ After};
        {_, []} -> false
    end.

%% Runs Func for each handler in order; a handler may be replaced or removed.
notify(Hs, Func, Event) ->
    lists:flatmap(fun(H) -> update(H, Func, Event) end, Hs).

update(#h{mod = Mod, state = State} = H, Func, Event) ->
    case Func =:= handle_info andalso not erlang:function_exported(Mod, handle_info, 2) of
        true ->
            error_logger:warning_msg("** Undefined handle_info in ~tp~n"
                                     "** Unhandled message: ~tp~n", [Mod, Event]),
            [H];
        false ->
            case catch_value(Mod, Func, [Event, State]) of
                {ok, State1} -> [H#h{state = State1}];
                {ok, State1, hibernate} -> [H#h{state = State1}];
                {swap_handler, A1, State1, H2, A2} -> swap(H#h{state = State1}, A1, H2, A2);
                remove_handler ->
                    _ = stop_handler(H, remove_handler, normal, remove),
                    [];
                Other ->
                    _ = stop_handler(H, {error, Other}, Other, Event),
                    []
            end
    end.

%% A handler swapped by its own callback keeps its place and its supervisor.
swap(#h{sup = Sup} = H, A1, H2, A2) ->
    Result = stop_handler(H, A1, {swapped, H2, Sup}, swap),
    {Mod, _} = split(H2),
    New = #h{id = H2, mod = Mod, sup = Sup},
    case catch_value(Mod, init, [{A2, Result}]) of
        {ok, State} -> [New#h{state = State}];
        {ok, State, hibernate} -> [New#h{state = State}];
        Other ->
            report(New, Other, undefined, swap),
            notify_sup(New, Other),
            []
    end.

call_handler(Handler, Query, [#h{id = Handler, mod = Mod, state = State} = H | Rest], Acc) ->
    Done = fun(New, Reply) -> {Reply, lists:reverse(Acc, New ++ Rest)} end,
    case catch_value(Mod, handle_call, [Query, State]) of
        {ok, Reply, State1} -> Done([H#h{state = State1}], Reply);
        {ok, Reply, State1, hibernate} -> Done([H#h{state = State1}], Reply);
        {swap_handler, Reply, A1, State1, H2, A2} ->
            Done(swap(H#h{state = State1}, A1, H2, A2), Reply);
        {remove_handler, Reply} ->
            _ = stop_handler(H, remove_handler, normal, remove),
            Done([], Reply);
        Other ->
            _ = stop_handler(H, {error, Other}, Other, Query),
            Done([], {error, Other})
    end;
call_handler(Handler, Query, [H | Rest], Acc) -> call_handler(Handler, Query, Rest, [H | Acc]);
call_handler(_, _, [], Acc) -> {{error, bad_module}, lists:reverse(Acc)}.

%% Calls terminate(Args, State) and returns what it returned; Why is what the supervisor
%% is told and, unless a normal removal, what the error report gives.
stop_handler(#h{mod = Mod, state = State} = H, Args, Why, LastIn) ->
    Result = case erlang:function_exported(Mod, terminate, 2) of
                 true -> catch_value(Mod, terminate, [Args, State]);
                 false -> ok
             end,
    report(H, Why, State, LastIn),
    notify_sup(H, Why),
    Result.

notify_sup(#h{sup = false}, _) -> ok;
notify_sup(#h{sup = Pid, id = Id}, Why) -> Pid ! {gen_event_EXIT, Id, Why}, ok.

report(_, normal, _, _) -> ok;
report(_, shutdown, _, _) -> ok;
report(_, {swapped, _, _}, _, _) -> ok;
report(#h{id = Id}, Why, State, LastIn) ->
    error_logger:error_msg("** gen_event handler ~p crashed.~n"
                           "** Was installed in ~tp~n"
                           "** Last event was: ~tp~n"
                           "** When handler state == ~tp~n"
                           "** Reason == ~tp~n", [Id, name(), LastIn, State, Why]).

name() ->
    case get('$gen_name') of
        {local, N} -> N;
        {via, _, N} -> N;
        _ -> self()
    end.

%% What `catch apply(Mod, F, Args)` gives: a throw is the value, an error comes with its
%% stacktrace.
catch_value(Mod, F, Args) ->
    try apply(Mod, F, Args)
    catch
        throw:V -> V;
        error:R:St -> {'EXIT', {R, St}};
        exit:R -> {'EXIT', R}
    end.
