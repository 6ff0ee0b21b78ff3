%% Exercism Erlang track, exercise "forth": the example solution
%% (exercises/practice/forth/.meta/example.erl) and its test cases
%% (exercises/practice/forth/test/forth_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_forth).
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
-export([evaluate/1]).

-record(state, {instructions, definitions, stack}).

%% generate base instruction set
instruction_set() ->
    #{
        "+" => fun ([B, A|Stack]) -> [A+B|Stack] end,
        "-" => fun ([B, A|Stack]) -> [A-B|Stack] end,
        "*" => fun ([B, A|Stack]) -> [A*B|Stack] end,
        "/" => fun ([B, A|Stack]) -> [A div B|Stack] end,
        "DUP" => fun (Stack=[X|_]) -> [X|Stack] end,
        "DROP" => fun ([_|Stack]) -> Stack end,
        "SWAP" => fun ([B, A|Stack]) -> [A, B|Stack] end,
        "OVER" => fun (Stack=[_, X|_]) -> [X|Stack] end
    }.


evaluate(Instructions) ->
    State=#state{instructions=instruction_set(), definitions=#{}, stack=[]},
    evaluate([string:to_upper(I) || I <- Instructions], State).

%% no more instructions
evaluate([], #state{stack=Stack}) ->
    lists:reverse(Stack);
%% instruction is a definition
evaluate([[$:|Def]|Instructions], State) ->
    evaluate(Instructions, define(Def, State));
%% instruction is something to execute
evaluate([Instr|Instructions], State) ->
    evaluate(Instructions, exec(Instr, State)).


is_forth_number("-") -> false;
is_forth_number("-" ++ N) -> is_forth_number(N);
is_forth_number(N) -> lists:all(fun (C) -> C>=$0 andalso C=<$9 end, N).

define(Dfn0, State=#state{instructions=Instructions, definitions=Definitions}) ->
    %% split into name and definition tokens
    [Name|Dfn1]=string:tokens(Dfn0, " "),

    %% ensure name is not a number
    false=is_forth_number(Name),

    %% drop trailing ;
    Dfn2=lists:sublist(Dfn1, length(Dfn1)-1),

    %% process definition
    Dfn3=lists:map(
        fun
            (Tok) ->
                case is_forth_number(Tok) of
                    %% number, keep as is
                    true -> Tok;

                    %% word
                    false ->
                        case {maps:get(Tok, Definitions, undefined), maps:get(Tok, Instructions, undefined)} of
                            %% unknown, error
                            {undefined, undefined} -> error(undef);

                            %% non-overridden instruction, keep as is
                            {undefined, _} -> Tok;

                            %% user-defined word, replace with definition
                            {Replacement, _} -> Replacement
                        end
                end
        end,
        Dfn2
    ),

    %% normalize
    Dfn4=lists:flatten(lists:join(" ", Dfn3)),
    State#state{definitions=Definitions#{Name => Dfn4}}.


exec(Instr, State) ->
    %% split instruction string into tokens
    Tokens=string:tokens(Instr, " "),

    %% process instruction
    lists:foldl(
        fun
            (Tok, Acc=#state{instructions=Instructions, definitions=Definitions, stack=Stack}) ->
                case is_forth_number(Tok) of
                    %% number, put on stack
                    true -> Acc#state{stack=[list_to_integer(Tok)|Stack]};

                    %% word
                    false ->
                        case {maps:get(Tok, Definitions, undefined), maps:get(Tok, Instructions, undefined)} of
                            %% unknown, error
                            {undefined, undefined} -> error(undef);

                            %% non-overridden instruction, execute
                            {undefined, Fun} -> Acc#state{stack=Fun(Stack)};

                            %% user-defined word, execute
                            {Replacement, _} -> exec(Replacement, Acc)
                        end
                end
        end,
        State,
        Tokens
    ).

%% ---- tests (forth_tests.erl) ----
%% Generated with 'testgen v0.2.0'
%% Revision 1 of the exercises generator was used
%% https://github.com/exercism/problem-specifications/raw/b230e1eb1d51be8228645e5c76f96b0e6dd1d2bd/exercises/forth/canonical-data.json
%% This file is automatically generated from the exercises canonical data.

'1_numbers_just_get_pushed_onto_the_stack_test_'() ->
    {"numbers just get pushed onto the stack",
     ?_assertEqual([1, 2, 3, 4, 5],
		   exercism_forth:evaluate(["1 2 3 4 5"]))}.

'2_pushes_negative_numbers_onto_the_stack_test_'() ->
    {"pushes negative numbers onto the stack",
     ?_assertEqual([-1, -2, -3, -4, -5],
		   exercism_forth:evaluate(["-1 -2 -3 -4 -5"]))}.

'3_can_add_two_numbers_test_'() ->
    {"can add two numbers",
     ?_assertEqual([3], exercism_forth:evaluate(["1 2 +"]))}.

'4_errors_if_there_is_nothing_on_the_stack_test_'() ->
    {"errors if there is nothing on the stack",
     ?_assertError(_, exercism_forth:evaluate(["+"]))}.

'5_errors_if_there_is_only_one_value_on_the_stack_test_'() ->
    {"errors if there is only one value on "
     "the stack",
     ?_assertError(_, exercism_forth:evaluate(["1 +"]))}.

'6_can_subtract_two_numbers_test_'() ->
    {"can subtract two numbers",
     ?_assertEqual([-1], exercism_forth:evaluate(["3 4 -"]))}.

'7_errors_if_there_is_nothing_on_the_stack_test_'() ->
    {"errors if there is nothing on the stack",
     ?_assertError(_, exercism_forth:evaluate(["-"]))}.

'8_errors_if_there_is_only_one_value_on_the_stack_test_'() ->
    {"errors if there is only one value on "
     "the stack",
     ?_assertError(_, exercism_forth:evaluate(["1 -"]))}.

'9_can_multiply_two_numbers_test_'() ->
    {"can multiply two numbers",
     ?_assertEqual("\b", exercism_forth:evaluate(["2 4 *"]))}.

'10_errors_if_there_is_nothing_on_the_stack_test_'() ->
    {"errors if there is nothing on the stack",
     ?_assertError(_, exercism_forth:evaluate(["*"]))}.

'11_errors_if_there_is_only_one_value_on_the_stack_test_'() ->
    {"errors if there is only one value on "
     "the stack",
     ?_assertError(_, exercism_forth:evaluate(["1 *"]))}.

'12_can_divide_two_numbers_test_'() ->
    {"can divide two numbers",
     ?_assertEqual([4], exercism_forth:evaluate(["12 3 /"]))}.

'13_performs_integer_division_test_'() ->
    {"performs integer division",
     ?_assertEqual([2], exercism_forth:evaluate(["8 3 /"]))}.

'14_errors_if_dividing_by_zero_test_'() ->
    {"errors if dividing by zero",
     ?_assertError(_, exercism_forth:evaluate(["4 0 /"]))}.

'15_errors_if_there_is_nothing_on_the_stack_test_'() ->
    {"errors if there is nothing on the stack",
     ?_assertError(_, exercism_forth:evaluate(["/"]))}.

'16_errors_if_there_is_only_one_value_on_the_stack_test_'() ->
    {"errors if there is only one value on "
     "the stack",
     ?_assertError(_, exercism_forth:evaluate(["1 /"]))}.

'17_addition_and_subtraction_test_'() ->
    {"addition and subtraction",
     ?_assertEqual([-1], exercism_forth:evaluate(["1 2 + 4 -"]))}.

'18_multiplication_and_division_test_'() ->
    {"multiplication and division",
     ?_assertEqual([2], exercism_forth:evaluate(["2 4 * 3 /"]))}.

'19_copies_a_value_on_the_stack_test_'() ->
    {"copies a value on the stack",
     ?_assertEqual([1, 1], exercism_forth:evaluate(["1 dup"]))}.

'20_copies_the_top_value_on_the_stack_test_'() ->
    {"copies the top value on the stack",
     ?_assertEqual([1, 2, 2], exercism_forth:evaluate(["1 2 dup"]))}.

'21_errors_if_there_is_nothing_on_the_stack_test_'() ->
    {"errors if there is nothing on the stack",
     ?_assertError(_, exercism_forth:evaluate(["dup"]))}.

'22_removes_the_top_value_on_the_stack_if_it_is_the_only_one_test_'() ->
    {"removes the top value on the stack if "
     "it is the only one",
     ?_assertEqual([], exercism_forth:evaluate(["1 drop"]))}.

'23_removes_the_top_value_on_the_stack_if_it_is_not_the_only_one_test_'() ->
    {"removes the top value on the stack if "
     "it is not the only one",
     ?_assertEqual([1], exercism_forth:evaluate(["1 2 drop"]))}.

'24_errors_if_there_is_nothing_on_the_stack_test_'() ->
    {"errors if there is nothing on the stack",
     ?_assertError(_, exercism_forth:evaluate(["drop"]))}.

'25_swaps_the_top_two_values_on_the_stack_if_they_are_the_only_ones_test_'() ->
    {"swaps the top two values on the stack "
     "if they are the only ones",
     ?_assertEqual([2, 1], exercism_forth:evaluate(["1 2 swap"]))}.

'26_swaps_the_top_two_values_on_the_stack_if_they_are_not_the_only_ones_test_'() ->
    {"swaps the top two values on the stack "
     "if they are not the only ones",
     ?_assertEqual([1, 3, 2],
		   exercism_forth:evaluate(["1 2 3 swap"]))}.

'27_errors_if_there_is_nothing_on_the_stack_test_'() ->
    {"errors if there is nothing on the stack",
     ?_assertError(_, exercism_forth:evaluate(["swap"]))}.

'28_errors_if_there_is_only_one_value_on_the_stack_test_'() ->
    {"errors if there is only one value on "
     "the stack",
     ?_assertError(_, exercism_forth:evaluate(["1 swap"]))}.

'29_copies_the_second_element_if_there_are_only_two_test_'() ->
    {"copies the second element if there are "
     "only two",
     ?_assertEqual([1, 2, 1], exercism_forth:evaluate(["1 2 over"]))}.

'30_copies_the_second_element_if_there_are_more_than_two_test_'() ->
    {"copies the second element if there are "
     "more than two",
     ?_assertEqual([1, 2, 3, 2],
		   exercism_forth:evaluate(["1 2 3 over"]))}.

'31_errors_if_there_is_nothing_on_the_stack_test_'() ->
    {"errors if there is nothing on the stack",
     ?_assertError(_, exercism_forth:evaluate(["over"]))}.

'32_errors_if_there_is_only_one_value_on_the_stack_test_'() ->
    {"errors if there is only one value on "
     "the stack",
     ?_assertError(_, exercism_forth:evaluate(["1 over"]))}.

'33_can_consist_of_built_in_words_test_'() ->
    {"can consist of built-in words",
     ?_assertEqual([1, 1, 1],
		   exercism_forth:evaluate([": dup-twice dup dup ;",
				   "1 dup-twice"]))}.

'34_execute_in_the_right_order_test_'() ->
    {"execute in the right order",
     ?_assertEqual([1, 2, 3],
		   exercism_forth:evaluate([": countup 1 2 3 ;", "countup"]))}.

'35_can_override_other_user_defined_words_test_'() ->
    {"can override other user-defined words",
     ?_assertEqual([1, 1, 1],
		   exercism_forth:evaluate([": foo dup ;", ": foo dup dup ;",
				   "1 foo"]))}.

'36_can_override_built_in_words_test_'() ->
    {"can override built-in words",
     ?_assertEqual([1, 1],
		   exercism_forth:evaluate([": swap dup ;", "1 swap"]))}.

'37_can_override_built_in_operators_test_'() ->
    {"can override built-in operators",
     ?_assertEqual("\f",
		   exercism_forth:evaluate([": + * ;", "3 4 +"]))}.

'38_can_use_different_words_with_the_same_name_test_'() ->
    {"can use different words with the same "
     "name",
     ?_assertEqual([5, 6],
		   exercism_forth:evaluate([": foo 5 ;", ": bar foo ;", ": foo 6 ;",
				   "bar foo"]))}.

'39_can_define_word_that_uses_word_with_the_same_name_test_'() ->
    {"can define word that uses word with "
     "the same name",
     ?_assertEqual("\v",
		   exercism_forth:evaluate([": foo 10 ;", ": foo foo 1 + ;",
				   "foo"]))}.

'40_cannot_redefine_non_negative_numbers_test_'() ->
    {"cannot redefine non-negative numbers",
     ?_assertError(_, exercism_forth:evaluate([": 1 2 ;"]))}.

'41_cannot_redefine_negative_numbers_test_'() ->
    {"cannot redefine negative numbers",
     ?_assertError(_, exercism_forth:evaluate([": -1 2 ;"]))}.

'42_errors_if_executing_a_non_existent_word_test_'() ->
    {"errors if executing a non-existent word",
     ?_assertError(_, exercism_forth:evaluate(["foo"]))}.

'43_only_defines_locally_test_'() ->
    [{"only defines locally (first)",
      ?_assertEqual([0],
		    exercism_forth:evaluate([": + - ;", "1 1 +"]))},
     {"only defines locally (second)",
      ?_assertEqual([2], exercism_forth:evaluate(["1 1 +"]))}].

'44_dup_is_case_insensitive_test_'() ->
    {"DUP is case-insensitive",
     ?_assertEqual([1, 1, 1, 1],
		   exercism_forth:evaluate(["1 DUP Dup dup"]))}.

'45_drop_is_case_insensitive_test_'() ->
    {"DROP is case-insensitive",
     ?_assertEqual([1],
		   exercism_forth:evaluate(["1 2 3 4 DROP Drop drop"]))}.

'46_swap_is_case_insensitive_test_'() ->
    {"SWAP is case-insensitive",
     ?_assertEqual([2, 3, 4, 1],
		   exercism_forth:evaluate(["1 2 SWAP 3 Swap 4 swap"]))}.

'47_over_is_case_insensitive_test_'() ->
    {"OVER is case-insensitive",
     ?_assertEqual([1, 2, 1, 2, 1],
		   exercism_forth:evaluate(["1 2 OVER Over over"]))}.

'48_user_defined_words_are_case_insensitive_test_'() ->
    {"user-defined words are case-insensitive",
     ?_assertEqual([1, 1, 1, 1],
		   exercism_forth:evaluate([": foo dup ;", "1 FOO Foo foo"]))}.

'49_definitions_are_case_insensitive_test_'() ->
    {"definitions are case-insensitive",
     ?_assertEqual([1, 1, 1, 1],
		   exercism_forth:evaluate([": SWAP DUP Dup dup ;", "1 swap"]))}.

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {'1_numbers_just_get_pushed_onto_the_stack_test_', fun '1_numbers_just_get_pushed_onto_the_stack_test_'/0},
        {'2_pushes_negative_numbers_onto_the_stack_test_', fun '2_pushes_negative_numbers_onto_the_stack_test_'/0},
        {'3_can_add_two_numbers_test_', fun '3_can_add_two_numbers_test_'/0},
        {'4_errors_if_there_is_nothing_on_the_stack_test_', fun '4_errors_if_there_is_nothing_on_the_stack_test_'/0},
        {'5_errors_if_there_is_only_one_value_on_the_stack_test_', fun '5_errors_if_there_is_only_one_value_on_the_stack_test_'/0},
        {'6_can_subtract_two_numbers_test_', fun '6_can_subtract_two_numbers_test_'/0},
        {'7_errors_if_there_is_nothing_on_the_stack_test_', fun '7_errors_if_there_is_nothing_on_the_stack_test_'/0},
        {'8_errors_if_there_is_only_one_value_on_the_stack_test_', fun '8_errors_if_there_is_only_one_value_on_the_stack_test_'/0},
        {'9_can_multiply_two_numbers_test_', fun '9_can_multiply_two_numbers_test_'/0},
        {'10_errors_if_there_is_nothing_on_the_stack_test_', fun '10_errors_if_there_is_nothing_on_the_stack_test_'/0},
        {'11_errors_if_there_is_only_one_value_on_the_stack_test_', fun '11_errors_if_there_is_only_one_value_on_the_stack_test_'/0},
        {'12_can_divide_two_numbers_test_', fun '12_can_divide_two_numbers_test_'/0},
        {'13_performs_integer_division_test_', fun '13_performs_integer_division_test_'/0},
        {'14_errors_if_dividing_by_zero_test_', fun '14_errors_if_dividing_by_zero_test_'/0},
        {'15_errors_if_there_is_nothing_on_the_stack_test_', fun '15_errors_if_there_is_nothing_on_the_stack_test_'/0},
        {'16_errors_if_there_is_only_one_value_on_the_stack_test_', fun '16_errors_if_there_is_only_one_value_on_the_stack_test_'/0},
        {'17_addition_and_subtraction_test_', fun '17_addition_and_subtraction_test_'/0},
        {'18_multiplication_and_division_test_', fun '18_multiplication_and_division_test_'/0},
        {'19_copies_a_value_on_the_stack_test_', fun '19_copies_a_value_on_the_stack_test_'/0},
        {'20_copies_the_top_value_on_the_stack_test_', fun '20_copies_the_top_value_on_the_stack_test_'/0},
        {'21_errors_if_there_is_nothing_on_the_stack_test_', fun '21_errors_if_there_is_nothing_on_the_stack_test_'/0},
        {'22_removes_the_top_value_on_the_stack_if_it_is_the_only_one_test_', fun '22_removes_the_top_value_on_the_stack_if_it_is_the_only_one_test_'/0},
        {'23_removes_the_top_value_on_the_stack_if_it_is_not_the_only_one_test_', fun '23_removes_the_top_value_on_the_stack_if_it_is_not_the_only_one_test_'/0},
        {'24_errors_if_there_is_nothing_on_the_stack_test_', fun '24_errors_if_there_is_nothing_on_the_stack_test_'/0},
        {'25_swaps_the_top_two_values_on_the_stack_if_they_are_the_only_ones_test_', fun '25_swaps_the_top_two_values_on_the_stack_if_they_are_the_only_ones_test_'/0},
        {'26_swaps_the_top_two_values_on_the_stack_if_they_are_not_the_only_ones_test_', fun '26_swaps_the_top_two_values_on_the_stack_if_they_are_not_the_only_ones_test_'/0},
        {'27_errors_if_there_is_nothing_on_the_stack_test_', fun '27_errors_if_there_is_nothing_on_the_stack_test_'/0},
        {'28_errors_if_there_is_only_one_value_on_the_stack_test_', fun '28_errors_if_there_is_only_one_value_on_the_stack_test_'/0},
        {'29_copies_the_second_element_if_there_are_only_two_test_', fun '29_copies_the_second_element_if_there_are_only_two_test_'/0},
        {'30_copies_the_second_element_if_there_are_more_than_two_test_', fun '30_copies_the_second_element_if_there_are_more_than_two_test_'/0},
        {'31_errors_if_there_is_nothing_on_the_stack_test_', fun '31_errors_if_there_is_nothing_on_the_stack_test_'/0},
        {'32_errors_if_there_is_only_one_value_on_the_stack_test_', fun '32_errors_if_there_is_only_one_value_on_the_stack_test_'/0},
        {'33_can_consist_of_built_in_words_test_', fun '33_can_consist_of_built_in_words_test_'/0},
        {'34_execute_in_the_right_order_test_', fun '34_execute_in_the_right_order_test_'/0},
        {'35_can_override_other_user_defined_words_test_', fun '35_can_override_other_user_defined_words_test_'/0},
        {'36_can_override_built_in_words_test_', fun '36_can_override_built_in_words_test_'/0},
        {'37_can_override_built_in_operators_test_', fun '37_can_override_built_in_operators_test_'/0},
        {'38_can_use_different_words_with_the_same_name_test_', fun '38_can_use_different_words_with_the_same_name_test_'/0},
        {'39_can_define_word_that_uses_word_with_the_same_name_test_', fun '39_can_define_word_that_uses_word_with_the_same_name_test_'/0},
        {'40_cannot_redefine_non_negative_numbers_test_', fun '40_cannot_redefine_non_negative_numbers_test_'/0},
        {'41_cannot_redefine_negative_numbers_test_', fun '41_cannot_redefine_negative_numbers_test_'/0},
        {'42_errors_if_executing_a_non_existent_word_test_', fun '42_errors_if_executing_a_non_existent_word_test_'/0},
        {'43_only_defines_locally_test_', fun '43_only_defines_locally_test_'/0},
        {'44_dup_is_case_insensitive_test_', fun '44_dup_is_case_insensitive_test_'/0},
        {'45_drop_is_case_insensitive_test_', fun '45_drop_is_case_insensitive_test_'/0},
        {'46_swap_is_case_insensitive_test_', fun '46_swap_is_case_insensitive_test_'/0},
        {'47_over_is_case_insensitive_test_', fun '47_over_is_case_insensitive_test_'/0},
        {'48_user_defined_words_are_case_insensitive_test_', fun '48_user_defined_words_are_case_insensitive_test_'/0},
        {'49_definitions_are_case_insensitive_test_', fun '49_definitions_are_case_insensitive_test_'/0}
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
