-module(bignum_ops).
-export([main/1]).

%% Integer arithmetic across the small/bignum boundary and on multi-limb operands, with
%% both signs: every operator on every pair of a set of edge values. Each result is printed
%% for a sample and folded into a checksum for all of them.

values() ->
    Base = [0, 1, 7, 1 bsl 59 - 1, 1 bsl 59, 1 bsl 60, 1 bsl 63 - 1, 1 bsl 63, 1 bsl 64 - 1,
            1 bsl 64, 1 bsl 64 + 1, 1 bsl 127 - 1, 1 bsl 128, (1 bsl 128) * 3 + 12345,
            1 bsl 191 + 1 bsl 64 + 99, 1 bsl 256 - 1,
            pow(10, 40) + 7, pow(3, 200), fact(60), 16#8000000000000000FFFFFFFFFFFFFFFF0000000000000001],
    Base ++ [-X || X <- Base, X =/= 0].

pow(_, 0) -> 1;
pow(B, N) -> B * pow(B, N - 1).

fact(0) -> 1;
fact(N) -> N * fact(N - 1).

ops() ->
    [{'+', fun(A, B) -> A + B end},
     {'-', fun(A, B) -> A - B end},
     {'*', fun(A, B) -> A * B end},
     {'div', fun(A, B) -> A div B end},
     {'rem', fun(A, B) -> A rem B end},
     {'band', fun(A, B) -> A band B end},
     {'bor', fun(A, B) -> A bor B end},
     {'bxor', fun(A, B) -> A bxor B end},
     {'<', fun(A, B) -> A < B end},
     {'==', fun(A, B) -> A == B end},
     {'=:=', fun(A, B) -> A =:= B end}].

reason(F) ->
    try F() catch error:R -> R end.

apply_op(F, A, B) ->
    try F(A, B) catch error:R -> {error, R} end.

main(_) ->
    Vs = values(),
    lists:foreach(
      fun({Name, F}) ->
              Rs = [apply_op(F, A, B) || A <- Vs, B <- Vs],
              Sum = lists:foldl(fun(R, Acc) when is_integer(R) -> (Acc * 31 + R) rem (1 bsl 200);
                                   (R, Acc) -> erlang:phash2({R, Acc}) end, 0, Rs),
              io:format("~p ~p ~p~n", [Name, length(Rs), Sum])
      end, ops()),
    Sample = [lists:nth(I, Vs) || I <- [2, 5, 9, 12, 15, 19, 20, 25, 33, 39]],
    [io:format("~p ~p: ~p ~p ~p ~p ~p~n",
               [A, B, A + B, A - B, A * B, apply_op(fun erlang:'div'/2, A, B),
                apply_op(fun erlang:'rem'/2, A, B)])
     || A <- Sample, B <- Sample],
    Shifts = [0, 1, 3, 59, 60, 63, 64, 65, 127, 128, 200, -1, -3, -63, -64, -65, -128, -300],
    [io:format("shift ~p ~p: ~p ~p~n", [A, S, A bsl S, A bsr S]) || A <- Sample, S <- Shifts],
    io:format("~p~n", [[bnot X || X <- Sample]]),
    io:format("~p~n", [[abs(X) || X <- Sample]]),
    io:format("~p~n", [lists:sort(Vs)]),
    io:format("~p~n", [[X || X <- Vs, X > 1 bsl 64, X < 1 bsl 200]]),
    io:format("~p~n", [reason(fun() -> (1 bsl 64) div 0 end)]),
    io:format("~p~n", [reason(fun() -> (1 bsl 64) rem 0 end)]),
    io:format("~p~n", [reason(fun() -> (1 bsl 64) + a end)]),
    io:format("~p~n", [reason(fun() -> 1 bsl 40000000 end)]),
    io:format("~p~n", [(1 bsl 64) / 3]),
    io:format("~p~n", [(1 bsl 64) + 0.5]),
    io:format("~p~n", [integer_to_list(-(1 bsl 130), 16)]).
