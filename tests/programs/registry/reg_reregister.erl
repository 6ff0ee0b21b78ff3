-module(reg_reregister).
-export([main/1]).

main(_) ->
    Me = self(),
    Mk = fun(Tag) -> spawn(fun() -> Loop = fun L() -> receive {who, F} -> F ! {i_am, Tag}, L(); stop -> ok end end, Loop() end) end,
    A = Mk(a), B = Mk(b), C = Mk(c),
    register(reg_rr_role, A),
    reg_rr_role ! {who, Me},
    receive {i_am, T1} -> io:format("role held by ~p~n", [T1]) end,
    unregister(reg_rr_role),
    register(reg_rr_role, B),
    reg_rr_role ! {who, Me},
    receive {i_am, T2} -> io:format("role held by ~p~n", [T2]) end,
    %% move the name in a loop
    Seq = [begin
               unregister(reg_rr_role),
               register(reg_rr_role, P),
               reg_rr_role ! {who, Me},
               receive {i_am, T} -> T end
           end || P <- [C, A, B, C]],
    io:format("moved: ~p~n", [Seq]),
    %% one process, two names is not allowed; rename instead
    io:format("second name: ~p~n", [try register(reg_rr_other, C) catch error:E -> E end]),
    unregister(reg_rr_role),
    io:format("rename: ~p~n", [register(reg_rr_other, C)]),
    reg_rr_other ! {who, Me},
    receive {i_am, T3} -> io:format("other held by ~p~n", [T3]) end,
    [P ! stop || P <- [A, B, C]],
    ok.
