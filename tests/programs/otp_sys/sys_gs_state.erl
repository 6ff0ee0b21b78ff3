-module(sys_gs_state).
-behaviour(gen_server).
-export([main/1]).
-export([init/1, handle_call/3, handle_cast/2, handle_info/2, terminate/2, code_change/3]).

main(_) ->
    {ok, P} = gen_server:start({local, counter}, ?MODULE, 10, []),
    io:format("get_state: ~p~n", [sys:get_state(counter)]),
    io:format("get_state/2: ~p~n", [sys:get_state(P, 1000)]),
    ok = gen_server:cast(counter, {add, 5}),
    io:format("after cast: ~p~n", [sys:get_state(counter)]),
    io:format("replace_state: ~p~n", [sys:replace_state(counter, fun(N) -> N * 2 end)]),
    io:format("call: ~p~n", [gen_server:call(counter, get)]),
    io:format("replace_state/3: ~p~n",
              [sys:replace_state(counter, fun(N) -> N + 1 end, infinity)]),
    %% Suspended: only system messages are handled, calls wait.
    ok = sys:suspend(counter),
    io:format("call while suspended: ~p~n",
              [element(1, catch gen_server:call(counter, get, 100))]),
    ok = gen_server:cast(counter, {add, 1}),
    io:format("state while suspended: ~p~n", [sys:get_state(counter)]),
    %% Code changes only while suspended.
    ok = sys:change_code(counter, ?MODULE, "1.0", {mul, 3}),
    io:format("after change_code: ~p~n", [sys:get_state(counter)]),
    ok = sys:resume(counter),
    io:format("after resume: ~p~n", [gen_server:call(counter, get)]),
    io:format("change_code running: ~p~n",
              [ots_util:mask(sys:change_code(counter, ?MODULE, "1.0", x))]),
    ok = sys:suspend(counter, 1000),
    io:format("code_change error: ~p~n", [sys:change_code(counter, ?MODULE, bad, x)]),
    ok = sys:resume(counter, 1000),
    Ref = erlang:monitor(process, P),
    ok = sys:terminate(counter, shutdown),
    receive {'DOWN', Ref, _, _, Why} -> io:format("down: ~p~n", [Why]) end,
    io:format("registered: ~p~n", [whereis(counter)]),
    {ok, Q} = gen_server:start(?MODULE, 1, []),
    ok = sys:terminate(Q, normal, 1000),
    ok.

init(N) -> {ok, N}.
handle_call(get, _From, N) -> {reply, N, N}.
handle_cast({add, K}, N) -> {noreply, N + K}.
handle_info(_, N) -> {noreply, N}.
terminate(Reason, N) -> io:format("terminate ~p with ~p~n", [Reason, N]).
code_change("1.0", N, {mul, K}) -> {ok, N * K};
code_change(bad, _N, _) -> {error, no_way};
code_change(_, N, _) -> {ok, N}.
