-module(sys_status).
-export([main/1]).

%% get_status of each behaviour, with and without format_status/1,2; pids masked and the
%% process dictionary's proc_lib entries only.
main(_) ->
    {ok, _} = gen_server:start({local, st_plain}, sys_status_srv, plain, []),
    {ok, _} = gen_server:start({local, st_old}, sys_status_old, [], []),
    {ok, _} = gen_server:start({local, st_new}, sys_status_new, [], []),
    {ok, _} = gen_statem:start({local, st_fsm}, sys_status_fsm, [], []),
    {ok, _} = gen_event:start({local, st_ev}),
    ok = gen_event:add_handler(st_ev, sys_status_srv, handler),
    ok = gen_event:add_handler(st_ev, {sys_status_srv, two}, handler2),
    lists:foreach(fun(Name) -> status(Name) end, [st_plain, st_old, st_new, st_fsm, st_ev]),
    ok = sys:suspend(st_plain),
    status(st_plain),
    ok = sys:resume(st_plain),
    ok = sys:log(st_new, true),
    gen_server:cast(st_new, {put, secret, 42}),
    status(st_new),
    ok = gen_statem:cast(st_fsm, go),
    status(st_fsm),
    io:format("fsm state: ~p~n", [sys:get_state(st_fsm)]),
    io:format("fsm replace: ~p~n", [sys:replace_state(st_fsm, fun({S, D}) -> {S, D + 1} end)]),
    io:format("event state: ~p~n", [sys:get_state(st_ev)]),
    io:format("event replace: ~p~n",
              [sys:replace_state(st_ev, fun({M, I, S}) -> {M, I, {S, new}} end)]),
    io:format("handlers: ~p~n", [gen_event:which_handlers(st_ev)]),
    ok.

status(Name) ->
    {status, Pid, Mod, [PDict, SysState, Parent, Debug, Misc]} = sys:get_status(Name),
    io:format("~p: ~p ~p ~p parent_is_self=~p~n",
              [Name, is_pid(Pid), Mod, SysState, Parent =:= Pid]),
    io:format("  pdict: ~p ~p~n", [proplists:get_value('$initial_call', PDict),
                                   ots_util:mask(proplists:get_value('$ancestors', PDict))]),
    io:format("  debug: ~p~n", [ots_util:mask(Debug)]),
    io:format("  misc: ~p~n", [ots_util:mask(Misc)]).
