%% A tiny JSON encoder: strings, escapes, guards, binaries and accumulators.
-module(json_encode).
-export([encode/1]).

encode(true) -> <<"true">>;
encode(false) -> <<"false">>;
encode(null) -> <<"null">>;
encode(N) when is_integer(N) -> integer_to_binary(N);
encode(F) when is_float(F) -> float_to_binary(F, [{decimals, 6}, compact]);
encode(A) when is_atom(A) -> encode(atom_to_binary(A, utf8));
encode(B) when is_binary(B) -> <<$", (escape(B, <<>>))/binary, $">>;
encode(L) when is_list(L) ->
    Items = [encode(E) || E <- L],
    <<$[, (join(Items, <<$,>>))/binary, $]>>;
encode(M) when is_map(M) ->
    Pairs = [<<(encode(K))/binary, $:, (encode(V))/binary>>
             || {K, V} <- lists:sort(maps:to_list(M))],
    <<${, (join(Pairs, <<",">>))/binary, $}>>.

escape(<<>>, Acc) -> Acc;
escape(<<$", Rest/binary>>, Acc) -> escape(Rest, <<Acc/binary, "\\\"">>);
escape(<<$\\, Rest/binary>>, Acc) -> escape(Rest, <<Acc/binary, "\\\\">>);
escape(<<$\n, Rest/binary>>, Acc) -> escape(Rest, <<Acc/binary, "\\n">>);
escape(<<C, Rest/binary>>, Acc) when C < 16#20 ->
    Hex = list_to_binary(io_lib:format("\\u~4.16.0b", [C])),
    escape(Rest, <<Acc/binary, Hex/binary>>);
escape(<<C/utf8, Rest/binary>>, Acc) -> escape(Rest, <<Acc/binary, C/utf8>>).

join([], _Sep) -> <<>>;
join([H], _Sep) -> H;
join([H | T], Sep) -> lists:foldl(fun(X, Acc) -> <<Acc/binary, Sep/binary, X/binary>> end, H, T).
