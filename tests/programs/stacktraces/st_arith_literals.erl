-module(st_arith_literals).
-export([main/1, add1/1, mul_f/1, sub1/1, half/1]).

%% Whether a failing operator shows an {erlang, Op, Args, _} frame: not when erlc inlines the
%% arithmetic (an operand of unknown type with an integer or float literal, or `/`), but yes
%% when an operand is a literal that is not a number (erlc then calls the BIF, knowing it
%% fails).

add1(X) -> X + 1.
mul_f(X) -> X * 2.5.
sub1(X) -> X - 1.
half(X) -> X / 2.

run(Name, F) ->
    try F() of
        V -> io:format("~p: ~p~n", [Name, V])
    catch
        error:R:S ->
            io:format("~p: ~p~n", [Name, R]),
            st_show:frames(S)
    end.

main(_) ->
    A = st_show:id(a),
    run(add_unknown, fun() -> add1(A) end),
    run(mul_unknown, fun() -> mul_f(A) end),
    run(sub_unknown, fun() -> sub1(A) end),
    run(div_unknown, fun() -> half(A) end),
    run(add_literal_atom, fun() -> 1 + a end),
    run(add_literal_atom_left, fun() -> a + 1 end),
    run(mul_literal_atom, fun() -> 1.0 * b end),
    run(sub_literal_atom, fun() -> a - 1 end),
    run(add_literal_string, fun() -> "x" + 1 end),
    run(div_literal_atom, fun() -> a / 2 end),
    run(ok_sum, fun() -> add1(41) end).
