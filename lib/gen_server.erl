%% gen_server, on proc_lib and gen. Replies, timeouts, {continue, _}, stop and the
%% "Generic server terminating" error report as Erlang/OTP 25 prints them; the
%% crash report that follows it in OTP (process memory figures) is not printed.
-module(gen_server).
-export([start/3, start/4, start_link/3, start_link/4, start_monitor/3, start_monitor/4,
         call/2, call/3, cast/2, reply/2, stop/1, stop/3, abcast/2, multi_call/2,
         enter_loop/3, enter_loop/4, enter_loop/5]).
-export([init_it/6]).

start(Mod, Args, Opts) -> gen:start(?MODULE, nolink, self, Mod, Args, Opts).
start(Name, Mod, Args, Opts) -> gen:start(?MODULE, nolink, Name, Mod, Args, Opts).
start_link(Mod, Args, Opts) -> gen:start(?MODULE, link, self, Mod, Args, Opts).
start_link(Name, Mod, Args, Opts) -> gen:start(?MODULE, link, Name, Mod, Args, Opts).
start_monitor(Mod, Args, Opts) -> gen:start_monitor(?MODULE, self, Mod, Args, Opts).
start_monitor(Name, Mod, Args, Opts) -> gen:start_monitor(?MODULE, Name, Mod, Args, Opts).

init_it(Starter, Name, Mod, Args, _Opts, _Link) ->
    case gen:register_name(Name) of
        true ->
            init_it2(Starter, Name, Mod, Args);
        {false, Pid} ->
            proc_lib:init_ack(Starter, {error, {already_started, Pid}})
    end.

init_it2(Starter, Name, Mod, Args) ->
    put('$gen_name', Name),
    Result = try {ok, Mod:init(Args)}
             catch
                 throw:R -> {ok, R};
                 Class:R:S -> {'EXIT', Class, R, S}
             end,
    case Result of
        {ok, {ok, State}} ->
            proc_lib:init_ack(Starter, {ok, self()}),
            loop(Mod, State, infinity);
        {ok, {ok, State, Timeout}} ->
            proc_lib:init_ack(Starter, {ok, self()}),
            loop(Mod, State, Timeout);
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
            proc_lib:init_ack(Starter, {error, {bad_return_value, Else}}),
            exit({bad_return_value, Else});
        {'EXIT', Class, Reason, St} ->
            gen:unregister_name(Name),
            proc_lib:init_ack(Starter, {error, exit_reason(Class, Reason, St)}),
            erlang:raise(Class, Reason, St)
    end.

exit_reason(exit, R, _) -> R;
exit_reason(error, R, S) -> {R, S};
exit_reason(throw, R, S) -> {{nocatch, R}, S}.

enter_loop(Mod, Opts, State) -> enter_loop(Mod, Opts, State, self, infinity).
enter_loop(Mod, Opts, State, Timeout) when not is_tuple(Timeout) ->
    enter_loop(Mod, Opts, State, self, Timeout);
enter_loop(Mod, Opts, State, Name) -> enter_loop(Mod, Opts, State, Name, infinity).
enter_loop(Mod, _Opts, State, Name, Timeout) ->
    put('$gen_name', Name),
    loop(Mod, State, Timeout).

%%% Client side

call(Server, Request) ->
    try gen:call(Server, '$gen_call', Request) of
        {ok, Res} -> Res
    catch
        exit:Reason -> exit({Reason, {?MODULE, call, [Server, Request]}})
    end.

call(Server, Request, Timeout) ->
    try gen:call(Server, '$gen_call', Request, Timeout) of
        {ok, Res} -> Res
    catch
        exit:Reason -> exit({Reason, {?MODULE, call, [Server, Request, Timeout]}})
    end.

cast(Server, Request) ->
    case gen:where(Server) of
        undefined -> ok;
        Pid -> catch erlang:send(Pid, {'$gen_cast', Request}), ok
    end.

abcast(Name, Request) ->
    cast(Name, Request),
    abcast.

multi_call(Name, Request) ->
    case catch call(Name, Request) of
        {'EXIT', _} -> {[], [node()]};
        Reply -> {[{node(), Reply}], []}
    end.

reply(From, Reply) -> gen:reply(From, Reply).

stop(Server) -> stop(Server, normal, infinity).
stop(Server, Reason, Timeout) ->
    case gen:where(Server) of
        undefined -> exit(noproc);
        Pid -> proc_lib:stop(Pid, Reason, Timeout)
    end.

%%% Server loop

loop(Mod, State, hibernate) -> loop(Mod, State, infinity);
loop(Mod, State, {continue, Cont}) ->
    handle_result(Mod, {continue, Cont}, State,
                  catch_cb(Mod, handle_continue, [Cont, State]), noreply);
loop(Mod, State, Timeout) ->
    Msg = receive M -> M after Timeout -> timeout end,
    handle_msg(Mod, Msg, State).

handle_msg(Mod, {'$gen_call', From, Request} = Msg, State) ->
    handle_result(Mod, Msg, State, catch_cb(Mod, handle_call, [Request, From, State]),
                  {reply, From});
handle_msg(Mod, {'$gen_cast', Request} = Msg, State) ->
    handle_result(Mod, Msg, State, catch_cb(Mod, handle_cast, [Request, State]), noreply);
handle_msg(Mod, {system, From, {terminate, Reason}} = Msg, State) ->
    terminate(Mod, Reason, [], Msg, State, From);
handle_msg(Mod, {system, From, get_state}, State) ->
    gen:reply(From, State),
    loop(Mod, State, infinity);
handle_msg(Mod, {system, From, {replace_state, F}}, State) ->
    NState = F(State),
    gen:reply(From, NState),
    loop(Mod, NState, infinity);
handle_msg(Mod, {'EXIT', Parent, Reason} = Msg, State) when Reason =/= normal ->
    case get('$ancestors') of
        [Parent | _] -> terminate(Mod, Reason, [], Msg, State, none);
        _ -> info(Mod, Msg, State)
    end;
handle_msg(Mod, Msg, State) ->
    info(Mod, Msg, State).

info(Mod, Msg, State) ->
    case erlang:function_exported(Mod, handle_info, 2) of
        true ->
            handle_result(Mod, Msg, State, catch_cb(Mod, handle_info, [Msg, State]), noreply);
        false ->
            Name = name(),
            error_logger:warning_msg("** Undefined handle_info in ~p~n"
                                     "** Unhandled message: ~tp~n", [Mod, Msg]),
            _ = Name,
            loop(Mod, State, infinity)
    end.

%% {ok, Result} or {'EXIT', Class, Reason, Stacktrace}; a throw is a return value.
catch_cb(Mod, F, Args) ->
    try {ok, apply(Mod, F, Args)}
    catch
        throw:R -> {ok, R};
        Class:R:S -> {'EXIT', Class, R, S}
    end.

handle_result(Mod, Msg, State, {ok, Result}, Kind) ->
    case {Kind, Result} of
        {{reply, From}, {reply, Reply, NState}} ->
            gen:reply(From, Reply), loop(Mod, NState, infinity);
        {{reply, From}, {reply, Reply, NState, Timeout}} ->
            gen:reply(From, Reply), loop(Mod, NState, Timeout);
        {_, {noreply, NState}} ->
            loop(Mod, NState, infinity);
        {_, {noreply, NState, Timeout}} ->
            loop(Mod, NState, Timeout);
        {{reply, From}, {stop, Reason, Reply, NState}} ->
            try terminate(Mod, Reason, [], Msg, NState, none)
            after gen:reply(From, Reply)
            end;
        {_, {stop, Reason, NState}} ->
            terminate(Mod, Reason, [], Msg, NState, none);
        {_, Other} ->
            terminate(Mod, {bad_return_value, Other}, [], Msg, State, none)
    end;
handle_result(Mod, Msg, State, {'EXIT', Class, Reason, St}, _Kind) ->
    terminate(Mod, exit_reason(Class, Reason, St), St, Msg, State, none).

terminate(Mod, Reason, _St, Msg, State, SysFrom) ->
    case erlang:function_exported(Mod, terminate, 2) of
        true ->
            case catch_cb(Mod, terminate, [Reason, State]) of
                {ok, _} -> ok;
                {'EXIT', C, R, S} ->
                    report(Mod, exit_reason(C, R, S), Msg, State),
                    exit(exit_reason(C, R, S))
            end;
        false -> ok
    end,
    case Reason of
        normal -> ok;
        shutdown -> ok;
        {shutdown, _} -> ok;
        _ -> report(Mod, Reason, Msg, State)
    end,
    gen:unregister_name(case get('$gen_name') of undefined -> self; N -> N end),
    case SysFrom of
        none -> ok;
        _ -> ok
    end,
    exit(Reason).

name() ->
    case get('$gen_name') of
        {local, N} -> N;
        {via, _, N} -> N;
        _ -> self()
    end.

report(_Mod, Reason, Msg, State) ->
    Last = case Msg of
               {'$gen_call', _, Req} -> Req;
               {'$gen_cast', Req} -> {'$gen_cast', Req};
               Other -> Other
           end,
    error_logger:error_msg("** Generic server ~tp terminating \n"
                           "** Last message in was ~tp~n"
                           "** When Server state == ~tp~n"
                           "** Reason for termination ==~n** ~tp~n",
                           [name(), Last, State, Reason]).
