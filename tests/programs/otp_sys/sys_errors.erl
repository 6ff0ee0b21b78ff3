-module(sys_errors).
-behaviour(gen_server).
-export([main/1]).
-export([init/1, handle_call/3, handle_cast/2]).

main(_) ->
    {Pid, Ref} = spawn_monitor(fun() -> ok end),
    receive {'DOWN', Ref, _, _, _} -> ok end,
    ots_util:show("dead pid", catch sys:get_state(Pid)),
    ots_util:show("dead pid/2", catch sys:get_state(Pid, 100)),
    ots_util:show("no name", catch sys:get_state(no_such_server)),
    ots_util:show("no name status", catch sys:get_status(no_such_server)),
    ots_util:show("no name suspend", catch sys:suspend(no_such_server)),
    ots_util:show("no name terminate", catch sys:terminate(no_such_server, normal)),
    ots_util:show("no name change_code", catch sys:change_code(no_such_server, m, 1, x)),
    ots_util:show("no name trace", catch sys:trace(no_such_server, true)),
    ots_util:show("no name replace", catch sys:replace_state(no_such_server, fun(S) -> S end)),
    %% A process that does not speak the protocol: the call times out.
    Plain = spawn(fun() -> receive stop -> ok end end),
    ots_util:show("timeout", catch sys:get_state(Plain, 50)),
    ots_util:show("timeout suspend", catch sys:suspend(Plain, 50)),
    ots_util:show("timeout replace", catch sys:replace_state(Plain, fun(S) -> S end, 50)),
    Plain ! stop,
    {ok, S} = gen_server:start({local, err_srv}, ?MODULE, [], []),
    %% A failing state fun leaves the state as it was.
    ots_util:try_show("replace crash",
                      fun() -> sys:replace_state(err_srv, fun(_) -> error(oops) end) end),
    ots_util:show("state kept", sys:get_state(err_srv)),
    ots_util:show("unknown debug", sys:statistics(err_srv, bogus)),
    ots_util:show("statistics off", sys:statistics(err_srv, get)),
    ots_util:show("log get empty", sys:log(err_srv, get)),
    ots_util:show("no_debug", sys:no_debug(err_srv)),
    %% gen_server:call on a dead server.
    exit(S, kill),
    timer:sleep(10),
    ots_util:show("call dead", catch gen_server:call(err_srv, x)),
    ots_util:show("get_state dead name", catch sys:get_state(err_srv)),
    ok.

init([]) -> {ok, #{items => [a, b]}}.
handle_call(_, _, S) -> {reply, ok, S}.
handle_cast(_, S) -> {noreply, S}.
