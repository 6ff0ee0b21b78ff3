%% Exercism Erlang track, exercise "connect": the example solution
%% (exercises/practice/connect/.meta/example.erl) and its test cases
%% (exercises/practice/connect/test/connect_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_connect).
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
-export([winner/1]).

winner(Board) ->
	find_winner(group(parse_board(Board))).


parse_board(Board) ->
	maps:from_list(
		lists:filter(
			fun
				({_, empty}) -> false;
				(_) -> true
			end,
			parse_board(Board, 0, [])
		)
	).

parse_board([Row], RowIdx, []) ->
	parse_row(Row, top_bottom, RowIdx);
parse_board([Row|More], RowIdx, []) ->
	parse_board(More, RowIdx+1, [parse_row(Row, top, RowIdx)]);
parse_board([Row], RowIdx, Acc) ->
	lists:flatten([parse_row(Row, bottom, RowIdx)|Acc]);
parse_board([Row|More], RowIdx, Acc) ->
	parse_board(More, RowIdx+1, [parse_row(Row, inner, RowIdx)|Acc]).


parse_row(Row, RowTag, RowIdx) ->
	parse_row(Row, RowTag, RowIdx, 0, []).

parse_row([], _, _, _, Acc) ->
	Acc;
parse_row([16#20|More], RowTag, RowIdx, ColIdx, Acc) ->
	parse_row(More, RowTag, RowIdx, ColIdx+1, Acc);
parse_row([$.|More], RowTag, RowIdx, ColIdx, Acc) ->
	parse_row(More, RowTag, RowIdx, ColIdx+1, [{{ColIdx, RowIdx}, empty}|Acc]);
parse_row([$X], RowTag, RowIdx, ColIdx, []) ->
	[{{ColIdx, RowIdx}, {x, {ColIdx, RowIdx}, {left_right, RowTag}}}];
parse_row([$X|More], RowTag, RowIdx, ColIdx, []) ->
	parse_row(More, RowTag, RowIdx, ColIdx+1, [{{ColIdx, RowIdx}, {x, {ColIdx, RowIdx}, {left, RowTag}}}]);
parse_row([$X], RowTag, RowIdx, ColIdx, Acc) ->
	[{{ColIdx, RowIdx}, {x, {ColIdx, RowIdx}, {right, RowTag}}}|Acc];
parse_row([$X|More], RowTag, RowIdx, ColIdx, Acc) ->
	parse_row(More, RowTag, RowIdx, ColIdx+1, [{{ColIdx, RowIdx}, {x, {ColIdx, RowIdx}, {inner, RowTag}}}|Acc]);
parse_row([$O], RowTag, RowIdx, ColIdx, []) ->
	[{{ColIdx, RowIdx}, {o, {ColIdx, RowIdx}, {left_right, RowTag}}}];
parse_row([$O|More], RowTag, RowIdx, ColIdx, []) ->
	parse_row(More, RowTag, RowIdx, ColIdx+1, [{{ColIdx, RowIdx}, {o, {ColIdx, RowIdx}, {left, RowTag}}}]);
parse_row([$O], RowTag, RowIdx, ColIdx, Acc) ->
	[{{ColIdx, RowIdx}, {o, {ColIdx, RowIdx}, {right, RowTag}}}|Acc];
parse_row([$O|More], RowTag, RowIdx, ColIdx, Acc) ->
	parse_row(More, RowTag, RowIdx, ColIdx+1, [{{ColIdx, RowIdx}, {o, {ColIdx, RowIdx}, {inner, RowTag}}}|Acc]).


get_adjacent({X, Y}, Player, Board) ->
	maps:filter(
		fun
			(_, {P, _, _}) when P=/=Player -> false;
			({X2, Y2}, _) when X2=:=X-2 andalso Y2=:=Y -> true;
			({X2, Y2}, _) when X2=:=X+2 andalso Y2=:=Y -> true;
			({X2, Y2}, _) when X2=:=X+1 andalso Y2=:=Y-1 -> true;
			({X2, Y2}, _) when X2=:=X-1 andalso Y2=:=Y-1 -> true;
			({X2, Y2}, _) when X2=:=X+1 andalso Y2=:=Y+1 -> true;
			({X2, Y2}, _) when X2=:=X-1 andalso Y2=:=Y+1 -> true;
			(_, _) -> false
		end,
		Board
	).


group(Board) ->
	group(maps:to_list(Board), Board).

group([], Board) ->
	maps:fold(
		fun
			(_, {_, _, {inner, inner}}, Acc) ->
				Acc;

			(_, {P, G, CRTag}, Acc) ->
				Acc#{{P, G} => [CRTag|maps:get({P, G}, Acc, [])]}
		end,
		#{},
		Board
	);
group([{Coords, {Player, Group, _}}|More], Board) ->
	Adj=get_adjacent(Coords, Player, Board),
	Board2=
	maps:fold(
		fun
			(_, {_, Group2, _}, Acc) when Group2=:=Group ->
				Acc;

			(_, {_, Group2, _}, Acc) ->
				maps:map(
					fun
						(_, {Player3, Group3, CRTag3}) when Group3=:=Group2 -> {Player3, Group, CRTag3};
						(_, V3) -> V3
					end,
					Acc
				)
		end,
		Board,
		Adj
	),
	group(More, Board2).


find_winner(Groups) ->
	maps:fold(
		fun
			({o, _}, CRTag, undefined) ->
				case
					lists:foldl(
						fun
							(_, Acc={true, true}) -> Acc;
							({_, top}, {_, Acc2}) -> {true, Acc2};
							({_, bottom}, {Acc1, _}) -> {Acc1, true};
							({_, top_bottom}, _) -> {true, true};
							(_, Acc) -> Acc
						end,
						{false, false},
						CRTag
					)
				of
					{true, true} -> o;
					_ -> undefined
				end;

			({x, _}, CRTag, undefined) ->
				case
					lists:foldl(
						fun
							(_, Acc={true, true}) -> Acc;
							({left, _}, {_, Acc2}) -> {true, Acc2};
							({right, _}, {Acc1, _}) -> {Acc1, true};
							({left_right, _}, _) -> {true, true};
							(_, Acc) -> Acc
						end,
						{false, false},
						CRTag
					)
				of
					{true, true} -> x;
					_ -> undefined
				end;
			(_, _, Acc) -> Acc
		end,
		undefined,
		Groups
	).

%% ---- tests (connect_tests.erl) ----
%% Generated with 'testgen v0.2.0'
%% Revision 1 of the exercises generator was used
%% https://github.com/exercism/problem-specifications/raw/42dd0cea20498fd544b152c4e2c0a419bb7e266a/exercises/connect/canonical-data.json
%% This file is automatically generated from the exercises canonical data.

'1_an_empty_board_has_no_winner_test_'() ->
    Input=[
        ". . . . .",
        " . . . . .",
        "  . . . . .",
        "   . . . . .",
        "    . . . . ."
    ],
    {"an empty board has no winner",
     ?_assertEqual(undefined, exercism_connect:winner(Input))}.

'2_x_can_win_on_a_1x1_board_test_'() ->
    Input=[
        "X"
    ],
    {"X can win on a 1x1 board",
     ?_assertEqual(x, exercism_connect:winner(Input))}.

'3_o_can_win_on_a_1x1_board_test_'() ->
    Input=[
        "O"
    ],
    {"O can win on a 1x1 board",
     ?_assertEqual(o, exercism_connect:winner(Input))}.

'4_only_edges_does_not_make_a_winner_test_'() ->
    Input=[
        "O O O X",
        " X . . X",
        "  X . . X",
        "   X O O O"
    ],
    {"only edges does not make a winner",
     ?_assertEqual(undefined, exercism_connect:winner(Input))}.

'5_illegal_diagonal_does_not_make_a_winner_test_'() ->
    Input=[
        "X O . .",
        " O X X X",
        "  O X O .",
        "   . O X .",
        "    X X O O"
    ],
    {"illegal diagonal does not make a winner",
     ?_assertEqual(undefined, exercism_connect:winner(Input))}.

'6_nobody_wins_crossing_adjacent_angles_test_'() ->
    Input=[
        "X . . .",
        " . X O .",
        "  O . X O",
        "   . O . X",
        "    . . O ."
    ],
    {"nobody wins crossing adjacent angles",
     ?_assertEqual(undefined, exercism_connect:winner(Input))}.

'7_x_wins_crossing_from_left_to_right_test_'() ->
    Input=[
        ". O . .",
        " O X X X",
        "  O X O .",
        "   X X O X",
        "    . O X ."
    ],
    {"X wins crossing from left to right",
     ?_assertEqual(x, exercism_connect:winner(Input))}.

'8_o_wins_crossing_from_top_to_bottom_test_'() ->
    Input=[
        ". O . .",
        " O X X X",
        "  O O O .",
        "   X X O X",
        "    . O X ."
    ],
    {"O wins crossing from top to bottom",
     ?_assertEqual(o, exercism_connect:winner(Input))}.

'9_x_wins_using_a_convoluted_path_test_'() ->
    Input=[
        ". X X . .",
        " X . X . X",
        "  . X . X .",
        "   . X X . .",
        "    O O O O O"
    ],
    {"X wins using a convoluted path",
     ?_assertEqual(x, exercism_connect:winner(Input))}.

'10_x_wins_using_a_spiral_path_test_'() ->
    Input=[
        "O X X X X X X X X",
        " O X O O O O O O O",
        "  O X O X X X X X O",
        "   O X O X O O O X O",
        "    O X O X X X O X O",
        "     O X O O O X O X O",
        "      O X X X X X O X O",
        "       O O O O O O O X O",
        "        X X X X X X X X O"
    ],
    {"X wins using a spiral path",
     ?_assertEqual(x, exercism_connect:winner(Input))}.

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {'1_an_empty_board_has_no_winner_test_', fun '1_an_empty_board_has_no_winner_test_'/0},
        {'2_x_can_win_on_a_1x1_board_test_', fun '2_x_can_win_on_a_1x1_board_test_'/0},
        {'3_o_can_win_on_a_1x1_board_test_', fun '3_o_can_win_on_a_1x1_board_test_'/0},
        {'4_only_edges_does_not_make_a_winner_test_', fun '4_only_edges_does_not_make_a_winner_test_'/0},
        {'5_illegal_diagonal_does_not_make_a_winner_test_', fun '5_illegal_diagonal_does_not_make_a_winner_test_'/0},
        {'6_nobody_wins_crossing_adjacent_angles_test_', fun '6_nobody_wins_crossing_adjacent_angles_test_'/0},
        {'7_x_wins_crossing_from_left_to_right_test_', fun '7_x_wins_crossing_from_left_to_right_test_'/0},
        {'8_o_wins_crossing_from_top_to_bottom_test_', fun '8_o_wins_crossing_from_top_to_bottom_test_'/0},
        {'9_x_wins_using_a_convoluted_path_test_', fun '9_x_wins_using_a_convoluted_path_test_'/0},
        {'10_x_wins_using_a_spiral_path_test_', fun '10_x_wins_using_a_spiral_path_test_'/0}
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
