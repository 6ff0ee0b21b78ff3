-module(msg_term_types).
-export([main/1]).

main(_) ->
    Me = self(),
    E = spawn(fun Loop() -> receive {F, X} -> F ! {echo, X}, Loop(); stop -> ok end end),
    Terms = [atom, 'quoted atom', 0, -1, 123456789012345678901234567890, -(1 bsl 70),
             3.14, -0.0, 1.0e300, "string", [], [[]], {}, {a, {b, {c}}},
             <<>>, <<1, 2, 3>>, #{}, #{a => 1, "b" => [2]}, [1 | 2], true, false],
    Results = [begin E ! {Me, T}, receive {echo, T2} -> T2 =:= T end end || T <- Terms],
    io:format("all plain terms equal after roundtrip: ~p (~p terms)~n", [lists:all(fun(X) -> X end, Results), length(Terms)]),
    [begin E ! {Me, T}, receive {echo, T2} -> io:format("~p~n", [T2]) end end || T <- Terms],
    Ref = make_ref(),
    E ! {Me, Ref},
    receive {echo, Ref2} -> io:format("ref same: ~p~n", [Ref2 =:= Ref]) end,
    E ! {Me, Me},
    receive {echo, Pid2} -> io:format("pid same: ~p~n", [Pid2 =:= self()]) end,
    K = 10,
    F = fun(X) -> X * K end,
    E ! {Me, F},
    receive {echo, F2} -> io:format("fun still works: ~p, equal: ~p~n", [F2(4), F2 =:= F]) end,
    E ! {Me, fun lists:reverse/1},
    receive {echo, F3} -> io:format("external fun: ~p~n", [F3([1, 2, 3])]) end,
    E ! stop,
    ok.
