-module(queue_test).
-export([main/1]).

main(_) ->
    Q0 = queue:new(),
    io:format("~p~n", [queue:is_empty(Q0)]),
    Q1 = queue:in(1, Q0),
    Q2 = queue:in(2, Q1),
    Q3 = queue:in(3, Q2),
    Q4 = queue:in_r(0, Q3),
    io:format("~p~n", [queue:to_list(Q4)]),
    io:format("~p~n", [queue:len(Q4)]),
    {{value, H}, Q5} = queue:out(Q4),
    io:format("~p ~p~n", [H, queue:to_list(Q5)]),
    {{value, T}, Q6} = queue:out_r(Q5),
    io:format("~p ~p~n", [T, queue:to_list(Q6)]),
    io:format("~p~n", [element(1, queue:out(queue:new()))]),
    io:format("~p~n", [queue:peek(Q4)]),
    io:format("~p~n", [queue:peek_r(Q4)]),
    io:format("~p~n", [queue:member(2, Q4)]),
    io:format("~p~n", [queue:to_list(queue:reverse(Q4))]),
    io:format("~p~n", [queue:to_list(queue:join(Q4, queue:from_list([a, b])))]),
    io:format("~p~n", [queue:to_list(queue:filter(fun(X) -> X rem 2 =:= 0 end, Q4))]),
    {A, B} = queue:split(2, Q4),
    io:format("~p ~p~n", [queue:to_list(A), queue:to_list(B)]),
    io:format("~p~n", [queue:get(Q4)]),
    io:format("~p~n", [queue:get_r(Q4)]),
    io:format("~p~n", [queue:to_list(queue:drop(Q4))]),
    %% BFS-like processing
    Final = drain(queue:from_list([10]), []),
    io:format("~p~n", [Final]),
    ok.

drain(Q, Acc) ->
    case queue:out(Q) of
        {empty, _} -> lists:reverse(Acc);
        {{value, N}, Q1} when N > 1 ->
            drain(queue:in(N div 2, queue:in(N - N div 2 - 1, Q1)), [N | Acc]);
        {{value, N}, Q1} -> drain(Q1, [N | Acc])
    end.
