%% Exercism Erlang track, exercise "square-root": the example solution
%% (exercises/practice/square-root/.meta/example.erl) and its test cases
%% (exercises/practice/square-root/test/square_root_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_square_root).
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
-export([square_root/1]).


square_root(1) ->
    1;
square_root(Radicand) ->
    square_root(Radicand, Radicand div 2).
square_root(Radicand, Guess) when (Guess * Guess) =:= Radicand ->
    Guess;
square_root(Radicand, Guess) ->
    square_root(Radicand, (Guess + Radicand div Guess) div 2).

%% ---- tests (square_root_tests.erl) ----
'1_root_of_1_test_'() ->
    {"root of l",
     ?_assertMatch(1, exercism_square_root:square_root(1))}.

'2_root_of_4_test_'() ->
    {"root of 4",
     ?_assertMatch(2, exercism_square_root:square_root(4))}.

'3_root_of_25_test_'() ->
    {"root of 25",
     ?_assertMatch(5, exercism_square_root:square_root(25))}.

'4_root_of_81_test_'() ->
    {"root of 81",
     ?_assertMatch(9, exercism_square_root:square_root(81))}.

'5_root_of_196_test_'() ->
    {"root of 196",
     ?_assertMatch(14, exercism_square_root:square_root(196))}.

'6_root_of_65025_test_'() ->
    {"root of 65025",
     ?_assertMatch(255, exercism_square_root:square_root(65025))}.

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {'1_root_of_1_test_', fun '1_root_of_1_test_'/0},
        {'2_root_of_4_test_', fun '2_root_of_4_test_'/0},
        {'3_root_of_25_test_', fun '3_root_of_25_test_'/0},
        {'4_root_of_81_test_', fun '4_root_of_81_test_'/0},
        {'5_root_of_196_test_', fun '5_root_of_196_test_'/0},
        {'6_root_of_65025_test_', fun '6_root_of_65025_test_'/0}
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
