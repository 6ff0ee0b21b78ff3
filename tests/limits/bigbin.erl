%% Prints a line, then builds a binary of 3,000,000,000 bytes: under a smaller address-space
%% limit Erlang/OTP reports the failed allocation ("binary_alloc: Cannot allocate 3000000000
%% bytes of memory (of type "binary")") and exits with status 1.
-module(bigbin).
-export([main/1]).
main(_) ->
    io:format("before~n"),
    N = 3000000000,
    B = <<0:N/unit:8>>,
    io:format("~p~n", [byte_size(B)]).
