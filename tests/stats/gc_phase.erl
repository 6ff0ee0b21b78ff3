-module(gc_phase).
-export([main/1]).

%% Measures one phase with triheap:reset_stats/0 and triheap:stats/0: five forced (major)
%% collections while a 100-element list (200 words) is the only live data, so each copies
%% 200 words. erlang:statistics(garbage_collection) counts since the start of the run.
main(_) ->
    L = lists:seq(1, 100),
    Gcs0 = gcs(),
    ok = triheap:reset_stats(),
    collect(5),
    S = triheap:stats(),
    Gcs1 = gcs(),
    #{gc := #{major := Major, minor := Minor}} = S,
    #{count := MajorCount, words_copied := MajorWords} = Major,
    #{count := MinorCount} = Minor,
    io:format("major ~p ~p~n", [MajorCount, MajorWords]),
    io:format("minor ~p~n", [MinorCount]),
    io:format("statistics ~p~n", [Gcs1 - Gcs0]),
    io:format("version ~p arch ~p~n", [maps:get(version, S), maps:get(arch, S)]),
    io:format("length ~p~n", [length(L)]).

%% The statistics tuple lives in this function's frame only, not during the collections.
gcs() ->
    {N, _, 0} = erlang:statistics(garbage_collection),
    N.

collect(0) -> ok;
collect(N) -> true = erlang:garbage_collect(), collect(N - 1).
