-module(binaries).
-export([build/2, consts/0, parse/1, sized/1, str/1, utf/1, floats/1, rest/1, sum/2, skip/2]).

build(X, B) -> <<X:16, B/binary, X/float, 1, "ok">>.

consts() -> {<<1, 2, 3>>, <<"abc">>, <<258:16/little>>, <<"€"/utf8>>, <<>>}.

parse(<<Len:8, Data:Len/binary, Rest/binary>>) -> {Data, Rest};
parse(<<"GET ", Path/binary>>) -> Path;
parse(<<-1:8/signed, _/bits>>) -> minus;
parse(_) -> error.

sized(N) -> <<0:N, 7:4, 1:4>>.

str(S) -> <<S/binary, "!">>.

utf(<<C/utf8, _/binary>>) -> C.

floats(<<F:32/float>>) -> F.

rest(<<_:3, X:5, Y/bitstring>>) -> {X, Y}.

%% Each rest goes back to the function itself: a match context advanced in place, after the
%% guard of its clause.
sum(<<X, R/binary>>, S) when X > 0 -> sum(R, S + X);
sum(<<_, R/binary>>, S) -> sum(R, S);
sum(<<>>, S) -> S.

%% A rest used twice stays a sub-binary.
skip(<<_, R/binary>>, Acc) -> skip(R, [R | Acc]);
skip(<<>>, Acc) -> Acc.
