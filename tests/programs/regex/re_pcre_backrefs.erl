-module(re_pcre_backrefs).
-export([main/1]).

%% Backreferences: numbered, relative, named, caseless, to unset groups.

main(_) ->
    lists:foreach(fun run/1, cases()).

run({S, P, O}) ->
    R = try re:run(S, P, O) catch error:E -> {error, E} end,
    io:format("~p ~p ~p -> ~p~n", [S, P, O, R]).

cases() ->
    A = [{capture, all, list}],
    [{"abcabc", "(abc)\\1", []},
     {"abcabd", "(abc)\\1", []},
     {"xyzxyzxyz", "(xyz)\\1+", A},
     {"abab", "(a)(b)\\1\\2", A},
     {"aa bb cc dd", "(\\w)\\1", [global, {capture, first, list}]},
     {"the the cat", "\\b(\\w+)\\s+\\1\\b", A},
     {"abcabc", "(abc)\\g1", []},
     {"abcabc", "(abc)\\g{1}", []},
     {"abcabc", "(abc)\\g{-1}", []},
     {"xaxa", "(x)(a)\\g{-2}\\g{-1}", A},
     {"abab", "(?<p>ab)\\k<p>", A},
     {"abab", "(?<p>ab)\\k{p}", A},
     {"abab", "(?<p>ab)\\k'p'", A},
     {"abab", "(?P<p>ab)(?P=p)", A},
     {"abab", "(?'p'ab)\\g{p}", A},
     {"abAB", "(ab)\\1", [caseless]},
     {"abAB", "(ab)(?i)\\1", []},
     {"abAB", "(ab)\\1", []},
     {"b", "(a)?b\\1", []},
     {"b", "(a)?b(?:\\1|)", A},
     {"aaaaaaaaaa", "^(a\\1?){4}$", A},
     {"aaaaaaaaaa", "^(a\\1?)(a\\1?)(a\\2?)(a\\3?)$", A},
     {"abcdefghijkk", "(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)\\11", []},
     {"abcdefghijk\t", "(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)k\\11", []},
     {"<b>bold</b>", "<(\\w+)>.*?</\\1>", A},
     {"<b>bold</i>", "<(\\w+)>.*?</\\1>", A},
     {"'quoted' \"x\"", "(['\"]).*?\\1", [global, {capture, first, list}]},
     {"121 343 567", "\\b(\\d)\\d\\1\\b", [global, {capture, first, list}]},
     {"aXbXc", "(?|(a)|(b))X\\1", A},
     {"abcba", "^(.?)(.?)(.?).?\\3\\2\\1$", A},
     {"racecar", "^((.)(?1)\\2|.)$", A},
     {"abba", "^(?:(a)|b)(?1)?b?\\1?$", A},
     {"abcd", "^((.)(?1)\\2|.?)$", []},
     {"foofoo", "(?<n>fo+)\\g{n}", [{capture, [n], binary}]}
    ].
