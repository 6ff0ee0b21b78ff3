-module(lib_crc_adler).
-export([main/1]).

%% erlang:crc32/1,2, crc32_combine/3, adler32/1,2, adler32_combine/3 on iodata.

main(_) ->
    Inputs = [<<>>, <<"a">>, "hello world", [<<"hel">>, $l, [$o, <<" wo">>] | <<"rld">>],
              list_to_binary(lists:seq(0, 255)), binary:copy(<<"xyz">>, 5000),
              [[], [[]], <<>>]],
    [io:format("~p ~p~n", [erlang:crc32(I), erlang:adler32(I)]) || I <- Inputs],
    %% Continued sums equal the sum of the whole.
    C1 = erlang:crc32(<<"hello ">>),
    A1 = erlang:adler32(<<"hello ">>),
    io:format("~p ~p~n", [erlang:crc32(C1, "world") =:= erlang:crc32("hello world"),
                          erlang:adler32(A1, "world") =:= erlang:adler32("hello world")]),
    C2 = erlang:crc32(<<"world">>),
    A2 = erlang:adler32(<<"world">>),
    io:format("~p ~p~n", [erlang:crc32_combine(C1, C2, 5), erlang:adler32_combine(A1, A2, 5)]),
    io:format("~p ~p~n", [erlang:crc32_combine(C1, C2, 5) =:= erlang:crc32("hello world"),
                          erlang:adler32_combine(A1, A2, 5) =:= erlang:adler32("hello world")]),
    Big = binary:copy(<<1, 2, 3, 4, 5, 6, 7>>, 10000),
    io:format("~p ~p~n", [erlang:crc32_combine(erlang:crc32(Big), erlang:crc32(Big), byte_size(Big)),
                          erlang:crc32(<<Big/binary, Big/binary>>)]),
    io:format("~p ~p~n", [erlang:adler32_combine(erlang:adler32(Big), erlang:adler32(Big), byte_size(Big)),
                          erlang:adler32(<<Big/binary, Big/binary>>)]),
    %% Seeds and lengths at and beyond the limits.
    io:format("~p~n", [[erlang:crc32(16#ffffffff, "abc"), erlang:crc32(0, ""), erlang:crc32(7, <<>>),
                        erlang:adler32(0, "abc"), erlang:adler32(16#ffffffff, <<"abc">>),
                        erlang:adler32(16#ffffffff, <<"a">>),
                        erlang:adler32(16#fff1fff1, lists:duplicate(6000, 255)),
                        erlang:crc32_combine(1, 2, 0), erlang:crc32_combine(5, 7, 0), erlang:adler32_combine(5, 7, 0), erlang:adler32_combine(16#ffffffff, 7, 0), erlang:crc32_combine(1, 2, 16#ffffffff),
                        erlang:adler32_combine(16#ffffffff, 16#ffffffff, 3),
                        erlang:adler32_combine(1, 1, 65521), erlang:adler32_combine(0, 0, 0)]]),
    Bad = [fun() -> erlang:crc32(a) end,
           fun() -> erlang:crc32(<<1:3>>) end,
           fun() -> erlang:crc32([1 | 2]) end,
           fun() -> erlang:crc32([256]) end,
           fun() -> erlang:crc32(-1, "a") end,
           fun() -> erlang:crc32(1 bsl 32, <<>>) end,
           fun() -> erlang:crc32(1.0, <<>>) end,
           fun() -> erlang:adler32(a) end,
           fun() -> erlang:adler32(x, "a") end,
           fun() -> erlang:adler32(1, [a]) end,
           fun() -> erlang:crc32_combine(1, 2, -1) end,
           fun() -> erlang:crc32_combine(1, 2, 1 bsl 32) end,
           fun() -> erlang:crc32_combine(1 bsl 32, 2, 1) end,
           fun() -> erlang:crc32_combine(1, a, 1) end,
           fun() -> erlang:adler32_combine(1, 2, -1) end,
           fun() -> erlang:adler32_combine(1, 2, 1 bsl 40) end],
    [io:format("~p~n", [catch_it(F)]) || F <- Bad],
    io:format("~p~n", [erlang:crc32([1 | <<2>>])]).

catch_it(F) ->
    try F() of
        V -> {ok, V}
    catch
        C:R -> {C, R}
    end.
