-module(lnk_spawn_link_crash).
-export([main/1, crasher/1]).

crasher(How) ->
    case How of
        exit_atom -> exit(crashed);
        badmatch -> try {a} = id({b}) catch error:E -> exit(E) end;
        badarith -> try 1 + id(a) catch error:E -> exit(E) end;
        function_clause -> try f(x) catch error:E -> exit(E) end;
        normal -> done
    end.

id(X) -> X.
f(1) -> ok.

main(_) ->
    process_flag(trap_exit, true),
    lists:foreach(
      fun(How) ->
              P = spawn_link(?MODULE, crasher, [How]),
              receive {'EXIT', P, R} -> io:format("~p -> ~p~n", [How, R]) end
      end, [exit_atom, badmatch, badarith, function_clause, normal]),
    %% several at once; collect by pid
    Ps = [{spawn_link(fun() -> exit({n, I}) end), I} || I <- lists:seq(1, 10)],
    Got = [receive {'EXIT', P, R} -> R end || {P, _} <- Ps],
    io:format("collected: ~p~n", [Got]),
    io:format("main alive: ~p~n", [is_process_alive(self())]),
    process_flag(trap_exit, false),
    ok.
