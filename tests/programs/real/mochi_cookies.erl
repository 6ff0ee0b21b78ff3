%% mochiweb's mochiweb_cookies module (src/mochiweb_cookies.erl) with its own eunit tests.
%% Source: https://github.com/mochi/mochiweb (commit edea384)
%% Authors: Bob Ippolito, Mochi Media and the mochiweb contributors.
%% Licence: MIT (Copyright (c) 2007 Mochi Media, Inc.).
%% Changes: the module is renamed mochi_cookies (calls to other mochiweb modules name their
%% renamed copies), TEST is defined and the eunit macros are replaced by ones
%% that print each check's outcome (defined below), and main/1 runs the tests;
%% local_time_test is left out (its output holds the current time).

%% @author Emad El-Haraty <emad@mochimedia.com>
%% @copyright 2007 Mochi Media, Inc.
%%
%% Permission is hereby granted, free of charge, to any person obtaining a
%% copy of this software and associated documentation files (the "Software"),
%% to deal in the Software without restriction, including without limitation
%% the rights to use, copy, modify, merge, publish, distribute, sublicense,
%% and/or sell copies of the Software, and to permit persons to whom the
%% Software is furnished to do so, subject to the following conditions:
%%
%% The above copyright notice and this permission notice shall be included in
%% all copies or substantial portions of the Software.
%%
%% THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
%% IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
%% FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL
%% THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
%% LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
%% FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
%% DEALINGS IN THE SOFTWARE.

%% @doc HTTP Cookie parsing and generating (RFC 2109, RFC 2965).

-module(mochi_cookies).
-export([main/1]).
-define(TEST, 1).
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
-export([parse_cookie/1, cookie/3, cookie/2]).

-define(QUOTE, $\").

-define(IS_WHITESPACE(C),
        (C =:= $\s orelse C =:= $\t orelse C =:= $\r orelse C =:= $\n)).

%% RFC 2616 separators (called tspecials in RFC 2068)
-define(IS_SEPARATOR(C),
        (C < 32 orelse
         C =:= $\s orelse C =:= $\t orelse
         C =:= $( orelse C =:= $) orelse C =:= $< orelse C =:= $> orelse
         C =:= $@ orelse C =:= $, orelse C =:= $; orelse C =:= $: orelse
         C =:= $\\ orelse C =:= $\" orelse C =:= $/ orelse
         C =:= $[ orelse C =:= $] orelse C =:= $? orelse C =:= $= orelse
         C =:= ${ orelse C =:= $})).

%% RFC 6265 cookie value allowed characters
%%  cookie-octet      = %x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E
%%                        ; US-ASCII characters excluding CTLs,
%%                        ; whitespace DQUOTE, comma, semicolon,
%%                        ; and backslash
-define(IS_COOKIE_OCTET(C),
        (C =:= 16#21
         orelse (C >= 16#23 andalso C =< 16#2B)
         orelse (C >= 16#2D andalso C =< 16#3A)
         orelse (C >= 16#3C andalso C =< 16#5B)
         orelse (C >= 16#5D andalso C =< 16#7E)
        )).

%% @type proplist() = [{Key::string(), Value::string()}].
%% @type header() = {Name::string(), Value::string()}.
%% @type int_seconds() = integer().

%% @spec cookie(Key::string(), Value::string()) -> header()
%% @doc Short-hand for <code>cookie(Key, Value, [])</code>.
cookie(Key, Value) ->
    cookie(Key, Value, []).

%% @spec cookie(Key::string(), Value::string(), Options::[Option]) -> header()
%% where Option = {max_age, int_seconds()} | {local_time, {date(), time()}}
%%                | {domain, string()} | {path, string()}
%%                | {secure, true | false} | {http_only, true | false}
%%                | {same_site, lax | strict | none}
%%
%% @doc Generate a Set-Cookie header field tuple.
cookie(Key, Value, Options) ->
    Cookie = [any_to_list(Key), "=", quote(Value), "; Version=1"],
    %% Set-Cookie:
    %%    Comment, Domain, Max-Age, Path, Secure, Version
    %% Set-Cookie2:
    %%    Comment, CommentURL, Discard, Domain, Max-Age, Path, Port, Secure,
    %%    Version
    ExpiresPart =
        case proplists:get_value(max_age, Options) of
            undefined ->
                "";
            RawAge ->
                When = case proplists:get_value(local_time, Options) of
                           undefined ->
                               calendar:local_time();
                           LocalTime ->
                               LocalTime
                       end,
                Age = case RawAge < 0 of
                          true ->
                              0;
                          false ->
                              RawAge
                      end,
                ["; Expires=", age_to_cookie_date(Age, When),
                 "; Max-Age=", quote(Age)]
        end,
    SecurePart =
        case proplists:get_value(secure, Options) of
            true ->
                "; Secure";
            _ ->
                ""
        end,
    DomainPart =
        case proplists:get_value(domain, Options) of
            undefined ->
                "";
            Domain ->
                ["; Domain=", quote(Domain)]
        end,
    PathPart =
        case proplists:get_value(path, Options) of
            undefined ->
                "";
            Path ->
                ["; Path=", quote(Path)]
        end,
    HttpOnlyPart =
        case proplists:get_value(http_only, Options) of
            true ->
                "; HttpOnly";
            _ ->
                ""
        end,
    SameSitePart =
        case proplists:get_value(same_site, Options) of
            undefined ->
                "";
            lax ->
                "; SameSite=Lax";
            strict ->
                "; SameSite=Strict";
            none ->
                "; SameSite=None"
        end,
    CookieParts = [Cookie, ExpiresPart, SecurePart, DomainPart, PathPart,
        HttpOnlyPart, SameSitePart],
    {"Set-Cookie", lists:flatten(CookieParts)}.


%% Every major browser incorrectly handles quoted strings in a
%% different and (worse) incompatible manner.  Instead of wasting time
%% writing redundant code for each browser, we restrict cookies to
%% only contain characters that browsers handle compatibly.
%%
%% By replacing the definition of quote with this, we generate
%% RFC-compliant cookies:
%%
%%     quote(V) ->
%%         Fun = fun(?QUOTE, Acc) -> [$\\, ?QUOTE | Acc];
%%                  (Ch, Acc) -> [Ch | Acc]
%%               end,
%%         [?QUOTE | lists:foldr(Fun, [?QUOTE], V)].

%% Convert to a string and raise an error if quoting is required.
quote(V0) ->
    V = any_to_list(V0),
    lists:all(fun(Ch) -> Ch =:= $/ orelse not ?IS_SEPARATOR(Ch) end, V)
        orelse erlang:error({cookie_quoting_required, V}),
    V.


%% Return a date in the form of: Wdy, DD-Mon-YYYY HH:MM:SS GMT
%% See also: rfc2109: 10.1.2
rfc2109_cookie_expires_date(LocalTime) ->
    {{YYYY,MM,DD},{Hour,Min,Sec}} =
        case calendar:local_time_to_universal_time_dst(LocalTime) of
            [] ->
                {Date, {Hour1, Min1, Sec1}} = LocalTime,
                LocalTime2 = {Date, {Hour1 + 1, Min1, Sec1}},
                case calendar:local_time_to_universal_time_dst(LocalTime2) of
                    [Gmt]   -> Gmt;
                    [_,Gmt] -> Gmt
                end;
            [Gmt]   -> Gmt;
            [_,Gmt] -> Gmt
        end,
    DayNumber = calendar:day_of_the_week({YYYY,MM,DD}),
    lists:flatten(
      io_lib:format("~s, ~2.2.0w-~3.s-~4.4.0w ~2.2.0w:~2.2.0w:~2.2.0w GMT",
                    [httpd_util:day(DayNumber),DD,httpd_util:month(MM),YYYY,Hour,Min,Sec])).

add_seconds(Secs, LocalTime) ->
    Greg = calendar:datetime_to_gregorian_seconds(LocalTime),
    calendar:gregorian_seconds_to_datetime(Greg + Secs).

age_to_cookie_date(Age, LocalTime) ->
    rfc2109_cookie_expires_date(add_seconds(Age, LocalTime)).

%% @spec parse_cookie(string()) -> [{K::string(), V::string()}]
%% @doc Parse the contents of a Cookie header field, ignoring cookie
%% attributes, and return a simple property list.
parse_cookie("") ->
    [];
parse_cookie(Cookie) ->
    parse_cookie(Cookie, []).

%% Internal API

parse_cookie([], Acc) ->
    lists:reverse(Acc);
parse_cookie(String, Acc) ->
    {{Token, Value}, Rest} = read_pair(String),
    Acc1 = case Token of
               "" ->
                   Acc;
               "$" ++ _ ->
                   Acc;
               _ ->
                   [{Token, Value} | Acc]
           end,
    parse_cookie(Rest, Acc1).

read_pair(String) ->
    {Token, Rest} = read_token(skip_whitespace(String)),
    {Value, Rest1} = read_value(skip_whitespace(Rest)),
    {{Token, Value}, skip_past_separator(Rest1)}.

read_value([$= | Value]) ->
    Value1 = skip_whitespace(Value),
    case Value1 of
        [?QUOTE | _] ->
            read_quoted(Value1);
        _ ->
            read_value_(Value1)
    end;
read_value(String) ->
    {"", String}.

read_value_(String) ->
    F = fun (C) -> ?IS_COOKIE_OCTET(C) end,
    lists:splitwith(F, String).

read_quoted([?QUOTE | String]) ->
    read_quoted(String, []).

read_quoted([], Acc) ->
    {lists:reverse(Acc), []};
read_quoted([?QUOTE | Rest], Acc) ->
    {lists:reverse(Acc), Rest};
read_quoted([$\\, Any | Rest], Acc) ->
    read_quoted(Rest, [Any | Acc]);
read_quoted([C | Rest], Acc) ->
    read_quoted(Rest, [C | Acc]).

skip_whitespace(String) ->
    F = fun (C) -> ?IS_WHITESPACE(C) end,
    lists:dropwhile(F, String).

read_token(String) ->
    F = fun (C) -> not ?IS_SEPARATOR(C) end,
    lists:splitwith(F, String).

skip_past_separator([]) ->
    [];
skip_past_separator([$; | Rest]) ->
    Rest;
skip_past_separator([$, | Rest]) ->
    Rest;
skip_past_separator([_ | Rest]) ->
    skip_past_separator(Rest).

any_to_list(V) when is_list(V) ->
    V;
any_to_list(V) when is_atom(V) ->
    atom_to_list(V);
any_to_list(V) when is_binary(V) ->
    binary_to_list(V);
any_to_list(V) when is_integer(V) ->
    integer_to_list(V).

%%
%% Tests
%%
-ifdef(TEST).
quote_test() ->
    %% ?assertError eunit macro is not compatible with coverage module
    try quote(":wq")
    catch error:{cookie_quoting_required, ":wq"} -> ok
    end,
    ?assertEqual(
       "foo",
       quote(foo)),
    ok.

parse_cookie_test() ->
    %% RFC example
    C1 = "$Version=\"1\"; Customer=\"WILE_E_COYOTE\"; $Path=\"/acme\";
    Part_Number=\"Rocket_Launcher_0001\"; $Path=\"/acme\";
    Shipping=\"FedEx\"; $Path=\"/acme\"",
    ?assertEqual(
       [{"Customer","WILE_E_COYOTE"},
        {"Part_Number","Rocket_Launcher_0001"},
        {"Shipping","FedEx"}],
       parse_cookie(C1)),
    %% Potential edge cases
    ?assertEqual(
       [{"foo", "x"}],
       parse_cookie("foo=\"\\x\"")),
    ?assertEqual(
       [],
       parse_cookie("=")),
    ?assertEqual(
       [{"foo", ""}, {"bar", ""}],
       parse_cookie("  foo ; bar  ")),
    ?assertEqual(
       [{"foo", ""}, {"bar", ""}],
       parse_cookie("foo=;bar=")),
    ?assertEqual(
       [{"foo", "\";"}, {"bar", ""}],
       parse_cookie("foo = \"\\\";\";bar ")),
    ?assertEqual(
       [{"foo", "\";bar"}],
       parse_cookie("foo=\"\\\";bar")),
    ?assertEqual(
       [],
       parse_cookie([])),
    ?assertEqual(
       [{"foo", "bar"}, {"baz", "wibble"}],
       parse_cookie("foo=bar , baz=wibble ")),
    ?assertEqual(
       [{"foo", "base64=="}, {"bar", "base64="}],
       parse_cookie("foo=\"base64==\";bar=\"base64=\"")),
    ?assertEqual(
       [{"foo", "base64=="}, {"bar", "base64="}],
       parse_cookie("foo=base64==;bar=base64=")),
    ok.

domain_test() ->
    ?assertEqual(
       {"Set-Cookie",
        "Customer=WILE_E_COYOTE; "
        "Version=1; "
        "Domain=acme.com; "
        "HttpOnly"},
       cookie("Customer", "WILE_E_COYOTE",
              [{http_only, true}, {domain, "acme.com"}])),
    ok.


cookie_test() ->
    C1 = {"Set-Cookie",
          "Customer=WILE_E_COYOTE; "
          "Version=1; "
          "Path=/acme"},
    C1 = cookie("Customer", "WILE_E_COYOTE", [{path, "/acme"}]),
    C1 = cookie("Customer", "WILE_E_COYOTE",
                [{path, "/acme"}, {badoption, "negatory"}]),
    C1 = cookie('Customer', 'WILE_E_COYOTE', [{path, '/acme'}]),
    C1 = cookie(<<"Customer">>, <<"WILE_E_COYOTE">>, [{path, <<"/acme">>}]),

    {"Set-Cookie","=NoKey; Version=1"} = cookie("", "NoKey", []),
    {"Set-Cookie","=NoKey; Version=1"} = cookie("", "NoKey"),
    LocalTime = calendar:universal_time_to_local_time({{2007, 5, 15}, {13, 45, 33}}),
    C2 = {"Set-Cookie",
          "Customer=WILE_E_COYOTE; "
          "Version=1; "
          "Expires=Tue, 15-May-2007 13:45:33 GMT; "
          "Max-Age=0"},
    C2 = cookie("Customer", "WILE_E_COYOTE",
                [{max_age, -111}, {local_time, LocalTime}]),
    C3 = {"Set-Cookie",
          "Customer=WILE_E_COYOTE; "
          "Version=1; "
          "Expires=Wed, 16-May-2007 13:45:50 GMT; "
          "Max-Age=86417"},
    C3 = cookie("Customer", "WILE_E_COYOTE",
                [{max_age, 86417}, {local_time, LocalTime}]),

    % test various values for SameSite
    %
    % unset default to nothing
    C4 = {"Set-Cookie","i=test123; Version=1"},
    C4 = cookie("i", "test123", []),
    C5 = {"Set-Cookie","i=test123; Version=1; SameSite=Strict"},
    C5 = cookie("i", "test123", [ {same_site, strict}]),
    C6 = {"Set-Cookie","i=test123; Version=1; SameSite=Lax"},
    C6 = cookie("i", "test123", [ {same_site, lax}]),
    C7 = {"Set-Cookie","i=test123; Version=1; SameSite=None"},
    C7 = cookie("i", "test123", [ {same_site, none}]),
    ok.

-endif.

%% ---- added for this test: test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {quote_test, fun quote_test/0},
        {parse_cookie_test, fun parse_cookie_test/0},
        {domain_test, fun domain_test/0},
        {cookie_test, fun cookie_test/0}
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
