-module(pdict_counter).
-export([main/1]).

incr(Key) ->
    case get(Key) of
        undefined -> put(Key, 1);
        N -> put(Key, N + 1)
    end.

memo_fib(N) when N < 2 -> N;
memo_fib(N) ->
    case get({fib, N}) of
        undefined ->
            V = memo_fib(N - 1) + memo_fib(N - 2),
            put({fib, N}, V),
            V;
        V -> V
    end.

main(_) ->
    [incr(W) || W <- string:tokens("the cat and the dog and the bird", " ")],
    Counts = lists:sort([{K, V} || {K, V} <- get(), is_list(K)]),
    io:format("~p~n", [Counts]),
    io:format("~p~n", [memo_fib(150)]),
    io:format("~p~n", [length([K || {{fib, _} = K, _} <- get()])]),
    lists:foreach(fun(I) -> put({sq, I}, I * I) end, lists:seq(1, 10)),
    io:format("~p~n", [lists:sum([V || {{sq, _}, V} <- get()])]),
    io:format("~p~n", [lists:sort(get_keys(100))]),
    ok.
