%% gen_statem failures: init's stop/ignore/bad returns and exceptions, a taken name,
%% calls to dead or unknown machines, call time-outs, crashes and exits in callbacks
%% (what the caller, a monitor and a linked process see), bad results and actions, bad
%% enter calls, stop and stop_and_reply, a crashing terminate/3, the parent's exit.
%% Error reports are turned off with the logger's primary level.
-module(gsm_errors).
-behaviour(gen_statem).
-export([main/1]).
-export([init/1, callback_mode/0, ready/3, terminate/3]).

init({mode, Mode, Data}) -> put(mode, Mode), {ok, ready, Data};
init(trap) -> process_flag(trap_exit, true), {ok, ready, trap};
init({stop, R}) -> {stop, R};
init(ignore) -> ignore;
init(bad) -> {ok, only_two};
init(crash) -> erlang:error(boom);
init(exits) -> exit(eboom);
init(throws) -> throw({ok, ready, thrown});
init(Data) -> {ok, ready, Data}.

callback_mode() ->
    case get(mode) of
        undefined -> state_functions;
        Mode -> Mode
    end.

ready(enter, _, bad_enter) -> {next_state, elsewhere, bad_enter};
ready(enter, _, enter_postpones) -> {keep_state_and_data, [postpone]};
ready(enter, _, enter_crash) -> erlang:error(enter_failed);
ready(enter, _, _) -> keep_state_and_data;
ready({call, From}, Req, D) -> call(Req, From, D);
ready(cast, {stop, R}, _) -> {stop, R};
ready(cast, {stop, R, D}, _) -> {stop, R, D};
ready(cast, crash, D) -> 1 / (D - D);
ready(info, Msg, _) -> io:format("info ~p~n", [clean(Msg)]), keep_state_and_data.

call(ping, From, _) -> {keep_state_and_data, [{reply, From, pong}]};
call(silent, _From, _) -> keep_state_and_data;
call(crash, _From, D) -> erlang:error({crashed, D});
call(exits, _From, _) -> exit(exited);
call(bad_result, _From, _) -> {what, is, this};
call(bad_action, _From, _) -> {keep_state_and_data, [{bogus, action}]};
call(thrown, From, _) -> throw({keep_state_and_data, [{reply, From, was_thrown}]});
call(wait, _From, _) -> {keep_state_and_data, [postpone]};
call(stop_all, From, D) ->
    {stop_and_reply, normal, [{reply, From, bye}], D};
call(stop_replying, From, _) ->
    %% The postponed calls get their answer too.
    {stop_and_reply, {shutdown, asked}, {reply, From, last}, new_data};
call(bad_terminate, From, _) ->
    {stop_and_reply, normal, [{reply, From, ok}], crash_in_terminate}.

terminate(_Reason, _State, crash_in_terminate) -> erlang:error(terminate_failed);
terminate(Reason, State, Data) ->
    io:format("terminate ~p ~p ~p~n", [clean(Reason), State, Data]).

%% Stacktraces and pids differ between runtimes: they are replaced by atoms.
clean(P) when is_pid(P) -> pid;
clean([{M, F, _, L} | _]) when is_atom(M), is_atom(F), is_list(L) -> stack;
clean([H | T]) -> [clean(H) | clean(T)];
clean(T) when is_tuple(T) -> list_to_tuple(clean(tuple_to_list(T)));
clean(X) -> X.

show(What, Term) -> io:format("~s: ~p~n", [What, clean(Term)]).

down(Pid) ->
    receive {'DOWN', _, process, Pid, R} -> show("  down", R)
    after 2000 -> io:format("  no DOWN~n")
    end.

monitored(Arg) ->
    {ok, P} = gen_statem:start(?MODULE, Arg, []),
    erlang:monitor(process, P),
    P.

main(_) ->
    logger:set_primary_config(level, none),
    process_flag(trap_exit, true),
    [show(io_lib:format("init ~p", [A]), gen_statem:start(?MODULE, A, []))
     || A <- [{stop, no_way}, ignore, bad, crash, exits]],
    {ok, T} = gen_statem:start(?MODULE, throws, []),
    ok = gen_statem:stop(T),

    {ok, N} = gen_statem:start({local, gsm_err_named}, ?MODULE, x, []),
    {error, {already_started, N2}} = gen_statem:start({local, gsm_err_named}, ?MODULE, y, []),
    show("already started, same pid", N2 =:= N),
    ok = gen_statem:stop(gsm_err_named),

    show("call nobody", catch gen_statem:call(gsm_err_nobody, ping)),
    show("call nobody with time-out", catch gen_statem:call(gsm_err_nobody, ping, 100)),
    show("cast nobody", gen_statem:cast(gsm_err_nobody, ping)),
    show("stop nobody", catch gen_statem:stop(gsm_err_nobody)),
    Dead = monitored(x),
    ok = gen_statem:stop(Dead),
    down(Dead),
    show("call a dead machine", catch gen_statem:call(Dead, ping)),
    show("cast a dead machine", gen_statem:cast(Dead, ping)),
    show("stop a dead machine", catch gen_statem:stop(Dead)),

    P = monitored(x),
    show("call time-out", catch gen_statem:call(P, silent, 30)),
    show("dirty time-out", catch gen_statem:call(P, silent, {dirty_timeout, 30})),
    show("still alive", gen_statem:call(P, ping)),
    show("thrown result", gen_statem:call(P, thrown)),
    show("crash in a call", catch gen_statem:call(P, crash)),
    down(P),

    [begin
         Q = monitored(x),
         show(io_lib:format("call ~p", [Req]), catch gen_statem:call(Q, Req)),
         down(Q)
     end || Req <- [exits, bad_result, bad_action]],

    C = monitored(x),
    ok = gen_statem:cast(C, crash),
    io:format("crash in a cast:~n"),
    down(C),
    S1 = monitored(x),
    gen_statem:cast(S1, {stop, my_reason}),
    io:format("stop:~n"),
    down(S1),
    S2 = monitored(x),
    gen_statem:cast(S2, {stop, {shutdown, why}, other_data}),
    io:format("stop with data:~n"),
    down(S2),

    S3 = monitored(x),
    Self = self(),
    Waiters = [spawn(fun() -> Self ! {waiter, I, gen_statem:call(S3, wait)} end)
               || I <- [1, 2]],
    timer:sleep(20),
    show("stop_and_reply", gen_statem:call(S3, stop_replying)),
    down(S3),
    [receive {waiter, I, _} = W -> show("  waiter", W) after 100 -> ok end
     || I <- [1, 2]],
    show("waiters gone", [is_process_alive(W) || W <- Waiters]),

    S4 = monitored(x),
    show("stop/3", gen_statem:stop(S4, custom, infinity)),
    down(S4),
    S5 = monitored(x),
    show("terminate crashes", gen_statem:call(S5, bad_terminate)),
    down(S5),
    S6 = monitored(crash_in_terminate),
    show("stop with terminate crashing",
         catch gen_statem:stop(S6, normal, infinity)),
    down(S6),

    %% Linked, not monitored: these die before a monitor set after the start could be.
    [begin
         {ok, E} = gen_statem:start_link(?MODULE, Arg, []),
         io:format("~p:~n", [Arg]),
         receive {'EXIT', E, Why} -> show("  exit", Why) after 2000 -> ok end
     end || Arg <- [{mode, [state_functions, state_enter], bad_enter},
                    {mode, [state_functions, state_enter], enter_postpones},
                    {mode, [state_functions, state_enter], enter_crash},
                    {mode, no_such_mode, x}]],

    {ok, L} = gen_statem:start_link(?MODULE, x, []),
    gen_statem:cast(L, crash),
    receive {'EXIT', L, R} -> show("linked exit", R) after 2000 -> ok end,

    %% A machine that traps exits stops with its parent.
    Parent = spawn(fun() ->
                           {ok, M} = gen_statem:start_link(?MODULE, trap, []),
                           Self ! {machine, M},
                           receive go -> exit(parent_gone) end
                   end),
    M = receive {machine, M0} -> M0 end,
    erlang:monitor(process, M),
    Parent ! go,
    io:format("parent exits:~n"),
    down(M),
    io:format("done~n").
