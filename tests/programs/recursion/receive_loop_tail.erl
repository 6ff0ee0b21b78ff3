-module(receive_loop_tail).
-export([main/1]).

%% Loops whose last expression is a receive or case that binds the same variable in every
%% clause must still make their recursive calls as tail calls: the stack stays small.
main(_) ->
    self() ! {n, 0},
    R = loop(200000),
    io:format("receive loop: ~p~n", [R]),
    io:format("case loop: ~p~n", [count(300000, 0)]),
    ok.

loop(0) ->
    {stack_small, small_stack()};
loop(K) ->
    receive
        {n, X} -> self() ! {n, X + 1}, loop(K - 1);
        {m, X} -> loop(K - X)
    end.

count(0, Acc) -> {Acc, small_stack()};
count(N, Acc) ->
    case N rem 2 of
        0 -> Y = 1, count(N - 1, Acc + Y);
        1 -> Y = 2, count(N - 1, Acc + Y)
    end.

small_stack() ->
    {stack_size, S} = process_info(self(), stack_size),
    S < 1000.
