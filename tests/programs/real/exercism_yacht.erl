%% Exercism Erlang track, exercise "yacht": the example solution
%% (exercises/practice/yacht/.meta/example.erl) and its test cases
%% (exercises/practice/yacht/test/yacht_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_yacht).
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
-export([score/2]).

score(Dice, ones) ->
    1 * tally(Dice, 1);
score(Dice, twos) ->
    2 * tally(Dice, 2);
score(Dice, threes) ->
    3 * tally(Dice, 3);
score(Dice, fours) ->
    4 * tally(Dice, 4);
score(Dice, fives) ->
    5 * tally(Dice, 5);
score(Dice, sixes) ->
    6 * tally(Dice, 6);
score(Dice, full_house) ->
    case lists:sort(maps:values(frequency(Dice))) of
        [2, 3] -> lists:sum(Dice);
        _ -> 0
    end;
score(Dice, four_of_a_kind) ->
    case maps:keys(maps:filter(fun(_K, V) -> V >= 4 end, frequency(Dice))) of
        [K | _ ] -> K * 4;
        _ -> 0
    end;
score(Dice, little_straight) ->
    case lists:sort(Dice) of
        [1, 2, 3, 4, 5] -> 30;
        _ -> 0
    end;
score(Dice, big_straight) ->
    case lists:sort(Dice) of
        [2, 3, 4, 5, 6] -> 30;
        _ -> 0
    end;
score(Dice, choice) ->
    lists:sum(Dice);
score(Dice, yacht) ->
    case length(lists:usort(Dice)) of
        1 -> 50;
        _ -> 0
    end;
score(_Dice, _Category) ->
    0.

tally(Dice, Number) -> 
    tally(Dice, Number, 0).

tally([], _Number, Acc) ->
    Acc;
tally([Number|T], Number, Acc) ->
    tally(T, Number, Acc + 1);
tally([_|T], Number, Acc) ->
    tally(T, Number, Acc).

frequency(Dice) ->
    frequency(Dice, #{}).

frequency([], Acc) ->
    Acc;
frequency([H|T], Acc) ->
    frequency(T, maps:update_with(H, fun(X) -> X + 1 end, 1, Acc)).

%% ---- tests (yacht_tests.erl) ----
'1_yacht_test_'() ->
    {"Yacht",
     ?_assertMatch(50, exercism_yacht:score([5, 5, 5, 5, 5], yacht))}.

'2_not_yacht_test_'() ->
    {"Not Yacht",
     ?_assertMatch(0, exercism_yacht:score([1, 3, 3, 2, 5], yacht))}.

'3_ones_test_'() ->
    {"Ones",
     ?_assertMatch(3, exercism_yacht:score([1, 1, 1, 3, 5], ones))}.

'4_ones_out_of_order_test_'() ->
    {"Ones, out of order",
     ?_assertMatch(3, exercism_yacht:score([3, 1, 1, 5, 1], ones))}.

'5_no_ones_test_'() ->
    {"No ones",
     ?_assertMatch(0, exercism_yacht:score([4, 3, 6, 5, 5], ones))}.

'6_twos_test_'() ->
    {"Twos",
     ?_assertMatch(2, exercism_yacht:score([2, 3, 4, 5, 6], twos))}.

'7_fours_test_'() ->
    {"Fours",
     ?_assertMatch(8, exercism_yacht:score([1, 4, 1, 4, 1], fours))}.

'8_yacht_counted_as_threes_test_'() ->
    {"Yacht counted as threes",
     ?_assertMatch(15, exercism_yacht:score([3, 3, 3, 3, 3], threes))}.

'9_yacht_of_threes_counted_as_fives_test_'() ->
    {"Yacht of threes counted as fives",
     ?_assertMatch(0, exercism_yacht:score([3, 3, 3, 3, 3], fives))}.

'10_fives_test_'() ->
    {"Fives",
     ?_assertMatch(10, exercism_yacht:score([1, 5, 3, 5, 3], fives))}.

'11_sixes_test_'() ->
    {"Sixes",
     ?_assertMatch(6, exercism_yacht:score([2, 3, 4, 5, 6], sixes))}.

'12_full_house_two_small_three_big_test_'() ->
    {"Full house, two small, three big",
     ?_assertMatch(16, exercism_yacht:score([2, 2, 4, 4, 4], full_house))}.

'13_full_house_three_small_two_big_test_'() ->
    {"Full house, three small, two big",
     ?_assertMatch(19, exercism_yacht:score([5, 3, 3, 5, 3], full_house))}.

'14_two_pair_is_not_a_full_house_test_'() ->
    {"Two pair is not a full house",
     ?_assertMatch(0, exercism_yacht:score([2, 2, 4, 4, 5], full_house))}.

'15_four_of_a_kind_is_not_a_full_house_test_'() ->
    {"Four of a kind is not a full house",
     ?_assertMatch(0, exercism_yacht:score([1, 4, 4, 4, 4], full_house))}.

'16_yacht_is_not_a_full_house_test_'() ->
    {"Yacht is not a full house",
     ?_assertMatch(0, exercism_yacht:score([2, 2, 2, 2, 2], full_house))}.

'17_four_of_a_kind_test_'() ->
    {"Four of a kind",
     ?_assertMatch(24, exercism_yacht:score([6, 6, 4, 6, 6], four_of_a_kind))}.

'18_yacht_can_be_scored_as_four_of_a_kind_test_'() ->
    {"Yacht can be scored as four of a kind",
     ?_assertMatch(12, exercism_yacht:score([3, 3, 3, 3, 3], four_of_a_kind))}.

'19_full_house_is_not_four_of_a_kind_test_'() ->
    {"Full house is not four of a kind",
     ?_assertMatch(0, exercism_yacht:score([3, 3, 3, 5, 5], four_of_a_kind))}.

'20_little_straight_test_'() ->
    {"Little straight",
     ?_assertMatch(30, exercism_yacht:score([3, 5, 4, 1, 2], little_straight))}.

'21_little_straight_as_big_straight_test_'() ->
    {"Little straight as big straight",
     ?_assertMatch(0, exercism_yacht:score([1, 2, 3, 4, 5], big_straight))}.

'22_four_in_order_but_not_a_little_straight_test_'() ->
    {"Four in order but not a little straight",
     ?_assertMatch(0, exercism_yacht:score([1, 1, 2, 3, 4], little_straight))}.

'23_no_pairs_but_not_a_little_straight_test_'() ->
    {"No pairs but not a little straight",
     ?_assertMatch(0, exercism_yacht:score([1, 2, 3, 4, 6], little_straight))}.

'24_minimum_is_1_maximum_is_5_but_nt_a_small_straight_test_'() ->
    {"Minimum is 1, maximum is 5, but not a small straight",
     ?_assertMatch(0, exercism_yacht:score([1, 1, 3, 4, 5], little_straight))}.

'25_big_straight_test_'() ->
    {"Big straight",
     ?_assertMatch(30, exercism_yacht:score([4, 6, 2, 5, 3], big_straight))}.

'26_big_straight_as_little_straight_test_'() ->
    {"Big straight as little straight",
     ?_assertMatch(0, exercism_yacht:score([6, 5, 4, 3, 2], little_straight))}.

'27_no_pairs_but_not_a_big_straight_test_'() ->
    {"No pairs but not a big straight",
     ?_assertMatch(0, exercism_yacht:score([6, 5, 4, 3, 1], big_straight))}.

'28_choice_test_'() ->
    {"Choice",
     ?_assertMatch(23, exercism_yacht:score([3, 3, 5, 6, 6], choice))}.

'29_yacht_as_choice_test_'() ->
    {"Yacht as choice",
     ?_assertMatch(10, exercism_yacht:score([2, 2, 2, 2, 2], choice))}.

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {'1_yacht_test_', fun '1_yacht_test_'/0},
        {'2_not_yacht_test_', fun '2_not_yacht_test_'/0},
        {'3_ones_test_', fun '3_ones_test_'/0},
        {'4_ones_out_of_order_test_', fun '4_ones_out_of_order_test_'/0},
        {'5_no_ones_test_', fun '5_no_ones_test_'/0},
        {'6_twos_test_', fun '6_twos_test_'/0},
        {'7_fours_test_', fun '7_fours_test_'/0},
        {'8_yacht_counted_as_threes_test_', fun '8_yacht_counted_as_threes_test_'/0},
        {'9_yacht_of_threes_counted_as_fives_test_', fun '9_yacht_of_threes_counted_as_fives_test_'/0},
        {'10_fives_test_', fun '10_fives_test_'/0},
        {'11_sixes_test_', fun '11_sixes_test_'/0},
        {'12_full_house_two_small_three_big_test_', fun '12_full_house_two_small_three_big_test_'/0},
        {'13_full_house_three_small_two_big_test_', fun '13_full_house_three_small_two_big_test_'/0},
        {'14_two_pair_is_not_a_full_house_test_', fun '14_two_pair_is_not_a_full_house_test_'/0},
        {'15_four_of_a_kind_is_not_a_full_house_test_', fun '15_four_of_a_kind_is_not_a_full_house_test_'/0},
        {'16_yacht_is_not_a_full_house_test_', fun '16_yacht_is_not_a_full_house_test_'/0},
        {'17_four_of_a_kind_test_', fun '17_four_of_a_kind_test_'/0},
        {'18_yacht_can_be_scored_as_four_of_a_kind_test_', fun '18_yacht_can_be_scored_as_four_of_a_kind_test_'/0},
        {'19_full_house_is_not_four_of_a_kind_test_', fun '19_full_house_is_not_four_of_a_kind_test_'/0},
        {'20_little_straight_test_', fun '20_little_straight_test_'/0},
        {'21_little_straight_as_big_straight_test_', fun '21_little_straight_as_big_straight_test_'/0},
        {'22_four_in_order_but_not_a_little_straight_test_', fun '22_four_in_order_but_not_a_little_straight_test_'/0},
        {'23_no_pairs_but_not_a_little_straight_test_', fun '23_no_pairs_but_not_a_little_straight_test_'/0},
        {'24_minimum_is_1_maximum_is_5_but_nt_a_small_straight_test_', fun '24_minimum_is_1_maximum_is_5_but_nt_a_small_straight_test_'/0},
        {'25_big_straight_test_', fun '25_big_straight_test_'/0},
        {'26_big_straight_as_little_straight_test_', fun '26_big_straight_as_little_straight_test_'/0},
        {'27_no_pairs_but_not_a_big_straight_test_', fun '27_no_pairs_but_not_a_big_straight_test_'/0},
        {'28_choice_test_', fun '28_choice_test_'/0},
        {'29_yacht_as_choice_test_', fun '29_yacht_as_choice_test_'/0}
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
