-module(churn).
-export([main/1]).

%% Many short-lived lists and a few processes: enough collections to fill the pause
%% statistics, the pause histogram, mutator utilisation and heap samples.
main(_) ->
    Me = self(),
    Ps = [spawn(fun() -> worker(Me, 0) end) || _ <- lists:seq(1, 4)],
    [P ! {work, 300} || P <- Ps],
    Total = lists:sum([receive {done, N} -> N end || _ <- Ps]),
    io:format("~p~n", [Total]).

worker(Parent, Acc) ->
    receive
        {work, 0} -> Parent ! {done, Acc};
        {work, K} ->
            L = lists:reverse(lists:seq(1, 2000)),
            worker_again(Parent, Acc + length(L), K - 1)
    end.

worker_again(Parent, Acc, K) ->
    self() ! {work, K},
    worker(Parent, Acc).
