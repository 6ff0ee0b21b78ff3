-module(dead_saved_registers).
-export([main/1]).

%% While a function waits for a call to return, only the variables it uses afterwards
%% keep data alive: a collection inside the callee frees the rest. Values used after the
%% call, in an exception handler or around a loop must survive collections in callees.

main(_) ->
    dead_after_map(),
    dead_after_filter(),
    used_after_the_call(),
    used_in_a_handler(),
    used_around_a_loop(4, lists:seq(1, 50000), 0),
    used_in_a_catch(),
    ok.

%% The list of 100,000 elements is dead once mapped; the mapped list once counted.
dead_after_map() ->
    Xs = lists:seq(1, 100000),
    Ys = lists:map(fun(X) -> {X} end, Xs),
    N = length(Ys),
    io:format("map: ~p elements, heap small after: ~p~n", [N, heap_small()]).

dead_after_filter() ->
    Xs = [{X, X} || X <- lists:seq(1, 60000)],
    Zs = lists:filter(fun({A, _}) -> A rem 2 =:= 0 end, Xs),
    Len = length(Zs),
    io:format("filter: ~p kept, heap small after: ~p~n", [Len, heap_small()]).

used_after_the_call() ->
    Keep = lists:seq(1, 2000),
    Drop = lists:seq(1, 100000),
    S = lists:sum(Drop),
    Small = heap_small(),
    io:format("after the call: ~p ~p ~p~n", [S, lists:sum(Keep), Small]).

used_in_a_handler() ->
    Keep = [a, b, c | lists:seq(1, 1000)],
    R = try
            _ = churn(20000),
            throw(oops)
        catch
            throw:oops -> {length(Keep), lists:last(Keep)}
        end,
    io:format("handler: ~p~n", [R]).

used_around_a_loop(0, Xs, Acc) ->
    io:format("loop: ~p ~p~n", [Acc, length(Xs)]);
used_around_a_loop(K, Xs, Acc) ->
    _ = churn(10000),
    used_around_a_loop(K - 1, Xs, Acc + lists:sum(Xs)).

used_in_a_catch() ->
    Keep = lists:seq(1, 500),
    {'EXIT', {Reason, _}} = (catch begin _ = churn(10000), erlang:error({bad, length(Keep)}) end),
    io:format("catch: ~p ~p~n", [Reason, lists:sum(Keep)]).

%% Allocate and drop enough to collect a few times.
churn(N) -> length(lists:reverse(lists:seq(1, N))).

heap_small() ->
    erlang:garbage_collect(),
    {total_heap_size, H} = process_info(self(), total_heap_size),
    H < 50000.
