%% fannkuch -- Östlund 2016 (seed 002), sec. 3.3.
%% Paper: fannkuch-redux as defined by the Computer Language Benchmarks
%% Game: for every permutation of {1..n}, repeatedly reverse the first k
%% elements where k is the first element, until the first element is 1;
%% count the flips; checksum += sign(permutation index) * flips (+ for an
%% even index, - for odd); record the maximum flip count.  The Erlang
%% version "spawns n processes when executing Pfannkuchen(n)", each
%% computing max flips and checksum for an evenly divided subset of the n!
%% permutations (indices) and reporting them to the parent, which sums.
%% Choices: permutations are enumerated in the Benchmarks Game order
%% (permutation from index by the factorial number system, then the
%% rotate-prefix successor, as in Mazurov's parallel version); worker I
%% takes indices [I*(n-1)!, (I+1)*(n-1)!).  Arguments: N; default 9 (erl
%% ~2 s).  Output as in the Benchmarks Game: "Checksum\nPfannkuchen(n) = m".
-module(fannkuch).
-export([main/1]).

main(Args) ->
    N = case Args of [] -> 9; [A] -> list_to_integer(A) end,
    Parent = self(),
    Chunk = fact(N - 1),
    Pids = [spawn(fun() -> Parent ! {self(), work(N, I * Chunk, Chunk)} end)
            || I <- lists:seq(0, N - 1)],
    {Sum, Max} = lists:foldl(fun(Pid, {S, M}) ->
                                     receive {Pid, {S1, M1}} -> {S + S1, max(M, M1)} end
                             end, {0, 0}, Pids),
    io:format("~w~nPfannkuchen(~w) = ~w~n", [Sum, N, Max]).

fact(0) -> 1;
fact(N) -> N * fact(N - 1).

%% Permutation (0-based values) and counts (count[i] for i = 1..n-1, as a
%% list starting at i = 1) for a permutation index.
perm_of(N, Idx) ->
    perm_of(N - 1, Idx, lists:seq(0, N - 1), []).

perm_of(0, _Idx, Perm, Counts) -> {Perm, Counts};
perm_of(I, Idx, Perm, Counts) ->
    F = fact(I),
    D = Idx div F,
    {Pre, Post} = lists:split(I + 1, Perm),
    {A, B} = lists:split(D, Pre),
    perm_of(I - 1, Idx rem F, B ++ A ++ Post, [D | Counts]).

work(N, Start, Len) ->
    {Perm, Counts} = perm_of(N, Start),
    loop(Perm, Counts, Start, Len, 0, 0).

loop(_Perm, _Counts, _Idx, 0, Sum, Max) -> {Sum, Max};
loop(Perm, Counts, Idx, Len, Sum, Max) ->
    F = flips(Perm, 0),
    Sum1 = case Idx band 1 of 0 -> Sum + F; 1 -> Sum - F end,
    Max1 = max(Max, F),
    case Len of
        1 -> {Sum1, Max1};
        _ ->
            {Perm1, Counts1} = next(Perm, Counts, 1),
            loop(Perm1, Counts1, Idx + 1, Len - 1, Sum1, Max1)
    end.

%% Successor: rotate the first I+1 elements left by one; bump count[I]; if
%% it exceeds I, reset it and continue with I+1.
next(Perm, [C | Cs], I) ->
    {[H | T], Post} = lists:split(I + 1, Perm),
    Perm1 = T ++ [H | Post],
    case C + 1 of
        C1 when C1 > I ->
            {Perm2, Cs2} = next(Perm1, Cs, I + 1),
            {Perm2, [0 | Cs2]};
        C1 ->
            {Perm1, [C1 | Cs]}
    end;
next(Perm, [], _I) -> {Perm, []}.

flips([0 | _], F) -> F;
flips([K | _] = P, F) ->
    {A, B} = lists:split(K + 1, P),
    flips(lists:reverse(A, B), F + 1).
