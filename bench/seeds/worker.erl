%% worker -- Sagonas & Wilhelmsson (seed 003) sec. 6; Carlsson, Sagonas,
%% Wilhelmsson (seed 004) sec. 6.1.
%% Paper: "Spawns a number of worker processes and waits for them to return
%% their results.  Each worker builds a data structure in several steps,
%% generating a large amount of local, temporary data.  The final data
%% structure is sent to the parent process.  This is an allocation-intensive
%% program."  Seed 003: 403 processes, 1,650 messages; seed 004: 802
%% messages, ~20 M words sent (about 50 k words per worker result).
%% No code is given.  Choices: arguments Workers Size Steps, defaults
%% 400 2500 4.  Worker I starts from Size LCG integers seeded by I; each
%% step maps the current list to {K, V} pairs, sorts them (temporary lists
%% and tuples), and folds them back into a new list of integers; the final
%% structure is a list of Size {Index, Value, [Value]} tuples (~10 words per
%% element, ~25 k words per worker at the defaults), sent to the parent as
%% {result, I, Data}.  The parent waits for all workers, checks each result
%% and prints a checksum.
-module(worker).
-export([main/1]).

main(Args) ->
    {W, S, St} = case [list_to_integer(A) || A <- Args] of
                     [] -> {400, 2500, 4};
                     [A, B, C] -> {A, B, C}
                 end,
    Parent = self(),
    Pids = [spawn(fun() -> work(Parent, I, S, St) end) || I <- lists:seq(1, W)],
    Sums = [receive {result, I, Data} -> data_sum(Data) end
            || {I, _P} <- lists:zip(lists:seq(1, W), Pids)],
    Check = lists:foldl(fun(X, A) -> (A * 31 + X) rem 1000000007 end, 0, Sums),
    io:format("worker workers=~w size=~w steps=~w checksum=~w~n", [W, S, St, Check]).

work(Parent, I, Size, Steps) ->
    L0 = lcg_list(Size, I, []),
    L = step(Steps, L0),
    Data = [{Ix, V, [V]} || {Ix, V} <- lists:zip(lists:seq(1, Size), L)],
    Parent ! {result, I, Data}.

step(0, L) -> L;
step(K, L) ->
    Pairs = [{(X * 7 + K) rem 65536, X} || X <- L],
    Sorted = lists:sort(Pairs),
    L1 = lists:map(fun({A, B}) -> (A + B * 3) rem 1000003 end, Sorted),
    step(K - 1, lists:reverse(L1)).

data_sum(Data) ->
    lists:foldl(fun({Ix, V, [V]}, A) -> (A * 7 + Ix * V) rem 1000000007 end, 0, Data).

lcg_list(0, _, Acc) -> Acc;
lcg_list(N, S, Acc) ->
    S1 = (S * 1103515245 + 12345) rem 2147483648,
    lcg_list(N - 1, S1, [S1 bsr 8 | Acc]).
