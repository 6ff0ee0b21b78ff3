-module(etf_small_bignums).
-export([main/1]).
%% term_to_binary of integers around the INTEGER_EXT / SMALL_BIG_EXT
%% boundaries, negative ones, and decoding of non-normalised bignums.
main(_) ->
    Ns = [1 bsl 26, (1 bsl 27) - 1, 1 bsl 27, -(1 bsl 27), -(1 bsl 27) - 1, (1 bsl 31) - 1, 1 bsl 31, -(1 bsl 31), -(1 bsl 31) - 1,
          1 bsl 32, 1 bsl 40, -(1 bsl 40), 1 bsl 59, (1 bsl 59) - 1, -(1 bsl 59), 1 bsl 63, 1 bsl 64, -(1 bsl 64), 255, 256, -1, -256, 1 bsl 2040, -(1 bsl 2040), 1 bsl 2047, 1 bsl 2048],
    [io:format("~p ~p~n", [N, binary:part(term_to_binary(N), 0, min(12, byte_size(term_to_binary(N))))]) || N <- Ns],
    [N = binary_to_term(term_to_binary(N)) || N <- Ns],
    io:format("~p~n", [binary_to_term(<<131,110,8,0,0,0,0,0,0,0,0,0>>)]),
    io:format("~p~n", [binary_to_term(<<131,110,1,1,5>>)]),
    io:format("~p~n", [binary_to_term(<<131,111,0,0,0,1,0,7>>)]),
    ok.
