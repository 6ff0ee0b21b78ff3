%% msort_q -- Sagonas & Wilhelmsson (seed 003) sec. 6; Carlsson, Sagonas,
%% Wilhelmsson (seed 004) sec. 6.1.
%% Paper: "An alternative implementation of distributed merge sort.  Sublist
%% splitting is not done by creating new lists, but by indexing into the
%% original list.  However, if message data cannot be shared (as in the
%% process-centric system), the algorithm uses quadratic space."  "Each
%% process receives a list, implicitly splits it into two sublists by
%% indexing into the original list, and spawns two new processes for sorting
%% these lists (which are passed to the processes as messages)."  16,383
%% processes, 49,149 messages.  No code is given.
%% Choices: every process receives {sort, Parent, List, Lo, Hi} where List
%% is always the WHOLE original list (so it is copied into every process on
%% a private-heap system) and Lo..Hi (1-based, inclusive) its range; a range
%% of one element is answered with [lists:nth(Lo, List)]; otherwise two
%% children are spawned and sent the whole list with the two half ranges,
%% their results are merged and sent to the parent.  Input: N LCG integers.
%% Arguments: N [Rounds]; defaults 2048 and 3 rounds (8192 would need
%% ~2 GB of copies on erl).  Output as msort.
-module(msort_q).
-export([main/1]).

main(Args) ->
    {N, R} = case [list_to_integer(A) || A <- Args] of
                 [] -> {2048, 3};
                 [A] -> {A, 1};
                 [A, B] -> {A, B}
             end,
    L = lcg_list(N, 12345, []),
    Sorted = lists:last([sort(L) || _ <- lists:seq(1, R)]),
    io:format("msort_q n=~w rounds=~w procs=~w len=~w ok=~w checksum=~w~n",
              [N, R, procs(N), length(Sorted), Sorted =:= lists:sort(L), checksum(Sorted)]).

sort([]) -> [];
sort(L) ->
    Pid = spawn(fun worker/0),
    Pid ! {sort, self(), L, 1, length(L)},
    receive {sorted, Pid, S} -> S end.

worker() ->
    receive
        {sort, Parent, L, Lo, Lo} ->
            Parent ! {sorted, self(), [lists:nth(Lo, L)]};
        {sort, Parent, L, Lo, Hi} ->
            Mid = (Lo + Hi) div 2,
            P1 = spawn(fun worker/0),
            P2 = spawn(fun worker/0),
            P1 ! {sort, self(), L, Lo, Mid},
            P2 ! {sort, self(), L, Mid + 1, Hi},
            SA = receive {sorted, P1, X} -> X end,
            SB = receive {sorted, P2, Y} -> Y end,
            Parent ! {sorted, self(), merge(SA, SB)}
    end.

merge([], B) -> B;
merge(A, []) -> A;
merge([X | A], [Y | _] = B) when X =< Y -> [X | merge(A, B)];
merge(A, [Y | B]) -> [Y | merge(A, B)].

procs(N) when N =< 1 -> 1;
procs(N) -> 1 + procs((N + 1) div 2) + procs(N div 2).

lcg_list(0, _, Acc) -> Acc;
lcg_list(N, S, Acc) ->
    S1 = (S * 1103515245 + 12345) rem 2147483648,
    lcg_list(N - 1, S1, [S1 bsr 8 | Acc]).

checksum(L) -> lists:foldl(fun(X, A) -> (A * 31 + X) rem 1000000007 end, 0, L).
