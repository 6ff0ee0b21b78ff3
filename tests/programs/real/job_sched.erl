-module(job_sched).
-export([main/1]).

%% Discrete event simulation of a job scheduler with a hand-written
%% leftist heap as priority queue: jobs arrive, wait for one of N
%% workers, run, and statistics are reported.

%% leftist heap: nil | {Rank, Elem, Left, Right}
h_insert(X, H) -> h_merge({1, X, nil, nil}, H).
h_merge(nil, H) -> H;
h_merge(H, nil) -> H;
h_merge({_, X, L1, R1} = H1, {_, Y, _, _} = H2) ->
    case X =< Y of
        true -> make(X, L1, h_merge(R1, H2));
        false -> h_merge(H2, H1)
    end.
make(X, A, B) ->
    case rank(A) >= rank(B) of
        true -> {rank(B) + 1, X, A, B};
        false -> {rank(A) + 1, X, B, A}
    end.
rank(nil) -> 0;
rank({R, _, _, _}) -> R.
h_pop(nil) -> empty;
h_pop({_, X, L, R}) -> {X, h_merge(L, R)}.

heap_sort(L) -> drain(lists:foldl(fun h_insert/2, nil, L)).
drain(H) -> case h_pop(H) of empty -> []; {X, H2} -> [X | drain(H2)] end.

jobs() ->
    %% {Id, Arrival, Duration, Priority}; lower priority number runs first
    [{J, (J * 7) rem 23 + J, 3 + (J * 5) rem 9, (J * 3) rem 4} || J <- lists:seq(1, 15)].

simulate(Workers) ->
    Events = lists:foldl(fun({Id, Arr, Dur, Pri}, H) -> h_insert({Arr, 1, arrive, {Id, Dur, Pri}}, H) end, nil, jobs()),
    loop(Events, Workers, nil, [], []).

%% Ready: heap of {Pri, Arrival, Id, Dur}
loop(Events, Free, Ready, Log, Done) ->
    case h_pop(Events) of
        empty -> {lists:reverse(Log), lists:keysort(1, Done)};
        {{T, _, arrive, {Id, Dur, Pri}}, Ev2} ->
            dispatch(T, Ev2, Free, h_insert({Pri, T, Id, Dur}, Ready), [{T, arrive, Id} | Log], Done);
        {{T, _, finish, {Id, Arr, Start}}, Ev2} ->
            dispatch(T, Ev2, Free + 1, Ready, [{T, finish, Id} | Log], [{Id, Arr, Start, T} | Done])
    end.

dispatch(T, Events, Free, Ready, Log, Done) when Free > 0 ->
    case h_pop(Ready) of
        empty -> loop(Events, Free, Ready, Log, Done);
        {{_Pri, Arr, Id, Dur}, R2} ->
            dispatch(T, h_insert({T + Dur, 0, finish, {Id, Arr, T}}, Events), Free - 1, R2, [{T, start, Id} | Log], Done)
    end;
dispatch(_, Events, Free, Ready, Log, Done) -> loop(Events, Free, Ready, Log, Done).

main(_) ->
    io:format("heap sort: ~p~n", [heap_sort([5, 3, 9, 1, 5, 8, 2, 7, 0, 6])]),
    io:format("heap sort strings: ~p~n", [heap_sort(["pear", "fig", "apple", "kiwi"])]),
    io:format("jobs: ~p~n", [jobs()]),
    lists:foreach(fun(W) ->
        {Log, Done} = simulate(W),
        io:format("~n== ~p worker(s), ~p events ==~n", [W, length(Log)]),
        [io:format("t=~3w ~-6w job ~2w~n", [T, E, Id]) || {T, E, Id} <- lists:sublist(Log, 12)],
        Waits = [S - A || {_, A, S, _} <- Done],
        Turn = [F - A || {_, A, _, F} <- Done],
        io:format("makespan ~p, avg wait ~.2f, max wait ~p, avg turnaround ~.2f~n",
                  [lists:max([F || {_, _, _, F} <- Done]), lists:sum(Waits) / length(Waits),
                   lists:max(Waits), lists:sum(Turn) / length(Turn)])
    end, [1, 2, 3]),
    ok.
