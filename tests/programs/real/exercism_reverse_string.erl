%% Exercism Erlang track, exercise "reverse-string": the example solution
%% (exercises/practice/reverse-string/.meta/example.erl) and its test cases
%% (exercises/practice/reverse-string/test/reverse_string_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_reverse_string).
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
-export([reverse/1]).

reverse(_String) ->
    lists:reverse(_String).

%% ---- tests (reverse_string_tests.erl) ----
'1_reverse_an_empty_string_test_'() ->
    Input = "",
    Expected = "",
    {"reverse an empty string",
     ?_assertEqual(Expected,
                   exercism_reverse_string:reverse(Input))}.

'2_reverse_a_word_test_'() ->
    Input = "robot",
    Expected = "tobor",
    {"reverse a word",
     ?_assertEqual(Expected,
                   exercism_reverse_string:reverse(Input))}.

'3_reverse_a_capitalized_word_test_'() ->
    Input = "Ramen",
    Expected = "nemaR",
    {"reverse a capitalized word",
     ?_assertEqual(Expected,
                   exercism_reverse_string:reverse(Input))}.

'4_reverse_a_sentence_with_punctuation_test_'() ->
    Input = "I'm hungry!",
    Expected = "!yrgnuh m'I",
    {"reverse a sentence with punctuation",
     ?_assertEqual(Expected,
                   exercism_reverse_string:reverse(Input))}.

'5_reverse_a_palindrome_test_'() ->
    Input = "racecar",
    Expected = "racecar",
    {"reverse a palindrome",
     ?_assertEqual(Expected,
                   exercism_reverse_string:reverse(Input))}.

'6_reverse_an_even_sized_word_test_'() ->
    Input = "drawer",
    Expected = "reward",
    {"reverse an even-sized word",
     ?_assertEqual(Expected,
                   exercism_reverse_string:reverse(Input))}.

'7_reverse_wide_characters_test_'() ->
    Input = "子猫",
    Expected = "猫子",
    {"reverse wide characters",
     ?_assertEqual(Expected,
                   exercism_reverse_string:reverse(Input))}.

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {'1_reverse_an_empty_string_test_', fun '1_reverse_an_empty_string_test_'/0},
        {'2_reverse_a_word_test_', fun '2_reverse_a_word_test_'/0},
        {'3_reverse_a_capitalized_word_test_', fun '3_reverse_a_capitalized_word_test_'/0},
        {'4_reverse_a_sentence_with_punctuation_test_', fun '4_reverse_a_sentence_with_punctuation_test_'/0},
        {'5_reverse_a_palindrome_test_', fun '5_reverse_a_palindrome_test_'/0},
        {'6_reverse_an_even_sized_word_test_', fun '6_reverse_an_even_sized_word_test_'/0},
        {'7_reverse_wide_characters_test_', fun '7_reverse_wide_characters_test_'/0}
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
