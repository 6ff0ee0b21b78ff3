%% msort -- Carlsson, Sagonas, Wilhelmsson (seed 004), sec. 6.1.
%% Paper: "A distributed implementation of merge sort.  Each process
%% receives a list, splits it into two sublists, and spawns two new
%% processes for sorting the new lists.  Since new lists are continuously
%% created, there is very little forwarding of data."  Seeds 003/004 report
%% 16,383 processes (a full binary tree over 8192 elements) and 49,149
%% messages.  No code is given.
%% Choices: a process receives {sort, Parent, List} as a message; a list of
%% length <= 1 is sent back at once; otherwise it is split (lists:split at
%% the middle, creating new lists), two children are spawned and sent the
%% halves, their sorted results are received (tagged with the child pid) and
%% merged, and the merged list is sent to the parent.  Input: N integers from
%% an LCG.  Arguments: N [Rounds]; defaults 8192 (as the paper) and 30
%% rounds so erl runs ~2 s.  Output: process count, length, sortedness and a
%% checksum of the sorted list.
-module(msort).
-export([main/1]).

main(Args) ->
    {N, R} = case [list_to_integer(A) || A <- Args] of
                 [] -> {8192, 30};
                 [A] -> {A, 1};
                 [A, B] -> {A, B}
             end,
    L = lcg_list(N, 12345, []),
    Sorted = lists:last([sort(L) || _ <- lists:seq(1, R)]),
    io:format("msort n=~w rounds=~w procs=~w len=~w ok=~w checksum=~w~n",
              [N, R, procs(N), length(Sorted), Sorted =:= lists:sort(L), checksum(Sorted)]).

sort(L) ->
    Pid = spawn(fun worker/0),
    Pid ! {sort, self(), L},
    receive {sorted, Pid, S} -> S end.

worker() ->
    receive
        {sort, Parent, L} when length(L) =< 1 ->
            Parent ! {sorted, self(), L};
        {sort, Parent, L} ->
            {A, B} = lists:split(length(L) div 2, L),
            P1 = spawn(fun worker/0),
            P2 = spawn(fun worker/0),
            P1 ! {sort, self(), A},
            P2 ! {sort, self(), B},
            SA = receive {sorted, P1, X} -> X end,
            SB = receive {sorted, P2, Y} -> Y end,
            Parent ! {sorted, self(), merge(SA, SB)}
    end.

merge([], B) -> B;
merge(A, []) -> A;
merge([X | A], [Y | _] = B) when X =< Y -> [X | merge(A, B)];
merge(A, [Y | B]) -> [Y | merge(A, B)].

procs(N) when N =< 1 -> 1;
procs(N) -> 1 + procs(N div 2) + procs(N - N div 2).

lcg_list(0, _, Acc) -> Acc;
lcg_list(N, S, Acc) ->
    S1 = (S * 1103515245 + 12345) rem 2147483648,
    lcg_list(N - 1, S1, [S1 bsr 8 | Acc]).

checksum(L) -> lists:foldl(fun(X, A) -> (A * 31 + X) rem 1000000007 end, 0, L).
