%% multicast -- one locally built message sent to many processes: the pattern behind the
%% hybrid architecture's repeated-copy pitfall (seed 004 sec. 6.3: a message copied on
%% demand leaves the sender's reference local, so every send copies it again).
%% Arguments: Receivers Rounds Size. Each round the coordinator builds a list of Size
%% integers (2*Size words) and sends it to every receiver, which adds up its elements.
%% Output: the parameters and the total of all sums (deterministic).
-module(multicast).
-export([main/1, receiver/2]).

main(Args) ->
    [N, R, S] = case Args of
                    [] -> [100, 200, 200];
                    _ -> [list_to_integer(A) || A <- Args]
                end,
    Pids = [spawn(multicast, receiver, [self(), 0]) || _ <- lists:seq(1, N)],
    rounds(R, S, Pids),
    [P ! stop || P <- Pids],
    Total = lists:sum([receive {total, P, T} -> T end || P <- Pids]),
    io:format("multicast receivers=~w rounds=~w size=~w total=~w~n", [N, R, S, Total]).

rounds(0, _, _) -> ok;
rounds(R, S, Pids) ->
    Msg = lists:seq(R, R + S - 1),
    [P ! {data, Msg} || P <- Pids],
    rounds(R - 1, S, Pids).

receiver(Parent, Acc) ->
    receive
        {data, L} -> receiver(Parent, Acc + lists:sum(L));
        stop -> Parent ! {total, self(), Acc}
    end.
