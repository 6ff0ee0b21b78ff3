%% Exercism Erlang track, exercise "zipper": the example solution
%% (exercises/practice/zipper/.meta/example.erl) and its test cases
%% (exercises/practice/zipper/test/zipper_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_zipper).
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
-export([from_tree/1, to_tree/1, up/1, left/1, right/1, value/1, set_value/2, set_left/2, set_right/2, new_tree/3]).

-export_type([tree/0, zipper/0]).

-record(tree, {value       :: any(),
               left  = nil :: tree(),
               right = nil :: tree()}).

-record(zipper, {value       :: any(),
                 left  = nil :: tree(),
                 right = nil :: tree(),
                 trail = []  :: list({left | right, any(), tree()})}).

-opaque tree()   :: nil | #tree{}.
-opaque zipper() :: #zipper{}.

%% Tree API
%% ========

new_tree(Value, Left, Right) ->
    #tree{value = Value,
          left  = Left,
          right = Right}.

%% Zipper API
%% ==========

from_tree(BTree) ->
    #zipper{value = BTree#tree.value,
            left  = BTree#tree.left,
            right = BTree#tree.right}.

to_tree(Z = #zipper{trail = [_|_]}) -> to_tree(up(Z));
to_tree(Z = #zipper{trail = []}) ->
    new_tree(Z#zipper.value, Z#zipper.left, Z#zipper.right).

up(#zipper{trail = []}) -> nil;
up(Z = #zipper{trail = [{left, V, R}|T]}) ->
    #zipper{value = V,
            left  = new_tree(Z#zipper.value, Z#zipper.left, Z#zipper.right),
            right = R,
            trail = T};
up(Z = #zipper{trail = [{right, V, L}|T]}) ->
    #zipper{value = V,
            left  = L,
            right = new_tree(Z#zipper.value, Z#zipper.left, Z#zipper.right),
            trail = T}.

left(#zipper{left = nil}) -> nil;
left(Z = #zipper{}) ->
    Next = Z#zipper.left,
    #zipper{value = Next#tree.value,
            left  = Next#tree.left,
            right = Next#tree.right,
            trail = [{left, Z#zipper.value, Z#zipper.right}|Z#zipper.trail]}.

right(#zipper{right = nil}) -> nil;
right(Z = #zipper{}) ->
    Next = Z#zipper.right,
    #zipper{value = Next#tree.value,
            left  = Next#tree.left,
            right = Next#tree.right,
            trail = [{right, Z#zipper.value, Z#zipper.left}|Z#zipper.trail]}.

value(#zipper{value = V}) -> V.

set_value(Z = #zipper{}, V) ->
    Z#zipper{value = V}.

set_left(Z = #zipper{}, L) ->
    Z#zipper{left = L}.

set_right(Z = #zipper{}, R) ->
    Z#zipper{right = R}.

%% ---- tests (zipper_tests.erl) ----
%% Fixtures and helpers

bt(V, L, R) -> exercism_zipper:new_tree(V, L, R).
empty() -> nil.
leaf(V) -> exercism_zipper:new_tree(V, empty(), empty()).


t1() -> bt(1, bt(2, empty(), leaf(3)), leaf(4)).
t2() -> bt(1, bt(5, empty(), leaf(3)), leaf(4)).
t3() -> bt(1, bt(2, leaf(5), leaf(3)), leaf(4)).
t4() -> bt(1, leaf(2),                 leaf(4)).
t5() -> bt(1, bt(2, empty(), leaf(3)), bt(6, leaf(7), leaf(8))).
t6() -> bt(1, bt(2, empty(), leaf(5)), leaf(4)).

data_is_retained_test() ->
    Exp = t1(),
    ?assertMatch(Exp, exercism_zipper:to_tree(exercism_zipper:from_tree(t1()))).

left_right_and_value_test() ->
    ?assertMatch(3, exercism_zipper:value(exercism_zipper:right(exercism_zipper:left(exercism_zipper:from_tree(t1()))))).

dead_end_test() ->
    Exp = empty(),
    ?assertMatch(Exp, exercism_zipper:left(exercism_zipper:left(exercism_zipper:from_tree(t1())))).

tree_from_deep_focus_test() ->
    Exp = t1(),
    Zipper = exercism_zipper:right(exercism_zipper:left(exercism_zipper:from_tree(t1()))),
    ?assertMatch(Exp, exercism_zipper:to_tree(Zipper)).

traversing_up_from_top_test() ->
    Exp = empty(),
    ?assertMatch(Exp, exercism_zipper:up(exercism_zipper:from_tree(t1()))).

left_right_and_up_test() ->
    Act0 = exercism_zipper:from_tree(t1()),
    Act1 = exercism_zipper:left(Act0),
    Act2 = exercism_zipper:up(Act1),
    Act3 = exercism_zipper:right(Act2),
    Act4 = exercism_zipper:up(Act3),
    Act5 = exercism_zipper:left(Act4),
    Act6 = exercism_zipper:right(Act5),
    ?assertMatch(3, exercism_zipper:value(Act6)).

set_value_test() ->
    Exp  = t2(),
    Act0 = exercism_zipper:from_tree(t1()),
    Act1 = exercism_zipper:left(Act0),
    Act2 = exercism_zipper:set_value(Act1, 5),
    Act3 = exercism_zipper:to_tree(Act2),
    ?assertMatch(Exp, Act3).

set_value_after_traversiing_up_test() ->
    Exp  = t2(),
    Act0 = exercism_zipper:from_tree(t1()),
    Act1 = exercism_zipper:left(Act0),
    Act2 = exercism_zipper:right(Act1),
    Act3 = exercism_zipper:up(Act2),
    Act4 = exercism_zipper:set_value(Act3, 5),
    Act5 = exercism_zipper:to_tree(Act4),
    ?assertMatch(Exp, Act5).

set_left_with_leaf_test() ->
    Exp  = t3(),
    Act0 = exercism_zipper:from_tree(t1()),
    Act1 = exercism_zipper:left(Act0),
    Act2 = exercism_zipper:set_left(Act1, leaf(5)),
    Act3 = exercism_zipper:to_tree(Act2),
    ?assertMatch(Exp, Act3).

set_right_with_empty_test() ->
    Exp  = t4(),
    Act0 = exercism_zipper:from_tree(t1()),
    Act1 = exercism_zipper:left(Act0),
    Act2 = exercism_zipper:set_right(Act1, empty()),
    Act3 = exercism_zipper:to_tree(Act2),
    ?assertMatch(Exp, Act3).

set_right_with_subtree_test() ->
    Exp  = t5(),
    Act0 = exercism_zipper:from_tree(t1()),
    Act1 = exercism_zipper:set_right(Act0, bt(6, leaf(7), leaf(8))),
    Act2 = exercism_zipper:to_tree(Act1),
    ?assertMatch(Exp, Act2).

set_value_from_deep_focus_test() ->
    Exp  = t6(),
    Act0 = exercism_zipper:from_tree(t1()),
    Act1 = exercism_zipper:left(Act0),
    Act2 = exercism_zipper:right(Act1),
    Act3 = exercism_zipper:set_value(Act2, 5),
    Act4 = exercism_zipper:to_tree(Act3),
    ?assertMatch(Exp, Act4).

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {data_is_retained_test, fun data_is_retained_test/0},
        {left_right_and_value_test, fun left_right_and_value_test/0},
        {dead_end_test, fun dead_end_test/0},
        {tree_from_deep_focus_test, fun tree_from_deep_focus_test/0},
        {traversing_up_from_top_test, fun traversing_up_from_top_test/0},
        {left_right_and_up_test, fun left_right_and_up_test/0},
        {set_value_test, fun set_value_test/0},
        {set_value_after_traversiing_up_test, fun set_value_after_traversiing_up_test/0},
        {set_left_with_leaf_test, fun set_left_with_leaf_test/0},
        {set_right_with_empty_test, fun set_right_with_empty_test/0},
        {set_right_with_subtree_test, fun set_right_with_subtree_test/0},
        {set_value_from_deep_focus_test, fun set_value_from_deep_focus_test/0}
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
