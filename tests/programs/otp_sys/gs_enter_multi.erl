-module(gs_enter_multi).
-behaviour(gen_server).
-export([main/1, start_server/1, start_statem/0]).
-export([init/1, handle_call/3, handle_cast/2, callback_mode/0, handle_event/4]).

%% enter_loop for gen_server and gen_statem, then multi_call and abcast on the one node.
main(_) ->
    {ok, _} = proc_lib:start(?MODULE, start_server, [em_srv]),
    io:format("call: ~p~n", [gen_server:call(em_srv, get)]),
    io:format("get_state: ~p~n", [sys:get_state(em_srv)]),
    io:format("multi_call: ~p~n", [gen_server:multi_call(em_srv, get)]),
    io:format("multi_call nodes: ~p~n",
              [gen_server:multi_call([node(), 'other@nowhere'], em_srv, get)]),
    io:format("multi_call timeout: ~p~n",
              [gen_server:multi_call([node()], em_srv, {sleep, 200}, 20)]),
    io:format("multi_call missing: ~p~n", [gen_server:multi_call(no_such_srv, get)]),
    io:format("abcast: ~p~n", [gen_server:abcast(em_srv, {set, 5})]),
    io:format("abcast nodes: ~p~n", [gen_server:abcast([node(), 'x@y'], em_srv, {add, 1})]),
    io:format("after abcast: ~p~n", [gen_server:call(em_srv, get)]),
    {ok, P} = proc_lib:start(?MODULE, start_statem, []),
    io:format("statem call: ~p~n", [gen_statem:call(P, which)]),
    io:format("statem state: ~p~n", [sys:get_state(P)]),
    gen_statem:cast(P, flip),
    io:format("statem call: ~p~n", [gen_statem:call(P, which)]),
    ok.

start_server(Name) ->
    register(Name, self()),
    proc_lib:init_ack({ok, self()}),
    gen_server:enter_loop(?MODULE, [], 0, {local, Name}).

start_statem() ->
    proc_lib:init_ack({ok, self()}),
    gen_statem:enter_loop(?MODULE, [], on, 0, [{next_event, internal, boot}]).

init(N) -> {ok, N}.
handle_call(get, _From, N) -> {reply, N, N};
handle_call({sleep, T}, _From, N) -> timer:sleep(T), {reply, N, N}.
handle_cast({set, N}, _) -> {noreply, N};
handle_cast({add, K}, N) -> {noreply, N + K}.

callback_mode() -> handle_event_function.
handle_event(internal, boot, _, D) -> {keep_state, D + 100};
handle_event({call, From}, which, S, D) -> {keep_state_and_data, [{reply, From, {S, D}}]};
handle_event(cast, flip, on, D) -> {next_state, off, D};
handle_event(cast, flip, off, D) -> {next_state, on, D}.
