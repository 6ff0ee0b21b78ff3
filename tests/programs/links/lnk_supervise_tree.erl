-module(lnk_supervise_tree).
-export([main/1]).

%% a trapping parent with several linked workers; one crashes, others keep going.
main(_) ->
    Me = self(),
    Parent = spawn(fun() ->
                           process_flag(trap_exit, true),
                           Ws = [{N, spawn_link(fun() -> worker(N) end)} || N <- [w1, w2, w3]],
                           Me ! {workers, Ws},
                           parent_loop(Me, Ws)
                   end),
    Ws = receive {workers, W} -> W end,
    {w2, W2} = lists:keyfind(w2, 1, Ws),
    W2 ! crash,
    receive {parent_saw, Name, Reason} -> io:format("parent saw ~p exit: ~p~n", [Name, Reason]) end,
    Alive = [{N, is_process_alive(P)} || {N, P} <- Ws],
    io:format("alive: ~p~n", [Alive]),
    Ref = monitor(process, Parent),
    Refs = [{N, monitor(process, P)} || {N, P} <- Ws],
    exit(Parent, shutdown_all),
    receive {'DOWN', Ref, process, Parent, R} -> io:format("parent: ~p~n", [R]) end,
    Downs = [{N, receive {'DOWN', Rf, process, _, Why} -> Why end} || {N, Rf} <- Refs],
    io:format("workers after parent killed: ~p~n", [Downs]),
    ok.

worker(N) ->
    receive crash -> exit({worker_crash, N}) end.

parent_loop(Me, Ws) ->
    receive
        {'EXIT', P, R} ->
            case lists:keyfind(P, 2, Ws) of
                {N, P} -> Me ! {parent_saw, N, R}, parent_loop(Me, Ws);
                false -> exit(R)
            end
    end.
