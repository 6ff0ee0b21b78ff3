%% Exercism Erlang track, exercise "resistor-color-duo": the example solution
%% (exercises/practice/resistor-color-duo/.meta/example.erl) and its test cases
%% (exercises/practice/resistor-color-duo/test/resistor_color_duo_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_resistor_color_duo).
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
-export([value/1]).


value([First, Second | _]) ->
    color_code(First) * 10 + color_code(Second).

color_code(black) -> 0;
color_code(brown) -> 1;
color_code(red) -> 2;
color_code(orange) -> 3;
color_code(yellow) -> 4;
color_code(green) -> 5;
color_code(blue) -> 6;
color_code(violet) -> 7;
color_code(grey) -> 8;
color_code(white) -> 9.

%% ---- tests (resistor_color_duo_tests.erl) ----
'1_brown_and_black_test_'() ->
    {"brown and black",
     ?_assertMatch(10, exercism_resistor_color_duo:value([brown, black]))}.

'2_blue_and_grey_test_'() ->
    {"blue and grey",
     ?_assertMatch(68, exercism_resistor_color_duo:value([blue, grey]))}.

'3_yellow_and_violet_test_'() ->
    {"yellow and violet",
     ?_assertMatch(47, exercism_resistor_color_duo:value([yellow, violet]))}.

'4_white_and_red_test_'() ->
    {"white and red",
     ?_assertMatch(92, exercism_resistor_color_duo:value([white, red]))}.

'5_orange_and_orange_test_'() ->
    {"orange and orange",
     ?_assertMatch(33, exercism_resistor_color_duo:value([orange, orange]))}.

'6_ignore_additional_colors_test_'() ->
    {"ignore additional colors",
     ?_assertMatch(51, exercism_resistor_color_duo:value([green, brown, orange]))}.

'7_black_and_brown_one_digit_test_'() ->
    {"black and brown, one-digit",
     ?_assertMatch(1, exercism_resistor_color_duo:value([black, brown]))}.

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {'1_brown_and_black_test_', fun '1_brown_and_black_test_'/0},
        {'2_blue_and_grey_test_', fun '2_blue_and_grey_test_'/0},
        {'3_yellow_and_violet_test_', fun '3_yellow_and_violet_test_'/0},
        {'4_white_and_red_test_', fun '4_white_and_red_test_'/0},
        {'5_orange_and_orange_test_', fun '5_orange_and_orange_test_'/0},
        {'6_ignore_additional_colors_test_', fun '6_ignore_additional_colors_test_'/0},
        {'7_black_and_brown_one_digit_test_', fun '7_black_and_brown_one_digit_test_'/0}
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
