-module(re_pcre_unicode).
-export([main/1]).

%% unicode mode (byte offsets into UTF-8), ucp, caseless Latin-1 without unicode,
%% \h \v \R, POSIX classes over Latin-1. Results are printed with ~w so that no
%% character >= 128 reaches the output.

main(_) ->
    lists:foreach(fun run/1, cases()).

run({S, P, O}) ->
    R = try re:run(S, P, O) catch error:E -> {error, E} end,
    io:format("~w ~w ~w -> ~w~n", [S, P, O, R]).

cases() ->
    U = [unicode],
    UL = [unicode, {capture, all, list}],
    UB = [unicode, {capture, all, binary}],
    [{"h\x{e9}llo w\x{f6}rld", "\\w+", [unicode, global]},
     {"h\x{e9}llo w\x{f6}rld", "\\w+", [unicode, global, {capture, all, list}]},
     {"h\x{e9}llo", "l+", U},
     {"h\x{e9}llo", "l+", UL},
     {"h\x{e9}llo", "l+", UB},
     {<<"h", 16#c3, 16#a9, "llo">>, "\x{e9}", U},
     {"\x{3b1}\x{3b2}\x{3b3}", "\x{3b2}", U},
     {"\x{3b1}\x{3b2}\x{3b3}", ".", [unicode, global]},
     {"\x{3b1}\x{3b2}\x{3b3}", "\\w", [unicode, global]},
     {"\x{3b1}\x{3b2}\x{3b3}", "\\w", [unicode, ucp, global]},
     {"\x{3b1}\x{3b2}\x{3b3}", "[[:alpha:]]+", [unicode, ucp]},
     {"\x{391}", "\x{3b1}", [unicode, caseless]},
     {"\x{1f600}x", "x", U},
     {"\x{1f600}x", "(.)(.)", UL},
     {"a\x{1f600}b", "", [unicode, global]},
     {"caf\x{e9}", "\\bcaf\\b", U},
     {"caf\x{e9}", "\\bcaf\\b", [unicode, ucp]},
     {"\x{e9}t\x{e9}", "\\p{L}+", U},
     {"abc\x{660}\x{661}", "\\p{Nd}+", U},
     {"abc\x{660}\x{661}", "\\d+", [unicode, ucp]},
     {"abc\x{660}\x{661}", "\\d+", U},
     {"\x{3b1}b", "\\P{Greek}", U},
     {"x\x{2028}y", "\\R", U},
     {"x\x{2028}y", "\\v", U},
     {"a\x{a0}b", "\\h", U},
     {"a\x{3000}b", "\\h", U},
     {"\x{e9}t\x{e9}", "\\X", [unicode, global]},
     {"\x{e9}", "\\x{e9}", U},
     {"\x{263a}", "\\x{263a}", U},
     {"\x{e9}t\x{c9}", "\x{e9}", [unicode, caseless, global]},
     {"abc\x{e9}", "c", [unicode, {offset, 2}]},
     {"\x{e9}\x{e9}\x{e9}", "\x{e9}", [unicode, global, {offset, 2}]},
     {[16#e9, 16#c9], [16#c9], [caseless, global]},
     {[16#e9, 16#c9], "[\\x{c0}-\\x{de}]", [caseless, global]},
     {[16#ff, 16#df], "\\w+", []},
     {[16#aa, 16#b5, 16#ba, 16#d7, 16#f7], "[[:alpha:]]", [global]},
     {[16#aa, 16#b5, 16#ba, 16#d7, 16#f7], "[[:punct:]]", [global]},
     {[16#c0, 16#e0], "[[:upper:]]", [global]},
     {[16#c0, 16#e0], "[[:lower:]]", [global]},
     {[16#c0, 16#e0], "[[:lower:]]", [caseless, global]},
     {[16#a0, 9, 32], "\\s", [global]},
     {[16#a0, 9, 32], "\\h", [global]},
     {[16#85, 10, 11], "\\v", [global]},
     {[16#85, 13, 10, 10], "\\R", [global]},
     {[16#85, 13, 10, 10], "\\R", [bsr_anycrlf, global]},
     {[16#e9], "\\x{e9}", []},
     {[16#e9, $a], "\\W", []},
     {[16#e9, $a], "\\bA", [caseless]},
     {"\x{e9}t\x{e9}", "^\\w+$", U}
    ].
