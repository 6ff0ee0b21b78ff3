%% big -- Östlund 2016 (seed 002), sec. 3.1 (Algorithms 2 and 3).
%% Paper: N workers plus a supervisor (sink).  Workers are divided into
%% neighbourhoods (size 1000 in all the paper's configurations, except 500
%% workers); a worker knows only its neighbourhood and the sink.  Each worker
%% is started by a pong from id `start`; on a pong from the expected id it
%% either reports `exit` to the sink (ping limit reached) or sends a ping
%% carrying its id to a uniformly random neighbour and expects that
%% neighbour's pong; a ping is answered with a pong carrying the receiver's
%% id.  Ping limit: 16,000 per worker.  The run ends when all workers have
%% reported to the sink.  A pong from an unexpected id is an error.
%% Choices: arguments Workers Pings [HoodSize]; defaults 1000 500 1000
%% (16,000 pings with 1000+ workers takes minutes on erl); a neighbourhood
%% is a block of HoodSize consecutive workers (the last block may be
%% smaller); random targets come from a per-worker LCG (deterministic, and
%% may pick the worker itself, as random.uniform(0,|neighbours|) can); a
%% worker keeps answering pings after reporting, until main (the sink) tells
%% all workers to stop.  Output: total pings and a checksum of the targets
%% chosen, both deterministic.
-module(big).
-export([main/1]).

main(Args) ->
    {N, P, H} = case [list_to_integer(A) || A <- Args] of
                    [] -> {1000, 500, 1000};
                    [A, B] -> {A, B, 1000};
                    [A, B, C] -> {A, B, C}
                end,
    Sink = self(),
    Pids = [spawn(fun() -> init(Sink, I, P) end) || I <- lists:seq(0, N - 1)],
    Hoods = hoods(Pids, H),
    lists:foldl(fun(Hood, Base) ->
                        T = list_to_tuple(Hood),
                        [Pid ! {neighbours, T, Idx} || {Idx, Pid} <- lists:zip(lists:seq(0, length(Hood) - 1), Hood)],
                        Base + length(Hood)
                end, 0, Hoods),
    [Pid ! {pong, start} || Pid <- Pids],
    {Pings, Sum} = sink(N, 0, 0),
    [Pid ! stop || Pid <- Pids],
    io:format("big workers=~w pings=~w hood=~w total_pings=~w checksum=~w~n",
              [N, P, H, Pings, Sum]).

hoods([], _) -> [];
hoods(L, H) when length(L) =< H -> [L];
hoods(L, H) -> {A, B} = lists:split(H, L), [A | hoods(B, H)].

sink(0, Pings, Sum) -> {Pings, Sum};
sink(K, Pings, Sum) ->
    receive {exit, _Id, NP, S} -> sink(K - 1, Pings + NP, (Sum + S) rem 1000000007) end.

init(Sink, Id, Limit) ->
    receive {neighbours, T, MyIdx} ->
            loop(#{sink => Sink, id => Id, idx => MyIdx, nb => T, limit => Limit},
                 start, 0, Id + 1, 0)
    end.

%% State: Expected ponger, pings sent, LCG seed, checksum of targets.
loop(S, Expected, NPings, Seed, Sum) ->
    receive
        {ping, From} ->
            element(From + 1, maps:get(nb, S)) ! {pong, maps:get(idx, S)},
            loop(S, Expected, NPings, Seed, Sum);
        {pong, Expected} ->
            case NPings >= maps:get(limit, S) of
                true ->
                    maps:get(sink, S) ! {exit, maps:get(id, S), NPings, Sum},
                    loop(S, done, NPings, Seed, Sum);
                false ->
                    Seed1 = (Seed * 1103515245 + 12345) rem 2147483648,
                    Nb = maps:get(nb, S),
                    Target = (Seed1 bsr 8) rem tuple_size(Nb),
                    element(Target + 1, Nb) ! {ping, maps:get(idx, S)},
                    loop(S, Target, NPings + 1, Seed1, (Sum * 3 + Target) rem 1000000007)
            end;
        {pong, Other} ->
            erlang:error({wrong_pinger, maps:get(id, S), Other, Expected});
        stop ->
            ok
    end.
