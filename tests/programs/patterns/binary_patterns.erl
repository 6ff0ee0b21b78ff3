-module(binary_patterns).
-export([main/1]).

kind(<<>>) -> empty;
kind(<<0>>) -> zero_byte;
kind(<<"GET ", Path/binary>>) -> {get, Path};
kind(<<"POST ", Path/binary>>) -> {post, Path};
kind(<<1:1, _:7, _/binary>>) -> high_bit;
kind(<<Len:8, Data:Len/binary>>) -> {lp, Data};
kind(<<_:8, _/binary>>) -> other.

tlv(<<>>) -> [];
tlv(<<T:8, L:16, V:L/binary, Rest/binary>>) -> [{T, V} | tlv(Rest)].

main(_) ->
    Cases = [<<>>, <<0>>, <<"GET /index.html">>, <<"POST /api">>, <<200, 1>>,
             <<3, "abc">>, <<3, "ab">>, <<"x">>],
    [io:format("~w -> ~p~n", [C, kind(C)]) || C <- Cases],
    Packet = <<1, 0, 3, "abc", 2, 0, 0, 7, 0, 5, "hello">>,
    io:format("~p~n", [tlv(Packet)]),
    <<Magic:32, Ver:8, Flags:8/bits, _/binary>> = <<16#CAFEBABE:32, 3, 2#10100000, 0>>,
    io:format("~.16B ~p ~w~n", [Magic, Ver, Flags]),
    Sz = 2,
    <<First:Sz/binary, _/binary>> = <<"xyz">>,
    io:format("~p~n", [First]),
    case <<"key:value">> of
        <<K:3/binary, ":", V/binary>> -> io:format("~p ~p~n", [K, V])
    end,
    ok.
