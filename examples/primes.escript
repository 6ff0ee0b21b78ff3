#!/usr/bin/env escript
%%! +A 1
%% An escript: runs unchanged under Erlang/OTP's escript and triheap.
%%   escript examples/primes.escript 50
%%   cargo run --release -- run examples/primes.escript 50
main([N]) ->
    case string:to_integer(N) of
        {Max, ""} when Max >= 2 ->
            io:format("primes up to ~b: ~w~n", [Max, sieve(lists:seq(2, Max))]);
        _ ->
            usage()
    end;
main(_) ->
    usage().

sieve([]) -> [];
sieve([P | Rest]) -> [P | sieve([X || X <- Rest, X rem P =/= 0])].

usage() ->
    io:format(standard_error, "usage: primes.escript N (N >= 2)~n", []),
    halt(1).
