-module(binaries).
-export([bins/2]).

bins(X, Bin) ->
    B1 = <<1, 2, 3>>,
    B2 = <<X:16/little-signed-integer, Bin/binary, 1.5:64/float, "abc", $z/utf8>>,
    B3 = <<(X + 1):8, -1:8/signed, X:4/unit:8>>,
    <<Head:8, Rest/bits>> = B1,
    <<A/utf8, _/binary>> = <<"é"/utf8>>,
    B4 = << <<(Y * 2)>> || <<Y>> <= B1 >>,
    B5 = << <<Z:8>> || Z <- [1, 2, 3], Z > 1 >>,
    L = [Y || <<Y:16/big>> <= B2],
    {B2, B3, Head, Rest, A, B4, B5, L, <<>>}.
