-module(math_test).
-export([main/1]).

main(_) ->
    io:format("~p~n", [math:pi()]),
    io:format("~p~n", [math:sqrt(16)]),
    io:format("~p~n", [math:sqrt(2)]),
    io:format("~p~n", [math:pow(2, 10)]),
    io:format("~p~n", [math:pow(2.5, 2.5)]),
    io:format("~p~n", [math:exp(1)]),
    io:format("~p~n", [math:log(10)]),
    io:format("~p~n", [math:log2(1024)]),
    io:format("~p~n", [math:log10(1000)]),
    io:format("~p~n", [math:sin(0)]),
    io:format("~p~n", [math:cos(0)]),
    io:format("~p~n", [math:sin(math:pi() / 2)]),
    io:format("~p~n", [math:tan(math:pi() / 4)]),
    io:format("~p~n", [math:atan(1)]),
    io:format("~p~n", [math:atan2(1, -1)]),
    io:format("~p~n", [math:asin(1)]),
    io:format("~p~n", [math:acos(0.5)]),
    io:format("~p~n", [math:sinh(1)]),
    io:format("~p~n", [math:cosh(1)]),
    io:format("~p~n", [math:tanh(0.5)]),
    io:format("~p~n", [math:floor(-2.5)]),
    io:format("~p~n", [math:ceil(-2.5)]),
    io:format("~p~n", [math:fmod(10.5, 3)]),
    io:format("~p~n", [math:fmod(-10.5, 3)]),
    io:format("~.6f~n", [math:cos(1.0)]),
    io:format("~.10f~n", [math:sqrt(3)]),
    io:format("~p~n", [[round(math:sin(X / 10) * 1000) || X <- lists:seq(0, 10)]]),
    io:format("~p~n", [catch_err(fun() -> math:sqrt(-1) end)]),
    io:format("~p~n", [catch_err(fun() -> math:log(0) end)]),
    Hyp = fun(A, B) -> math:sqrt(A * A + B * B) end,
    io:format("~p~n", [Hyp(3, 4)]),
    ok.

catch_err(F) -> try F() catch C:R -> {C, R} end.
