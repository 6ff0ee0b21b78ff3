%% Comparison of terms nested 200,000 to 1,000,000 deep (lists in the head, in the head and
%% tail, tuples, maps by value and by key, closures): =:=, ==, <, >, term order of terms that
%% differ only at the bottom. Erlang/OTP compares them with a stack of its own.
-module(dt_compare).
-export([main/1]).

-define(N, 1000000).

nest(N, Leaf, F) -> nest_(N, Leaf, F).
nest_(0, Acc, _) -> Acc;
nest_(N, Acc, F) -> nest_(N - 1, F(Acc), F).

list(Acc) -> [Acc].
tuple(Acc) -> {Acc}.
pair(Acc) -> {Acc, x}.
vmap(Acc) -> #{k => Acc}.
kmap(Acc) -> #{Acc => v}.
mixed(Acc) -> [[a | Acc], b].
closure(Acc) -> fun() -> Acc end.

cmp(A, B) -> [A =:= B, A == B, A =/= B, A < B, A > B, A =< B].

main(_) ->
    Shapes = [{list, fun list/1, ?N}, {tuple, fun tuple/1, 300000}, {pair, fun pair/1, 200000},
              {vmap, fun vmap/1, ?N}, {kmap, fun kmap/1, 200000},
              {closure, fun closure/1, 200000}],
    lists:foreach(
      fun({Name, F, N}) ->
              A = nest(N, 1, F),
              B = nest(N, 1, F),
              C = nest(N, 2, F),
              D = nest(N, 1.0, F),
              io:format("~p same ~p~n", [Name, cmp(A, B)]),
              io:format("~p 1 vs 2 ~p ~p~n", [Name, cmp(A, C), cmp(C, A)]),
              io:format("~p 1 vs 1.0 ~p~n", [Name, cmp(A, D)]),
              io:format("~p sort ~p~n", [Name, [X =:= C || X <- lists:sort([C, A, B])]])
      end, Shapes),
    %% Lists nested in the head and in the tail by turns.
    M1 = nest(300000, 1, fun mixed/1),
    M2 = nest(300000, 1, fun mixed/1),
    M3 = nest(300000, 2, fun mixed/1),
    io:format("mixed ~p ~p~n", [cmp(M1, M2), cmp(M3, M1)]),
    %% Tails nested, heads nested: a long list of deep lists.
    L1 = [nest(1000, I, fun list/1) || I <- lists:seq(1, 1000)],
    L2 = [nest(1000, I, fun list/1) || I <- lists:seq(1, 999)] ++ [nest(1000, 0, fun list/1)],
    io:format("list of deep ~p~n", [cmp(L1, L2)]),
    %% A map with deep keys: lookups compare keys.
    K1 = nest(200000, 1, fun tuple/1),
    K2 = nest(200000, 2, fun tuple/1),
    Map = #{K1 => one, K2 => two},
    io:format("deep keys ~p ~p ~p~n",
              [maps:get(nest(200000, 2, fun tuple/1), Map), map_size(Map),
               maps:is_key(nest(200000, 3, fun tuple/1), Map)]),
    io:format("member ~p~n",
              [lists:member(nest(200000, 1, fun list/1), [a, nest(200000, 1, fun list/1)])]).
