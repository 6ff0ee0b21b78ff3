-module(matching).
-export([main/1]).

parse_header(<<Version:4, IHL:4, TOS:8, Len:16, Rest/binary>>) ->
    {Version, IHL, TOS, Len, byte_size(Rest)}.

decode(<<0, Rest/binary>>) -> {zero, Rest};
decode(<<1, N:16, Rest/binary>>) -> {short, N, Rest};
decode(<<2, Len:8, Str:Len/binary, Rest/binary>>) -> {str, Str, Rest};
decode(<<3, F:64/float, Rest/binary>>) -> {float, F, Rest};
decode(<<4, S:32/signed-little, Rest/binary>>) -> {int, S, Rest};
decode(Other) -> {unknown, Other}.

split_words(Bin) -> split_words(Bin, <<>>, []).
split_words(<<>>, <<>>, Acc) -> lists:reverse(Acc);
split_words(<<>>, W, Acc) -> lists:reverse([W | Acc]);
split_words(<<$\s, Rest/binary>>, <<>>, Acc) -> split_words(Rest, <<>>, Acc);
split_words(<<$\s, Rest/binary>>, W, Acc) -> split_words(Rest, <<>>, [W | Acc]);
split_words(<<C, Rest/binary>>, W, Acc) -> split_words(Rest, <<W/binary, C>>, Acc).

main(_) ->
    io:format("~p~n", [parse_header(<<16#45, 0, 0, 84, 1, 2, 3, 4>>)]),
    Msgs = [<<0, 9, 9>>, <<1, 1, 0, 7>>, <<2, 3, "abcde">>, <<3, 2.5/float>>,
            <<4, -5:32/little>>, <<9, 9>>, <<2, 10, "short">>],
    [io:format("~p~n", [decode(M)]) || M <- Msgs],
    <<A:3, B:5, C/bits>> = <<255, 1:2>>,
    io:format("~p ~p ~p~n", [A, B, C]),
    <<X:16/little-unsigned, Y:16/big-signed>> = <<1, 2, 255, 254>>,
    io:format("~p ~p~n", [X, Y]),
    <<F1:32/float>> = <<1.25:32/float>>,
    io:format("~p~n", [F1]),
    <<Len:8, Payload:Len/bytes, Trailer/binary>> = <<5, "hello", "world">>,
    io:format("~p ~p ~p~n", [Len, Payload, Trailer]),
    io:format("~p~n", [split_words(<<"  the quick  brown fox ">>)]),
    <<H:8, T/binary>> = <<"xyz">>,
    io:format("~p ~p~n", [H, T]),
    <<_:1/binary, Mid:2/binary, _/binary>> = <<"abcdef">>,
    io:format("~p~n", [Mid]),
    <<U/utf8, Rest/binary>> = <<"\x{3bb}abc"/utf8>>,
    io:format("~p ~p~n", [U, Rest]),
    <<Big:128>> = <<1:128>>,
    io:format("~p~n", [Big]),
    <<Neg:128/signed>> = <<-1:128>>,
    io:format("~p~n", [Neg]),
    case <<1, 2, 3>> of
        <<1, _/binary>> = Whole -> io:format("starts with 1: ~p~n", [Whole])
    end,
    Bits = <<2#10110:5>>,
    <<B1:1, B2:1, B3:3>> = Bits,
    io:format("~p ~p ~p~n", [B1, B2, B3]),
    ok.
