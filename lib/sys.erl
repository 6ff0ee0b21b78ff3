%% sys: the system message protocol of the generic behaviours, as in Erlang/OTP 25.
%% A client sends {system, From, Request} with gen:call/4 (label `system`); the process
%% hands it to handle_system_msg/6, which answers and goes on with the behaviour's
%% system_continue/3 (or system_terminate/4, or waits while suspended). Debug options:
%% trace (printed with the behaviour's format function), log, statistics,
%% log_to_file and installed functions.
-module(sys).
-export([suspend/1, suspend/2, resume/1, resume/2, get_status/1, get_status/2,
         get_state/1, get_state/2, replace_state/2, replace_state/3,
         change_code/4, change_code/5, terminate/2, terminate/3,
         log/2, log/3, trace/2, trace/3, statistics/2, statistics/3,
         log_to_file/2, log_to_file/3, no_debug/1, no_debug/2,
         install/2, install/3, remove/2, remove/3]).
-export([handle_system_msg/6, handle_system_msg/7, handle_debug/4, print_log/1,
         get_log/1, get_debug/3, debug_options/1]).

%%% Client side

suspend(Name) -> send_system_msg(Name, suspend).
suspend(Name, Timeout) -> send_system_msg(Name, suspend, Timeout).
resume(Name) -> send_system_msg(Name, resume).
resume(Name, Timeout) -> send_system_msg(Name, resume, Timeout).
get_status(Name) -> send_system_msg(Name, get_status).
get_status(Name, Timeout) -> send_system_msg(Name, get_status, Timeout).

get_state(Name) ->
    case send_system_msg(Name, get_state) of
        {error, Reason} -> error(Reason);
        State -> State
    end.
get_state(Name, Timeout) ->
    case send_system_msg(Name, get_state, Timeout) of
        {error, Reason} -> error(Reason);
        State -> State
    end.

replace_state(Name, StateFun) ->
    case send_system_msg(Name, {replace_state, StateFun}) of
        {error, Reason} -> error(Reason);
        State -> State
    end.
replace_state(Name, StateFun, Timeout) ->
    case send_system_msg(Name, {replace_state, StateFun}, Timeout) of
        {error, Reason} -> error(Reason);
        State -> State
    end.

change_code(Name, Mod, Vsn, Extra) ->
    send_system_msg(Name, {change_code, Mod, Vsn, Extra}).
change_code(Name, Mod, Vsn, Extra, Timeout) ->
    send_system_msg(Name, {change_code, Mod, Vsn, Extra}, Timeout).

terminate(Name, Reason) -> send_system_msg(Name, {terminate, Reason}).
terminate(Name, Reason, Timeout) -> send_system_msg(Name, {terminate, Reason}, Timeout).

log(Name, Flag) -> send_system_msg(Name, {debug, {log, Flag}}).
log(Name, Flag, Timeout) -> send_system_msg(Name, {debug, {log, Flag}}, Timeout).
trace(Name, Flag) -> send_system_msg(Name, {debug, {trace, Flag}}).
trace(Name, Flag, Timeout) -> send_system_msg(Name, {debug, {trace, Flag}}, Timeout).
log_to_file(Name, File) -> send_system_msg(Name, {debug, {log_to_file, File}}).
log_to_file(Name, File, Timeout) ->
    send_system_msg(Name, {debug, {log_to_file, File}}, Timeout).
statistics(Name, Flag) -> send_system_msg(Name, {debug, {statistics, Flag}}).
statistics(Name, Flag, Timeout) ->
    send_system_msg(Name, {debug, {statistics, Flag}}, Timeout).
no_debug(Name) -> send_system_msg(Name, {debug, no_debug}).
no_debug(Name, Timeout) -> send_system_msg(Name, {debug, no_debug}, Timeout).

install(Name, {Func, FuncState}) ->
    send_system_msg(Name, {debug, {install, {Func, FuncState}}});
install(Name, {FuncId, Func, FuncState}) ->
    send_system_msg(Name, {debug, {install, {FuncId, Func, FuncState}}}).
install(Name, {Func, FuncState}, Timeout) ->
    send_system_msg(Name, {debug, {install, {Func, FuncState}}}, Timeout);
install(Name, {FuncId, Func, FuncState}, Timeout) ->
    send_system_msg(Name, {debug, {install, {FuncId, Func, FuncState}}}, Timeout).
remove(Name, FuncOrId) -> send_system_msg(Name, {debug, {remove, FuncOrId}}).
remove(Name, FuncOrId, Timeout) ->
    send_system_msg(Name, {debug, {remove, FuncOrId}}, Timeout).

send_system_msg(Name, Request) ->
    case catch gen:call(Name, system, Request) of
        {ok, Res} -> Res;
        {'EXIT', Reason} -> exit({Reason, mfa(Name, Request)})
    end.

send_system_msg(Name, Request, Timeout) ->
    case catch gen:call(Name, system, Request, Timeout) of
        {ok, Res} -> Res;
        {'EXIT', Reason} -> exit({Reason, mfa(Name, Request, Timeout)})
    end.

mfa(Name, {debug, {Func, Arg2}}) -> {sys, Func, [Name, Arg2]};
mfa(Name, {change_code, Mod, Vsn, Extra}) -> {sys, change_code, [Name, Mod, Vsn, Extra]};
mfa(Name, {terminate, Reason}) -> {sys, terminate, [Name, Reason]};
mfa(Name, Atom) -> {sys, Atom, [Name]}.

mfa(Name, Req, Timeout) ->
    {M, F, A} = mfa(Name, Req),
    {M, F, A ++ [Timeout]}.

%%% Process side

handle_system_msg(Msg, From, Parent, Mod, Debug, Misc) ->
    do_handle(running, Msg, From, Parent, Mod, Debug, Misc).

%% The seventh argument of OTP's version says whether to hibernate; triheap ignores it.
handle_system_msg(Msg, From, Parent, Mod, Debug, Misc, _Hib) ->
    do_handle(running, Msg, From, Parent, Mod, Debug, Misc).

do_handle(SysState, Msg, From, Parent, Mod, Debug, Misc) ->
    case do_cmd(SysState, Msg, Parent, Mod, Debug, Misc) of
        {suspended, Reply, NDebug, NMisc} ->
            _ = gen:reply(From, Reply),
            suspend_loop(Parent, Mod, NDebug, NMisc);
        {running, Reply, NDebug, NMisc} ->
            _ = gen:reply(From, Reply),
            Mod:system_continue(Parent, NDebug, NMisc);
        {{terminating, Reason}, Reply, NDebug, NMisc} ->
            _ = gen:reply(From, Reply),
            Mod:system_terminate(Reason, Parent, NDebug, NMisc)
    end.

%% Suspended: only system messages and the parent's exit are taken.
suspend_loop(Parent, Mod, Debug, Misc) ->
    receive
        {system, From, Msg} ->
            do_handle(suspended, Msg, From, Parent, Mod, Debug, Misc);
        {'EXIT', Parent, Reason} ->
            Mod:system_terminate(Reason, Parent, Debug, Misc)
    end.

do_cmd(_, suspend, _Parent, _Mod, Debug, Misc) -> {suspended, ok, Debug, Misc};
do_cmd(_, resume, _Parent, _Mod, Debug, Misc) -> {running, ok, Debug, Misc};
do_cmd(SysState, get_state, _Parent, Mod, Debug, Misc) ->
    {SysState, do_get_state(Mod, Misc), Debug, Misc};
do_cmd(SysState, {replace_state, StateFun}, _Parent, Mod, Debug, Misc) ->
    {Res, NMisc} = do_replace_state(StateFun, Mod, Misc),
    {SysState, Res, Debug, NMisc};
do_cmd(SysState, get_status, Parent, Mod, Debug, Misc) ->
    {SysState, get_status(SysState, Parent, Mod, Debug, Misc), Debug, Misc};
do_cmd(SysState, {debug, What}, _Parent, _Mod, Debug, Misc) ->
    {Res, NDebug} = debug_cmd(What, Debug),
    {SysState, Res, NDebug, Misc};
do_cmd(_, {terminate, Reason}, _Parent, _Mod, Debug, Misc) ->
    {{terminating, Reason}, ok, Debug, Misc};
%% Code is changed only while suspended.
do_cmd(suspended, {change_code, Module, Vsn, Extra}, _Parent, Mod, Debug, Misc) ->
    {Res, NMisc} = do_change_code(Mod, Module, Vsn, Extra, Misc),
    {suspended, Res, Debug, NMisc};
do_cmd(SysState, Other, _Parent, _Mod, Debug, Misc) ->
    {SysState, {error, {unknown_system_msg, Other}}, Debug, Misc}.

do_get_state(Mod, Misc) ->
    case erlang:function_exported(Mod, system_get_state, 1) of
        true ->
            try
                {ok, State} = Mod:system_get_state(Misc),
                State
            catch
                Cl:Exc -> {error, {callback_failed, {Mod, system_get_state}, {Cl, Exc}}}
            end;
        false ->
            Misc
    end.

do_replace_state(StateFun, Mod, Misc) ->
    case erlang:function_exported(Mod, system_replace_state, 2) of
        true ->
            try
                {ok, State, NMisc} = Mod:system_replace_state(StateFun, Misc),
                {State, NMisc}
            catch
                Cl:Exc ->
                    {{error, {callback_failed, {Mod, system_replace_state}, {Cl, Exc}}}, Misc}
            end;
        false ->
            try
                NMisc = StateFun(Misc),
                {NMisc, NMisc}
            catch
                Cl:Exc -> {{error, {callback_failed, StateFun, {Cl, Exc}}}, Misc}
            end
    end.

get_status(SysState, Parent, Mod, Debug, Misc) ->
    PDict = get(),
    FmtMisc = case erlang:function_exported(Mod, format_status, 2) of
                  true -> Mod:format_status(normal, [PDict, SysState, Parent, Debug, Misc]);
                  false -> Misc
              end,
    {status, self(), {module, Mod}, [PDict, SysState, Parent, Debug, FmtMisc]}.

do_change_code(Mod, Module, Vsn, Extra, Misc) ->
    case catch Mod:system_code_change(Misc, Module, Vsn, Extra) of
        {ok, NMisc} -> {ok, NMisc};
        Else -> {{error, Else}, Misc}
    end.

%%% Debug options

debug_cmd({trace, true}, Debug) -> {ok, install_debug(trace, true, Debug)};
debug_cmd({trace, false}, Debug) -> {ok, remove_debug(trace, Debug)};
debug_cmd({log, true}, Debug) ->
    NLog = get_debug(log, Debug, nlog_new()),
    {ok, install_debug(log, nlog_new(NLog), Debug)};
debug_cmd({log, {true, N}}, Debug) when is_integer(N), 1 =< N ->
    NLog = get_debug(log, Debug, nlog_new(N)),
    {ok, install_debug(log, nlog_new(N, NLog), Debug)};
debug_cmd({log, false}, Debug) -> {ok, remove_debug(log, Debug)};
debug_cmd({log, print}, Debug) ->
    print_log(Debug),
    {ok, Debug};
debug_cmd({log, get}, Debug) ->
    NLog = get_debug(log, Debug, nlog_new()),
    {{ok, [Event || {Event, _State, _FormFunc} <- nlog_get(NLog)]}, Debug};
debug_cmd({log_to_file, false}, Debug) -> {ok, close_log_file(Debug)};
debug_cmd({log_to_file, FileName}, Debug) ->
    NDebug = close_log_file(Debug),
    case file:open(FileName, [write, {encoding, utf8}]) of
        {ok, Fd} -> {ok, install_debug(log_to_file, Fd, NDebug)};
        _ -> {{error, open_file}, NDebug}
    end;
debug_cmd({statistics, true}, Debug) -> {ok, install_debug(statistics, init_stat(), Debug)};
debug_cmd({statistics, false}, Debug) -> {ok, remove_debug(statistics, Debug)};
debug_cmd({statistics, get}, Debug) ->
    {{ok, get_stat(get_debug(statistics, Debug, []))}, Debug};
debug_cmd(no_debug, Debug) ->
    _ = close_log_file(Debug),
    {ok, []};
debug_cmd({install, {Func, FuncState}}, Debug) ->
    {ok, install_debug(Func, FuncState, Debug)};
debug_cmd({install, {FuncId, Func, FuncState}}, Debug) ->
    {ok, install_debug(FuncId, {Func, FuncState}, Debug)};
debug_cmd({remove, FuncOrFuncId}, Debug) -> {ok, remove_debug(FuncOrFuncId, Debug)};
debug_cmd(_Unknown, Debug) -> {unknown_debug, Debug}.

%% Called by a behaviour for each event while it has debug options; returns the new
%% options.
handle_debug([{trace, true} = Opt | T], FormFunc, State, Event) ->
    print_event({Event, State, FormFunc}),
    [Opt | handle_debug(T, FormFunc, State, Event)];
handle_debug([{log, NLog} | T], FormFunc, State, Event) ->
    [{log, nlog_put({Event, State, FormFunc}, NLog)} | handle_debug(T, FormFunc, State, Event)];
handle_debug([{log_to_file, Fd} = Opt | T], FormFunc, State, Event) ->
    print_event(Fd, {Event, State, FormFunc}),
    [Opt | handle_debug(T, FormFunc, State, Event)];
handle_debug([{statistics, StatData} | T], FormFunc, State, Event) ->
    [{statistics, stat(Event, StatData)} | handle_debug(T, FormFunc, State, Event)];
handle_debug([{FuncId, {Func, FuncState}} | T], FormFunc, State, Event) ->
    try Func(FuncState, Event, State) of
        done -> handle_debug(T, FormFunc, State, Event);
        NFuncState -> [{FuncId, {Func, NFuncState}} | handle_debug(T, FormFunc, State, Event)]
    catch
        done -> handle_debug(T, FormFunc, State, Event);
        NFuncState -> [{FuncId, {Func, NFuncState}} | handle_debug(T, FormFunc, State, Event)];
        _:_ -> handle_debug(T, FormFunc, State, Event)
    end;
handle_debug([{Func, FuncState} | T], FormFunc, State, Event) ->
    try Func(FuncState, Event, State) of
        done -> handle_debug(T, FormFunc, State, Event);
        NFuncState -> [{Func, NFuncState} | handle_debug(T, FormFunc, State, Event)]
    catch
        done -> handle_debug(T, FormFunc, State, Event);
        NFuncState -> [{Func, NFuncState} | handle_debug(T, FormFunc, State, Event)];
        _:_ -> handle_debug(T, FormFunc, State, Event)
    end;
handle_debug([], _FormFunc, _State, _Event) ->
    [].

print_event(X) -> print_event(standard_io, X).

print_event(Dev, {Event, State, FormFunc}) -> FormFunc(Dev, Event, State).

init_stat() -> {erlang:localtime(), process_info(self(), reductions), 0, 0}.

get_stat({Time, {reductions, Reds}, In, Out}) ->
    {reductions, Reds2} = process_info(self(), reductions),
    [{start_time, Time}, {current_time, erlang:localtime()},
     {reductions, Reds2 - Reds}, {messages_in, In}, {messages_out, Out}];
get_stat(_) ->
    no_statistics.

stat({in, _Msg}, {Time, Reds, In, Out}) -> {Time, Reds, In + 1, Out};
stat({in, _Msg, _From}, {Time, Reds, In, Out}) -> {Time, Reds, In + 1, Out};
stat({out, _Msg, _To}, {Time, Reds, In, Out}) -> {Time, Reds, In, Out + 1};
stat({out, _Msg, _To, _State}, {Time, Reds, In, Out}) -> {Time, Reds, In, Out + 1};
stat(_, StatData) -> StatData.

install_debug(Item, Data, Debug) ->
    case lists:keymember(Item, 1, Debug) of
        false -> [{Item, Data} | Debug];
        true -> Debug
    end.

remove_debug(Item, Debug) -> lists:keydelete(Item, 1, Debug).

get_debug(Item, Debug, Default) ->
    case lists:keyfind(Item, 1, Debug) of
        {Item, Data} -> Data;
        false -> Default
    end.

print_log(Debug) ->
    NLog = get_debug(log, Debug, nlog_new()),
    lists:foreach(fun print_event/1, nlog_get(NLog)).

get_log(Debug) ->
    NLog = get_debug(log, Debug, nlog_new()),
    [Event || {Event, _State, _FormFunc} <- nlog_get(NLog)].

close_log_file(Debug) ->
    case get_debug(log_to_file, Debug, []) of
        [] -> Debug;
        Fd ->
            ok = file:close(Fd),
            remove_debug(log_to_file, Debug)
    end.

%% The log keeps the last N events: [N | Newest-first] while filling, then a reversed
%% list of new events in front of a forward list of old ones.
nlog_new() -> nlog_new(10).

nlog_new([_ | _] = NLog) -> nlog_new(10, NLog);
nlog_new(N) -> [N].

nlog_new(N, NLog) ->
    lists:foldl(fun(Item, NL) -> nlog_put(Item, NL) end, nlog_new(N), nlog_get(NLog)).

nlog_put(Item, NLog) ->
    case NLog of
        [R | FF] when is_list(R) ->
            case FF of
                [_ | F] -> [[Item | R] | F];
                [] ->
                    [_ | F] = lists:reverse(R, [Item]),
                    [[] | F]
            end;
        [1 | R] -> [[Item | R]];
        [J | R] -> [J - 1, Item | R]
    end.

nlog_get([[] | F]) -> F;
nlog_get([[_ | _] = R | F]) -> F ++ lists:reverse(R);
nlog_get([_J | R]) -> lists:reverse(R).

%% The {debug, Opts} start option, as the options of the debug commands.
debug_options(Options) -> debug_options(Options, []).

debug_options([trace | T], Debug) -> debug_options(T, install_debug(trace, true, Debug));
debug_options([log | T], Debug) -> debug_options(T, install_debug(log, nlog_new(), Debug));
debug_options([{log, N} | T], Debug) when is_integer(N), N > 0 ->
    debug_options(T, install_debug(log, nlog_new(N), Debug));
debug_options([statistics | T], Debug) ->
    debug_options(T, install_debug(statistics, init_stat(), Debug));
debug_options([{log_to_file, FileName} | T], Debug) ->
    case file:open(FileName, [write, {encoding, utf8}]) of
        {ok, Fd} -> debug_options(T, install_debug(log_to_file, Fd, Debug));
        _ -> debug_options(T, Debug)
    end;
debug_options([{install, {Func, FuncState}} | T], Debug) ->
    debug_options(T, install_debug(Func, FuncState, Debug));
debug_options([{install, {FuncId, Func, FuncState}} | T], Debug) ->
    debug_options(T, install_debug(FuncId, {Func, FuncState}, Debug));
debug_options([_ | T], Debug) -> debug_options(T, Debug);
debug_options([], Debug) -> Debug.
