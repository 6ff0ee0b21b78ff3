%% jsone's eunit tests of its IP address formatting (test/jsone_inet_tests.erl).
%% Source: https://github.com/sile/jsone (commit a1c481f)
%% Author: Takeru Ohta and the jsone contributors.
%% Licence: MIT (Copyright (c) 2013-2016 Takeru Ohta).
%% Changes: the eunit macros are replaced by ones that print each check's outcome
%% (defined below), and main/1 runs the tests; the library is in the helper
%% modules jsone, jsone_decode, jsone_encode and jsone_inet of this directory.

%% Copyright (c) 2013-2021, Takeru Ohta <phjgt308@gmail.com>
-module(jsone_inet_tests).
-export([main/1]).
%% ---- added for this test: eunit assertion macros that print the outcome of each check ----
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
-define(assertNotEqual(Unexpected, Expr), th_bool(false, (Unexpected) =:= (Expr))).
-define(assertNotMatch(Guard, Expr),
        ((fun () -> __V = (Expr), case __V of Guard -> th_fail(match, __V); _ -> th_ok(__V) end end)())).
-define(assertException(Class, Term, Expr),
        ((fun () ->
              try (Expr) of __V -> th_fail(no_exception, __V)
              catch Class:Term = __R -> th_ok({Class, __R});
                    __C:__R -> th_fail(__C, __R)
              end
          end)())).
-define(assertThrow(Term, Expr), ?assertException(throw, Term, Expr)).
-define(assertExit(Term, Expr), ?assertException(exit, Term, Expr)).
-define(_test(Expr), {?LINE, fun () -> (Expr) end}).
-define(_assert(BoolExpr), ?_test(?assert(BoolExpr))).
-define(_assertNot(BoolExpr), ?_test(?assertNot(BoolExpr))).
-define(_assertEqual(Expect, Expr), ?_test(?assertEqual(Expect, Expr))).
-define(_assertMatch(Guard, Expr), ?_test(?assertMatch(Guard, Expr))).
-define(_assertError(Term, Expr), ?_test(?assertError(Term, Expr))).
-define(_assertNotEqual(U, Expr), ?_test(?assertNotEqual(U, Expr))).
-define(_assertNotMatch(G, Expr), ?_test(?assertNotMatch(G, Expr))).
-define(_assertException(C, T, Expr), ?_test(?assertException(C, T, Expr))).
-define(_assertThrow(T, Expr), ?_test(?assertThrow(T, Expr))).
-define(_assertExit(T, Expr), ?_test(?assertExit(T, Expr))).

format_ipv4_test() ->
    Expected = <<"127.0.0.1">>,
    {ok, Addr} = inet:parse_ipv4_address(binary_to_list(Expected)),
    {ok, Actual} = jsone_inet:ip_address_to_json_string(Addr),
    ?assertEqual(Actual, Expected).


format_ipv6_test() ->
    Addresses = [<<"::127.0.0.1">>,
                 <<"::ffff:192.0.2.1">>,
                 <<"::ffff:0:255.255.255.255">>,
                 <<"64:ff9b::0.0.0.0">>,
                 <<"64:ff9b:1::192.168.1.1">>,
                 <<"64:ff9b:1::1:192.168.1.1">>,
                 <<"::1:2:3:2001:db8">>,
                 <<"2001:db8::">>,
                 <<"2001:db8::1">>,
                 <<"2001:db8::1:0:0:1">>,
                 <<"2001:db8:0:1:1:1:1:1">>,
                 <<"2001:0:0:1::1">>,
                 <<"2001:db8:85a3::8a2e:370:7334">>],
    lists:foreach(fun(Expected) ->
                          {ok, Addr} = inet:parse_ipv6_address(binary_to_list(Expected)),
                          {ok, Bin} = jsone_inet:ip_address_to_json_string(Addr),
                          ?assertEqual(Expected, Bin)
                  end,
                  Addresses).


invalid_ip_addr_test() ->
    ?assertEqual(jsone_inet:ip_address_to_json_string(foo), error),
    ?assertEqual(jsone_inet:ip_address_to_json_string({1, 2, 3}), error),
    ?assertEqual(jsone_inet:ip_address_to_json_string({0, 10000, 0, 0}), error),
    ?assertEqual(jsone_inet:ip_address_to_json_string({-1, 0, 0, 0, 0, 0, 0, 0}), error).

%% ---- added for this test: test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {format_ipv4_test, fun format_ipv4_test/0},
        {format_ipv6_test, fun format_ipv6_test/0},
        {invalid_ip_addr_test, fun invalid_ip_addr_test/0}
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
th_run({timeout, _, T}) -> th_run(T);
th_run({foreach, Setup, Cleanup, Ts}) ->
    lists:foreach(fun (T) -> S = Setup(), th_run(T), Cleanup(S) end, Ts);
th_run({setup, Setup, Cleanup, Inst}) ->
    S = Setup(), th_run(Inst(S)), Cleanup(S);
th_run({Desc, T}) ->
    io:format(" ~s~n", [th_show(Desc)]),
    th_run(T);
th_run(F) when is_function(F, 0) -> th_call(F);
th_run(L) when is_list(L) -> lists:foreach(fun th_run/1, L).

th_call(F) ->
    try F() of
        ok -> ok;
        V -> io:format("  returned ~s~n", [th_show(V)])
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

%% pids, references, ports and funs print differently from run to run
th_clean(P) when is_pid(P) -> '<pid>';
th_clean(R) when is_reference(R) -> '<ref>';
th_clean(P) when is_port(P) -> '<port>';
th_clean(F) when is_function(F) -> '<fun>';
th_clean([H | T]) -> [th_clean(H) | th_clean(T)];
th_clean(T) when is_tuple(T) -> list_to_tuple(th_clean(tuple_to_list(T)));
th_clean(M) when is_map(M) -> maps:from_list(th_clean(maps:to_list(M)));
th_clean(X) -> X.
