-module(gl_worker_pool).
-export([main/1]).

%% a pool of N workers pulling jobs from a dispatcher.
dispatcher(Jobs, Results, Owner, Outstanding) ->
    receive
        {ready, W} ->
            case Jobs of
                [J | Rest] -> W ! {job, J}, dispatcher(Rest, Results, Owner, Outstanding + 1);
                [] -> W ! done, dispatcher([], Results, Owner, Outstanding)
            end;
        {result, W, J, R} ->
            self() ! {ready, W},
            Results2 = [{J, R} | Results],
            dispatcher(Jobs, Results2, Owner, Outstanding - 1);
        {worker_exit, _} ->
            dispatcher(Jobs, Results, Owner, Outstanding);
        finish when Jobs =:= [], Outstanding =:= 0 ->
            Owner ! {all_results, lists:sort(Results)}
    end.

worker(D, Id, Me) ->
    D ! {ready, self()},
    worker_loop(D, Id, Me, 0).

worker_loop(D, Id, Me, Count) ->
    receive
        {job, J} -> D ! {result, self(), J, J * J}, worker_loop(D, Id, Me, Count + 1);
        done -> Me ! {worker_done, Id, Count}
    end.

main(_) ->
    Me = self(),
    NJobs = 200,
    NWorkers = 8,
    D = spawn(fun() -> dispatcher(lists:seq(1, NJobs), [], Me, 0) end),
    [spawn(fun() -> worker(D, Id, Me) end) || Id <- lists:seq(1, NWorkers)],
    Counts = [receive {worker_done, Id, C} -> {Id, C} end || Id <- lists:seq(1, NWorkers)],
    D ! finish,
    receive {all_results, Rs} ->
            io:format("results: ~p~n", [length(Rs)]),
            io:format("first five: ~p~n", [lists:sublist(Rs, 5)]),
            io:format("all correct: ~p~n", [lists:all(fun({J, R}) -> R =:= J * J end, Rs)]),
            io:format("each job once: ~p~n", [[J || {J, _} <- Rs] =:= lists:seq(1, NJobs)])
    end,
    io:format("jobs done by workers: ~p~n", [lists:sum([C || {_, C} <- Counts])]),
    io:format("workers reported: ~p~n", [length(Counts)]),
    ok.
