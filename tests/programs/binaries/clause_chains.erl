-module(clause_chains).
-export([main/1]).

%% Clauses that start by reading the same first segment: a failed test in one goes on to the
%% next clause with the segment already read, but only when that clause would read the very
%% same segment again.

ws(<<$\s, R/binary>>, N) -> ws(R, N + 1);
ws(<<$\t, R/binary>>, N) -> ws(R, N + 10);
ws(<<$\n, R/binary>>, N) -> ws(R, N + 100);
ws(<<C, R/binary>>, N) when C >= $a, C =< $z -> ws(R, N + 1000);
ws(<<_, R/binary>>, N) -> ws(R, N + 10000);
ws(<<>>, N) -> N.

%% The same bits read as another type: signed, unsigned, four bits, little-endian.
kind(<<-1/signed, _/binary>>) -> minus_one;
kind(<<129, R/binary>>) -> {x81, R};
kind(<<15:4, _/bits>>) -> high_f;
kind(<<X:8/little, _/binary>>) -> {byte, X};
kind(<<>>) -> empty.

%% Sixteen bits twice, then eight of them.
wide(<<16#FFFF:16, _/binary>>) -> ffff;
wide(<<16#8000:16, R/binary>>) -> {half, R};
wide(<<1, R/binary>>) -> {one, R};
wide(_) -> none.

%% A sized segment reads what its size says, whatever was read before.
sized(N, B) ->
    case B of
        <<0, _/binary>> -> {N, zero};
        <<X:N, _/bits>> -> {N, X}
    end.

%% A test on another argument fails after the segment matched.
tag(<<$A, _/binary>>, upper) -> upper_a;
tag(<<$A, _/binary>>, _) -> any_a;
tag(<<C, _/binary>>, Mode) -> {Mode, C}.

%% A rest never read is only checked: a whole number of bytes for `/binary`.
first(<<X, _/binary>>) -> {byte, X};
first(<<X:4, _Rest/binary>>) -> {nibble, X};
first(<<X:2, _/bits>>) -> {bits, X};
first(_) -> none.

main(_) ->
    io:format("~p~n", [ws(<<" \t\nab!\t c">>, 0)]),
    io:format("~p~n", [[kind(B) || B <- [<<255>>, <<129, 1>>, <<250>>, <<7>>, <<>>]]]),
    io:format("~p~n", [[wide(B) || B <- [<<255, 255>>, <<128, 0, 3>>, <<1, 2>>, <<9>>, <<>>]]]),
    io:format("~p~n", [[sized(N, <<B, 7>>) || {B, N} <- [{0, 8}, {5, 4}, {5, 12}, {9, 16}]]]),
    io:format("~p~n", [[first(B) || B <- [<<1, 2>>, <<1, 5:3>>, <<16#A1, 2:4>>, <<3:2>>, <<1:1>>]]]),
    io:format("~p~n", [[tag(<<C>>, M) || {C, M} <- [{$A, upper}, {$A, lower}, {$5, upper}]]]).
