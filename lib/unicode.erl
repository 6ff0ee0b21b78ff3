%% unicode -- conversions between character data encodings for triheap.
%%
%% Written from the OTP documentation and from observing OTP 25.
%% Character data is a (deep, possibly improper) list of code points and
%% binaries; binaries are in the input encoding.  Invalid input gives
%% {error, Converted, Rest}; input ending inside a UTF-8 sequence gives
%% {incomplete, Converted, Rest}; data that is not character data at all
%% raises badarg.  Rest has the same nesting as OTP's for the common
%% cases.  Normalization functions do no normalization (they only
%% convert).

-module(unicode).

-export([characters_to_list/1, characters_to_list/2,
         characters_to_binary/1, characters_to_binary/2,
         characters_to_binary/3, encoding_to_bom/1, bom_to_encoding/1,
         characters_to_nfc_list/1, characters_to_nfd_list/1,
         characters_to_nfkc_list/1, characters_to_nfkd_list/1,
         characters_to_nfc_binary/1, characters_to_nfd_binary/1,
         characters_to_nfkc_binary/1, characters_to_nfkd_binary/1]).

characters_to_list(Data) -> characters_to_list(Data, unicode).

characters_to_list(Data, In) ->
    Enc = norm_enc(In),
    case convert(Data, Enc, list) of
        {ok, Cps} -> Cps;
        {Tag, Cps, Rest} -> {Tag, Cps, Rest}
    end.

characters_to_binary(Data) -> characters_to_binary(Data, unicode, unicode).

characters_to_binary(Data, In) -> characters_to_binary(Data, In, unicode).

characters_to_binary(Data, In, Out) ->
    InE = norm_enc(In),
    OutE = norm_enc(Out),
    Mode = case OutE =:= latin1 of
               true -> {bin, 255};
               false -> list
           end,
    case convert(Data, InE, Mode) of
        {ok, Cps} ->
            {ok, B} = encode(Cps, OutE, []),
            B;
        {Tag, Cps, Rest} ->
            {ok, B} = encode(Cps, OutE, []),
            {Tag, B, Rest}
    end.

norm_enc(unicode) -> utf8;
norm_enc(utf8) -> utf8;
norm_enc(latin1) -> latin1;
norm_enc(utf16) -> {utf16, big};
norm_enc({utf16, E} = X) when E =:= big; E =:= little -> X;
norm_enc(utf32) -> {utf32, big};
norm_enc({utf32, E} = X) when E =:= big; E =:= little -> X;
norm_enc(_) -> erlang:error(badarg).

encoding_to_bom(unicode) -> <<239, 187, 191>>;
encoding_to_bom(utf8) -> <<239, 187, 191>>;
encoding_to_bom(utf16) -> <<254, 255>>;
encoding_to_bom({utf16, big}) -> <<254, 255>>;
encoding_to_bom({utf16, little}) -> <<255, 254>>;
encoding_to_bom(utf32) -> <<0, 0, 254, 255>>;
encoding_to_bom({utf32, big}) -> <<0, 0, 254, 255>>;
encoding_to_bom({utf32, little}) -> <<255, 254, 0, 0>>;
encoding_to_bom(latin1) -> <<>>.

bom_to_encoding(<<239, 187, 191, _/binary>>) -> {utf8, 3};
bom_to_encoding(<<0, 0, 254, 255, _/binary>>) -> {{utf32, big}, 4};
bom_to_encoding(<<255, 254, 0, 0, _/binary>>) -> {{utf32, little}, 4};
bom_to_encoding(<<254, 255, _/binary>>) -> {{utf16, big}, 2};
bom_to_encoding(<<255, 254, _/binary>>) -> {{utf16, little}, 2};
bom_to_encoding(Bin) when is_binary(Bin) -> {latin1, 0}.

characters_to_nfc_list(D) -> characters_to_list(D).
characters_to_nfd_list(D) -> characters_to_list(D).
characters_to_nfkc_list(D) -> characters_to_list(D).
characters_to_nfkd_list(D) -> characters_to_list(D).
characters_to_nfc_binary(D) -> characters_to_binary(D).
characters_to_nfd_binary(D) -> characters_to_binary(D).
characters_to_nfkc_binary(D) -> characters_to_binary(D).
characters_to_nfkd_binary(D) -> characters_to_binary(D).

%% ---------------------------------------------------------------------
%% Decoding: walk the deep list with a stack of the tails of the
%% enclosing lists.  Pend holds the bytes of a UTF-8 sequence cut at the
%% end of a binary, with the context (tail and stack) where it was cut.

convert(Data, Enc, Mode) ->
    put('$unicode_mode', Mode),
    try convert(Data, Enc)
    after erase('$unicode_mode')
    end.

convert(Data, Enc) when is_binary(Data) ->
    case decode(Data, Enc, []) of
        {ok, Acc} -> {ok, lists:reverse(Acc)};
        {error, Acc, Rest} -> {error, lists:reverse(Acc), Rest};
        {incomplete, Acc, Rest} -> {incomplete, lists:reverse(Acc), Rest}
    end;
convert(Data, Enc) when is_list(Data) ->
    walk(Data, [], Enc, [], none);
convert(_, _) -> erlang:error(badarg).

%% Raise badarg for anything that is not character data.
check([]) -> ok;
check([H | T]) when is_integer(H) -> check(T);
check([H | T]) when is_binary(H) -> check(T);
check([H | T]) when is_list(H) -> check(H), check(T);
check(B) when is_binary(B) -> ok;
check(_) -> erlang:error(badarg).

walk([], [], _, Acc, none) -> {ok, lists:reverse(Acc)};
walk([], [], _, Acc, {Pend, _, _}) -> {incomplete, lists:reverse(Acc), Pend};
walk([], [O | S], Enc, Acc, P) -> walk(O, S, Enc, Acc, P);
walk(B, S, Enc, Acc, none) when is_binary(B) ->
    case decode(B, Enc, Acc) of
        {ok, Acc1} -> walk([], S, Enc, Acc1, none);
        {error, Acc1, Rest} -> {error, lists:reverse(Acc1), wrap(Rest, S)};
        {incomplete, Acc1, Rest} -> walk([], S, Enc, Acc1, {Rest, [], S})
    end;
walk(B, S, Enc, Acc, P) when is_binary(B) -> walk([B], S, Enc, Acc, P);
walk([H | T], S, Enc, Acc, P) when is_list(H) ->
    walk(H, [T | S], Enc, Acc, P);
walk([H | T] = L, S, Enc, Acc, none) when is_integer(H) ->
    case valid_cp(H, utf8) of
        true ->
            case get('$unicode_mode') of
                {bin, Max} when H > Max -> {error, lists:reverse(Acc), wrap([[H] | T], S)};
                _ when Enc =:= latin1, H > 255 -> {error, lists:reverse(Acc), wrap(L, S)};
                _ -> walk(T, S, Enc, [H | Acc], none)
            end;
        false -> {error, lists:reverse(Acc), wrap(L, S)}
    end;
walk([H | _], _, _, Acc, {Pend, PT, PS}) when is_integer(H) ->
    {error, lists:reverse(Acc), [Pend, pend_tail(PT, PS)]};
walk([H | T], S, Enc, Acc, none) when is_binary(H) ->
    case decode(H, Enc, Acc) of
        {ok, Acc1} -> walk(T, S, Enc, Acc1, none);
        {error, Acc1, Rest} -> {error, lists:reverse(Acc1), wrap([Rest | T], S)};
        {incomplete, Acc1, Rest} -> walk(T, S, Enc, Acc1, {Rest, T, S})
    end;
walk([<<>> | T], S, Enc, Acc, P) -> walk(T, S, Enc, Acc, P);
walk([H | T], S, Enc, Acc, {Pend, PT, PS}) when is_binary(H) ->
    Joined = <<Pend/binary, H/binary>>,
    case decode(Joined, Enc, Acc) of
        {ok, Acc1} -> walk(T, S, Enc, Acc1, none);
        {incomplete, Acc1, Rest} when Acc1 =/= Acc; byte_size(Rest) > byte_size(Pend) ->
            walk(T, S, Enc, Acc1, {Rest, T, S});
        {error, Acc1, Rest} when Acc1 =/= Acc ->
            {error, lists:reverse(Acc1), wrap([Rest | T], S)};
        _ ->
            <<Lead, _/binary>> = Pend,
            case byte_size(Joined) < seq_len(Lead) of
                true ->
                    %% Still shorter than the sequence: OTP reports the
                    %% bytes joined.
                    case pend_tail(T, S) of
                        [] -> {error, lists:reverse(Acc), Joined};
                        Tl -> {error, lists:reverse(Acc), [Joined, Tl]}
                    end;
                false ->
                    {error, lists:reverse(Acc), [Pend, pend_tail(PT, PS)]}
            end
    end;
walk(_, _, _, _, _) -> erlang:error(badarg).

wrap(R, []) -> R;
wrap(R, [O | S]) -> wrap([R | O], S).

pend_tail(T, []) -> T;
pend_tail([], [O | S]) -> pend_tail(O, S);
pend_tail(T, [O | S]) -> pend_tail([T | O], S).

valid_cp(C, latin1) -> C >= 0 andalso C =< 255;
valid_cp(C, _) ->
    C >= 0 andalso C =< 16#10FFFF andalso (C < 16#D800 orelse C > 16#DFFF).

%% Decode a binary onto the reversed accumulator.
decode(B, latin1, Acc) -> {ok, lists:reverse(binary_to_list(B), Acc)};
decode(B, utf8, Acc) ->
    case get('$unicode_mode') of
        {bin, Max} -> dec8max(B, Max, Acc);
        _ -> dec8(B, Acc)
    end;
decode(B, {utf16, E}, Acc) -> dec16(B, E, Acc);
decode(B, {utf32, E}, Acc) -> dec32(B, E, Acc).

dec8(<<C, R/binary>>, Acc) when C < 128 -> dec8(R, [C | Acc]);
dec8(<<>>, Acc) -> {ok, Acc};
dec8(B, Acc) ->
    case seq(B) of
        {ok, C, R} -> dec8(R, [C | Acc]);
        incomplete -> {incomplete, Acc, B};
        error -> {error, Acc, B}
    end.

dec8max(<<C, R/binary>>, Max, Acc) when C < 128 -> dec8max(R, Max, [C | Acc]);
dec8max(<<>>, _, Acc) -> {ok, Acc};
dec8max(B, Max, Acc) ->
    case seq(B) of
        {ok, C, R} when C =< Max -> dec8max(R, Max, [C | Acc]);
        {ok, _, _} -> {error, Acc, B};
        incomplete -> {incomplete, Acc, B};
        error -> {error, Acc, B}
    end.

%% One multi-byte sequence at the front of B.
seq(<<A, B1, R/binary>>) when A >= 16#C2, A =< 16#DF, B1 >= 128, B1 =< 191 ->
    {ok, ((A band 31) bsl 6) bor (B1 band 63), R};
seq(<<A, B1, B2, R/binary>>) when A >= 16#E0, A =< 16#EF ->
    case second_ok(A, B1) andalso cont(B2) of
        true -> {ok, ((A band 15) bsl 12) bor ((B1 band 63) bsl 6) bor (B2 band 63), R};
        false -> error
    end;
seq(<<A, B1, B2, B3, R/binary>>) when A >= 16#F0, A =< 16#F4 ->
    case second_ok(A, B1) andalso cont(B2) andalso cont(B3) of
        true ->
            {ok, ((A band 7) bsl 18) bor ((B1 band 63) bsl 12) bor ((B2 band 63) bsl 6)
                 bor (B3 band 63), R};
        false -> error
    end;
seq(B) ->
    case prefix_ok(B) of
        true -> incomplete;
        false -> error
    end.

cont(X) -> X >= 128 andalso X =< 191.

seq_len(A) when A < 16#E0 -> 2;
seq_len(A) when A < 16#F0 -> 3;
seq_len(_) -> 4.

second_ok(16#E0, B) -> B >= 16#A0 andalso B =< 16#BF;
second_ok(16#ED, B) -> B >= 16#80 andalso B =< 16#9F;
second_ok(16#F0, B) -> B >= 16#90 andalso B =< 16#BF;
second_ok(16#F4, B) -> B >= 16#80 andalso B =< 16#8F;
second_ok(_, B) -> cont(B).

%% A truncated sequence at the end of the data: as Erlang/OTP 25, a lead byte of a 2-, 3- or
%% 4-byte form (16#C0..16#F7) followed by continuation bytes only, the values they would
%% give (overlong, surrogate, above 16#10FFFF) not yet checked: <<16#C0>> and <<16#ED, 16#A0>>
%% are incomplete, <<16#E0, $A>> and <<16#F8>> are errors.
prefix_ok(<<A>>) -> A >= 16#C0 andalso A =< 16#F7;
prefix_ok(<<A, B1>>) when A >= 16#E0, A =< 16#F7 -> cont(B1);
prefix_ok(<<A, B1, B2>>) when A >= 16#F0, A =< 16#F7 -> cont(B1) andalso cont(B2);
prefix_ok(_) -> false.

dec16(<<>>, _, Acc) -> {ok, Acc};
dec16(B, E, Acc) ->
    case u16(B, E) of
        {ok, W, R} when W < 16#D800; W > 16#DFFF -> dec16(R, E, [W | Acc]);
        {ok, W, R} when W < 16#DC00 ->
            case u16(R, E) of
                {ok, W2, R2} when W2 >= 16#DC00, W2 =< 16#DFFF ->
                    dec16(R2, E, [16#10000 + ((W - 16#D800) bsl 10) + (W2 - 16#DC00) | Acc]);
                {ok, _, _} -> {error, Acc, B};
                short -> {incomplete, Acc, B}
            end;
        {ok, _, _} -> {error, Acc, B};
        short -> {incomplete, Acc, B}
    end.

u16(<<W:16/big, R/binary>>, big) -> {ok, W, R};
u16(<<W:16/little, R/binary>>, little) -> {ok, W, R};
u16(_, _) -> short.

dec32(<<>>, _, Acc) -> {ok, Acc};
dec32(B, E, Acc) ->
    case u32(B, E) of
        {ok, C, R} ->
            case valid_cp(C, utf8) of
                true -> dec32(R, E, [C | Acc]);
                false -> {error, Acc, B}
            end;
        short -> {incomplete, Acc, B}
    end.

u32(<<W:32/big, R/binary>>, big) -> {ok, W, R};
u32(<<W:32/little, R/binary>>, little) -> {ok, W, R};
u32(_, _) -> short.

%% ---------------------------------------------------------------------
%% Encoding a list of valid code points.

encode(Cps, Enc, _) -> enc(Cps, Enc, <<>>).

enc([], _, Bin) -> {ok, Bin};
enc([C | T], utf8, Bin) -> enc(T, utf8, <<Bin/binary, C/utf8>>);
enc([C | T], latin1, Bin) when C =< 255 -> enc(T, latin1, <<Bin/binary, C>>);
enc([C | T], {utf16, E}, Bin) -> enc(T, {utf16, E}, <<Bin/binary, (u16enc(C, E))/binary>>);
enc([C | T], {utf32, big}, Bin) -> enc(T, {utf32, big}, <<Bin/binary, C:32/big>>);
enc([C | T], {utf32, little}, Bin) -> enc(T, {utf32, little}, <<Bin/binary, C:32/little>>).

u16enc(C, E) when C < 16#10000 -> w16(C, E);
u16enc(C, E) ->
    C1 = C - 16#10000,
    <<(w16(16#D800 + (C1 bsr 10), E))/binary, (w16(16#DC00 + (C1 band 16#3FF), E))/binary>>.

w16(W, big) -> <<W:16/big>>;
w16(W, little) -> <<W:16/little>>.
