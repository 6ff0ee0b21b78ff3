%% chameneos -- Östlund 2016 (seed 002), sec. 3.2 (Algorithms 4 and 5).
%% Paper: C creatures, each with a colour, and a meeting place (broker).  A
%% creature sends meet(self, id, colour) to the meeting place; the place
%% keeps the first requester, and when a second one arrives computes the
%% complement of the two colours, decrements the remaining meetings and
%% sends meet(otherId, newColour) to both; each creature counts its
%% meetings, takes the new colour and requests again (one request per meet
%% received).  Once M meetings have taken place every further request is
%% answered with stop, and the creature reports its meeting count to the
%% meeting place, which sums them (total = 2M).  "No meetings are accepted
%% before all creatures have had a shot at requesting a meeting."  Paper
%% runs: C = 7 .. 70,000 with M = 8,000,000; fairness is the spread of the
%% per-creature meeting counts (Table 7: standard deviation).
%% Choices: arguments C M; defaults 70 400000; colours blue/red/yellow
%% assigned round-robin by id; complement as in the Computer Language
%% Benchmarks Game; the broker first gathers the C initial requests and
%% then serves them in arrival order.  Output (stdout, deterministic): C, M
%% and the summed meeting count.  The per-creature counts depend on
%% scheduling, so the fairness line (min / max / mean / standard deviation
%% of meetings per creature) goes to standard_error.
-module(chameneos).
-export([main/1]).

main(Args) ->
    {C, M} = case [list_to_integer(A) || A <- Args] of
                 [] -> {70, 400000};
                 [A, B] -> {A, B}
             end,
    Main = self(),
    Broker = spawn(fun() -> broker_start(Main, C, M) end),
    Colours = {blue, red, yellow},
    [spawn(fun() -> creature(Broker, Id, element(1 + Id rem 3, Colours), 0) end)
     || Id <- lists:seq(0, C - 1)],
    receive {total, Total, Counts} -> ok end,
    io:format("chameneos creatures=~w meetings=~w total=~w~n", [C, M, Total]),
    Ns = [N || {_, N} <- lists:sort(Counts)],
    Mean = Total / C,
    Sd = math:sqrt(lists:sum([(N - Mean) * (N - Mean) || N <- Ns]) / C),
    io:format(standard_error, "fairness: min=~w max=~w mean=~.1f stddev=~.1f~n",
              [lists:min(Ns), lists:max(Ns), Mean, Sd]).

creature(Broker, Id, Colour, Count) ->
    Broker ! {meet, self(), Id, Colour},
    creature_wait(Broker, Id, Count).

creature_wait(Broker, Id, Count) ->
    receive
        {meet, _OtherId, NewColour} ->
            creature(Broker, Id, NewColour, Count + 1);
        stop ->
            Broker ! {sum, Id, Count}
    end.

broker_start(Main, C, M) ->
    Initial = [receive {meet, _, _, _} = R -> R end || _ <- lists:seq(1, C)],
    St = lists:foldl(fun(R, S) -> handle(R, S) end, {none, M}, Initial),
    broker(St, Main, C, 0, []).

broker(St, Main, 0, Total, Counts) ->
    _ = St,
    Main ! {total, Total, Counts};
broker(St, Main, Left, Total, Counts) ->
    receive
        {meet, _, _, _} = R -> broker(handle(R, St), Main, Left, Total, Counts);
        {sum, Id, N} -> broker(St, Main, Left - 1, Total + N, [{Id, N} | Counts])
    end.

handle({meet, Pid, _Id, _Colour}, {First, 0}) ->
    Pid ! stop,
    {First, 0};
handle({meet, Pid, Id, Colour}, {none, Left}) ->
    {{Pid, Id, Colour}, Left};
handle({meet, Pid, Id, Colour}, {{FPid, FId, FColour}, Left}) ->
    New = complement(Colour, FColour),
    Pid ! {meet, FId, New},
    FPid ! {meet, Id, New},
    {none, Left - 1}.

complement(C, C) -> C;
complement(blue, red) -> yellow;
complement(blue, yellow) -> red;
complement(red, blue) -> yellow;
complement(red, yellow) -> blue;
complement(yellow, blue) -> red;
complement(yellow, red) -> blue.
