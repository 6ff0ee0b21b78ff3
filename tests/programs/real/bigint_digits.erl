-module(bigint_digits).
-export([main/1]).

%% Arbitrary precision arithmetic implemented by hand on little-endian
%% lists of base-10000 digits, cross-checked against native bignums.

-define(BASE, 10000).

from_int(0) -> [];
from_int(N) when N > 0 -> [N rem ?BASE | from_int(N div ?BASE)].

to_int(Ds) -> lists:foldr(fun(D, Acc) -> Acc * ?BASE + D end, 0, Ds).

to_string([]) -> "0";
to_string(Ds) ->
    [Top | Rest] = lists:reverse(Ds),
    integer_to_list(Top) ++ lists:flatten([io_lib:format("~4..0B", [D]) || D <- Rest]).

add(A, B) -> add(A, B, 0).
add([], [], 0) -> [];
add([], [], C) -> [C];
add([], B, C) -> add([0], B, C);
add(A, [], C) -> add(A, [0], C);
add([X | A], [Y | B], C) -> S = X + Y + C, [S rem ?BASE | add(A, B, S div ?BASE)].

%% A >= B assumed
sub(A, B) -> trim(sub(A, B, 0)).
sub([], [], 0) -> [];
sub([X | A], [], Br) -> sub([X | A], [0], Br);
sub([X | A], [Y | B], Br) ->
    D = X - Y - Br,
    if D < 0 -> [D + ?BASE | sub(A, B, 1)]; true -> [D | sub(A, B, 0)] end.

trim(Ds) -> lists:reverse(lists:dropwhile(fun(D) -> D =:= 0 end, lists:reverse(Ds))).

mul_small(_, 0) -> [];
mul_small(A, K) -> mul_small(A, K, 0).
mul_small([], _, 0) -> [];
mul_small([], _, C) -> [C rem ?BASE | mul_small([], 0, C div ?BASE)];
mul_small([X | A], K, C) -> P = X * K + C, [P rem ?BASE | mul_small(A, K, P div ?BASE)].

mul(_, []) -> [];
mul(A, [Y | B]) -> add(mul_small(A, Y), shift(mul(A, B))).

shift([]) -> [];
shift(A) -> [0 | A].

fact(0) -> [1];
fact(N) -> mul_small(fact(N - 1), N).

pow(_, 0) -> [1];
pow(B, E) -> mul(B, pow(B, E - 1)).

%% division by a small integer, most significant digit first
divmod_small(A, K) ->
    {Q, R} = lists:foldl(fun(D, {Acc, Rem}) ->
        Cur = Rem * ?BASE + D,
        {[Cur div K | Acc], Cur rem K}
    end, {[], 0}, lists:reverse(A)),
    {trim(Q), R}.

compare(A, B) when length(A) =/= length(B) -> if length(A) < length(B) -> lt; true -> gt end;
compare(A, B) -> compare_msd(lists:reverse(A), lists:reverse(B)).
compare_msd([], []) -> eq;
compare_msd([X | _], [Y | _]) when X < Y -> lt;
compare_msd([X | _], [Y | _]) when X > Y -> gt;
compare_msd([_ | A], [_ | B]) -> compare_msd(A, B).

digit_sum(A) ->
    case A of
        [] -> 0;
        _ -> {Q, R} = divmod_small(A, 10), R + digit_sum(Q)
    end.

main(_) ->
    Pairs = [{0, 0}, {1, 9999}, {9999, 1}, {123456789, 987654321}, {1 bsl 100, 3 bsl 90},
             {99999999999999999999, 1}],
    lists:foreach(fun({X, Y}) ->
        A = from_int(X), B = from_int(Y),
        Sum = to_int(add(A, B)), Prod = to_int(mul(A, B)),
        Diff = case X >= Y of true -> to_int(sub(A, B)); false -> -to_int(sub(B, A)) end,
        io:format("~p ~p: sum ~p prod ~p diff ~p~n", [X, Y, Sum =:= X + Y, Prod =:= X * Y, Diff =:= X - Y])
    end, Pairs),
    F50 = fact(50),
    io:format("50! = ~s~n", [to_string(F50)]),
    io:format("matches native: ~p~n", [to_int(F50) =:= lists:foldl(fun erlang:'*'/2, 1, lists:seq(1, 50))]),
    P = pow(from_int(2), 128),
    io:format("2^128 = ~s~n", [to_string(P)]),
    io:format("2^128 - 1 = ~s~n", [to_string(sub(P, [1]))]),
    io:format("digits of 200!: ~p~n", [length(to_string(fact(200)))]),
    io:format("~p~n", [fact(12)]),
    {Q, R} = divmod_small(fact(30), 7919),
    io:format("30! divmod 7919: ~s ~p (native ~p)~n", [to_string(Q), R, {to_int(Q), R} =:= {to_int(fact(30)) div 7919, to_int(fact(30)) rem 7919}]),
    io:format("digit sum of 100!: ~p~n", [digit_sum(fact(100))]),
    io:format("~p~n", [[compare(from_int(X), from_int(Y)) || {X, Y} <- [{1, 2}, {99999, 100000}, {12345678, 12345678}, {1 bsl 80, 1 bsl 79}]]]),
    ok.
