-module(fun_state).
-export([main/1]).

%% "objects" as closures over immutable state
stack_new() -> stack([]).
stack(Items) ->
    fun(push, X) -> stack([X | Items]);
       (pop, _) -> case Items of [H | T] -> {H, stack(T)}; [] -> {empty, stack([])} end;
       (peek, _) -> case Items of [H | _] -> H; [] -> empty end;
       (size, _) -> length(Items);
       (to_list, _) -> Items
    end.

memo_fib(N) -> element(1, memo_fib(N, #{})).
memo_fib(N, Memo) when N < 2 -> {N, Memo};
memo_fib(N, Memo) ->
    case Memo of
        #{N := V} -> {V, Memo};
        _ ->
            {A, M1} = memo_fib(N - 1, Memo),
            {B, M2} = memo_fib(N - 2, M1),
            {A + B, M2#{N => A + B}}
    end.

main(_) ->
    S0 = stack_new(),
    S1 = S0(push, 1),
    S2 = S1(push, 2),
    S3 = S2(push, 3),
    io:format("~p ~p~n", [S3(size, x), S3(to_list, x)]),
    {Top, S4} = S3(pop, x),
    io:format("~p ~p ~p~n", [Top, S4(peek, x), S4(size, x)]),
    {E, _} = S0(pop, x),
    io:format("~p~n", [E]),
    io:format("~p~n", [memo_fib(90)]),
    Acc = lists:foldl(fun(X, F) -> fun(Y) -> F(Y) + X end end, fun(Y) -> Y end, [1, 2, 3]),
    io:format("~p~n", [Acc(100)]),
    ok.
