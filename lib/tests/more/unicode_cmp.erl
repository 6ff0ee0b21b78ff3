-module(unicode_cmp).
-export([run/0]).
-import(more_cmp, [rnd/1, pick/1]).

c(F, Args) -> more_cmp:check(unicode, F, Args).

cp() -> case rnd(12) of
            1 -> pick([-1, 16#D800, 16#DFFF, 16#110000, 300, 255, 256]);
            2 -> rnd(16#10FFFF);
            3 -> 127 + rnd(2000);
            _ -> 31 + rnd(95)
        end.

bytes() ->
    case rnd(6) of
        1 -> list_to_binary([rnd(256) - 1 || _ <- lists:seq(1, rnd(5))]);
        2 -> B = unicode:characters_to_binary([good() || _ <- lists:seq(1, rnd(4))]),
             binary_part(B, 0, rnd(byte_size(B) + 1) - 1);
        3 -> pick([<<200>>, <<226>>, <<226, 130>>, <<130>>, <<172>>, <<237, 160, 128>>, <<192, 128>>,
                   <<240, 144>>, <<244, 144, 128, 128>>, <<255>>, <<>>]);
        _ -> unicode:characters_to_binary([good() || _ <- lists:seq(1, rnd(4))])
    end.

good() -> case rnd(4) of 1 -> 127 + rnd(2000); 2 -> 16#10000 + rnd(1000); _ -> 31 + rnd(95) end.

data(0) -> pick([[], <<"x">>, 65]);
data(D) ->
    case rnd(7) of
        1 -> bytes();
        2 -> cp();
        3 -> [data(D - 1) || _ <- lists:seq(1, rnd(4) - 1)];
        4 -> [good() || _ <- lists:seq(1, rnd(4))];
        5 -> [data(D - 1) | bytes()];
        _ -> [data(D - 1), data(D - 1)]
    end.

top() ->
    case rnd(12) of
        1 -> pick([a, [a], [1.0], [1 | a], {x}]);
        2 -> bytes();
        _ -> case data(4) of X when is_integer(X) -> [X]; X -> X end
    end.

enc() -> pick([unicode, utf8, latin1, unicode, {utf16, big}, {utf16, little}, utf32, {utf32, little}]).

run() ->
    more_cmp:init(),
    more_cmp:times(30000, fun one/0),
    more_cmp:done().

one() ->
    D = top(),
    c(characters_to_list, [D]), c(characters_to_binary, [D]),
    c(characters_to_list, [D, latin1]),
    c(characters_to_binary, [D, latin1]), c(characters_to_binary, [D, unicode, latin1]),
    c(characters_to_binary, [D, latin1, latin1]),
    Good = [good() || _ <- lists:seq(1, rnd(5))],
    E = enc(),
    B = unicode:characters_to_binary(Good, unicode, E),
    c(characters_to_list, [B, E]), c(characters_to_binary, [[B], E]),
    c(characters_to_binary, [Good, unicode, E]),
    c(characters_to_binary, [[Good, B], E, pick([unicode, latin1, {utf16, little}])]),
    c(characters_to_nfc_list, [Good]), c(characters_to_nfc_binary, [Good]),
    c(encoding_to_bom, [E]), c(bom_to_encoding, [<<(unicode:encoding_to_bom(E))/binary, "x">>]),
    ok.
