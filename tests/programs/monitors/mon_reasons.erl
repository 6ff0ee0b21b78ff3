-module(mon_reasons).
-export([main/1]).

down_reason(F) ->
    {P, R} = spawn_monitor(F),
    receive {'DOWN', R, process, P, Why} -> Why end.

main(_) ->
    Cases = [{returns, fun() -> ok end},
             {exit_normal, fun() -> exit(normal) end},
             {exit_term, fun() -> exit({a, [b], <<"c">>}) end},
             {shutdown, fun() -> exit({shutdown, stopping}) end},
             {kill_self, fun() -> exit(self(), kill), timer:sleep(infinity) end},
             {exit_kill_atom, fun() -> exit(kill) end},
             {caught_undef, fun() -> try mon_reasons_nomod:f() catch error:E -> exit(E) end end},
             {caught_badarg, fun() -> try list_to_atom(42) catch error:E -> exit(E) end end},
             {caught_case, fun() -> try case id(3) of 1 -> a end catch error:E -> exit(E) end end},
             {caught_if, fun() -> X = id(false), try if X -> a end catch error:E -> exit(E) end end},
             {caught_badfun, fun() -> try (id(notfun))() catch error:E -> exit(E) end end},
             {caught_badarity, fun() -> try (id(fun(X) -> X end))() catch error:{badarity, _} -> exit(badarity) end end},
             {caught_badkey, fun() -> try maps:get(k, #{}) catch error:E -> exit(E) end end},
             {caught_throw, fun() -> try throw(t) catch C:E -> exit({C, E}) end end}],
    [io:format("~p: ~p~n", [Name, down_reason(F)]) || {Name, F} <- Cases],
    ok.

id(X) -> X.
