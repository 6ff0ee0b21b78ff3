-module(defines).
-export([main/1]).

-define(PI, 3.14159).
-define(SQUARE(X), ((X) * (X))).
-define(MAX(A, B), (case (A) > (B) of true -> (A); false -> (B) end)).
-define(GREETING, "hello").
-define(PAIR(A, B), {A, B}).
-define(LOG(Fmt, Args), io:format("[~p:~p] " ++ Fmt ++ "~n", [?MODULE, ?LINE | Args])).
-define(TIMES_TWO(X), X * 2).
-define(EMPTY, ).
-define(STRINGIFY(X), ??X).
-define(NESTED(X), ?SQUARE(?SQUARE(X))).

main(_) ->
    io:format("~p~n", [?PI]),
    io:format("~p~n", [?SQUARE(5)]),
    io:format("~p~n", [?SQUARE(2 + 3)]),
    io:format("~p~n", [?TIMES_TWO(2 + 3)]),
    io:format("~p~n", [?MAX(3, 9)]),
    io:format("~s~n", [?GREETING ++ " world"]),
    io:format("~p~n", [?PAIR(x, [1, 2])]),
    ?LOG("value is ~p", [42]),
    ?LOG("two values ~p ~p", [a, b]),
    io:format("~p~n", [?MODULE]),
    io:format("~p~n", [?MODULE_STRING]),
    io:format("~p~n", [?FUNCTION_NAME]),
    io:format("~p~n", [?FUNCTION_ARITY]),
    io:format("~p~n", [?LINE]),
    io:format("~p~n", [[?EMPTY 1]]),
    io:format("~s~n", [?STRINGIFY(foo(Bar, 1 + 2))]),
    io:format("~p~n", [?NESTED(2)]),
    io:format("~p~n", [filename:basename(?FILE)]),
    ok.
