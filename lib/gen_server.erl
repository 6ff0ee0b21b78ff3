%% gen_server, on proc_lib and gen. Replies, timeouts, {continue, _}, stop and the
%% "Generic server terminating" error report as Erlang/OTP 25 prints them; the
%% crash report that follows it in OTP (process memory figures) is not printed.
-module(gen_server).
-export([start/3, start/4, start_link/3, start_link/4, start_monitor/3, start_monitor/4,
         call/2, call/3, cast/2, reply/2, stop/1, stop/3, abcast/2, abcast/3,
         multi_call/2, multi_call/3, multi_call/4,
         enter_loop/3, enter_loop/4, enter_loop/5]).
-export([send_request/2, send_request/4, wait_response/2, wait_response/3,
         receive_response/2, receive_response/3, check_response/2, check_response/3,
         reqids_new/0, reqids_size/1, reqids_add/3, reqids_to_list/1]).
-export([init_it/6, system_continue/3, system_terminate/4, system_code_change/4,
         system_get_state/1, system_replace_state/2, format_status/2]).

start(Mod, Args, Opts) -> gen:start(?MODULE, nolink, self, Mod, Args, Opts).
start(Name, Mod, Args, Opts) -> gen:start(?MODULE, nolink, Name, Mod, Args, Opts).
start_link(Mod, Args, Opts) -> gen:start(?MODULE, link, self, Mod, Args, Opts).
start_link(Name, Mod, Args, Opts) -> gen:start(?MODULE, link, Name, Mod, Args, Opts).
start_monitor(Mod, Args, Opts) -> gen:start_monitor(?MODULE, self, Mod, Args, Opts).
start_monitor(Name, Mod, Args, Opts) -> gen:start_monitor(?MODULE, Name, Mod, Args, Opts).

init_it(Starter, Name0, Mod, Args, Opts, Link) ->
    case gen:register_name(Name0) of
        true ->
            %% Only a linked starter is the parent whose exit stops the server.
            Parent = case Link of link -> Starter; nolink -> self() end,
            Name = gen:name(Name0),
            Debug = gen:debug_options(Name, Opts),
            init_it2(Starter, Parent, Name0, Name, Mod, Args, Debug);
        {false, Pid} ->
            proc_lib:init_ack(Starter, {error, {already_started, Pid}})
    end.

init_it2(Starter, Parent, Name0, Name, Mod, Args, Debug) ->
    Result = try {ok, Mod:init(Args)}
             catch
                 throw:R -> {ok, R};
                 C:R:S -> {'EXIT', C, R, S}
             end,
    case Result of
        {ok, {ok, State}} ->
            proc_lib:init_ack(Starter, {ok, self()}),
            loop(Parent, Name, State, Mod, infinity, Debug);
        {ok, {ok, State, Timeout}} ->
            proc_lib:init_ack(Starter, {ok, self()}),
            loop(Parent, Name, State, Mod, Timeout, Debug);
        {ok, {stop, Reason}} ->
            gen:unregister_name(Name0),
            proc_lib:init_ack(Starter, {error, Reason}),
            exit(Reason);
        {ok, ignore} ->
            gen:unregister_name(Name0),
            proc_lib:init_ack(Starter, ignore),
            exit(normal);
        {ok, Else} ->
            gen:unregister_name(Name0),
            proc_lib:init_ack(Starter, {error, {bad_return_value, Else}}),
            exit({bad_return_value, Else});
        {'EXIT', Class, Reason, St} ->
            gen:unregister_name(Name0),
            proc_lib:init_ack(Starter, {error, exit_reason(Class, Reason, St)}),
            erlang:raise(Class, Reason, St)
    end.

exit_reason(exit, R, _) -> R;
exit_reason(error, R, S) -> {R, S};
exit_reason(throw, R, S) -> {{nocatch, R}, S}.

%% The calling process, started with proc_lib, becomes the server.
enter_loop(Mod, Opts, State) -> enter_loop(Mod, Opts, State, self, infinity).
enter_loop(Mod, Opts, State, Timeout)
  when not is_tuple(Timeout); element(1, Timeout) =:= continue ->
    enter_loop(Mod, Opts, State, self, Timeout);
enter_loop(Mod, Opts, State, Name) -> enter_loop(Mod, Opts, State, Name, infinity).
enter_loop(Mod, Opts, State, Name0, Timeout) ->
    Name = gen:get_proc_name(Name0),
    Parent = gen:get_parent(),
    Debug = gen:debug_options(Name, Opts),
    loop(Parent, Name, State, Mod, Timeout, Debug).

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

%% Asynchronous calls; a badarg names this function, as in OTP.
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

%% Only the local node exists: other nodes are bad nodes, casts to them go nowhere.
abcast(Name, Request) when is_atom(Name) -> abcast([node()], Name, Request).
abcast(Nodes, Name, Request) when is_list(Nodes), is_atom(Name) ->
    lists:foreach(fun(Node) when Node =:= node() -> cast(Name, Request);
                     (_) -> ok
                  end, Nodes),
    abcast.

multi_call(Name, Request) when is_atom(Name) -> multi_call([node()], Name, Request, infinity).
multi_call(Nodes, Name, Request) when is_list(Nodes), is_atom(Name) ->
    multi_call(Nodes, Name, Request, infinity).
multi_call(Nodes, Name, Request, Timeout) when is_list(Nodes), is_atom(Name) ->
    %% Requests go out to every server first, then the replies are collected.
    Sent = [{Node, case Node =:= node() andalso whereis(Name) of
                       Pid when is_pid(Pid) -> gen:send_request(Pid, '$gen_call', Request);
                       _ -> bad
                   end} || Node <- Nodes],
    Deadline = case Timeout of
                   infinity -> infinity;
                   _ -> erlang:monotonic_time(millisecond) + Timeout
               end,
    {Replies, Bad} = lists:foldl(
                       fun({Node, bad}, {R, B}) -> {R, [Node | B]};
                          ({Node, ReqId}, {R, B}) ->
                               Wait = case Deadline of
                                          infinity -> infinity;
                                          _ -> {abs, Deadline}
                                      end,
                               case gen:receive_response(ReqId, Wait) of
                                   {reply, Reply} -> {[{Node, Reply} | R], B};
                                   _ -> {R, [Node | B]}
                               end
                       end, {[], []}, Sent),
    {lists:sort(Replies), lists:sort(Bad)}.

reply(From, Reply) -> gen:reply(From, Reply).

stop(Server) -> stop(Server, normal, infinity).
stop(Server, Reason, Timeout) ->
    case gen:where(Server) of
        undefined -> exit(noproc);
        Pid -> proc_lib:stop(Pid, Reason, Timeout)
    end.

%%% Server loop

loop(Parent, Name, State, Mod, hibernate, Debug) ->
    loop(Parent, Name, State, Mod, infinity, Debug);
loop(Parent, Name, State, Mod, {continue, Cont} = Msg, Debug) ->
    Debug1 = debug(Debug, Name, Msg),
    handle_result(Parent, Name, Mod, Msg, State,
                  catch_cb(Mod, handle_continue, [Cont, State]), noreply, Debug1);
loop(Parent, Name, State, Mod, Time, Debug) ->
    Msg = receive M -> M after Time -> timeout end,
    decode_msg(Msg, Parent, Name, State, Mod, Time, Debug).

decode_msg({system, From, Req}, Parent, Name, State, Mod, Time, Debug) ->
    sys:handle_system_msg(Req, From, Parent, ?MODULE, Debug, [Name, State, Mod, Time, infinity]);
decode_msg({'EXIT', Parent, Reason} = Msg, Parent, Name, State, Mod, _Time, Debug)
  when Parent =/= self() ->
    terminate(Reason, [], Name, Msg, Mod, State, Debug);
decode_msg(Msg, Parent, Name, State, Mod, _Time, Debug) ->
    handle_msg(Msg, Parent, Name, State, Mod, debug(Debug, Name, {in, Msg})).

handle_msg({'$gen_call', From, Request} = Msg, Parent, Name, State, Mod, Debug) ->
    handle_result(Parent, Name, Mod, Msg, State,
                  catch_cb(Mod, handle_call, [Request, From, State]), {reply, From}, Debug);
handle_msg({'$gen_cast', Request} = Msg, Parent, Name, State, Mod, Debug) ->
    handle_result(Parent, Name, Mod, Msg, State, catch_cb(Mod, handle_cast, [Request, State]),
                  noreply, Debug);
handle_msg(Msg, Parent, Name, State, Mod, Debug) ->
    case erlang:function_exported(Mod, handle_info, 2) of
        true ->
            handle_result(Parent, Name, Mod, Msg, State,
                          catch_cb(Mod, handle_info, [Msg, State]), noreply, Debug);
        false ->
            error_logger:warning_msg("** Undefined handle_info in ~p~n"
                                     "** Unhandled message: ~tp~n", [Mod, Msg]),
            loop(Parent, Name, State, Mod, infinity, debug(Debug, Name, {noreply, State}))
    end.

debug([], _Name, _Event) -> [];
debug(Debug, Name, Event) -> sys:handle_debug(Debug, fun print_event/3, Name, Event).

%% {ok, Result} or {'EXIT', Class, Reason, Stacktrace}; a throw is a return value.
catch_cb(Mod, F, Args) ->
    try {ok, apply(Mod, F, Args)}
    catch
        throw:R -> {ok, R};
        Class:R:S -> {'EXIT', Class, R, S}
    end.

handle_result(Parent, Name, Mod, Msg, State, {ok, Result}, Kind, Debug) ->
    case {Kind, Result} of
        {{reply, From}, {reply, Reply, NState}} ->
            Debug1 = reply(Name, From, Reply, NState, Debug),
            loop(Parent, Name, NState, Mod, infinity, Debug1);
        {{reply, From}, {reply, Reply, NState, Timeout}} ->
            Debug1 = reply(Name, From, Reply, NState, Debug),
            loop(Parent, Name, NState, Mod, Timeout, Debug1);
        {_, {noreply, NState}} ->
            loop(Parent, Name, NState, Mod, infinity, debug(Debug, Name, {noreply, NState}));
        {_, {noreply, NState, Timeout}} ->
            loop(Parent, Name, NState, Mod, Timeout, debug(Debug, Name, {noreply, NState}));
        {{reply, From}, {stop, Reason, Reply, NState}} ->
            try terminate(Reason, [], Name, Msg, Mod, NState, Debug)
            after reply(Name, From, Reply, NState, Debug)
            end;
        {_, {stop, Reason, NState}} ->
            terminate(Reason, [], Name, Msg, Mod, NState, Debug);
        {_, Other} ->
            terminate({bad_return_value, Other}, [], Name, Msg, Mod, State, Debug)
    end;
handle_result(_Parent, Name, Mod, Msg, State, {'EXIT', Class, Reason, St}, _Kind, Debug) ->
    terminate(exit_reason(Class, Reason, St), St, Name, Msg, Mod, State, Debug).

reply(Name, From, Reply, State, Debug) ->
    gen:reply(From, Reply),
    debug(Debug, Name, {out, Reply, From, State}).

terminate(Reason, _St, Name, Msg, Mod, State, Debug) ->
    case erlang:function_exported(Mod, terminate, 2) of
        true ->
            case catch_cb(Mod, terminate, [Reason, State]) of
                {ok, _} -> ok;
                {'EXIT', C, R, S} ->
                    report(Name, Mod, exit_reason(C, R, S), Msg, State, Debug),
                    exit(exit_reason(C, R, S))
            end;
        false -> ok
    end,
    case Reason of
        normal -> ok;
        shutdown -> ok;
        {shutdown, _} -> ok;
        _ -> report(Name, Mod, Reason, Msg, State, Debug)
    end,
    exit(Reason).

%%% sys callbacks: Misc is [Name, State, Mod, Time, HibernateAfter], as in OTP

system_continue(Parent, Debug, [Name, State, Mod, Time, _]) ->
    loop(Parent, Name, State, Mod, Time, Debug).

system_terminate(Reason, _Parent, Debug, [Name, State, Mod, _Time, _]) ->
    terminate(Reason, [], Name, [], Mod, State, Debug).

system_code_change([Name, State, Mod, Time, HA], _Module, OldVsn, Extra) ->
    case catch Mod:code_change(OldVsn, State, Extra) of
        {ok, NewState} -> {ok, [Name, NewState, Mod, Time, HA]};
        Else -> Else
    end.

system_get_state([_Name, State, _Mod, _Time, _]) -> {ok, State}.

system_replace_state(StateFun, [Name, State, Mod, Time, HA]) ->
    NState = StateFun(State),
    {ok, NState, [Name, NState, Mod, Time, HA]}.

%% The status sys:get_status/1 shows, shaped by the callback's format_status/1,2.
format_status(Opt, [PDict, SysState, Parent, Debug, [Name, State, Mod, _Time, _]]) ->
    Header = gen:format_status_header("Status for generic server", Name),
    Status =
        case gen:format_status(Mod, Opt, #{state => State, log => sys:get_log(Debug)},
                               [PDict, State]) of
            #{'EXIT' := R} = M -> M#{'$status' => [{data, [{"State", R}]}]};
            #{'$status' := S} = M when is_list(S) -> M;
            #{'$status' := S} = M -> M#{'$status' := [S]};
            #{state := S} = M -> M#{'$status' => [{data, [{"State", S}]}]}
        end,
    [{header, Header},
     {data, [{"Status", SysState},
             {"Parent", Parent},
             {"Logged events", format_log_state(Mod, maps:get(log, Status))}]} |
     maps:get('$status', Status)].

format_log_state(Mod, Log) ->
    case erlang:function_exported(Mod, format_status, 1) of
        false ->
            [case Event of
                 {out, Msg, From, State} -> {out, Msg, From, log_state(Mod, State)};
                 {noreply, State} -> {noreply, log_state(Mod, State)};
                 _ -> Event
             end || Event <- Log];
        true ->
            Log
    end.

log_state(Mod, State) ->
    maps:get(state, gen:format_status(Mod, terminate, #{state => State}, [get(), State])).

%% sys:trace/2 output, as the callback module sees the messages.
print_event(Dev, {in, Msg}, Name) ->
    case Msg of
        {'$gen_call', {From, _Tag}, Call} ->
            io:format(Dev, "*DBG* ~tp got call ~tp from ~tw~n", [Name, Call, From]);
        {'$gen_cast', Cast} ->
            io:format(Dev, "*DBG* ~tp got cast ~tp~n", [Name, Cast]);
        _ ->
            io:format(Dev, "*DBG* ~tp got ~tp~n", [Name, Msg])
    end;
print_event(Dev, {out, Msg, {To, _Tag}, State}, Name) ->
    io:format(Dev, "*DBG* ~tp sent ~tp to ~tw, new state ~tp~n", [Name, Msg, To, State]);
print_event(Dev, {noreply, State}, Name) ->
    io:format(Dev, "*DBG* ~tp new state ~tp~n", [Name, State]);
print_event(Dev, Event, Name) ->
    io:format(Dev, "*DBG* ~tp dbg  ~tp~n", [Name, Event]).

%% The state the error report shows goes through format_status/1,2 (opt terminate).
report(Name, Mod, Reason, Msg, State, Debug) ->
    Last = case Msg of
               {'$gen_call', _, Req} -> Req;
               {'$gen_cast', Req} -> {'$gen_cast', Req};
               Other -> Other
           end,
    Status = gen:format_status(Mod, terminate,
                               #{reason => Reason, state => State, message => Last,
                                 log => sys:get_log(Debug)}, [get(), State]),
    Shown = maps:get('EXIT', Status, maps:get('$status', Status, maps:get(state, Status))),
    Log = format_log_state(Mod, maps:get(log, Status)),
    LogFmt = case Log of
                 [] -> "";
                 _ -> "** Log ==~n** [" ++ lists:join(",~n    ", ["~tp" || _ <- Log]) ++ "]~n"
             end,
    error_logger:error_msg("** Generic server ~tp terminating \n"
                           "** Last message in was ~tp~n"
                           "** When Server state == ~tp~n"
                           "** Reason for termination ==~n** ~tp~n" ++ lists:flatten(LogFmt),
                           [Name, maps:get(message, Status), Shown, maps:get(reason, Status)]
                           ++ Log).
