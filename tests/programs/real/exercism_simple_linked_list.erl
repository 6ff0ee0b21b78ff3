%% Exercism Erlang track, exercise "simple-linked-list": the example solution
%% (exercises/practice/simple-linked-list/.meta/example.erl) and its test cases
%% (exercises/practice/simple-linked-list/test/simple_linked_list_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_simple_linked_list).
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
-export([cons/2, count/1, empty/0, from_native_list/1,
   head/1, reverse/1, tail/1, to_native_list/1]).

empty() -> empty.

cons(Elt, List) -> {Elt, List}.

head({Head, _Tail}) -> Head.

tail({_Head, Tail}) -> Tail.

reverse(List) -> reverse(List, empty).

reverse(empty, Acc) -> Acc;
reverse({Head, Tail}, Acc) ->
    reverse(Tail, cons(Head, Acc)).

count(empty) -> 0;
count({_Head, Tail}) -> 1 + count(Tail).

to_native_list(List) ->
    to_native_list_acc(List, []).

to_native_list_acc(empty, Acc) -> lists:reverse(Acc);
to_native_list_acc({Head, Tail}, Acc) ->
  to_native_list_acc(Tail, [Head|Acc]).

from_native_list(NList) ->
  lists:foldr(fun (Val, List) -> {Val, List} end,
  empty, NList).

%% ---- tests (simple_linked_list_tests.erl) ----
'1_new_lists_should_have_length_0_test'() ->
  L = exercism_simple_linked_list:empty(),
  ?assertMatch(0, (exercism_simple_linked_list:count(L))).

'2_adding_a_element_increments_length_test'() ->
  L = exercism_simple_linked_list:empty(),
  L2 = exercism_simple_linked_list:cons(1, L),
  ?assertMatch(1, (exercism_simple_linked_list:count(L2))),
  ?assertMatch(1, (exercism_simple_linked_list:head(L2))).

'3_adding_two_elements_increments_twice_test'() ->
  L = exercism_simple_linked_list:empty(),
  L2 = exercism_simple_linked_list:cons(1, L),
  L3 = exercism_simple_linked_list:cons(2, L2),
  ?assertMatch(2, (exercism_simple_linked_list:count(L3))),
  ?assertMatch(2, (exercism_simple_linked_list:head(L3))).

'4_new_lists_have_a_null_head_element_test'() ->
  L = exercism_simple_linked_list:empty(),
  ?assertError(_, (exercism_simple_linked_list:head(L))).

'5_an_element_added_to_an_empty_list_becomes_the_head_test'() ->
  L = exercism_simple_linked_list:empty(),
  L2 = exercism_simple_linked_list:cons(1, L),
  ?assertMatch(1, (exercism_simple_linked_list:head(L2))).

'6_adding_a_second_element_changes_the_head_test'() ->
  L = exercism_simple_linked_list:empty(),
  L2 = exercism_simple_linked_list:cons(1, L),
  L3 = exercism_simple_linked_list:cons(2, L2),
  ?assertMatch(2, (exercism_simple_linked_list:head(L3))).

'7_can_get_the_next_element_from_the_head_test'() ->
  L = exercism_simple_linked_list:empty(),
  L2 = exercism_simple_linked_list:cons(1, L),
  L3 = exercism_simple_linked_list:cons(2, L2),
  L4 = exercism_simple_linked_list:tail(L3),
  ?assertMatch(1, (exercism_simple_linked_list:head(L4))).

'8_from_native_list_preserves_empty_list_length_test'() ->
  L = exercism_simple_linked_list:from_native_list([]),
  ?assertMatch(0, (exercism_simple_linked_list:count(L))).

'9_from_native_list_preserves_list_length_test'() ->
  NL = lists:seq(1, 10),
  L = exercism_simple_linked_list:from_native_list(NL),
  ?assertMatch(10, (exercism_simple_linked_list:count(L))).

'10_can_traverse_the_list_test'() ->
  NL = lists:seq(1, 10),
  L = exercism_simple_linked_list:from_native_list(NL),
  Elt = exercism_simple_linked_list:head(exercism_simple_linked_list:tail(
    exercism_simple_linked_list:tail(exercism_simple_linked_list:tail(L)))),
  ?assertMatch(4, Elt).

'11_can_convert_empty_list_to_a_native_list_test'() ->
  L = exercism_simple_linked_list:empty(),
  NL = exercism_simple_linked_list:to_native_list(L),
  ?assertMatch(NL, []).

'12_can_convert_to_a_non_empty_native_list_test'() ->
  L = exercism_simple_linked_list:cons(2, exercism_simple_linked_list:cons(1, exercism_simple_linked_list:empty())),
  NL = exercism_simple_linked_list:to_native_list(L),
  ?assertMatch(NL, [2, 1]).

'13_can_convert_from_an_empty_native_list_test'() ->
  L = exercism_simple_linked_list:from_native_list([]),
  ?assertMatch(L, exercism_simple_linked_list:empty()).

'14_can_convert_from_a_non_empty_native_list_test'() ->
  L = exercism_simple_linked_list:cons(2, exercism_simple_linked_list:cons(1, exercism_simple_linked_list:empty())),
  L2 = exercism_simple_linked_list:from_native_list([2,1]),
  ?assertMatch(L, L2).

'15_converting_to_and_from_a_native_list_is_identity_test'() ->
  L = exercism_simple_linked_list:cons(2, exercism_simple_linked_list:cons(1, exercism_simple_linked_list:empty())),
  L2 = exercism_simple_linked_list:from_native_list(exercism_simple_linked_list:to_native_list(L)),
  L3 = [1,2],
  L4 = exercism_simple_linked_list:to_native_list(exercism_simple_linked_list:from_native_list(L3)),
  ?assertMatch(L, L2),
  ?assertMatch(L3, L4).

'16_empty_list_can_be_reversed_test'() ->
  L = exercism_simple_linked_list:empty(),
  ?assertMatch(L, (exercism_simple_linked_list:reverse(L))).

'17_non_empty_list_can_be_reversed_test'() ->
  L = exercism_simple_linked_list:from_native_list([1,2,3]),
  L2 = exercism_simple_linked_list:from_native_list([3,2,1]),
  ?assertMatch(L, (exercism_simple_linked_list:reverse(L2))).

'18_can_reverse_a_reversal_test'() ->
  NL = lists:seq(1, 10),
  L = exercism_simple_linked_list:reverse(exercism_simple_linked_list:from_native_list(NL)),
  L2 = exercism_simple_linked_list:reverse(exercism_simple_linked_list:reverse(L)),
  ?assertMatch(L, L2).

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {'1_new_lists_should_have_length_0_test', fun '1_new_lists_should_have_length_0_test'/0},
        {'2_adding_a_element_increments_length_test', fun '2_adding_a_element_increments_length_test'/0},
        {'3_adding_two_elements_increments_twice_test', fun '3_adding_two_elements_increments_twice_test'/0},
        {'4_new_lists_have_a_null_head_element_test', fun '4_new_lists_have_a_null_head_element_test'/0},
        {'5_an_element_added_to_an_empty_list_becomes_the_head_test', fun '5_an_element_added_to_an_empty_list_becomes_the_head_test'/0},
        {'6_adding_a_second_element_changes_the_head_test', fun '6_adding_a_second_element_changes_the_head_test'/0},
        {'7_can_get_the_next_element_from_the_head_test', fun '7_can_get_the_next_element_from_the_head_test'/0},
        {'8_from_native_list_preserves_empty_list_length_test', fun '8_from_native_list_preserves_empty_list_length_test'/0},
        {'9_from_native_list_preserves_list_length_test', fun '9_from_native_list_preserves_list_length_test'/0},
        {'10_can_traverse_the_list_test', fun '10_can_traverse_the_list_test'/0},
        {'11_can_convert_empty_list_to_a_native_list_test', fun '11_can_convert_empty_list_to_a_native_list_test'/0},
        {'12_can_convert_to_a_non_empty_native_list_test', fun '12_can_convert_to_a_non_empty_native_list_test'/0},
        {'13_can_convert_from_an_empty_native_list_test', fun '13_can_convert_from_an_empty_native_list_test'/0},
        {'14_can_convert_from_a_non_empty_native_list_test', fun '14_can_convert_from_a_non_empty_native_list_test'/0},
        {'15_converting_to_and_from_a_native_list_is_identity_test', fun '15_converting_to_and_from_a_native_list_is_identity_test'/0},
        {'16_empty_list_can_be_reversed_test', fun '16_empty_list_can_be_reversed_test'/0},
        {'17_non_empty_list_can_be_reversed_test', fun '17_non_empty_list_can_be_reversed_test'/0},
        {'18_can_reverse_a_reversal_test', fun '18_can_reverse_a_reversal_test'/0}
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
