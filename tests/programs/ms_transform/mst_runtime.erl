-module(mst_runtime).
-export([main/1]).

%% Without ms_transform.hrl the call is an ordinary call to ets:fun2ms/1.
main(_) ->
    F = fun({A, B}) when A > B -> A end,
    R1 = (catch ets:fun2ms(F)),
    io:format("~p~n", [R1]),
    R2 = (catch ets:fun2ms(not_a_fun)),
    io:format("~p~n", [element(1, element(2, R2))]),
    try ets:fun2ms(fun(X) -> X end)
    catch Class:Reason -> io:format("~p ~p~n", [Class, Reason])
    end,
    io:format("~p~n", [(catch ets:fun2ms(fun erlang:abs/1))]).
