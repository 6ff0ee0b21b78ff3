%% garb75 -- Feeley 2001 (seed 001), sec. 4.2 (variant of Figure 3).
%% Paper: "go" spawns NProcs processes one at a time (spawn_opt with
%% {min_heap_size,233}); each allocates a chain of N 4-tuples {1,2,3,X} with
%% no garbage, then sends 0 to the parent, which waits for it before
%% spawning the next.  Measures allocation and spawning speed.  Runs in the
%% paper: 0 <= N <= 200 with NProcs = 1,000,000, and 0 <= N <= 50,000 with
%% NProcs = 1000.  The "_gen" variant adds {fullsweep_after,2}.
%% garb75 replaces build/process so that 3 out of 4 tuples immediately
%% become garbage: build allocates a 3-tuple nest Y per step and process
%% builds N div 4 steps (code as printed in the paper).  Erlang/OTP's
%% compiler (sys_core_fold), and triheap's since, folds element(1, Y) of the
%% tuple just built to N and then builds no Y at all: under both, this
%% program does garb0's work at N div 4, with no garbage.
%% Choices: arguments NProcs N [gen]; defaults 1000 20000 (large-allocation
%% series); output: the parameters and the sum of the replies (0 as in the
%% paper) once all processes are done.
-module(garb75).
-export([main/1, process/2]).

main(Args) ->
    {NP, N, Opts} = case Args of
                        [] -> {1000, 20000, []};
                        [A, B] -> {list_to_integer(A), list_to_integer(B), []};
                        [A, B, "gen"] -> {list_to_integer(A), list_to_integer(B),
                                          [{fullsweep_after, 2}]}
                    end,
    Sum = go(NP, N, Opts, 0),
    io:format("garb75 nprocs=~w n=~w gen=~w sum=~w~n", [NP, N, Opts =/= [], Sum]).

build(0, X) -> X;
build(N, X) -> Y = {N, N, N, {N, N, N, {N, N, N, N}}},
               build(element(1, Y) - 1, {1, 2, 3, X}).

process(N, Parent) ->
    _X = build(N div 4, nil),
    Parent ! 0.

go(0, _N, _Opts, Sum) -> Sum;
go(NProcs, N, Opts, Sum) ->
    _Child = spawn_opt(garb75, process, [N, self()], [{min_heap_size, 233} | Opts]),
    receive
        X -> go(NProcs - 1, N, Opts, Sum + X)
    end.
