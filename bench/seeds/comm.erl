%% comm -- Feeley 2001 (seed 001), sec. 4.3, Figure 6.
%% Paper: build a structure (a length-N chain of 4-tuples {1,2,3,X}), then
%% spawn NProcs processes one by one; each gets the structure as a spawn
%% argument and sends it back to the parent, which waits for it before
%% spawning the next.  Measures the cost of copying on spawn and on send
%% (twice per process on a private-heap system).  Paper: 0 <= N <= 200,
%% NProcs = 1,000,000.
%% Choices: arguments NProcs N; defaults 200000 100; output: the parameters
%% and a checksum (depth of the last structure received, and whether it is
%% equal to the one sent).
-module(comm).
-export([main/1, process/2]).

main(Args) ->
    {NP, N} = case [list_to_integer(A) || A <- Args] of
                  [] -> {200000, 100};
                  [A, B] -> {A, B}
              end,
    Struct = build(N, nil),
    Last = go(NP, Struct, none),
    io:format("comm nprocs=~w n=~w depth=~w equal=~w~n",
              [NP, N, depth(Last, 0), Last =:= Struct]).

build(0, X) -> X;
build(N, X) -> build(N - 1, {1, 2, 3, X}).

depth(nil, D) -> D;
depth({_, _, _, X}, D) -> depth(X, D + 1);
depth(none, D) -> D.

process(Struct, Parent) ->
    Parent ! Struct.

go(0, _Struct, Last) -> Last;
go(NProcs, Struct, _Last) ->
    _Child = spawn(comm, process, [Struct, self()]),
    receive
        X -> go(NProcs - 1, Struct, X)
    end.
