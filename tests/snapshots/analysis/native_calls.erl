-module(native_calls).
-export([main/1]).

%% lists:reverse/1, lists:sort/1 and lists:keyfind/3 run natively: a result's spine is
%% built outside, but its elements are the argument's. The pairs built here reach the
%% sends through them and are shared: the reversed spine is copied at its send, the pair
%% keyfind returns is sent as it is. The list built only to be sorted stays local.
main(_) ->
    P = spawn(fun sink/0),
    Pairs = pairs(3, []),
    P ! lists:reverse(Pairs),
    P ! lists:keyfind(2, 1, Pairs),
    Local = [{X} || X <- [3, 1, 2]],
    io:format("~p~n", [lists:sort(Local)]).

pairs(0, Acc) -> Acc;
pairs(N, Acc) -> pairs(N - 1, [{N, [N]} | Acc]).

sink() ->
    receive
        _ -> sink()
    end.
