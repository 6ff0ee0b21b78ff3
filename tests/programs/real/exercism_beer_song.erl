%% Exercism Erlang track, exercise "beer-song": the example solution
%% (exercises/practice/beer-song/.meta/example.erl) and its test cases
%% (exercises/practice/beer-song/test/beer_song_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_beer_song).
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
-export([verse/1, sing/1, sing/2]).

bottles(0) ->
  "no more bottles";
bottles(1) ->
  "1 bottle";
bottles(N) ->
  io_lib:format("~B bottles", [N]).

-spec verse(non_neg_integer()) -> iolist().
verse(0) ->
  "No more bottles of beer on the wall, no more bottles of beer.\n"
  "Go to the store and buy some more, 99 bottles of beer on the wall.\n";
verse(1) ->
  "1 bottle of beer on the wall, 1 bottle of beer.\n"
  "Take it down and pass it around, no more bottles of beer on the wall.\n";
verse(N) ->
  io_lib:format(
    "~s of beer on the wall, ~s of beer.\n"
    "Take one down and pass it around, ~s of beer on the wall.\n",
    [bottles(N), bottles(N), bottles(N - 1)]).

-spec sing(non_neg_integer()) -> iolist().
sing(N) ->
  sing(N, 0).

-spec sing(non_neg_integer(), non_neg_integer()) -> iolist().
sing(From, To) ->
  lists:map(fun (N) -> [verse(N), "\n"] end, lists:seq(From, To, -1)).

%% ---- tests (beer_song_tests.erl) ----
verse_test() ->
  compare_nested_lists(exercism_beer_song:verse(8),
                       "8 bottles of beer on the wall, 8 bottles of beer.\n"
                       "Take one down and pass it around, 7 bottles of beer on the wall.\n").

verse_0_test() ->
  compare_nested_lists(exercism_beer_song:verse(0),
                       "No more bottles of beer on the wall, no more bottles of beer.\n"
                       "Go to the store and buy some more, 99 bottles of beer on the wall.\n").

verse_1_test() ->
  compare_nested_lists(exercism_beer_song:verse(1),
                       "1 bottle of beer on the wall, 1 bottle of beer.\n"
                       "Take it down and pass it around, no more bottles of beer on the wall.\n").

verse_2_test() ->
  compare_nested_lists(exercism_beer_song:verse(2),
                       "2 bottles of beer on the wall, 2 bottles of beer.\n"
                       "Take one down and pass it around, 1 bottle of beer on the wall.\n").

singing_several_verses_test() ->
  compare_nested_lists(exercism_beer_song:sing(8, 6),
                       "8 bottles of beer on the wall, 8 bottles of beer.\n"
                       "Take one down and pass it around, 7 bottles of beer on the wall.\n\n"

                       "7 bottles of beer on the wall, 7 bottles of beer.\n"
                       "Take one down and pass it around, 6 bottles of beer on the wall.\n\n"

                       "6 bottles of beer on the wall, 6 bottles of beer.\n"
                       "Take one down and pass it around, 5 bottles of beer on the wall.\n\n").

sing_all_the_rest_of_the_verses_test() ->
  compare_nested_lists(exercism_beer_song:sing(3),
                       "3 bottles of beer on the wall, 3 bottles of beer.\n"
                       "Take one down and pass it around, 2 bottles of beer on the wall.\n\n"

                       "2 bottles of beer on the wall, 2 bottles of beer.\n"
                       "Take one down and pass it around, 1 bottle of beer on the wall.\n\n"

                       "1 bottle of beer on the wall, 1 bottle of beer.\n"
                       "Take it down and pass it around, no more bottles of beer on the wall.\n\n"

                       "No more bottles of beer on the wall, no more bottles of beer.\n"
                       "Go to the store and buy some more, 99 bottles of beer on the wall.\n\n").

compare_nested_lists(Response, Expected) ->
  ?assertEqual(lists:flatten(Expected), lists:flatten(Response)).

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {verse_test, fun verse_test/0},
        {verse_0_test, fun verse_0_test/0},
        {verse_1_test, fun verse_1_test/0},
        {verse_2_test, fun verse_2_test/0},
        {singing_several_verses_test, fun singing_several_verses_test/0},
        {sing_all_the_rest_of_the_verses_test, fun sing_all_the_rest_of_the_verses_test/0}
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
