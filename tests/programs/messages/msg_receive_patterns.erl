-module(msg_receive_patterns).
-export([main/1]).

classify() ->
    receive
        {add, A, B} when is_integer(A), is_integer(B) -> {sum, A + B};
        {add, A, B} -> {bad_add, A, B};
        {cmd, Name} when is_atom(Name), Name =/= stop -> {command, Name};
        [H | T] when length(T) > 2 -> {long_list, H};
        [_ | _] = L -> {short_list, L};
        <<Len:8, Data:Len/binary, _/binary>> -> {binary, Data};
        #{kind := K} -> {map, K};
        X when is_float(X); X > 1000 -> {big_or_float, X};
        X when is_integer(X) -> {int, X};
        _Other -> other
    end.

main(_) ->
    Msgs = [{add, 1, 2}, {add, a, 2}, {cmd, go}, {cmd, stop}, [1, 2, 3, 4], [x],
            <<3, "abcdef">>, #{kind => circle, r => 1}, 2.5, 5000, 7, "", {}],
    lists:foreach(fun(M) -> self() ! M, io:format("~p -> ~p~n", [M, classify()]) end, Msgs),
    %% bound variables in patterns
    Tag = make_ref(),
    self() ! {other_tag, 1},
    self() ! {Tag, 2},
    V = receive {Tag, X} -> X end,
    io:format("bound tag matched: ~p~n", [V]),
    receive {other_tag, Y} -> io:format("left message: ~p~n", [Y]) end,
    %% receive in a function with the pattern in a variable
    N = 5,
    self() ! {num, 4}, self() ! {num, 5},
    receive {num, N} -> io:format("matched num ~p~n", [N]) end,
    receive {num, M} -> io:format("then num ~p~n", [M]) end,
    ok.
