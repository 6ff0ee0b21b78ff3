-module(overapprox_local).
-export([main/1]).

%% Every pair is built by a site the message analysis places in the message area (one
%% branch sends it), but the branch is never taken: the pairs are only used locally, kept
%% across many collections, sorted, and summed.
main(_) ->
    Pairs = build(20000, false, []),
    Sorted = lists:sort(fun ({_, A}, {_, B}) -> A >= B end, Pairs),
    {TopK, TopV} = hd(Sorted),
    Sum = lists:foldl(fun ({K, V}, Acc) -> Acc + K + V rem 7 end, 0, Pairs),
    Nested = [{pair(I, false), pair(I + 1, false)} || I <- lists:seq(1, 3)],
    io:format("~p ~p ~p~n~p~n", [TopK, TopV, Sum, Nested]).

build(0, _, Acc) -> Acc;
build(N, Debug, Acc) -> build(N - 1, Debug, [pair(N, Debug) | Acc]).

pair(I, Debug) ->
    P = {I, (I * 7919) rem 10007},
    case Debug of
        true -> self() ! P;
        false -> ok
    end,
    P.
