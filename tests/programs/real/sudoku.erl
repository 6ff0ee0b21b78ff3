-module(sudoku).
-export([main/1]).

%% Backtracking sudoku solver over a tuple of 81 cells (0 = empty).

puzzle() ->
    "530070000"
    "600195000"
    "098000060"
    "800060003"
    "400803001"
    "700020006"
    "060000280"
    "000419005"
    "000080079".

parse(S) -> list_to_tuple([C - $0 || C <- S]).

cell(B, R, C) -> element(R * 9 + C + 1, B).

candidates(B, Idx) ->
    R = Idx div 9, C = Idx rem 9,
    BR = (R div 3) * 3, BC = (C div 3) * 3,
    Used = [cell(B, R, X) || X <- lists:seq(0, 8)] ++
           [cell(B, X, C) || X <- lists:seq(0, 8)] ++
           [cell(B, BR + I, BC + J) || I <- [0, 1, 2], J <- [0, 1, 2]],
    [V || V <- lists:seq(1, 9), not lists:member(V, Used)].

solve(B) ->
    case find_empty(B, 0) of
        none -> {solved, B};
        Idx -> try_values(B, Idx, candidates(B, Idx))
    end.

try_values(_, _, []) -> unsolvable;
try_values(B, Idx, [V | Vs]) ->
    case solve(setelement(Idx + 1, B, V)) of
        {solved, S} -> {solved, S};
        unsolvable -> try_values(B, Idx, Vs)
    end.

find_empty(_, 81) -> none;
find_empty(B, I) ->
    case element(I + 1, B) of
        0 -> I;
        _ -> find_empty(B, I + 1)
    end.

print(B) ->
    lists:foreach(fun(R) ->
        if R > 0, R rem 3 =:= 0 -> io:format("------+-------+------~n"); true -> ok end,
        Row = [integer_to_list(cell(B, R, C)) ++ sep(C) || C <- lists:seq(0, 8)],
        io:format("~s~n", [string:trim(lists:flatten(Row), trailing)])
    end, lists:seq(0, 8)).

sep(C) when C =:= 2; C =:= 5 -> " | ";
sep(_) -> " ".

valid(B) ->
    Groups = [[cell(B, R, C) || C <- lists:seq(0, 8)] || R <- lists:seq(0, 8)] ++
             [[cell(B, R, C) || R <- lists:seq(0, 8)] || C <- lists:seq(0, 8)] ++
             [[cell(B, BR + I, BC + J) || I <- [0, 1, 2], J <- [0, 1, 2]] || BR <- [0, 3, 6], BC <- [0, 3, 6]],
    lists:all(fun(G) -> lists:sort(G) =:= lists:seq(1, 9) end, Groups).

main(_) ->
    B = parse(puzzle()),
    print(B),
    io:format("~n"),
    {solved, S} = solve(B),
    print(S),
    io:format("valid: ~p~n", [valid(S)]),
    Bad = setelement(3, B, 5),
    io:format("contradictory puzzle: ~p~n", [solve(setelement(2, Bad, 5))]),
    ok.
