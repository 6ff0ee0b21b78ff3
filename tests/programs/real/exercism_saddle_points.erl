%% Exercism Erlang track, exercise "saddle-points": the example solution
%% (exercises/practice/saddle-points/.meta/example.erl) and its test cases
%% (exercises/practice/saddle-points/test/saddle_points_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_saddle_points).
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
-export([saddle_points/1]).

saddle_points([]) ->
	[];
saddle_points(Matrix) ->
	find_saddle_points(coordinatize_matrix(Matrix)).

coordinatize_matrix(Matrix) ->
	Rows=length(Matrix),
	Cols=length(hd(Matrix)),
	Coords=[[{R, C} || C <- lists:seq(0, Cols-1)] || R <- lists:seq(0, Rows-1)],
	lists:zip(lists:flatten(Coords), lists:flatten(Matrix)).

find_saddle_points(CoordsMatrix) ->
	lists:foldl(
		fun
			({Coords={R, C}, V}, Acc) ->
				case
					lists:all(
						fun
							({{R2, _}, V2}) when R2=:=R -> V>=V2;
							({{_, C2}, V2}) when C2=:=C -> V=<V2;
							(_) -> true
						end,
						CoordsMatrix
					)
				of
					true -> [Coords|Acc];
					false -> Acc
				end
		end,
		[],
		CoordsMatrix
	).

%% ---- tests (saddle_points_tests.erl) ----
%% based on canonical data version 1.3.0
%% https://raw.githubusercontent.com/exercism/problem-specifications/master/exercises/saddle-points/canonical-data.json

can_identify_single_saddle_point_test()	->
	Input=[
		[9, 8, 7],
		[5, 3, 2],
		[6, 6, 7]
	],
	Expected=[{1, 0}],
	?assertMatch(Expected, lists:sort(exercism_saddle_points:saddle_points(Input))).

can_identify_that_empty_matrix_has_no_saddle_points_test() ->
	Input=[
		[]
	],
	Expected=[],
	?assertMatch(Expected, lists:sort(exercism_saddle_points:saddle_points(Input))).

can_identify_lack_of_saddle_points_when_there_are_none_test() ->
	Input=[
		[1, 2, 3],
		[3, 1, 2],
		[2, 3, 1]
	],
	Expected=[],
	?assertMatch(Expected, lists:sort(exercism_saddle_points:saddle_points(Input))).

can_identify_multiple_saddle_points_in_a_column_test() ->
	Input=[
		[4, 5, 4],
		[3, 5, 5],
		[1, 5, 4]
	],
	Expected=[{0, 1}, {1, 1}, {2, 1}],
	?assertMatch(Expected, lists:sort(exercism_saddle_points:saddle_points(Input))).

can_identify_multiple_saddle_points_in_a_row_test() ->
	Input=[
		[6, 7, 8],
		[5, 5, 5],
		[7, 5, 6]
	],
	Expected=[{1, 0}, {1, 1}, {1, 2}],
	?assertMatch(Expected, lists:sort(exercism_saddle_points:saddle_points(Input))).

can_identify_saddle_point_in_bottom_right_corner_test() ->
	Input=[
		[8, 7, 9],
		[6, 7, 6],
		[3, 2, 5]
	],
	Expected=[{2, 2}],
	?assertMatch(Expected, lists:sort(exercism_saddle_points:saddle_points(Input))).

can_identify_saddle_points_in_a_non_square_matrix_test() ->
	Input=[
		[3, 1, 3],
		[3, 2, 4]
	],
	Expected=[{0, 0}, {0, 2}],
	?assertMatch(Expected, lists:sort(exercism_saddle_points:saddle_points(Input))).

can_identify_that_saddle_points_in_a_single_column_matrix_are_those_with_the_minimum_value_test() ->
	Input=[
		[2],
		[1],
		[4],
		[1]
	],
	Expected=[{1, 0}, {3, 0}],
	?assertMatch(Expected, lists:sort(exercism_saddle_points:saddle_points(Input))).

can_identify_that_saddle_points_in_a_single_row_matrix_are_those_with_the_maximum_value_test() ->
	Input=[
		[2, 5, 3, 5]
	],
	Expected=[{0, 1}, {0, 3}],
	?assertMatch(Expected, lists:sort(exercism_saddle_points:saddle_points(Input))).

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {can_identify_single_saddle_point_test, fun can_identify_single_saddle_point_test/0},
        {can_identify_that_empty_matrix_has_no_saddle_points_test, fun can_identify_that_empty_matrix_has_no_saddle_points_test/0},
        {can_identify_lack_of_saddle_points_when_there_are_none_test, fun can_identify_lack_of_saddle_points_when_there_are_none_test/0},
        {can_identify_multiple_saddle_points_in_a_column_test, fun can_identify_multiple_saddle_points_in_a_column_test/0},
        {can_identify_multiple_saddle_points_in_a_row_test, fun can_identify_multiple_saddle_points_in_a_row_test/0},
        {can_identify_saddle_point_in_bottom_right_corner_test, fun can_identify_saddle_point_in_bottom_right_corner_test/0},
        {can_identify_saddle_points_in_a_non_square_matrix_test, fun can_identify_saddle_points_in_a_non_square_matrix_test/0},
        {can_identify_that_saddle_points_in_a_single_column_matrix_are_those_with_the_minimum_value_test, fun can_identify_that_saddle_points_in_a_single_column_matrix_are_those_with_the_minimum_value_test/0},
        {can_identify_that_saddle_points_in_a_single_row_matrix_are_those_with_the_maximum_value_test, fun can_identify_that_saddle_points_in_a_single_row_matrix_are_those_with_the_maximum_value_test/0}
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
