-module(gl_barrier).
-export([main/1]).

%% N processes work in rounds; nobody starts round K+1 before all finished round K.
barrier(N, Waiting, Round, Log) when length(Waiting) =:= N ->
    [P ! {go, Round + 1} || P <- Waiting],
    barrier(N, [], Round + 1, Log);
barrier(N, Waiting, Round, Log) ->
    receive
        {arrive, P, R} when R =:= Round -> barrier(N, [P | Waiting], Round, Log);
        {finish, From} -> From ! {rounds, Round}
    end.

worker(B, Id, Rounds, Me) ->
    lists:foreach(fun(R) ->
                          B ! {arrive, self(), R - 1},
                          receive {go, R} -> Me ! {did, Id, R} end
                  end, lists:seq(1, Rounds)),
    Me ! {worker_done, Id}.

main(_) ->
    Me = self(),
    N = 6, Rounds = 5,
    B = spawn(fun() -> barrier(N, [], 0, []) end),
    [spawn(fun() -> worker(B, Id, Rounds, Me) end) || Id <- lists:seq(1, N)],
    Events = collect(N, []),
    %% per round, all N did it; and the round numbers never go back for any worker
    PerRound = [{R, length([x || {did, _, R2} <- Events, R2 =:= R])} || R <- lists:seq(1, Rounds)],
    io:format("per round: ~p~n", [PerRound]),
    Mono = lists:all(fun(Id) ->
                             Rs = [R || {did, I, R} <- Events, I =:= Id],
                             Rs =:= lists:seq(1, Rounds)
                     end, lists:seq(1, N)),
    io:format("each worker in order: ~p~n", [Mono]),
    B ! {finish, self()},
    receive {rounds, RR} -> io:format("rounds completed: ~p~n", [RR]) end,
    ok.

collect(0, Acc) -> lists:reverse(Acc);
collect(N, Acc) ->
    receive
        {did, _, _} = E -> collect(N, [E | Acc]);
        {worker_done, _} -> collect(N - 1, Acc)
    end.
