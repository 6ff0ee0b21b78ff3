%% Exercism Erlang track, exercise "parallel-letter-frequency": the example solution
%% (exercises/practice/parallel-letter-frequency/.meta/example.erl) and its test cases
%% (exercises/practice/parallel-letter-frequency/test/parallel_letter_frequency_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_parallel_letter_frequency).
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
-export( [dict/1] ).

dict( Texts ) ->
  Pids = [letter_frequency(X) || X <- Texts],
  Dicts = [receive_dict(X) || X <- Pids],
  merge_dicts( Dicts ).


letter_frequency( String ) ->
  My_pid = erlang:self(),
  erlang:spawn( fun() -> My_pid ! {erlang:self(), letter_freqency_dict(String)} end ).

letter_freqency_dict( String ) ->
  lists:foldl( fun letter_freqency_dict/2, dict:new(), String ).

letter_freqency_dict( Character, Dict ) -> dict:update_counter( Character, 1, Dict ).

merge_dicts( [Dict | Dicts] ) ->
  lists:foldl( fun merge_dicts/2, Dict, Dicts ).

merge_dicts( Dict, Acc ) -> dict:merge( fun merge_dicts/3, Dict, Acc ).

merge_dicts( _Key, Value, Acc_value ) -> Value + Acc_value.

receive_dict( Pid ) ->
  receive
    {Pid, Dict} -> Dict
  end.

%% ---- tests (parallel_letter_frequency_tests.erl) ----
single_test() ->
    ?assertEqual(
        exercism_parallel_letter_frequency:dict(["asd"]),
        dict:from_list([{$a, 1}, {$d, 1}, {$s, 1}])
    ).

double_test() ->
    ?assertEqual(
        exercism_parallel_letter_frequency:dict(["asd", "asd"]),
        dict:from_list([{$a, 2}, {$d, 2}, {$s, 2}])
    ).

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {single_test, fun single_test/0},
        {double_test, fun double_test/0}
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
