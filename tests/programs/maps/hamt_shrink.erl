-module(hamt_shrink).
-export([main/1]).

%% Maps shrinking across 32 keys: remove, without, filter, take, with, and the order of
%% what is left (a flat map prints in key order, a larger one in hash order).
main(_) ->
    M = maps:from_list([{{I, I * 2}, I} || I <- lists:seq(1, 40)] ++
                       [{I, -I} || I <- lists:seq(1, 10)]),
    io:format("~w~n", [M]),
    Steps = lists:foldl(fun(I, {A, Acc}) ->
                                A2 = maps:remove({I, I * 2}, A),
                                {A2, [{map_size(A2), maps:keys(A2)} | Acc]}
                        end, {M, []}, lists:seq(1, 25)),
    {Left, Trace} = Steps,
    lists:foreach(fun(S) -> io:format("~w~n", [S]) end, lists:reverse(Trace)),
    io:format("~p~n", [Left]),
    io:format("~w~n", [maps:remove(nothere, M) =:= M]),
    io:format("~w~n", [maps:without([{I, I * 2} || I <- lists:seq(1, 18)], M)]),
    io:format("~w~n", [maps:without([{I, I * 2} || I <- lists:seq(1, 17)], M)]),
    io:format("~w~n", [maps:filter(fun(K, _) -> is_integer(K) end, M)]),
    io:format("~w~n", [maps:filter(fun(_, V) -> V > 5 end, M)]),
    io:format("~w~n", [maps:with([{I, I * 2} || I <- lists:seq(1, 35)], M)]),
    io:format("~w~n", [maps:with([{I, I * 2} || I <- lists:seq(1, 30)], M)]),
    T33 = maps:from_list([{I, I} || I <- lists:seq(1, 33)]),
    {V, T32} = maps:take(17, T33),
    io:format("~w ~w~n~w~n", [V, T32, T33]),
    io:format("~w~n", [maps:take(99, T33)]),
    io:format("~w~n", [maps:remove(33, T33) =:= maps:from_list([{I, I} || I <- lists:seq(1, 32)])]),
    %% Shrink to nothing and grow again.
    Empty = lists:foldl(fun maps:remove/2, T33, lists:seq(1, 33)),
    io:format("~w ~w~n", [Empty, Empty =:= #{}]),
    Again = lists:foldl(fun(I, A) -> A#{I => I} end, Empty, lists:seq(33, 1, -1)),
    io:format("~w~n", [Again =:= T33]),
    io:format("~w~n", [Again]),
    ok.
