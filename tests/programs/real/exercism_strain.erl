%% Exercism Erlang track, exercise "strain": the example solution
%% (exercises/practice/strain/.meta/example.erl) and its test cases
%% (exercises/practice/strain/test/strain_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_strain).
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
-export([keep/2, discard/2]).

-spec keep(fun((any()) -> boolean()), list(any())) -> list(any()).
keep(_F, []) ->
  [];
keep(F, [H|T]) ->
  case F(H) of
    true -> [H|keep(F,T)];
    _ -> keep(F,T)
  end.

-spec discard(fun((any()) -> boolean()), list(any())) -> list(any()).
discard(F, L) ->
  keep(fun(X) -> not(F(X)) end, L).

%% ---- tests (strain_tests.erl) ----
empty_keep_test() ->
  ?assertEqual([], exercism_strain:keep(fun(X) -> X < 10 end, [])).

keep_everything_test() ->
  ?assertEqual([1, 2, 3], exercism_strain:keep(fun(X) -> X < 10 end, [1,2,3])).

keep_first_last_test() ->
  ?assertEqual([1, 3], exercism_strain:keep(fun(X) -> odd(X) end, [1,2,3])).

keep_nothing_test() ->
  ?assertEqual([], exercism_strain:keep(fun(X) -> even(X) end, [1,3,5,7])).

keep_neither_first_nor_last_test() ->
  ?assertEqual([2], exercism_strain:keep(fun(X) -> even(X) end, [1,2,3])).

keep_strings_test() ->
  Str = ["apple", "zebra", "banana", "zombies", "cherimoya", "zealot"],
  ?assertEqual(
     ["zebra", "zombies", "zealot"],
     exercism_strain:keep(fun(S) -> string:sub_string(S, 1,1) =:= "z" end, Str)).

keep_lists_test() ->
  List = [[1, 2, 3], [5, 5, 5], [5, 1, 2], [2, 1, 2], [1, 5, 2], [2, 2, 1], [1, 2, 5]],
  ?assertEqual(
     [[5, 5, 5], [5, 1, 2], [1, 5, 2], [1, 2, 5]],
     exercism_strain:keep(fun(L) -> lists:member(5, L) end, List)).

empty_discard_test() ->
  ?assertEqual([], exercism_strain:discard(fun(X) -> X < 10 end, [])).

discard_everything_test() ->
  ?assertEqual([], exercism_strain:discard(fun(X) -> X < 10 end, [1,2,3])).

discard_first_and_last_test() ->
  ?assertEqual([2], exercism_strain:discard(fun(X) -> odd(X) end, [1,2,3])).

discard_nothing_test() ->
  ?assertEqual([1, 3, 5, 7], exercism_strain:discard(fun(X) -> even(X) end, [1,3,5,7])).

discard_neither_first_nor_last_test() ->
  ?assertEqual([1, 3], exercism_strain:discard(fun(X) -> even(X) end, [1,2,3])).

discard_strings_test() ->
  Str = ["apple", "zebra", "banana", "zombies", "cherimoya", "zealot"],
  ?assertEqual(
     ["apple", "banana", "cherimoya"],
     exercism_strain:discard(fun(S) -> string:sub_string(S, 1,1) =:= "z" end, Str)).

discard_lists_test() ->
  List = [[1, 2, 3], [5, 5, 5], [5, 1, 2], [2, 1, 2], [1, 5, 2], [2, 2, 1], [1, 2, 5]],
  ?assertEqual(
     [[1, 2, 3], [2, 1, 2], [2, 2, 1]],
     exercism_strain:discard(fun(L) -> lists:member(5, L) end, List)).

odd(N) -> N rem 2 > 0.

even(N) -> N rem 2 =:= 0.

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {empty_keep_test, fun empty_keep_test/0},
        {keep_everything_test, fun keep_everything_test/0},
        {keep_first_last_test, fun keep_first_last_test/0},
        {keep_nothing_test, fun keep_nothing_test/0},
        {keep_neither_first_nor_last_test, fun keep_neither_first_nor_last_test/0},
        {keep_strings_test, fun keep_strings_test/0},
        {keep_lists_test, fun keep_lists_test/0},
        {empty_discard_test, fun empty_discard_test/0},
        {discard_everything_test, fun discard_everything_test/0},
        {discard_first_and_last_test, fun discard_first_and_last_test/0},
        {discard_nothing_test, fun discard_nothing_test/0},
        {discard_neither_first_nor_last_test, fun discard_neither_first_nor_last_test/0},
        {discard_strings_test, fun discard_strings_test/0},
        {discard_lists_test, fun discard_lists_test/0}
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
