-module(gl_supervisor).
-export([main/1]).

%% a supervisor-like restarter: restarts crashed children, gives up after
%% too many restarts.
start_sup(Specs, MaxRestarts, Report) ->
    spawn(fun() ->
                  process_flag(trap_exit, true),
                  Children = [{Name, start_child(F)} || {Name, F} <- Specs],
                  Report ! {sup_started, [N || {N, _} <- Children]},
                  sup_loop(Specs, Children, MaxRestarts, Report)
          end).

start_child(F) -> spawn_link(F).

sup_loop(Specs, Children, Left, Report) ->
    receive
        {'EXIT', Pid, Reason} ->
            case lists:keyfind(Pid, 2, Children) of
                {Name, Pid} when Reason =:= normal ->
                    Report ! {child_done, Name},
                    sup_loop(Specs, lists:keydelete(Name, 1, Children), Left, Report);
                {Name, Pid} when Left > 0 ->
                    {Name, F} = lists:keyfind(Name, 1, Specs),
                    New = start_child(F),
                    Report ! {restarted, Name, Reason},
                    sup_loop(Specs, lists:keyreplace(Name, 1, Children, {Name, New}), Left - 1, Report);
                {Name, Pid} ->
                    Report ! {giving_up, Name, Reason},
                    [exit(P, shutdown) || {_, P} <- Children, P =/= Pid],
                    exit(too_many_restarts);
                false ->
                    sup_loop(Specs, Children, Left, Report)
            end;
        {which, From} -> From ! {children, Children}, sup_loop(Specs, Children, Left, Report)
    end.

worker(Name) ->
    fun() ->
            receive
                {crash, R} -> exit(R);
                finish -> ok;
                {ping, From} -> From ! {pong, Name}, (worker(Name))()
            end
    end.

children(Sup) -> Sup ! {which, self()}, receive {children, C} -> C end.

main(_) ->
    Me = self(),
    Sup = start_sup([{alpha, worker(alpha)}, {beta, worker(beta)}], 3, Me),
    SupRef = monitor(process, Sup),
    receive {sup_started, Ns} -> io:format("started: ~p~n", [Ns]) end,
    C1 = children(Sup),
    {alpha, A1} = lists:keyfind(alpha, 1, C1),
    A1 ! {crash, oops},
    receive {restarted, N1, R1} -> io:format("restarted ~p after ~p~n", [N1, R1]) end,
    C2 = children(Sup),
    {alpha, A2} = lists:keyfind(alpha, 1, C2),
    io:format("new pid differs: ~p~n", [A1 =/= A2]),
    A2 ! {ping, Me},
    receive {pong, alpha} -> io:format("restarted alpha answers~n") end,
    {beta, B1} = lists:keyfind(beta, 1, C2),
    B1 ! finish,
    receive {child_done, N2} -> io:format("~p finished normally, not restarted~n", [N2]) end,
    io:format("children now: ~p~n", [[N || {N, _} <- children(Sup)]]),
    Crash = fun(Reason) ->
                    [{alpha, P}] = children(Sup),
                    P ! {crash, Reason}
            end,
    Crash(second),
    receive {restarted, _, R2} -> io:format("restarted after ~p~n", [R2]) end,
    Crash(third),
    receive {restarted, _, R3} -> io:format("restarted after ~p~n", [R3]) end,
    Crash(fourth),
    receive {giving_up, N4, R4} -> io:format("giving up on ~p after ~p~n", [N4, R4]) end,
    receive {'DOWN', SupRef, process, Sup, W} -> io:format("supervisor exit: ~p~n", [W]) end,
    ok.
