-module(packet_parse).
-export([main/1]).

%% Build and parse a simple binary protocol: header + typed fields + CRC-ish checksum.

encode_field({int, I}) -> <<1, I:32/signed>>;
encode_field({float, F}) -> <<2, F:64/float>>;
encode_field({str, S}) -> B = list_to_binary(S), <<3, (byte_size(B)):16, B/binary>>;
encode_field({list, L}) -> Enc = << <<(encode_field(X))/binary>> || X <- L >>, <<4, (length(L)):8, Enc/binary>>;
encode_field({bool, true}) -> <<5, 1>>;
encode_field({bool, false}) -> <<5, 0>>.

decode_field(<<1, I:32/signed, R/binary>>) -> {{int, I}, R};
decode_field(<<2, F:64/float, R/binary>>) -> {{float, F}, R};
decode_field(<<3, L:16, S:L/binary, R/binary>>) -> {{str, binary_to_list(S)}, R};
decode_field(<<4, N:8, R/binary>>) -> {Items, R2} = decode_n(N, R, []), {{list, Items}, R2};
decode_field(<<5, B:8, R/binary>>) -> {{bool, B =:= 1}, R}.

decode_n(0, R, Acc) -> {lists:reverse(Acc), R};
decode_n(N, R, Acc) -> {F, R2} = decode_field(R), decode_n(N - 1, R2, [F | Acc]).

checksum(B) -> lists:foldl(fun(X, A) -> (A * 33 + X) band 16#FFFF end, 5381, binary_to_list(B)).

packet(Type, Fields) ->
    Body = << <<(encode_field(F))/binary>> || F <- Fields >>,
    <<"PK", Type:8, (length(Fields)):8, (byte_size(Body)):32, Body/binary, (checksum(Body)):16>>.

parse(<<"PK", Type:8, N:8, Len:32, Body:Len/binary, Sum:16>>) ->
    case checksum(Body) of
        Sum -> {Fields, <<>>} = decode_n(N, Body, []), {ok, Type, Fields};
        Other -> {error, {checksum, Sum, Other}}
    end;
parse(_) -> {error, malformed}.

main(_) ->
    Fields = [{int, 42}, {int, -7}, {float, 3.5}, {str, "hello"}, {bool, true},
              {list, [{int, 1}, {str, "x"}, {list, []}]}, {bool, false}],
    P = packet(7, Fields),
    io:format("~w~n", [P]),
    io:format("size ~p~n", [byte_size(P)]),
    io:format("~p~n", [parse(P)]),
    io:format("roundtrip ~p~n", [parse(P) =:= {ok, 7, Fields}]),
    <<Head:10/binary, X, Tail/binary>> = P,
    io:format("~p~n", [parse(<<Head/binary, (X bxor 1), Tail/binary>>)]),
    io:format("~p~n", [parse(<<"XX">>)]),
    io:format("~p~n", [parse(binary:part(P, 0, byte_size(P) - 1))]),
    ok.
