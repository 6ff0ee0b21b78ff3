-module(re_pcre_global_split_replace).
-export([main/1]).

%% global matching with empty matches, split (trim, parts, group, empty matches),
%% replace (&, \N, \g{N}, global, return types).

main(_) ->
    lists:foreach(fun(C) -> io:format("~p~n", [C]) end, runs()),
    lists:foreach(fun({S, P, O}) -> show(split, [S, P, O], fun() -> re:split(S, P, O) end) end, splits()),
    lists:foreach(fun({S, P, R, O}) -> show(replace, [S, P, R, O], fun() -> re:replace(S, P, R, O) end) end, replaces()).

show(F, Args, Fun) ->
    R = try Fun() catch error:E -> {error, E} end,
    io:format("~p ~p -> ~p~n", [F, Args, R]).

run(S, P, O) ->
    {S, P, O, try re:run(S, P, O) catch error:E -> {error, E} end}.

runs() ->
    [run("aaa", "a*?", [global]),
     run("aaa", "|a", [global]),
     run("abc", "x*", [global]),
     run("baaac", "a*", [global, {capture, all, list}]),
     run("aaa", "a*", [global]),
     run("", "", [global]),
     run("", "a*", [global]),
     run("abc", "(?=b)|c", [global]),
     run("abc", "\\b", [global]),
     run("ab\ncd", "^", [multiline, global]),
     run("ab\ncd\n", "$", [multiline, global]),
     run("a\r\nb", "", [global]),
     run("a\r\nb", "", [global, {newline, crlf}]),
     run("a\r\nb", "", [global, {newline, anycrlf}]),
     run("a\r\nb", "", [global, {newline, any}]),
     run("a\r\nb", "(*CRLF)", [global]),
     run("a\r\nb", "", [global, {newline, cr}]),
     run("abab", "(a)|b", [global]),
     run("abab", "(a)|b", [global, {capture, all_but_first, list}]),
     run("abcabc", "b", [global, {offset, 2}]),
     run("one two  three", "\\s*", [global, {capture, first, list}]),
     run("xyz", "(?<=x)|(?<=y)", [global]),
     run("aaa", "a*+", [global]),
     run("aXbX", "(?i)x", [global, {capture, none}])
    ].

splits() ->
    L = [{return, list}],
    [{"a,b,,c,,", ",", L},
     {"a,b,,c,,", ",", [trim | L]},
     {"a,b,,c,,", ",", [{parts, 2} | L]},
     {"a,b,,c,,", ",", [{parts, 3} | L]},
     {"a,b,,c,,", ",", [{parts, 0} | L]},
     {"a,b,,c,,", ",", [{parts, infinity} | L]},
     {"abc", "", L},
     {"abc", "", [trim | L]},
     {"abc", "x*", L},
     {"abc", "b*", L},
     {"a1b22c333", "\\d+", L},
     {"a1b22c333", "(\\d)+", L},
     {"a1b22c333", "(\\d)+", [group | L]},
     {"a1b22c333", "(\\d)+", [group, trim | L]},
     {"a1b2", "(x)?(\\d)", [group | L]},
     {"a-b_c", "(-)|(_)", L},
     {"a-b_c", "(-)|(_)", [group | L]},
     {"  lead and trail  ", "\\s+", L},
     {"  lead and trail  ", "\\s+", [trim | L]},
     {"one\ntwo\r\nthree", "\\R", L},
     {"key = value", "\\s*=\\s*", [{return, binary}]},
     {<<"x,y">>, ",", []},
     {"a,b,c", ",", [{parts, 1} | L]},
     {"a,b,c", ",", [{offset, 2} | L]},
     {"aXbxc", "x", [caseless | L]},
     {"abc", "(?<=b)", L},
     {"", "", L},
     {"", "x", [trim | L]},
     {"abab", "(?=b)", L},
     {"a.b.c", ".", [{parts, 2} | L]},
     {"a.b.c", "\\.", [{parts, 2}, {return, binary}]}
    ].

replaces() ->
    L = [{return, list}],
    [{"abcabc", "b", "[&]", L},
     {"abcabc", "b", "[&]", [global | L]},
     {"abcabc", "(a)(b)", "\\2\\1", [global | L]},
     {"abcabc", "(a)(b)", "\\g{2}\\g1", [global | L]},
     {"abcabc", "(a)(b)", "\\\\&\\&", L},
     {"abc", "", "-", [global | L]},
     {"abc", "x*", "-", [global | L]},
     {"aaa", "a*?", "<&>", [global | L]},
     {"hello world", "o", "0", [global, {return, binary}]},
     {"hello world", "(?<=l)o", "O", [global | L]},
     {"hello world", "\\bw", "W", []},
     {"hello world", "z", "Z", []},
     {"hello", "l+", "L", []},
     {"a.b.c", "\\.", "\\\\", [global | L]},
     {"2024-02-29", "(\\d+)-(\\d+)-(\\d+)", "\\3/\\2/\\1", L},
     {"aaa", "a", "b", [{offset, 1}, global | L]},
     {"foo bar", "(\\w+) (\\w+)", "\\2 \\1 \\3", L},
     {"xAx", "a", "_", [caseless, global | L]},
     {"abab", "(?<n>a)", "[\\1]", [global | L]},
     {"line1\nline2", "^", "> ", [multiline, global | L]},
     {"tab\there", "\\h", " ", [global | L]},
     {"abc", "b", "&&", [{return, iodata}]}
    ].
