%% ring -- Wilhelmsson 2002 (seed 000), sec. 6.
%% Paper: "A concurrent benchmark which creates a ring of 10 processes and
%% sends 100,000 messages."  (Table 1 lists ring with 100 processes and
%% 501,093 messages; no code is given.)
%% Choices where silent: arguments Procs Msgs [Tokens]; the ring is built
%% first, then Tokens tokens (default 1) are injected at evenly spaced
%% processes, each carrying a hop counter; every hop is one message, and the
%% ring as a whole sends Msgs token messages (split evenly over the tokens).
%% A token whose counter runs out is reported to main, which then sends
%% `stop` round the ring and waits for it to come back.  Output: the number
%% of hops, and for each token the index of the process where it ended and a
%% checksum of the process indices it visited (deterministic).
%% Defaults: 10 procs (the text) and 3,000,000 messages so erl runs ~2 s.
-module(ring).
-export([main/1]).

main(Args) ->
    {P, M, K} = case [list_to_integer(A) || A <- Args] of
                    [] -> {10, 3000000, 1};
                    [P0, M0] -> {P0, M0, 1};
                    [P0, M0, K0] -> {P0, M0, K0}
                end,
    Main = self(),
    First = make_ring(P, Main),
    Procs = collect_pids(P, []),
    Tup = list_to_tuple(Procs),
    Per = M div K,
    [element(1 + (I * P div K), Tup) ! {token, I, Per, 0} || I <- lists:seq(0, K - 1)],
    Results = lists:sort([receive {done, I, Where, Sum} -> {I, Where, Sum} end
                          || _ <- lists:seq(1, K)]),
    First ! {stop, P},
    receive stopped -> ok end,
    io:format("ring procs=~w msgs=~w tokens=~w hops=~w~n", [P, M, K, Per * K]),
    [io:format("token ~w ended_at=~w checksum=~w~n", [I, W, S]) || {I, W, S} <- Results],
    ok.

%% Spawn P processes; process I knows the next one; the last one's next is
%% the first, closing the ring.  Each process tells main its {index, pid}.
make_ring(P, Main) ->
    First = spawn(fun() -> receive {next, N} -> node_loop(0, N, Main) end end),
    Main ! {pid, 0, First},
    Last = lists:foldl(fun(I, Prev) ->
                               Pid = spawn(fun() -> receive {next, N} -> node_loop(I, N, Main) end end),
                               Prev ! {next, Pid},
                               Main ! {pid, I, Pid},
                               Pid
                       end, First, lists:seq(1, P - 1)),
    Last ! {next, First},
    First.

collect_pids(0, Acc) -> [Pid || {_, Pid} <- lists:sort(Acc)];
collect_pids(N, Acc) -> receive {pid, I, Pid} -> collect_pids(N - 1, [{I, Pid} | Acc]) end.

node_loop(Me, Next, Main) ->
    receive
        {token, T, 0, Sum} ->
            Main ! {done, T, Me, Sum},
            node_loop(Me, Next, Main);
        {token, T, N, Sum} ->
            Next ! {token, T, N - 1, (Sum * 31 + Me) rem 1000000007},
            node_loop(Me, Next, Main);
        {stop, 1} ->
            Main ! stopped;
        {stop, N} ->
            Next ! {stop, N - 1}
    end.
