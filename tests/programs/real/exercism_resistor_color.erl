%% Exercism Erlang track, exercise "resistor-color": the example solution
%% (exercises/practice/resistor-color/.meta/example.erl) and its test cases
%% (exercises/practice/resistor-color/test/resistor_color_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_resistor_color).
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
-export([colors/0, color_code/1]).

colors() ->
    [
        black,
	brown,
	red,
	orange,
	yellow,
	green,
	blue,
	violet,
	grey,
	white
    ].

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

%% ---- tests (resistor_color_tests.erl) ----
'1_color_codes_black_test_'() ->
    Input = black,
    Expected = 0,
    {"black",
     ?_assertEqual(Expected,
                   exercism_resistor_color:color_code(Input))}.

'2_color_codes_white_test_'() ->
    Input = white,
    Expected = 9,
    {"white",
     ?_assertEqual(Expected,
                   exercism_resistor_color:color_code(Input))}.

'3_color_codes_orange_test_'() ->
    Input = orange,
    Expected = 3,
    {"orange",
     ?_assertEqual(Expected,
                   exercism_resistor_color:color_code(Input))}.

'4_colors_test_'() ->
    {"colors",
     ?_assertEqual([black, brown, red, orange, yellow, green, blue, violet, grey, white],
                   exercism_resistor_color:colors())}.

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {'1_color_codes_black_test_', fun '1_color_codes_black_test_'/0},
        {'2_color_codes_white_test_', fun '2_color_codes_white_test_'/0},
        {'3_color_codes_orange_test_', fun '3_color_codes_orange_test_'/0},
        {'4_colors_test_', fun '4_colors_test_'/0}
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
