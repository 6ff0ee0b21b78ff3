-module(re_pcre_errors).
-export([main/1]).

%% Compile errors: {error, {Message, Offset}} from re:compile, badarg from re:run,
%% {error, {compile, _}} with report_errors.

main(_) ->
    lists:foreach(
      fun(P) -> io:format("~p -> ~p~n", [P, compiled(P, [])]) end,
      patterns()),
    io:format("~p~n", [compiled("a(b", [extended])]),
    io:format("~p~n", [compiled(<<"a", 255>>, [unicode])]),
    io:format("~p~n", [compiled("(?<n>a)(?<n>b)", [])]),
    io:format("~p~n", [compiled("(?<n>a)(?<n>b)", [dupnames])]),
    io:format("~p~n", [try re:run("x", "(") catch error:E -> {error, E} end]),
    io:format("~p~n", [re:run("x", "(", [report_errors])]),
    io:format("~p~n", [try re:split("x", "[") catch error:E2 -> {error, E2} end]),
    io:format("~p~n", [try re:replace("x", "*", "y") catch error:E3 -> {error, E3} end]),
    ok.

%% A compiled pattern's binary is the engine's own: print only that it compiled.
compiled(P, Opts) ->
    case re:compile(P, Opts) of
        {ok, {re_pattern, Groups, _, _, _}} -> {ok, Groups};
        Error -> Error
    end.

patterns() ->
    ["(", ")", "a)", "(()", "*", "+a", "a**", "a{2,1}", "a{99999}", "[a", "[z-a]",
     "[[:foo:]]", "[:alpha:]", "\\", "a\\", "\\c", "(?<", "(?<n", "(?<1n>a)",
     "(?Px)", "(?z)", "(?#abc", "\\k", "\\k<nope>", 
     "(a)\\2", "(?1)", "(?(2)a)", "(?(1)a|b|c)", "(?(?foo)a)", "(?<=a+)b",
     "(?<=a{1,3})b", "(?<=a|bb)c", "\\p{Nope}", "\\pQ", "\\x{110000}", "\\o{8}",
     "(*NOPE)", "(?R", "a(?C256)", "(?C1", "\\N{name}", "\\U",
     "(?(DEFINE)a|b)", "x{2}{3}+", "(?-1)", "(?+0)",
     "(?i", "(?i-", "(?C", "[[.a.]]", "[[=a=]]", "\\777", "[\\N]", "[a-\\d]",
     "(?<a1234567890123456789012345678901234567890>x)", "(?<a2345678901234567890123456789012>x)"].
