-module(lib_term_size).
-export([main/1]).

%% erts_debug:flat_size/1 and size/1: Erlang/OTP 25's 64-bit word counts.

m1(<<_:8, R/binary>>) -> R.
m60(<<_:60/binary, R/binary>>) -> R.
m3(<<_:3, R/bits>>) -> R.

main(_) ->
    X = length(atom_to_list(node())),
    L = lists:seq(1, 3),
    B10 = list_to_binary(lists:duplicate(10, X)),
    B30 = list_to_binary(lists:duplicate(30, X)),
    B64 = list_to_binary(lists:duplicate(64, X)),
    B65 = list_to_binary(lists:duplicate(65, X)),
    B100 = list_to_binary(lists:duplicate(100, X)),
    <<_:3, Sub65/bits>> = B65,
    <<_:1, Sub64/bits>> = B64,
    {S1, S2} = split_binary(B100, 50),
    F0 = fun(A) -> A end,
    F1 = fun(A) -> A + X end,
    F2 = fun(A) -> {A, X, F0} end,
    Shared = {L, L},
    Cases = [{int, 1}, {atom, a}, {nil, []}, {empty_tuple, {}}, {mkt0, erlang:make_tuple(0, a)},
             {t2, {1, 2}}, {tuple_big, list_to_tuple(lists:seq(1, 100))},
             {float, 1.5}, {float_rt, float(X)}, {list3, L}, {str, "hello"},
             {small_max, 1 bsl 59 - 1}, {not_small, 1 bsl 59}, {neg_small_min, -(1 bsl 59)},
             {neg_big, -(1 bsl 59) - 1}, {big64_max, (1 bsl 64) - 1}, {big64, 1 bsl 64},
             {big200, -(1 bsl 200)}, {big_rt, X bsl 70},
             {bin0, <<>>}, {bin1, <<1>>}, {bin8, <<1, 2, 3, 4, 5, 6, 7, 8>>}, {bin9, <<1, 2, 3, 4, 5, 6, 7, 8, 9>>},
             {b10, B10}, {b64, B64}, {b65, B65}, {b100, B100}, {sub65, Sub65}, {sub64, Sub64},
             {bits3, <<X:3>>}, {bits13, <<X:13>>}, {m1_10, m1(B10)}, {m1_30, m1(B30)}, {m1_64, m1(B64)},
             {m1_100, m1(B100)}, {m60_100, m60(B100)}, {m3_10, m3(B10)}, {m3_100, m3(B100)},
             {part70, binary:part(B100, 1, 70)}, {part30, binary:part(B100, 1, 30)},
             {split1, S1}, {split2, S2}, {copy, binary:copy(B10, 10)},
             {fun0, F0}, {fun1, F1}, {fun2, F2}, {extfun, fun lists:map/2},
             {makefun, erlang:make_fun(lists, map, 2)}, {localfun, fun main/1},
             {fun_rt, fun() -> X end},
             {pid, self()}, {ref, make_ref()}, {ets, ets:new(t, [])},
             {map0, #{}}, {map1, #{a => 1}}, {map2, #{a => 1, b => 2}}, {map_rt, #{X => X, a => b}},
             {map_upd, (#{a => 1})#{a := X}}, {map32, maps:from_list([{I, I} || I <- lists:seq(1, 32)])},
             {shared, Shared}, {shared_fun, {F0, F0}}, {shared_deep, [Shared, Shared, {Shared}]},
             {nested, [{X, [X, X]}, <<>>, 1.0]}],
    [io:format("~p ~p ~p~n", [N, erts_debug:flat_size(T), erts_debug:size(T)]) || {N, T} <- Cases],
    %% Deep terms: no native recursion per level.
    Deep = lists:foldl(fun(_, A) -> [A] end, [], lists:seq(1, 100000)),
    DeepT = lists:foldl(fun(_, A) -> {A, X} end, x, lists:seq(1, 100000)),
    io:format("~p ~p~n", [erts_debug:flat_size(Deep), erts_debug:flat_size(DeepT)]),
    %% (OTP's size/1 takes quadratic time in the depth.)
    Deep1k = lists:foldl(fun(_, A) -> [{A}] end, [], lists:seq(1, 1000)),
    io:format("~p ~p~n", [erts_debug:flat_size(Deep1k), erts_debug:size(Deep1k)]),
    %% Sharing: a DAG with 2^20 paths counted once by size/1.
    Dag = lists:foldl(fun(_, A) -> {A, A} end, leaf, lists:seq(1, 20)),
    io:format("~p ~p~n", [erts_debug:flat_size(Dag), erts_debug:size(Dag)]),
    %% Large maps: the pairs (a cons cell each) are at least twice the keys.
    Big = maps:from_list([{I, I} || I <- lists:seq(1, 100)]),
    io:format("~p~n", [erts_debug:flat_size(Big) >= 200]).
