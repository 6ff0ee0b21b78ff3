%% Exercism Erlang track, exercise "knapsack": the example solution
%% (exercises/practice/knapsack/.meta/example.erl) and its test cases
%% (exercises/practice/knapsack/test/knapsack_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_knapsack).
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
-export([maximum_value/2, item/2]).


-record(item, {weight, value}).

item(Weight, Value) -> #item{weight=Weight, value=Value}.

maximum_value([], _Capacity) -> 0;
maximum_value(Items, Capacity) ->
    Initial_values = lists:map(fun (_Cap) -> 0 end, lists:seq(0, Capacity)),
    find_max_value(Items, Initial_values, Capacity).

find_max_value([], Last_values, _Capacity) -> lists:last(Last_values);
find_max_value([Next_item | Remaining_items], Last_values, Capacity) ->
    Next_values = calculate_values(Next_item, Last_values, Capacity, []),
    find_max_value(Remaining_items, Next_values, Capacity).

calculate_values(_Item, _Last_values, 0, Acc) -> [0 | Acc];
calculate_values(Item=#item{weight=W}, Last_values, Capacity, Acc) when Capacity < W ->
    Value = lists:nth(Capacity + 1, Last_values),
    calculate_values(Item, Last_values, Capacity - 1, [Value | Acc]);
calculate_values(Item, Last_values, Capacity, Acc) ->
    Value_without = lists:nth(Capacity + 1, Last_values),
    Value_with = lists:nth(Capacity - Item#item.weight + 1, Last_values) + Item#item.value,
    Value = lists:max([Value_without, Value_with]),
    calculate_values(Item, Last_values, Capacity - 1, [Value | Acc]).

%% ---- tests (knapsack_tests.erl) ----
'1_no_items_test_'() ->
    {"no items",
     ?_assertEqual(0, exercism_knapsack:maximum_value([], 100))}.

'2_one_item_too_heavy_test_'() ->
    {"one item too heavy",
     ?_assertEqual(0, exercism_knapsack:maximum_value([exercism_knapsack:item(100, 1)], 10))}.

'3_five_items_cannot_be_greedy_by_weight_test_'() ->
    {"five items (cannot be greedy by weight)",
     ?_assertEqual(21, exercism_knapsack:maximum_value([
          exercism_knapsack:item(2,  5 ),
          exercism_knapsack:item(2,  5 ),
          exercism_knapsack:item(2,  5 ),
          exercism_knapsack:item(2,  5 ),
          exercism_knapsack:item(10,  21)
     ], 10))}.

'4_five_items_cannot_be_greedy_by_value_test_'() ->
    {"five items (cannot be greedy by value)",
     ?_assertEqual(80, exercism_knapsack:maximum_value([
          exercism_knapsack:item(2,  20 ),
          exercism_knapsack:item(2,   20),
          exercism_knapsack:item(2,  20 ),
          exercism_knapsack:item(2,  20 ),
          exercism_knapsack:item(10,  50)
     ], 10))}.

'5_example_knapsack_test_'() ->
    {"example knapsack",
     ?_assertEqual(90, exercism_knapsack:maximum_value([
        exercism_knapsack:item(5, 10),
        exercism_knapsack:item(4, 40),
        exercism_knapsack:item(6, 30),
        exercism_knapsack:item(4, 50)
     ], 10))}.

'6_items_test_'() ->
    {"8 items",
     ?_assertEqual(900, exercism_knapsack:maximum_value([
        exercism_knapsack:item(25, 350),
        exercism_knapsack:item(35, 400),
        exercism_knapsack:item(45, 450),
        exercism_knapsack:item(5, 20),
        exercism_knapsack:item(25, 70),
        exercism_knapsack:item(3, 8),
        exercism_knapsack:item(2, 5),
        exercism_knapsack:item(2, 5)
     ], 104))}.

'7_15_items_test_'() ->
    {"15 items",
     ?_assertEqual(1458, exercism_knapsack:maximum_value([
        exercism_knapsack:item(70, 135),
        exercism_knapsack:item(73, 139),
        exercism_knapsack:item(77, 149),
        exercism_knapsack:item(80, 150),
        exercism_knapsack:item(82, 156),
        exercism_knapsack:item(87, 163),
        exercism_knapsack:item(90, 173),
        exercism_knapsack:item(94, 184),
        exercism_knapsack:item(98, 192),
        exercism_knapsack:item(106, 201),
        exercism_knapsack:item(110, 210),
        exercism_knapsack:item(113, 214),
        exercism_knapsack:item(115, 221),
        exercism_knapsack:item(118, 229),
        exercism_knapsack:item(120, 240)
     ], 750))}.

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {'1_no_items_test_', fun '1_no_items_test_'/0},
        {'2_one_item_too_heavy_test_', fun '2_one_item_too_heavy_test_'/0},
        {'3_five_items_cannot_be_greedy_by_weight_test_', fun '3_five_items_cannot_be_greedy_by_weight_test_'/0},
        {'4_five_items_cannot_be_greedy_by_value_test_', fun '4_five_items_cannot_be_greedy_by_value_test_'/0},
        {'5_example_knapsack_test_', fun '5_example_knapsack_test_'/0},
        {'6_items_test_', fun '6_items_test_'/0},
        {'7_15_items_test_', fun '7_15_items_test_'/0}
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
