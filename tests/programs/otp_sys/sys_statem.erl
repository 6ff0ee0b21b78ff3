-module(sys_statem).
-export([main/1]).
-export([init/1, callback_mode/0, handle_event/4, terminate/3, code_change/4]).
-export([init/1, handle_event/2, handle_call/2, terminate/2, code_change/3]).

%% sys on a gen_statem (code_change/4, suspend with events waiting, terminate/3) and on a
%% gen_event manager (code_change/3 of its handlers).
main(_) ->
    {ok, P} = gen_statem:start({local, sm_sys}, ?MODULE, [], []),
    io:format("state: ~p~n", [sys:get_state(sm_sys)]),
    ok = gen_statem:cast(sm_sys, step),
    io:format("after step: ~p~n", [sys:get_state(P, 1000)]),
    ok = sys:suspend(sm_sys),
    ok = gen_statem:cast(sm_sys, step),
    io:format("call while suspended: ~p~n",
              [element(1, catch gen_statem:call(sm_sys, count, 50))]),
    io:format("suspended state: ~p~n", [sys:get_state(sm_sys)]),
    ok = sys:change_code(sm_sys, ?MODULE, old, 100),
    io:format("after change_code: ~p~n", [sys:get_state(sm_sys)]),
    io:format("bad change_code: ~p~n", [sys:change_code(sm_sys, ?MODULE, bad, 0)]),
    ok = sys:resume(sm_sys),
    io:format("count: ~p~n", [gen_statem:call(sm_sys, count)]),
    {status, _, _, [_, running, _, _, Misc]} = sys:get_status(sm_sys),
    [_, {data, Data} | _] = Misc,
    io:format("status data: ~p~n", [[KV || {K, _} = KV <- Data, K =/= "Parent"]]),
    io:format("replace: ~p~n", [sys:replace_state(sm_sys, fun({S, D}) -> {S, D * 2} end)]),
    io:format("count: ~p~n", [gen_statem:call(sm_sys, count)]),
    Ref = erlang:monitor(process, P),
    ok = sys:terminate(sm_sys, {shutdown, bye}),
    receive {'DOWN', Ref, _, _, Why} -> io:format("down: ~p~n", [Why]) end,
    %% gen_event: handlers' code_change/3.
    {ok, E} = gen_event:start({local, ev_sys}),
    ok = gen_event:add_handler(ev_sys, ?MODULE, 1),
    ok = gen_event:add_handler(ev_sys, {?MODULE, b}, 2),
    ok = sys:suspend(ev_sys),
    gen_event:notify(ev_sys, ping),
    io:format("event state: ~p~n", [sys:get_state(ev_sys)]),
    ok = sys:change_code(ev_sys, ?MODULE, old, 10),
    ok = sys:resume(ev_sys),
    io:format("event call: ~p~n", [gen_event:call(ev_sys, ?MODULE, get)]),
    io:format("event state: ~p~n", [sys:get_state(ev_sys)]),
    ERef = erlang:monitor(process, E),
    ok = sys:terminate(ev_sys, normal),
    receive {'DOWN', ERef, _, _, EWhy} -> io:format("event down: ~p~n", [EWhy]) end,
    ok.

%% gen_statem callbacks
init([]) -> {ok, one, 1};
%% gen_event callbacks
init(N) -> {ok, N}.
callback_mode() -> handle_event_function.
handle_event(cast, step, one, D) -> {next_state, two, D + 1};
handle_event(cast, step, two, D) -> {next_state, one, D + 1};
handle_event({call, From}, count, _, D) -> {keep_state_and_data, [{reply, From, D}]}.
terminate(Reason, State, Data) -> io:format("terminate ~p in ~p with ~p~n", [Reason, State, Data]).
code_change(old, State, Data, Extra) -> {ok, State, Data + Extra};
code_change(bad, _, _, _) -> {error, refused}.

handle_event(ping, N) -> {ok, N + 1000}.
handle_call(get, N) -> {ok, N, N}.
terminate(Arg, N) -> io:format("handler terminate ~p ~p~n", [Arg, N]).
code_change(old, N, Extra) -> {ok, N * Extra}.
