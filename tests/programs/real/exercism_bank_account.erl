%% Exercism Erlang track, exercise "bank-account": the example solution
%% (exercises/practice/bank-account/.meta/example.erl) and its test cases
%% (exercises/practice/bank-account/test/bank_account_tests.erl, generated from
%% exercism/problem-specifications).
%% Source: https://github.com/exercism/erlang (commit 7b5545d)
%% Authors: the Exercism contributors.  Licence: MIT (Copyright (c) 2021 Exercism).
%% Changes: the module is renamed and main/1 is added; it runs the tests with
%% the eunit assertion macros defined below, which print each result
%% instead of only checking it.  The code is otherwise unchanged.
-module(exercism_bank_account).
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
-export([
  balance/1,
  charge/2,
  close/1,
  create/0,
  deposit/2,
  withdraw/2
]).

-export([
  init/1,
  handle_call/3,
  handle_cast/2,
  handle_info/2,
  code_change/3,
  terminate/2
]).

-behaviour(gen_server).

-record(account, {pid}).



%%% Public API

create() ->
  {ok, PID} = gen_server:start(?MODULE, [], []),
  #account{pid=PID}.

balance(#account{pid=PID}) ->
  gen_server:call(PID, balance, infinity).

charge(#account{pid=PID}, Amount) ->
  gen_server:call(PID, {charge, Amount}, infinity).

close(#account{pid=PID}) ->
  gen_server:call(PID, close, infinity).

deposit(#account{pid=PID}, Amount) ->
  gen_server:call(PID, {deposit, Amount}, infinity).

withdraw(#account{pid=PID}, Amount) ->
  gen_server:call(PID, {withdraw, Amount}, infinity).

%%% gen_server API

init([]) ->
  {ok, 0}.

handle_call(_, _From, closed) ->
  {reply, {error, account_closed}, closed};
handle_call(close, _From, Balance) ->
  {reply, Balance, closed};
handle_call(balance, _From, Balance) ->
  {reply, Balance, Balance};
handle_call({deposit, Amount}, _From, Balance) when Amount > 0 ->
  {reply, Amount, Balance + Amount};
handle_call({deposit, _}, _From, Balance) ->
  {reply, Balance, Balance};
handle_call({withdraw, Amount}, _From, Balance) when Amount > Balance ->
  {reply, Balance, 0};
handle_call({withdraw, Amount}, _From, Balance) when Amount > 0 ->
  Balance1 = Balance - Amount,
  {reply, Amount, Balance1};
handle_call({withdraw, _}, _From, Balance) ->
  {reply, 0, Balance};
handle_call({charge, Amount}, _From, Balance) when Amount > Balance ->
  {reply, 0, Balance};
handle_call({charge, Amount}, _From, Balance) when Amount > 0 ->
  {reply, Amount, Balance - Amount};
handle_call({charge, _}, _From, Balance) ->
  {reply, 0, Balance}.


handle_cast(_, Balance) ->
  {noreply, Balance}.


handle_info(_, Balance) -> % Can be removed when we drop support of OTP 19
  {noreply, Balance}.

code_change(_, _, _) -> % Can be removed when we drop support of OTP 19
  {error, code_change_not_supported}.

terminate(_, _) -> % Can be removed when we drop support of OTP 19
  ok.

%% ---- tests (bank_account_tests.erl) ----
create_test() ->
  BankAccount = exercism_bank_account:create(),
  ?assertMatch(0, exercism_bank_account:balance(BankAccount)).

close_account_test() ->
  BankAccount = exercism_bank_account:create(),
  exercism_bank_account:deposit(BankAccount, 1),
  Amount = exercism_bank_account:close(BankAccount),
  ?assertMatch(1, Amount),
  ?assertMatch({error, account_closed}, exercism_bank_account:balance(BankAccount)).

deposit_test() ->
  BankAccount = exercism_bank_account:create(),
  exercism_bank_account:deposit(BankAccount, 1),
  ?assertMatch(1, exercism_bank_account:balance(BankAccount)).

deposit_fail_test() ->
  BankAccount = exercism_bank_account:create(),
  exercism_bank_account:deposit(BankAccount, -1),
  ?assertMatch(0, exercism_bank_account:balance(BankAccount)).

deposit_many_test() ->
  BankAccount = exercism_bank_account:create(),
  [erlang:spawn( fun () -> exercism_bank_account:deposit(BankAccount, X) end ) || X <- lists:seq(1, 10)],
  timer:sleep(100),
  Last = exercism_bank_account:balance(BankAccount),
  ?assertMatch(55, Last).

withdraw_test() ->
  BankAccount = exercism_bank_account:create(),
  exercism_bank_account:deposit(BankAccount, 10 ),
  Amount = exercism_bank_account:withdraw(BankAccount, 1),
  ?assertMatch(1, Amount),
  ?assertMatch(9, exercism_bank_account:balance(BankAccount)).

withdraw_fail_test() ->
  BankAccount = exercism_bank_account:create(),
  exercism_bank_account:deposit(BankAccount, 10),
  Amount = exercism_bank_account:withdraw(BankAccount, -1),
  ?assertMatch(0, Amount),
  ?assertMatch(10, exercism_bank_account:balance(BankAccount)).

withdraw_excessive_test() ->
  BankAccount = exercism_bank_account:create(),
  exercism_bank_account:deposit(BankAccount, 10 ),
  Amount = exercism_bank_account:withdraw(BankAccount, 20),
  ?assertMatch(10, Amount),
  ?assertMatch(0, exercism_bank_account:balance(BankAccount)).

withdraw_many_test() ->
  BankAccount = exercism_bank_account:create(),
  exercism_bank_account:deposit(BankAccount, 55 ),
  [erlang:spawn( fun () -> exercism_bank_account:withdraw(BankAccount, X) end ) || X <- lists:seq(1, 10)],
  timer:sleep(100),
  Last = exercism_bank_account:balance(BankAccount),
  ?assertMatch(0, Last).

charge_test() ->
  BankAccount = exercism_bank_account:create(),
  exercism_bank_account:deposit(BankAccount, 10),
  Amount = exercism_bank_account:charge(BankAccount, 2),
  ?assertMatch(2, Amount),
  ?assertMatch(8, exercism_bank_account:balance(BankAccount)).

charge_fail_test() ->
  BankAccount = exercism_bank_account:create(),
  exercism_bank_account:deposit(BankAccount, 10),
  Amount = exercism_bank_account:charge(BankAccount, -2),
  ?assertMatch(0, Amount),
  ?assertMatch(10, exercism_bank_account:balance(BankAccount)).

charge_excessive_test() ->
  BankAccount = exercism_bank_account:create(),
  exercism_bank_account:deposit(BankAccount, 10),
  Amount = exercism_bank_account:charge(BankAccount, 20),
  ?assertMatch(0, Amount),
  ?assertMatch(10, exercism_bank_account:balance(BankAccount)).

charge_many_test() ->
  BankAccount = exercism_bank_account:create(),
  exercism_bank_account:deposit(BankAccount, 55 ),
  [erlang:spawn( fun () -> exercism_bank_account:charge(BankAccount, 10) end ) || _X <- lists:seq(1, 10)],
  timer:sleep(100),
  Last = exercism_bank_account:balance(BankAccount),
  ?assertMatch(5, Last).

% ---- test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {create_test, fun create_test/0},
        {close_account_test, fun close_account_test/0},
        {deposit_test, fun deposit_test/0},
        {deposit_fail_test, fun deposit_fail_test/0},
        {deposit_many_test, fun deposit_many_test/0},
        {withdraw_test, fun withdraw_test/0},
        {withdraw_fail_test, fun withdraw_fail_test/0},
        {withdraw_excessive_test, fun withdraw_excessive_test/0},
        {withdraw_many_test, fun withdraw_many_test/0},
        {charge_test, fun charge_test/0},
        {charge_fail_test, fun charge_fail_test/0},
        {charge_excessive_test, fun charge_excessive_test/0},
        {charge_many_test, fun charge_many_test/0}
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
