-module(re_pcre_lookaround).
-export([main/1]).

%% Lookahead and lookbehind, atomic groups, possessive quantifiers, \K, conditionals,
%% recursion, backtracking verbs.

main(_) ->
    lists:foreach(fun run/1, cases()).

run({S, P, O}) ->
    R = try re:run(S, P, O) catch error:E -> {error, E} end,
    io:format("~p ~p ~p -> ~p~n", [S, P, O, R]).

cases() ->
    L = [{capture, all, list}],
    G = [global, {capture, all, list}],
    [{"foobar foobaz", "foo(?=baz)", []},
     {"foobar foobaz", "foo(?!bar)", []},
     {"price: $42, 17 items", "(?<=\\$)\\d+", L},
     {"price: $42, 17 items", "(?<!\\$)\\b\\d+", L},
     {"ab ac ad", "a(?=[cd])", [global]},
     {"xabc", "(?<=x|ab)c", []},
     {"abc", "(?<=x|ab)c", []},
     {"1234567", "\\d(?=(\\d{3})+$)", [global, {capture, first, index}]},
     {"password1", "^(?=.*\\d)(?=.*[a-z]).{8,}$", []},
     {"password", "^(?=.*\\d)(?=.*[a-z]).{8,}$", []},
     {"abc", "(?=(\\w))", G},
     {"aaab", "(?>a+)b", L},
     {"aaa", "(?>a+)a", []},
     {"abc", "(?>a|ab)c", []},
     {"abc", "(?:a|ab)c", []},
     {"aaa", "a++a", []},
     {"aaab", "a++b", L},
     {"\"abc\"", "\"[^\"]*+\"", L},
     {"aaa", "a?+a", L},
     {"aaaa", "a{2,3}+a", L},
     {"xyz", "x*+y", L},
     {"foobar", "foo\\Kbar", L},
     {"foobar", "foo\\Kbar", []},
     {"a1b2c3", "[a-z]\\K\\d", G},
     {"abc", "(?=ab\\K)", []},
     {"ab", "(a)?(?(1)b|c)", L},
     {"c", "(a)?(?(1)b|c)", L},
     {"(x)", "^(\\()?x(?(1)\\))$", L},
     {"(x", "^(\\()?x(?(1)\\))$", []},
     {"x)", "^(\\()?x(?(1)\\))$", []},
     {"ab", "(?<q>a)?(?(<q>)b|c)", L},
     {"12", "(?(?=\\d)\\d\\d|[a-z]+)", L},
     {"ab", "(?(?=\\d)\\d\\d|[a-z]+)", L},
     {"(a(b)c)", "\\((?:[^()]++|(?R))*\\)", L},
     {"x(a(b)c", "\\((?:[^()]++|(?R))*\\)", L},
     {"<<a>>", "<(?:[^<>]|(?R))*>", L},
     {"1+(2*3)", "^(\\d|\\((?1)(?:[-+*](?1))*\\))(?:[-+*](?1))*$", []},
     {"abcabc", "(abc)(?1)", L},
     {"abcabc", "(?<t>abc)(?&t)", L},
     {"abcabc", "(?P<t>abc)(?P>t)", L},
     {"xyx", "(x)y(?-1)", L},
     {"xyx", "(?+1)y(x)", L},
     {"aaab", "a+(*COMMIT)b", []},
     {"aaac", "a+(*COMMIT)b", []},
     {"abc", "a(*FAIL)|b", L},
     {"aaabc", "a+(*SKIP)bc|.", [global, {capture, first, list}]},
     {"ab", "(?:a(*THEN)x|ab)", L},
     {"abc", "(*ACCEPT)abc", []},
     {"ab", "a(*MARK:m)b", L},
     {"abcd", "(?(DEFINE)(?<l>[a-z]))(?&l){4}", L}
    ].
