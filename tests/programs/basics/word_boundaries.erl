-module(word_boundaries).
-export([main/1]).

%% Integer arithmetic around the small-integer, 64-bit and 128-bit boundaries, where
%% results move between small integers and one- and two-limb bignums.

main(_) ->
    Vs = [0, 1, -1, 7, -7, (1 bsl 59) - 1, -(1 bsl 59), 1 bsl 59, -(1 bsl 59) - 1,
          (1 bsl 63) - 1, 1 bsl 63, -(1 bsl 63), (1 bsl 64) - 1, -((1 bsl 64) - 1),
          1 bsl 64, -(1 bsl 64), 1103515245, 16#7FFFFFFF],
    Ops = [{'+', fun(A, B) -> A + B end}, {'-', fun(A, B) -> A - B end},
           {'*', fun(A, B) -> A * B end}, {'band', fun(A, B) -> A band B end},
           {'bor', fun(A, B) -> A bor B end}, {'bxor', fun(A, B) -> A bxor B end}],
    lists:foreach(
      fun({Name, F}) ->
              Rs = [F(A, B) || A <- Vs, B <- Vs],
              io:format("~p ~p ~p ~p~n", [Name, length(Rs), lists:sum(Rs) rem 1000000007,
                                          erlang:phash2(Rs)])
      end, Ops),
    io:format("~p~n", [[(S * 1103515245 + 12345) band 16#7FFFFFFF
                        || S <- [1, 16#7FFFFFFF, 123456789]]]),
    io:format("~p~n", [[X * X || X <- [(1 bsl 64) - 1, -(1 bsl 63), 1 bsl 62]]]),
    io:format("~p~n", [[-(1 bsl 64) band 16#FFFF, (-(1 bsl 64) + 1) bor 3,
                        ((1 bsl 64) - 1) bxor -1]]).
