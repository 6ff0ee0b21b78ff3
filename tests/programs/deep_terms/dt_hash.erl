%% Hashing terms nested 300,000 to 1,000,000 deep: erlang:phash2/1,2 and erlang:phash/2 of
%% lists, tuples, maps and closures, and deep terms as map keys.
-module(dt_hash).
-export([main/1]).

-define(N, 1000000).

nest(0, Acc, _) -> Acc;
nest(N, Acc, F) -> nest(N - 1, F(Acc), F).

main(_) ->
    Shapes = [{list, fun(A) -> [A] end}, {tail, fun(A) -> [x | A] end},
              {tuple, fun(A) -> {A} end}, {pair, fun(A) -> {A, 7} end},
              {map, fun(A) -> #{k => A} end}, {mixed, fun(A) -> [{A, 1.5}, <<"b">>] end}],
    lists:foreach(
      fun({Name, F}) ->
              T = nest(case Name of list -> ?N; tuple -> ?N; _ -> 300000 end, [], F),
              io:format("~p ~p ~p ~p~n",
                        [Name, erlang:phash2(T), erlang:phash2(T, 1000),
                         erlang:phash(T, 1 bsl 32)])
      end, Shapes),
    Keys = [nest(300000, I, fun(A) -> {A} end) || I <- [1, 2, 3]],
    M = maps:from_list([{K, V} || {K, V} <- lists:zip(Keys, [a, b, c])]),
    io:format("keys ~p ~p~n", [[maps:get(K, M) || K <- Keys], erlang:phash2(M)]).
