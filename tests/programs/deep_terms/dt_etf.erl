%% term_to_binary/binary_to_term of terms nested 300,000 to 1,000,000 deep (and 100,000 deep
%% maps with deep keys mixing integers and floats, whose order the encoding fixes).
-module(dt_etf).
-export([main/1]).

-define(N, 1000000).

nest(0, Acc, _) -> Acc;
nest(N, Acc, F) -> nest(N - 1, F(Acc), F).

main(_) ->
    Shapes = [{list, fun(A) -> [A] end, ?N}, {tuple, fun(A) -> {A, ok} end, 300000},
              {map, fun(A) -> #{k => A} end, 300000}, {improper, fun(A) -> [A | 1] end, 300000}],
    lists:foreach(
      fun({Name, F, N}) ->
              T = nest(N, [], F),
              B = term_to_binary(T),
              C = term_to_binary(T, [compressed]),
              io:format("~p ~p ~p ~p ~p~n",
                        [Name, byte_size(B), erlang:phash2(B), binary_to_term(B) =:= T,
                         binary_to_term(C) =:= T])
      end, Shapes),
    K = fun(Leaf) -> nest(100000, Leaf, fun(A) -> {A} end) end,
    M = #{K(1) => int, K(1.0) => float, K(2) => two, [K(1.0)] => l1, [K(2)] => l2},
    MB = term_to_binary(M),
    io:format("keys ~p ~p ~p~n", [byte_size(MB), erlang:phash2(MB), binary_to_term(MB) =:= M]).
