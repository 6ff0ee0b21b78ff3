-module(string_case).
-export([main/1]).

snake_to_camel(S) ->
    [First | Rest] = string:split(S, "_", all),
    lists:flatten([First | [string:titlecase(W) || W <- Rest]]).

camel_to_snake([]) -> [];
camel_to_snake([C | T]) when C >= $A, C =< $Z -> [$_, C + 32 | camel_to_snake(T)];
camel_to_snake([C | T]) -> [C | camel_to_snake(T)].

title(S) -> string:join([string:titlecase(string:lowercase(W)) || W <- string:lexemes(S, " ")], " ").

main(_) ->
    [io:format("~s -> ~s -> ~s~n", [S, snake_to_camel(S), camel_to_snake(snake_to_camel(S))])
     || S <- ["hello_world", "my_long_variable_name", "x", "already"]],
    io:format("~s~n", [title("the QUICK brown   fOX")]),
    io:format("~p~n", [string:casefold("MiXeD")]),
    io:format("~p~n", [[string:to_upper(C) || C <- "abc123"]]),
    io:format("~p~n", [string:equal("Hello", "hello", true)]),
    io:format("~p~n", [lists:map(fun string:uppercase/1, ["one", <<"two">>])]),
    ok.
