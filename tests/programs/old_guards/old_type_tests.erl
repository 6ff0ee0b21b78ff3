%% Old-style type tests (list/1, tuple/1, ... record/2) in guards, which
%% Erlang/OTP 25 still compiles as the is_* tests, with a warning.
-module(old_type_tests).
-export([main/1]).

-record(pt, {x, y}).

kind(X) when list(X) -> list;
kind(X) when record(X, pt) -> pt;
kind(X) when tuple(X) -> tuple;
kind(X) when atom(X) -> atom;
kind(X) when integer(X) -> integer;
kind(X) when float(X) -> float;
kind(X) when binary(X) -> binary;
kind(X) when pid(X) -> pid;
kind(X) when reference(X) -> reference;
kind(X) when port(X) -> port;
kind(X) when function(X) -> function;
kind(_) -> other.

%% Several tests in a conjunction, and alternatives of a guard sequence.
num_pair(A, B) when number(A), number(B) -> A + B;
num_pair(A, B) when list(A); list(B) -> lists;
num_pair(_, _) -> no.

%% At the top of a guard float/1 is the type test; inside an expression it is
%% the conversion BIF.
floaty(X) when float(X) -> is_float;
floaty(X) when float(X) > 2.0 -> converted_big;
floaty(_) -> neither.

in_if(X) ->
    if
        atom(X) -> {if_atom, X};
        integer(X), X > 10 -> {if_big, X};
        true -> if_other
    end.

in_case(X) ->
    case X of
        {A, B} when integer(A), binary(B) -> {int_bin, A, byte_size(B)};
        L when list(L), length(L) > 1 -> {long_list, length(L)};
        _ -> nomatch
    end.

in_fun() ->
    fun(X) when tuple(X) -> tuple_size(X);
       (X) when binary(X) -> byte_size(X);
       (_) -> none
    end.

in_receive() ->
    self() ! {msg, 1.5},
    self() ! {msg, "text"},
    R1 = receive {msg, S} when list(S) -> {got_list, S} end,
    R2 = receive {msg, F} when float(F) -> {got_float, F} end,
    [R1, R2].

in_try(X) ->
    try X of
        V when integer(V) -> {tried_int, V};
        V -> {tried_other, V}
    catch
        _:_ -> caught
    end.

main(_) ->
    %% (No port: triheap has none; port/1 is still compiled.)
    Values = [[], [1], {}, {a, b}, #pt{x = 1, y = 2}, ok, 42, -3, 1.5,
              <<"b">>, self(), make_ref(), fun kind/1, fun(_) -> x end,
              #{}],
    io:format("~p~n", [[kind(V) || V <- Values]]),
    io:format("~p~n", [[num_pair(1, 2.5), num_pair([], x), num_pair(x, "s"),
                        num_pair(a, b)]]),
    io:format("~p~n", [[floaty(1.0), floaty(3), floaty(1), floaty(a)]]),
    io:format("~p~n", [[in_if(x), in_if(20), in_if(5)]]),
    io:format("~p~n", [[in_case({1, <<"ab">>}), in_case([1, 2, 3]),
                        in_case([1]), in_case(z)]]),
    F = in_fun(),
    io:format("~p~n", [[F({1, 2, 3}), F(<<"xyz">>), F(7)]]),
    io:format("~p~n", [in_receive()]),
    io:format("~p~n", [[in_try(3), in_try(three)]]),
    %% Comprehension filters that are old type tests are guards.
    Mixed = [1, a, 2.5, "s", {t}, <<"b">>],
    io:format("~p~n", [[X || X <- Mixed, number(X)]]),
    io:format("~p~n", [[X || X <- Mixed, tuple(X)]]),
    io:format("~p~n", [<< <<B>> || <<B>> <= <<1, 2, 3>>, integer(B), B > 1 >>]).
