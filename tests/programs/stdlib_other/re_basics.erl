-module(re_basics).
-export([main/1]).

%% Common uses of the re module (PCRE features the regex engine shares).
main(_) ->
    io:format("~p~n", [re:run("hello world", "o")]),
    io:format("~p~n", [re:run("hello world", "o", [global])]),
    io:format("~p~n", [re:run("2026-11-21", "(\\d+)-(\\d+)-(\\d+)", [{capture, all_but_first, list}])]),
    io:format("~p~n", [re:run(<<"key=value">>, "(\\w+)=(\\w+)", [{capture, [1, 2], binary}])]),
    io:format("~p~n", [re:run("abc", "x")]),
    io:format("~p~n", [re:run("ABC", "b", [caseless, {capture, none}])]),
    io:format("~s~n", [re:replace("a b  c", "\\s+", "-", [global, {return, list}])]),
    io:format("~p~n", [re:replace("hello", "l", "L", [{return, binary}])]),
    io:format("~s~n", [re:replace("x=1, y=2", "(\\w)=(\\d)", "\\2:\\1", [global, {return, list}])]),
    io:format("~p~n", [re:split("a,b,,c,,", ",", [{return, list}])]),
    io:format("~p~n", [re:split("a,b,,c,,", ",", [{return, list}, trim])]),
    io:format("~p~n", [re:split("one two  three", " +", [{return, binary}])]),
    {ok, MP} = re:compile("^[a-z]+$"),
    io:format("~p~n", [[re:run(W, MP, [{capture, none}]) || W <- ["abc", "ab1", ""]]]),
    io:format("~p~n", [element(1, re:compile("(unclosed"))]),
    Palindrome = fun(S) ->
                         F = re:replace(string:to_lower(S), "[^a-z0-9]", "", [global, {return, list}]),
                         F =:= lists:reverse(F)
                 end,
    io:format("~p~n", [[Palindrome(S) || S <- ["A man, a plan, a canal: Panama", "hello"]]]),
    ok.
