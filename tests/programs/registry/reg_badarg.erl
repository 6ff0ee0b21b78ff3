-module(reg_badarg).
-export([main/1]).

try_it(Label, F) ->
    R = try F() of V -> {ok, V} catch C:E -> {C, E} end,
    io:format("~-28s ~p~n", [Label, R]).

main(_) ->
    P = spawn(fun() -> receive stop -> ok end end),
    Q = spawn(fun() -> receive stop -> ok end end),
    {D, DR} = spawn_monitor(fun() -> ok end),
    receive {'DOWN', DR, process, D, _} -> ok end,
    try_it("register", fun() -> register(reg_bad_a, P) end),
    try_it("same name again", fun() -> register(reg_bad_a, Q) end),
    try_it("same name same pid", fun() -> register(reg_bad_a, P) end),
    try_it("second name same pid", fun() -> register(reg_bad_b, P) end),
    try_it("dead pid", fun() -> register(reg_bad_c, D) end),
    try_it("name undefined", fun() -> register(undefined, Q) end),
    try_it("name not atom", fun() -> register("str", Q) end),
    try_it("pid not pid", fun() -> register(reg_bad_d, self_atom) end),
    try_it("unregister unknown", fun() -> unregister(reg_bad_nobody) end),
    try_it("unregister non-atom", fun() -> unregister(123) end),
    try_it("whereis unknown", fun() -> whereis(reg_bad_nobody) end),
    try_it("whereis non-atom", fun() -> whereis("x") end),
    try_it("send unregistered", fun() -> reg_bad_nobody ! hello end),
    try_it("send after unregister", fun() -> unregister(reg_bad_a), reg_bad_a ! hello end),
    try_it("catch form", fun() -> case catch reg_bad_nobody ! x of {'EXIT', {badarg, _}} -> badarg_exit; O -> O end end),
    try_it("Q takes name now", fun() -> register(reg_bad_a, Q) end),
    try_it("whereis is Q", fun() -> whereis(reg_bad_a) =:= Q end),
    unregister(reg_bad_a),
    P ! stop, Q ! stop,
    ok.
