-module(string_cmp).
-export([run/0]).
-import(stdlib_cmp, [check/4, list_of/2, pick/1, rnd/1]).

c(F, Args) -> check(string, F, Args, []).

chars() -> "aAbB ,.-x\t\n\r1:éÉßÿµ" ++ [16#3A3, 16#3C3, 16#416, 16#436, 16#101, 16#100].
str(Max) -> list_of(Max, fun() -> pick(chars()) end).
%% flat list or binary
s(Max) ->
    S = str(Max),
    case rnd(2) of
        1 -> S;
        2 -> unicode:characters_to_binary(S)
    end.
pat() -> pick(["", ",", "a", "\r", "\n", "\r\n", " ", "ab", "x,", <<",">>, "é"]).
seps() -> pick([" ", ",", "\n", "\r\n", [[$\r, $\n]], " ,", "a\r", "", [$\r], [$\t, $\s]]).

run() ->
    stdlib_cmp:init(),
    edge(),
    stdlib_cmp:times(1500, fun one/0),
    stdlib_cmp:done().

edge() ->
    Ss = ["", <<>>, "  ab,c d\r\n", <<"  ab,c d\r\n">>, "\r\n", "\r\r\n\n", "a\r\nb\r\n", "\n\r\nb"],
    [c(F, [S]) || F <- [length, is_empty, reverse, trim, chomp, uppercase, lowercase,
                        titlecase, casefold, to_graphemes, next_codepoint, next_grapheme,
                        to_integer, to_float], S <- Ss],
    [c(to_float, [S]) || S <- ["1.5", "1e3", "1.5e3x", "-1.5E-2", "+1.0", "1.", ".5", "1,5",
                              <<"2.0abc">>, "1.0e", "1", "1.0e+", "1.0e+5", "-", "+"]],
    [c(to_integer, [S]) || S <- ["15", "-1x", "+3", "x", "", <<"12ab">>, "- 1", "1.5", "00", "-", "+"]],
    [c(pad, [S, N, D, C]) || S <- ["ab", <<"ab">>], N <- [0, 1, 2, 3, 4, 5, 6],
                             D <- [leading, trailing, both], C <- [$\s, $*]],
    ok.

one() ->
    S = s(12), P = pat(), Se = seps(),
    [c(F, [S]) || F <- [length, is_empty, reverse, trim, chomp, uppercase, lowercase,
                        titlecase, casefold, to_graphemes, next_codepoint, next_grapheme]],
    c(equal, [S, s(3)]), c(equal, [S, S]),
    c(equal, [S, string:casefold(S), true]),
    c(slice, [S, rnd(6) - 1]), c(slice, [S, rnd(6) - 1, pick([infinity, rnd(5) - 1])]),
    c(pad, [S, rnd(16) - 1]), c(pad, [S, rnd(16), pick([leading, trailing, both]), $*]),
    D = pick([leading, trailing, both]),
    c(trim, [S, D]), c(trim, [S, D, Se]),
    c(take, [S, Se]), c(take, [S, Se, pick([true, false])]),
    c(take, [S, Se, pick([true, false]), pick([leading, trailing])]),
    c(split, [S, P]), c(split, [S, P, pick([leading, trailing, all])]),
    c(replace, [S, P, "XY"]), c(replace, [S, P, "XY", pick([leading, trailing, all])]),
    c(find, [S, P]), c(find, [S, P, pick([leading, trailing])]),
    c(lexemes, [S, Se]), c(nth_lexeme, [S, rnd(3), Se]),
    c(prefix, [S, P]), c(prefix, [S, string:slice(S, 0, rnd(3))]),
    N = integer_to_list(rnd(2000) - 1000),
    c(to_integer, [N ++ str(3)]),
    c(to_float, [N ++ "." ++ integer_to_list(rnd(100)) ++ pick(["", "e3", "E-2", "e", "x"])]),
    %% obsolete API, flat lists
    L = str(12), L2 = pick(["", "a", "ab", " ", ",", str(2)]), Ch = pick(" a,x"),
    c(len, [L]), c(concat, [L, L2]), c(chr, [L, Ch]), c(rchr, [L, Ch]),
    c(str, [L, L2]), c(rstr, [L, L2]),
    c(substr, [L, rnd(14) - 1]), c(substr, [L, rnd(14) - 1, rnd(6) - 2]),
    c(sub_string, [L, rnd(14) - 1]), c(sub_string, [L, rnd(14) - 1, rnd(14) - 1]),
    c(tokens, [L, pick([" ", ", ", "a\r"])]),
    c(join, [[str(4) || _ <- lists:seq(1, rnd(4) - 1)], pick([", ", "", "x"])]),
    c(chars, [Ch, rnd(5) - 2]), c(chars, [Ch, rnd(5) - 1, "tail"]),
    c(copies, [L2, rnd(4) - 2]),
    c(words, [L]), c(words, [L, Ch]), c(sub_word, [L, rnd(4)]), c(sub_word, [L, rnd(4), Ch]),
    c(strip, [L]), c(strip, [L, pick([left, right, both])]),
    c(strip, [L, pick([left, right, both]), Ch]),
    c(left, [L, rnd(15) - 1]), c(left, [L, rnd(15) - 1, $.]),
    c(right, [L, rnd(15) - 1]), c(right, [L, rnd(15) - 1, $.]),
    c(centre, [L, rnd(15) - 1]), c(centre, [L, rnd(15) - 1, $.]),
    c(span, [L, pick([" ", "aA", "aAbB ,"])]), c(cspan, [L, pick([" ", "aA", ","])]),
    c(to_lower, [L]), c(to_upper, [L]), c(to_lower, [pick(chars())]), c(to_upper, [pick(chars())]),
    ok.
