-module(proc_pipeline).
-export([main/1]).

stage(F, Next) ->
    receive
        {item, X} -> Next ! {item, F(X)}, stage(F, Next);
        eof -> Next ! eof
    end.

sink(Parent, Acc) ->
    receive
        {item, X} -> sink(Parent, [X | Acc]);
        eof -> Parent ! {results, lists:reverse(Acc)}
    end.

build(Funs, Parent) ->
    Sink = spawn(fun() -> sink(Parent, []) end),
    lists:foldr(fun(F, Next) -> spawn(fun() -> stage(F, Next) end) end, Sink, Funs).

main(_) ->
    Head = build([fun(X) -> X + 1 end, fun(X) -> X * 2 end, fun(X) -> {v, X} end], self()),
    [Head ! {item, I} || I <- lists:seq(1, 10)],
    Head ! eof,
    receive {results, R} -> io:format("3 stages: ~p~n", [R]) end,
    Funs = lists:duplicate(100, fun(X) -> X + 1 end),
    Head2 = build(Funs, self()),
    [Head2 ! {item, I} || I <- lists:seq(1, 1000)],
    Head2 ! eof,
    receive {results, R2} ->
        io:format("100 stages: length ~p, first ~p, last ~p, ordered ~p~n",
                  [length(R2), hd(R2), lists:last(R2), R2 =:= lists:seq(101, 1100)])
    end,
    Head3 = build([fun string:uppercase/1, fun lists:reverse/1], self()),
    [Head3 ! {item, S} || S <- ["abc", "hello", "erlang"]],
    Head3 ! eof,
    receive {results, R3} -> io:format("strings: ~p~n", [R3]) end,
    Head4 = build([], self()),
    Head4 ! {item, only},
    Head4 ! eof,
    receive {results, R4} -> io:format("no stages: ~p~n", [R4]) end,
    ok.
