-module(sys_trace).
-behaviour(gen_server).
-export([main/1]).
-export([init/1, handle_call/3, handle_cast/2, handle_info/2, handle_continue/2]).

%% sys:trace/2 prints *DBG* lines; sys:log/2 keeps the last events. Casts and infos only,
%% since calls print the caller's pid. A sys call after each event orders the output.
main(_) ->
    {ok, _} = gen_server:start({local, tr_srv}, ?MODULE, 0, []),
    ok = sys:trace(tr_srv, true),
    gen_server:cast(tr_srv, {add, 2}),
    tr_srv ! {add, 3},
    gen_server:cast(tr_srv, {add_timeout, 4}),
    wait_negative(tr_srv, 100),
    ok = sys:trace(tr_srv, false),
    gen_server:cast(tr_srv, {add, 1}),
    sync(tr_srv),
    io:format("-- log~n"),
    ok = sys:log(tr_srv, {true, 3}),
    gen_server:cast(tr_srv, {add, 10}),
    tr_srv ! {add, 20},
    gen_server:cast(tr_srv, {add, 30}),
    gen_server:cast(tr_srv, {add, 40}),
    sync(tr_srv),
    {ok, Events} = sys:log(tr_srv, get),
    io:format("log: ~p~n", [Events]),
    ok = sys:log(tr_srv, print),
    ok = sys:log(tr_srv, false),
    {ok, Events2} = sys:log(tr_srv, get),
    io:format("log after false: ~p~n", [Events2]),
    %% An installed function sees every event.
    Me = self(),
    ok = sys:install(tr_srv, {fun(N, Ev, _Name) -> Me ! {seen, Ev}, N + 1 end, 0}),
    gen_server:cast(tr_srv, {add, 7}),
    sync(tr_srv),
    io:format("seen: ~p~n", [flush()]),
    %% Started with debug options.
    {ok, _} = gen_server:start({local, tr_dbg}, ?MODULE, 100, [{debug, [trace, log]}]),
    gen_server:cast(tr_dbg, {add, 1}),
    sync(tr_dbg),
    {ok, L} = sys:log(tr_dbg, get),
    io:format("started with log: ~p~n", [L]),
    gen_server:cast(tr_dbg, {continue, 5}),
    sync(tr_dbg),
    io:format("-- event~n"),
    {ok, _} = gen_event:start({local, tr_ev}),
    ok = gen_event:add_handler(tr_ev, sys_trace_fsm, 0),
    ok = sys:trace(tr_ev, true),
    gen_event:notify(tr_ev, hello),
    io:format("event call: ~p~n", [gen_event:call(tr_ev, sys_trace_fsm, get)]),
    tr_ev ! info,
    sync(tr_ev),
    ok = sys:trace(tr_ev, false),
    gen_event:notify(tr_ev, quiet),
    sync(tr_ev),
    io:format("-- statem~n"),
    {ok, _} = gen_statem:start({local, tr_fsm}, sys_trace_fsm, [], []),
    ok = sys:trace(tr_fsm, true),
    gen_statem:cast(tr_fsm, push),
    gen_statem:cast(tr_fsm, push),
    gen_statem:cast(tr_fsm, wait),
    tr_fsm ! hello,
    sync(tr_fsm),
    gen_statem:cast(tr_fsm, stop),
    timer:sleep(50),
    ok.

sync(Name) -> _ = sys:get_state(Name), ok.

%% Until the server's time-out has come (a system message starts it again).
wait_negative(_, 0) -> io:format("no time-out~n");
wait_negative(Name, N) ->
    timer:sleep(30),
    case sys:get_state(Name) of
        S when S < 0 -> ok;
        _ -> wait_negative(Name, N - 1)
    end.

flush() -> receive {seen, E} -> [E | flush()] after 0 -> [] end.

init(N) -> {ok, N}.
handle_call(_, _, N) -> {reply, N, N}.
handle_cast({add, K}, N) -> {noreply, N + K};
handle_cast({add_timeout, K}, N) -> {noreply, N + K, 10};
handle_cast({continue, K}, N) -> {noreply, N, {continue, K}}.
handle_continue(K, N) -> {noreply, N + K}.
handle_info(timeout, N) -> {noreply, -N};
handle_info({add, K}, N) -> {noreply, N + K}.
