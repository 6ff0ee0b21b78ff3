%% life -- Wilhelmsson 2002 (seed 000), sec. 6.
%% Paper: "Conway's game of life on a 10 by 10 board where each square is
%% implemented as a process."  Table 1: 100 processes, 800,396 messages,
%% i.e. about 8 messages per cell per generation for ~1000 generations.
%% No code is given.  Choices: the board is a torus (every cell has 8
%% neighbours, matching 8 messages per cell and generation); each generation
%% every cell sends {Gen, Alive} to its 8 neighbours and waits (selective
%% receive on Gen) for their 8 states, then applies the B3/S23 rule.  After
%% Gens generations each cell reports to main.  Initial board: deterministic
%% LCG fill (~1/3 alive) plus a glider.  Arguments: Size Gens (board is
%% Size x Size); defaults 10 and 4000 so erl runs ~2 s.  Output: live cells
%% and a checksum of the final board.
-module(life).
-export([main/1]).

main(Args) ->
    {S, G} = case [list_to_integer(A) || A <- Args] of
                 [] -> {10, 4000};
                 [S0, G0] -> {S0, G0}
             end,
    Main = self(),
    Init = init_board(S),
    Cells = [{{X, Y}, spawn(fun() -> cell(Main, G, maps:get({X, Y}, Init)) end)}
             || Y <- lists:seq(0, S - 1), X <- lists:seq(0, S - 1)],
    Grid = maps:from_list(Cells),
    [Pid ! {neighbours, [maps:get({(X + DX + S) rem S, (Y + DY + S) rem S}, Grid)
                         || DX <- [-1, 0, 1], DY <- [-1, 0, 1], {DX, DY} =/= {0, 0}]}
     || {{X, Y}, Pid} <- Cells],
    Final = maps:from_list([receive {final, Pid, A} -> {XY, A} end || {XY, Pid} <- Cells]),
    Alive = length([1 || {_, 1} <- maps:to_list(Final)]),
    Sum = lists:foldl(fun({X, Y}, Acc) ->
                              (Acc * 2 + maps:get({X, Y}, Final)) rem 1000000007
                      end, 0, [{X, Y} || Y <- lists:seq(0, S - 1), X <- lists:seq(0, S - 1)]),
    io:format("life ~wx~w gens=~w alive=~w checksum=~w~n", [S, S, G, Alive, Sum]).

init_board(S) ->
    {L, _} = lists:mapfoldl(fun(XY, R) ->
                                    R1 = (R * 1103515245 + 12345) rem 2147483648,
                                    {{XY, if (R1 bsr 16) rem 3 =:= 0 -> 1; true -> 0 end}, R1}
                            end, 42, [{X, Y} || Y <- lists:seq(0, S - 1), X <- lists:seq(0, S - 1)]),
    M = maps:from_list(L),
    Glider = [{1, 0}, {2, 1}, {0, 2}, {1, 2}, {2, 2}],
    lists:foldl(fun({X, Y}, Acc) -> maps:put({X rem S, Y rem S}, 1, Acc) end, M, Glider).

cell(Main, G, A) ->
    receive {neighbours, Ns} -> cell_loop(Main, Ns, 0, G, A) end.

cell_loop(Main, _Ns, Gen, Gen, A) ->
    Main ! {final, self(), A};
cell_loop(Main, Ns, Gen, G, A) ->
    [N ! {Gen, A} || N <- Ns],
    Count = gather(Gen, 8, 0),
    A1 = case {A, Count} of
             {_, 3} -> 1;
             {1, 2} -> 1;
             _ -> 0
         end,
    cell_loop(Main, Ns, Gen + 1, G, A1).

gather(_Gen, 0, Acc) -> Acc;
gather(Gen, K, Acc) ->
    receive {Gen, V} -> gather(Gen, K - 1, Acc + V) end.
