%% Exercism Erlang track, exercise "list-ops": the example solution
%% (exercises/practice/list-ops/.meta/example.erl) and its test cases
%% (exercises/practice/list-ops/test/list_ops_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_list_ops).
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
-export([append/2, concat/1, filter/2, length/1, map/2, foldl/3, foldr/3,
	 reverse/1]).

append(L1, L2) -> L1 ++ L2.

concat(L) ->
	concat(reverse(L), []).

concat([], Acc) -> Acc;
concat([Curr|Rest], Acc) ->
	concat(Rest, extract_sublist(reverse(Curr), Acc)).

extract_sublist([], Acc) -> Acc;
extract_sublist([Curr|Rest], Acc) -> extract_sublist(Rest, [Curr|Acc]).

filter(Fun, L) ->
	filter(Fun, L, []).

filter(_, [], Acc) -> reverse(Acc);
filter(Fun, [Curr|Rest], Acc) ->
	case Fun(Curr) of
		true -> filter(Fun, Rest, [Curr|Acc]);
		false -> filter(Fun, Rest, Acc)
	end.

length(L) -> length(L, 0).

length([], Acc) -> Acc;
length([_|Rest], Acc) -> length(Rest, Acc + 1).

map(Fun, L) ->
	map(Fun, L, []).

map(_, [], Acc) -> reverse(Acc);
map(Fun, [Curr|Rest], Acc) -> map(Fun, Rest, [Fun(Curr)|Acc]).

foldl(Fun, Start, L) -> reduce_foldl(Fun, L, Start).
reduce_foldl(_, [], Acc) -> Acc;
reduce_foldl(Fun, [Curr|Rest], Acc) ->
	reduce_foldl(Fun, Rest, Fun(Curr, Acc)).

foldr(Fun, Start, L) -> reduce_foldr(Fun, reverse(L), Start).

reduce_foldr(_, [], Acc) -> Acc;
reduce_foldr(Fun, [Curr|Rest], Acc) ->
	reduce_foldr(Fun, Rest, Fun(Curr, Acc)).

reverse(L) ->
	reverse(L, []).

reverse([], Acc) -> Acc;
reverse([Curr|Rest], Acc) -> reverse(Rest, [Curr|Acc]).

%% ---- tests (list_ops_tests.erl) ----
%% based on canonical data version 2.3.0
%% https://raw.githubusercontent.com/exercism/problem-specifications/master/exercises/list-ops/canonical-data.json

append_empty_lists_test() ->
	?assertEqual([],
		     exercism_list_ops:append([], [])).

append_empty_list_to_list_test() ->
	?assertEqual([1,2,3,4],
		     exercism_list_ops:append([], [1,2,3,4])).

append_non_empty_lists_test() ->
	?assertEqual([1,2,2,3,4,5],
		     exercism_list_ops:append([1,2], [2,3,4,5])).

concat_empty_list_test() ->
	?assertEqual([],
		    exercism_list_ops:concat([])).

concat_list_of_lists_test() ->
	?assertEqual([1,2,3,4,5,6],
		     exercism_list_ops:concat([[1,2], [3], [], [4,5,6]])).

concat_list_of_nested_lists_test() ->
	?assertEqual([[1], [2], [3], [], [4,5,6]],
		     exercism_list_ops:concat([[[1], [2]], [[3]], [[]], [[4,5,6]]])).

filter_empty_list_test() ->
	?assertEqual([],
		     exercism_list_ops:filter(fun(X) -> X rem 2 =:= 1 end, [])).

filter_non_empty_list_test() ->
	?assertEqual([1,3,5],
		     exercism_list_ops:filter(fun(X) -> X rem 2 =:= 1 end, [1,2,3,5])).

length_empty_list_test() ->
	?assertEqual(0,
		     exercism_list_ops:length([])).

length_non_empty_list_test() ->
	?assertEqual(4,
		     exercism_list_ops:length([1,2,3,4])).

map_empty_list_test() ->
	?assertEqual([],
		     exercism_list_ops:map(fun(X) -> X + 1 end, [])).

map_non_empty_list_test() ->
	?assertEqual([2,4,6,8],
		     exercism_list_ops:map(fun(X) -> X + 1 end, [1,3,5,7])).

foldl_empty_list_test() ->
	?assertEqual(2,
		     exercism_list_ops:foldl(fun(X,Y) -> X * Y end, 2, [])).

foldl_direction_independent_function_applied_to_non_empty_list_test() ->
	?assertEqual(15,
		     exercism_list_ops:foldl(fun(X,Y) -> X + Y end, 5, [1,2,3,4])).

foldl_direction_dependent_function_applied_to_non_empty_list_test() ->
	?assertEqual(0,
		     exercism_list_ops:foldl(fun(X,Y) -> Y div X end, 5, [2,5])).

foldr_empty_list_test() ->
	?assertEqual(2,
		     exercism_list_ops:foldr(fun(X,Y) -> X * Y end, 2, [])).

foldr_direction_independent_function_applied_to_non_empty_list_test() ->
	?assertEqual(15,
		     exercism_list_ops:foldr(fun(X,Y) -> X + Y end, 5, [1,2,3,4])).

foldr_direction_dependent_function_applied_to_non_empty_list_test() ->
	?assertEqual(2,
		     exercism_list_ops:foldr(fun(X,Y) -> X div Y end, 5, [2,5])).

reverse_empty_list_test() ->
	?assertEqual([],
		     exercism_list_ops:reverse([])).

reverse_non_empty_list_test() ->
	?assertEqual([7,5,3,1],
		     exercism_list_ops:reverse([1,3,5,7])).

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {append_empty_lists_test, fun append_empty_lists_test/0},
        {append_empty_list_to_list_test, fun append_empty_list_to_list_test/0},
        {append_non_empty_lists_test, fun append_non_empty_lists_test/0},
        {concat_empty_list_test, fun concat_empty_list_test/0},
        {concat_list_of_lists_test, fun concat_list_of_lists_test/0},
        {concat_list_of_nested_lists_test, fun concat_list_of_nested_lists_test/0},
        {filter_empty_list_test, fun filter_empty_list_test/0},
        {filter_non_empty_list_test, fun filter_non_empty_list_test/0},
        {length_empty_list_test, fun length_empty_list_test/0},
        {length_non_empty_list_test, fun length_non_empty_list_test/0},
        {map_empty_list_test, fun map_empty_list_test/0},
        {map_non_empty_list_test, fun map_non_empty_list_test/0},
        {foldl_empty_list_test, fun foldl_empty_list_test/0},
        {foldl_direction_independent_function_applied_to_non_empty_list_test, fun foldl_direction_independent_function_applied_to_non_empty_list_test/0},
        {foldl_direction_dependent_function_applied_to_non_empty_list_test, fun foldl_direction_dependent_function_applied_to_non_empty_list_test/0},
        {foldr_empty_list_test, fun foldr_empty_list_test/0},
        {foldr_direction_independent_function_applied_to_non_empty_list_test, fun foldr_direction_independent_function_applied_to_non_empty_list_test/0},
        {foldr_direction_dependent_function_applied_to_non_empty_list_test, fun foldr_direction_dependent_function_applied_to_non_empty_list_test/0},
        {reverse_empty_list_test, fun reverse_empty_list_test/0},
        {reverse_non_empty_list_test, fun reverse_non_empty_list_test/0}
    ],
    lists:foreach(fun th_test/1, Tests),
    io:format("~p tests~n", [erlang:length(Tests)]).

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
