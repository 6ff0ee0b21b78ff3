%% Exercism Erlang track, exercise "variable-length-quantity": the example solution
%% (exercises/practice/variable-length-quantity/.meta/example.erl) and its test cases
%% (exercises/practice/variable-length-quantity/test/variable_length_quantity_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_variable_length_quantity).
-export([main/1]).

%% ---- assertion macros: print the outcome of each check ----
-define(assert(BoolExpr), th_bool(true, (BoolExpr))).
-define(assertNot(BoolExpr), th_bool(false, (BoolExpr))).
-define(assertEqual(Expect, Expr), th_equal((Expect), (Expr))).
-define(assertMatch(Guard, Expr),
        ((fun () -> __V = (Expr), case __V of Guard -> th_ok(__V); _ -> th_fail(match, __V) end end)())).
-define(assertError(Term, Expr),
        ((fun () ->
              try (Expr) of __V -> th_fail(no_error, __V)
              catch error:Term = __R -> th_ok({error, __R});
                    __C:__R -> th_fail(__C, __R)
              end
          end)())).
-define(_test(Expr), {?LINE, fun () -> (Expr) end}).
-define(_assert(BoolExpr), ?_test(?assert(BoolExpr))).
-define(_assertNot(BoolExpr), ?_test(?assertNot(BoolExpr))).
-define(_assertEqual(Expect, Expr), ?_test(?assertEqual(Expect, Expr))).
-define(_assertMatch(Guard, Expr), ?_test(?assertMatch(Guard, Expr))).
-define(_assertError(Term, Expr), ?_test(?assertError(Term, Expr))).

%% ---- solution (example.erl) ----
-export([encode/1, decode/1]).

encode(Integers) ->
	lists:flatten([encode_integer(I) || I <- Integers]).

encode_integer(Integer) ->
	<<B1:4, Rest:28>> = <<Integer:32>>,
	RestBytes=[I || <<I:7>> <= <<Rest:28>>],
	flag_bytes([B1|RestBytes]).

flag_bytes(Bytes) ->
	flag_bytes(Bytes, []).
flag_bytes([], Acc) ->
	Acc;
flag_bytes([B], Acc) ->
	lists:reverse([B|Acc]);
flag_bytes([0|More], Acc=[]) ->
	flag_bytes(More, Acc);
flag_bytes([B|More], Acc) ->
	flag_bytes(More, [B bor 16#80 | Acc]).



decode(Integers) ->
	case get_bytegroups(Integers) of
		undefined -> undefined;
		ByteGroups -> [decode_bytegroup(G) || G <- ByteGroups]
	end.

get_bytegroups(Bytes) ->
	get_bytegroups(Bytes, false, [[]]).

get_bytegroups([], true, [Last|Acc]) ->
	lists:reverse([lists:reverse(Last)|Acc]);
get_bytegroups([], false, _) ->
	undefined;
get_bytegroups(More, true, [Last|Acc]) ->
	get_bytegroups(More, false, [[], lists:reverse(Last)|Acc]);
get_bytegroups([B|More], false, [Last|Acc]) when B band 16#80=:=16#80 ->
	get_bytegroups(More, false, [[B band 16#7F|Last]|Acc]);
get_bytegroups([B|More], false, [Last|Acc]) ->
	get_bytegroups(More, true, [[B|Last]|Acc]).

decode_bytegroup(Bytes) ->
	Tmp= << <<I:7/integer>> || I <- Bytes >>,
	Size=bit_size(Tmp),
	<<Integer:Size/integer>>=Tmp,
	Integer.

%% ---- tests (variable_length_quantity_tests.erl) ----
%% based on canonical data version 1.1.0
%% https://raw.githubusercontent.com/exercism/problem-specifications/master/exercises/variable-length-quantity/canonical-data.json

encode_zero_test() ->
	Input=[0],
	Expected=[0],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_arbitrary_single_byte_test() ->
	Input=[64],
	Expected=[64],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_largest_single_byte_test() ->
	Input=[127],
	Expected=[127],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_smallest_double_byte_test() ->
	Input=[128],
	Expected=[129,0],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_arbitrary_double_byte_test() ->
	Input=[8192],
	Expected=[192, 0],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_largest_double_byte_test() ->
	Input=[16383],
	Expected=[255, 127],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_smallest_triple_byte_test() ->
	Input=[16384],
	Expected=[129, 128, 0],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_arbitrary_triple_byte_test() ->
	Input=[1048576],
	Expected=[192, 128, 0],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_largest_triple_byte_test() ->
	Input=[2097151],
	Expected=[255, 255, 127],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_smallest_quadruple_byte_test() ->
	Input=[2097152],
	Expected=[129, 128, 128, 0],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_arbitrary_quadruple_byte_test() ->
	Input=[134217728],
	Expected=[192, 128, 128, 0],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_largest_quadruple_byte_test() ->
	Input=[268435455],
	Expected=[255, 255, 255, 127],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_smallest_quintuple_byte_test() ->
	Input=[268435456],
	Expected=[129, 128, 128, 128, 0],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_arbitrary_quintuple_byte_test() ->
	Input=[4278190080],
	Expected=[143, 248, 128, 128, 0],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_maximum_32bit_integer_input_test() ->
	Input=[4294967295],
	Expected=[143, 255, 255, 255, 127],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_two_single_byte_values_test() ->
	Input=[64, 127],
	Expected=[64, 127],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_two_multi_byte_values_test() ->
	Input=[16384, 1193046],
	Expected=[129, 128, 0, 200, 232, 86],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

encode_many_multi_byte_values_test() ->
	Input=[8192, 1193046, 268435455, 0, 16383, 16384],
	Expected=[192, 0, 200, 232, 86, 255, 255, 255, 127, 0, 255, 127, 129, 128, 0],
	?assertMatch(Expected, exercism_variable_length_quantity:encode(Input)).

decode_one_byte_test() ->
	Input=[127],
	Expected=[127],
	?assertMatch(Expected, exercism_variable_length_quantity:decode(Input)).

decode_two_bytes_test() ->
	Input=[192, 0],
	Expected=[8192],
	?assertMatch(Expected, exercism_variable_length_quantity:decode(Input)).

decode_three_bytes_test() ->
	Input=[255, 255, 127],
	Expected=[2097151],
	?assertMatch(Expected, exercism_variable_length_quantity:decode(Input)).

decode_four_bytes_test() ->
	Input=[129, 128, 128, 0],
	Expected=[2097152],
	?assertMatch(Expected, exercism_variable_length_quantity:decode(Input)).

decode_maximum_32bit_integer_test() ->
	Input=[143, 255, 255, 255, 127],
	Expected=[4294967295],
	?assertMatch(Expected, exercism_variable_length_quantity:decode(Input)).

decode_incomplete_sequence_causes_error_test() ->
	Input=[255],
	Expected=undefined,
	?assertMatch(Expected, exercism_variable_length_quantity:decode(Input)).

decode_incomplete_sequence_causes_error_even_if_value_is_zero_test() ->
	Input=[128],
	Expected=undefined,
	?assertMatch(Expected, exercism_variable_length_quantity:decode(Input)).

decode_multiple_values_test() ->
	Input=[192, 0, 200, 232, 86, 255, 255, 255, 127, 0, 255, 127, 129, 128, 0] ,
	Expected=[8192, 1193046, 268435455, 0, 16383, 16384],
	?assertMatch(Expected, exercism_variable_length_quantity:decode(Input)).

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {encode_zero_test, fun encode_zero_test/0},
        {encode_arbitrary_single_byte_test, fun encode_arbitrary_single_byte_test/0},
        {encode_largest_single_byte_test, fun encode_largest_single_byte_test/0},
        {encode_smallest_double_byte_test, fun encode_smallest_double_byte_test/0},
        {encode_arbitrary_double_byte_test, fun encode_arbitrary_double_byte_test/0},
        {encode_largest_double_byte_test, fun encode_largest_double_byte_test/0},
        {encode_smallest_triple_byte_test, fun encode_smallest_triple_byte_test/0},
        {encode_arbitrary_triple_byte_test, fun encode_arbitrary_triple_byte_test/0},
        {encode_largest_triple_byte_test, fun encode_largest_triple_byte_test/0},
        {encode_smallest_quadruple_byte_test, fun encode_smallest_quadruple_byte_test/0},
        {encode_arbitrary_quadruple_byte_test, fun encode_arbitrary_quadruple_byte_test/0},
        {encode_largest_quadruple_byte_test, fun encode_largest_quadruple_byte_test/0},
        {encode_smallest_quintuple_byte_test, fun encode_smallest_quintuple_byte_test/0},
        {encode_arbitrary_quintuple_byte_test, fun encode_arbitrary_quintuple_byte_test/0},
        {encode_maximum_32bit_integer_input_test, fun encode_maximum_32bit_integer_input_test/0},
        {encode_two_single_byte_values_test, fun encode_two_single_byte_values_test/0},
        {encode_two_multi_byte_values_test, fun encode_two_multi_byte_values_test/0},
        {encode_many_multi_byte_values_test, fun encode_many_multi_byte_values_test/0},
        {decode_one_byte_test, fun decode_one_byte_test/0},
        {decode_two_bytes_test, fun decode_two_bytes_test/0},
        {decode_three_bytes_test, fun decode_three_bytes_test/0},
        {decode_four_bytes_test, fun decode_four_bytes_test/0},
        {decode_maximum_32bit_integer_test, fun decode_maximum_32bit_integer_test/0},
        {decode_incomplete_sequence_causes_error_test, fun decode_incomplete_sequence_causes_error_test/0},
        {decode_incomplete_sequence_causes_error_even_if_value_is_zero_test, fun decode_incomplete_sequence_causes_error_even_if_value_is_zero_test/0},
        {decode_multiple_values_test, fun decode_multiple_values_test/0}
    ],
    lists:foreach(fun th_test/1, Tests),
    io:format("~p tests~n", [length(Tests)]).

th_test({Name, F}) ->
    io:format("~s~n", [Name]),
    case lists:suffix("_test_", atom_to_list(Name)) of
        true -> th_run(F());
        false -> th_call(F)
    end.

th_run({Desc, T}) when is_list(Desc), Desc =/= [], is_integer(hd(Desc)) ->
    io:format(" ~s~n", [Desc]),
    th_run(T);
th_run({Line, F}) when is_integer(Line), is_function(F, 0) -> th_call(F);
th_run(F) when is_function(F, 0) -> th_call(F);
th_run(L) when is_list(L) -> lists:foreach(fun th_run/1, L).

th_call(F) ->
    try F() of
        _ -> ok
    catch
        C:R -> io:format("  raised ~p:~s~n", [C, th_show(R)])
    end.

th_bool(Want, Want) -> io:format("  ok ~p~n", [Want]);
th_bool(Want, Got) -> io:format("  FAIL want ~p got ~s~n", [Want, th_show(Got)]).

th_equal(V, V) -> th_ok(V);
th_equal(E, V) -> io:format("  FAIL expected ~s~n  got ~s~n", [th_show(E), th_show(V)]).

th_ok(V) -> io:format("  ok ~s~n", [th_show(V)]).

th_fail(Why, V) -> io:format("  FAIL ~p ~s~n", [Why, th_show(V)]).

th_show(V) -> io_lib:format("~p", [th_clean(V)]).

% pids, references, ports and funs print differently from run to run
th_clean(P) when is_pid(P) -> '<pid>';
th_clean(R) when is_reference(R) -> '<ref>';
th_clean(P) when is_port(P) -> '<port>';
th_clean(F) when is_function(F) -> '<fun>';
th_clean([H | T]) -> [th_clean(H) | th_clean(T)];
th_clean(T) when is_tuple(T) -> list_to_tuple(th_clean(tuple_to_list(T)));
th_clean(M) when is_map(M) -> maps:from_list(th_clean(maps:to_list(M)));
th_clean(X) -> X.
