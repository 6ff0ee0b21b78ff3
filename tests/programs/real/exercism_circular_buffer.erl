%% Exercism Erlang track, exercise "circular-buffer": the example solution
%% (exercises/practice/circular-buffer/.meta/example.erl) and its test cases
%% (exercises/practice/circular-buffer/test/circular_buffer_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_circular_buffer).
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
-export( [create/1, read/1, size/1, write/2, write_attempt/2] ).

create( Size ) -> erlang:spawn( fun() -> loop( 0, Size, queue:new() ) end ).

read( Pid ) -> request( Pid, read ).

size( Pid ) -> request( Pid, size ).

write( Pid, Item ) -> Pid ! {write, Item}.

write_attempt( Pid, Item ) ->
  Pid ! {write_attempt, Item, erlang:self()},
  receive
    {write_attempt, true, Pid} -> ok;
    {write_attempt, false, Pid} -> {error, full}
  end.

loop( Current_size, Max_size, Queue ) ->
  receive
    {read, Pid} ->
      {Result, New_queue} = queue:out( Queue ),
      Pid ! {read, Result, erlang:self()},
      loop( Current_size - 1, Max_size, New_queue );
    {size, Pid} ->
      Pid ! {size, Max_size, erlang:self()},
      loop( Current_size, Max_size, Queue );
    {write, Item} ->
      {New_size, New_queue} = write( Current_size, Max_size, Item, Queue ),
      loop( New_size, Max_size, New_queue );
    {write_attempt, Item, Pid} ->
      Pid ! {write_attempt, Current_size < Max_size, erlang:self()},
      {New_size, New_queue} = write_attempt( Current_size, Max_size, Item, Queue ),
      loop( New_size, Max_size, New_queue )
  end.

request( Pid, Request ) ->
  Pid ! {Request, erlang:self()},
  receive
    {Request, empty, Pid} -> {error, empty};
    {Request, {value, Answer}, Pid} -> {ok, Answer};
    {Request, Answer, Pid} -> {ok, Answer}
  end.

write( Current, Max, Item, Queue ) when Current < Max ->
  {Current + 1, queue:in( Item, Queue )};
write( Max, Max, Item, Queue ) ->
  {_Old, New_queue} = queue:out( Queue ),
  {Max, queue:in( Item, New_queue )}.

write_attempt( Max, Max, _Item, Queue ) -> {Max, Queue};
write_attempt( Current, Max, Item, Queue ) -> write( Current, Max, Item, Queue ).

%% ---- tests (circular_buffer_tests.erl) ----
create_test() ->
  Pid = exercism_circular_buffer:create( 5 ),
  ?assertMatch( {ok, 5}, exercism_circular_buffer:size(Pid) ).

write_read_test() ->
  Pid = exercism_circular_buffer:create( 4 ),
  ?assertMatch( {error, empty}, exercism_circular_buffer:read(Pid) ),
  exercism_circular_buffer:write( Pid, 1 ),
  ?assertMatch( {ok, 1}, exercism_circular_buffer:read(Pid) ).

write_read_many_test() ->
  Pid = exercism_circular_buffer:create( 3 ),
  exercism_circular_buffer:write( Pid, 1 ),
  exercism_circular_buffer:write( Pid, 2 ),
  exercism_circular_buffer:write( Pid, 3 ),
  ?assertMatch( {ok, 1}, exercism_circular_buffer:read(Pid) ),
  ?assertMatch( {ok, 2}, exercism_circular_buffer:read(Pid) ),
  ?assertMatch( {ok, 3}, exercism_circular_buffer:read(Pid) ).

over_write_read_test() ->
  Pid = exercism_circular_buffer:create( 2 ),
  exercism_circular_buffer:write( Pid, 1 ),
  exercism_circular_buffer:write( Pid, 2 ),
  exercism_circular_buffer:write( Pid, 3 ),
  exercism_circular_buffer:write( Pid, 4 ),
  ?assertMatch( {ok, 3}, exercism_circular_buffer:read(Pid) ),
  ?assertMatch( {ok, 4}, exercism_circular_buffer:read(Pid) ),
  ?assertMatch( {error, empty}, exercism_circular_buffer:read(Pid) ).

write_attempt_test() ->
  Pid = exercism_circular_buffer:create( 1 ),
  Attempt1 = exercism_circular_buffer:write_attempt( Pid, 1 ),
  ?assertMatch( ok, Attempt1 ),
  Attempt2 = exercism_circular_buffer:write_attempt( Pid, 2 ),
  ?assertMatch( {error, full}, Attempt2 ),
  ?assertMatch( {ok, 1}, exercism_circular_buffer:read(Pid) ).

producer_consumer_test() ->
  Pid = exercism_circular_buffer:create( 3 ),
  erlang:spawn( fun() ->
                    [exercism_circular_buffer:write(Pid, X) || X <- [1,2,3]]
                end ),
  My_pid = erlang:self(),
  Ref = erlang:make_ref(),
  erlang:spawn( fun() ->
                    My_pid ! {Ref, [exercism_circular_buffer:read(Pid) || _X <- [1,2,3]]}
                end ),
  Reads = receive
            {Ref, R} -> R
          end,
  ?assertMatch( [{ok, 1}, {ok, 2}, {ok, 3}], Reads ).

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {create_test, fun create_test/0},
        {write_read_test, fun write_read_test/0},
        {write_read_many_test, fun write_read_many_test/0},
        {over_write_read_test, fun over_write_read_test/0},
        {write_attempt_test, fun write_attempt_test/0},
        {producer_consumer_test, fun producer_consumer_test/0}
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
