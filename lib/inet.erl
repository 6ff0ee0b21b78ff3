%% The address functions of Erlang/OTP's `inet`: text to address tuples and back
%% (`ntoa/1`, `parse_*address/1`, `is_*_address/1`). triheap has no sockets; the rest of
%% `inet` is not here.
-module(inet).
-export([ntoa/1, parse_address/1, parse_strict_address/1, parse_ipv4_address/1,
         parse_ipv4strict_address/1, parse_ipv6_address/1, parse_ipv6strict_address/1,
         is_ip_address/1, is_ipv4_address/1, is_ipv6_address/1]).

is_ipv4_address({A, B, C, D}) -> all_fit([A, B, C, D], 255);
is_ipv4_address(_) -> false.

is_ipv6_address({_, _, _, _, _, _, _, _} = T) -> all_fit(tuple_to_list(T), 65535);
is_ipv6_address(_) -> false.

is_ip_address(A) -> is_ipv4_address(A) orelse is_ipv6_address(A).

all_fit(Xs, Max) -> lists:all(fun(X) -> is_integer(X) andalso X >= 0 andalso X =< Max end, Xs).

%% Address tuple to text: IPv4 dotted; IPv6 in lower-case hex with the longest run of two
%% or more zero fields (the first of equal runs) written `::`, except the forms with an
%% IPv4 tail that Erlang/OTP keeps.
ntoa(A) ->
    case is_ipv4_address(A) of
        true -> dotted(tuple_to_list(A));
        false ->
            case is_ipv6_address(A) of
                true -> ntoa6(A);
                false -> {error, einval}
            end
    end.

dotted(Bytes) -> lists:flatten(lists:join(".", [integer_to_list(B) || B <- Bytes])).

ntoa6({0, 0, 0, 0, 0, 0, 0, 0}) -> "::";
ntoa6({0, 0, 0, 0, 0, 0, 0, 1}) -> "::1";
ntoa6({0, 0, 0, 0, 0, 0, A, B}) -> "::" ++ dotted([A bsr 8, A band 255, B bsr 8, B band 255]);
ntoa6({0, 0, 0, 0, 0, 16#ffff, A, B}) ->
    "::ffff:" ++ dotted([A bsr 8, A band 255, B bsr 8, B band 255]);
ntoa6(T) ->
    Fields = tuple_to_list(T),
    Hex = fun(Fs) -> lists:join(":", [string:lowercase(integer_to_list(F, 16)) || F <- Fs]) end,
    case longest_zeros(Fields, 0, 0, none) of
        {Start, Len} when Len >= 2 ->
            {Before, Rest} = lists:split(Start, Fields),
            After = lists:nthtail(Len, Rest),
            lists:flatten([Hex(Before), "::", Hex(After)]);
        _ ->
            lists:flatten(Hex(Fields))
    end.

%% The first longest run of zero fields as {Start, Length}.
longest_zeros([], _, _, Best) -> Best;
longest_zeros([0 | _] = Fs, I, _, Best) ->
    Len = length(lists:takewhile(fun(F) -> F =:= 0 end, Fs)),
    Best1 = case Best of
                {_, L} when L >= Len -> Best;
                _ -> {I, Len}
            end,
    longest_zeros(lists:nthtail(Len, Fs), I + Len, 0, Best1);
longest_zeros([_ | Fs], I, Z, Best) -> longest_zeros(Fs, I + 1, Z, Best).

parse_address(S) ->
    case parse_ipv4_address(S) of
        {ok, _} = Ok -> Ok;
        _ -> parse_ipv6strict_address(S)
    end.

parse_strict_address(S) ->
    case parse_ipv4strict_address(S) of
        {ok, _} = Ok -> Ok;
        _ -> parse_ipv6strict_address(S)
    end.

%% IPv4 text as `inet_aton` reads it: one to four fields, each decimal, octal (leading 0)
%% or hex (0x); the last field fills the bytes left.
parse_ipv4_address(S) when is_list(S) ->
    case ipv4_fields(S) of
        {ok, Fields} -> ipv4_tuple(Fields);
        error -> {error, einval}
    end;
parse_ipv4_address(_) -> {error, einval}.

parse_ipv4strict_address(S) when is_list(S) ->
    case string:split(S, ".", all) of
        [_, _, _, _] = Parts ->
            case [decimal(P) || P <- Parts] of
                [A, B, C, D] = Ns when is_integer(A), is_integer(B), is_integer(C), is_integer(D) ->
                    case all_fit(Ns, 255) of
                        true -> {ok, {A, B, C, D}};
                        false -> {error, einval}
                    end;
                _ -> {error, einval}
            end;
        _ -> {error, einval}
    end;
parse_ipv4strict_address(_) -> {error, einval}.

ipv4_fields(S) ->
    Parts = string:split(S, ".", all),
    Ns = [ipv4_number(P) || P <- Parts],
    case length(Parts) =< 4 andalso lists:all(fun is_integer/1, Ns) of
        true -> {ok, Ns};
        false -> error
    end.

ipv4_number([$0, X | Hex]) when X =:= $x; X =:= $X -> digits(Hex, 16);
ipv4_number([$0 | Oct]) when Oct =/= [] -> digits(Oct, 8);
ipv4_number(Dec) -> digits(Dec, 10).

%% A strict field: decimal, without leading zeros.
decimal([$0, _ | _]) -> error;
decimal(S) -> digits(S, 10).

%% A non-empty string of digits in Base, as an integer; `error` otherwise.
digits([], _) -> error;
digits(S, Base) ->
    case lists:all(fun(C) -> digit(C) < Base end, S) of
        true -> lists:foldl(fun(C, Acc) -> Acc * Base + digit(C) end, 0, S);
        false -> error
    end.

digit(C) when C >= $0, C =< $9 -> C - $0;
digit(C) when C >= $a, C =< $f -> C - $a + 10;
digit(C) when C >= $A, C =< $F -> C - $A + 10;
digit(_) -> 99.

ipv4_tuple(Ns) ->
    {Init, [Last]} = lists:split(length(Ns) - 1, Ns),
    LastBytes = 4 - length(Init),
    case all_fit(Init, 255) andalso Last < (1 bsl (8 * LastBytes)) of
        true ->
            Tail = [(Last bsr (8 * K)) band 255 || K <- lists:seq(LastBytes - 1, 0, -1)],
            {ok, list_to_tuple(Init ++ Tail)};
        false -> {error, einval}
    end.

%% IPv6 text, or IPv4 text as an IPv4-mapped address.
parse_ipv6_address(S) ->
    case parse_ipv6strict_address(S) of
        {ok, _} = Ok -> Ok;
        _ ->
            case parse_ipv4_address(S) of
                {ok, {A, B, C, D}} -> {ok, {0, 0, 0, 0, 0, 16#ffff, A * 256 + B, C * 256 + D}};
                Error -> Error
            end
    end.

%% IPv6 text only: up to eight hex fields of up to four digits, one `::` for a run of zero
%% fields (at least one), and an optional IPv4 tail in place of the last two. A `%scope`
%% suffix (any text) is taken, and dropped, only on a link-local address (fe80:0: or
%% ff02:0:), as Erlang/OTP does.
parse_ipv6strict_address(S) when is_list(S) ->
    case string:split(S, "%") of
        [Addr, _Scope] ->
            case ipv6_text(Addr) of
                {ok, {A, 0, _, _, _, _, _, _}} = Ok when A =:= 16#fe80; A =:= 16#ff02 -> Ok;
                _ -> {error, einval}
            end;
        [Addr] -> ipv6_text(Addr)
    end;
parse_ipv6strict_address(_) -> {error, einval}.

ipv6_text(Addr) ->
    case string:split(Addr, "::", all) of
        [Whole] -> ipv6_exact(ipv6_fields(Whole, true), 8);
        [Front, Back] ->
            F = case Front of [] -> {ok, []}; _ -> ipv6_fields(Front, false) end,
            B = case Back of [] -> {ok, []}; _ -> ipv6_fields(Back, true) end,
            case {F, B} of
                {{ok, Fs}, {ok, Bs}} when length(Fs) + length(Bs) =< 7 ->
                    Zeros = lists:duplicate(8 - length(Fs) - length(Bs), 0),
                    {ok, list_to_tuple(Fs ++ Zeros ++ Bs)};
                _ -> {error, einval}
            end;
        _ -> {error, einval}
    end.

ipv6_exact({ok, Fs}, N) when length(Fs) =:= N -> {ok, list_to_tuple(Fs)};
ipv6_exact(_, _) -> {error, einval}.

%% Colon-separated hex fields; the last may be an IPv4 address (two fields) if `Tail`.
ipv6_fields(S, Tail) ->
    Parts = string:split(S, ":", all),
    {Init, [Last]} = lists:split(length(Parts) - 1, Parts),
    LastFields =
        case Tail andalso lists:member($., Last) of
            true ->
                case parse_ipv4strict_address(Last) of
                    {ok, {A, B, C, D}} -> [A * 256 + B, C * 256 + D];
                    _ -> error
                end;
            false -> [hex16(Last)]
        end,
    Fields = [hex16(P) || P <- Init],
    case LastFields =/= error andalso lists:all(fun is_integer/1, Fields ++ LastFields) of
        true -> {ok, Fields ++ LastFields};
        false -> error
    end.

hex16(P) when length(P) >= 1, length(P) =< 4 -> digits(P, 16);
hex16(_) -> error.
