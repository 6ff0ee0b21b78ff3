%% frag -- Feeley 2001 (seed 001), sec. 4.4, Figure 8.
%% Paper: spawns a total of 10000 processes in a chain; each creates a chain
%% of 500 4-tuples (result ignored, so it is dead at once), then spawns a
%% similar child and waits until the child is done; the last process
%% immediately signals it is done.  All processes are live at the same time
%% with mostly dead heaps: measures fragmentation / memory held (the paper
%% reports process size, 145 MB on Erlang/OTP R7B vs 24 MB on ETOS).
%% Choices: arguments NProcs N [Reps]; defaults 10000 500 (the paper's
%% start/0) and Reps = 6 (the whole chain is run Reps times one after the
%% other, so that erl runs for a measurable time); output: parameters and
%% the number of `done` replies received at the top.
-module(frag).
-export([main/1, process/3]).

main(Args) ->
    {NP, N, R} = case [list_to_integer(A) || A <- Args] of
                     [] -> {10000, 500, 6};
                     [A, B] -> {A, B, 1};
                     [A, B, C] -> {A, B, C}
                 end,
    Dones = length([go(NP, N) || _ <- lists:seq(1, R)]),
    io:format("frag nprocs=~w n=~w reps=~w done=~w~n", [NP, N, R, Dones]).

build(0, X) -> X;
build(N, X) -> build(N - 1, {1, 2, 3, X}).

process(0, _N, Parent) ->
    Parent ! done;
process(NProcs, N, Parent) ->
    build(N, nil), % result is ignored
    go(NProcs, N),
    Parent ! done.

go(NProcs, N) ->
    _Child = spawn(frag, process, [NProcs - 1, N, self()]),
    receive
        X -> X
    end.
