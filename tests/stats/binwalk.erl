-module(binwalk).
-export([main/1]).

%% Walks a binary of a million bytes four times with `f(<<X, Rest/binary>>, S) -> f(Rest, ..)`
%% and counts the collections of the walks alone: each walk passes one match context from
%% call to call, so it allocates a few words, not a sub-binary per byte (4 M words a walk).
main(_) ->
    B = list_to_binary([X band 255 || X <- lists:seq(1, 1000000)]),
    ok = triheap:reset_stats(),
    Sums = [checksum(B, I) || I <- [1, 2, 3, 4]],
    #{gc := #{minor := #{count := Minor}, major := #{count := Major}}} = triheap:stats(),
    io:format("~p ~p~n", [Sums, Minor + Major]).

checksum(<<>>, S) -> S;
checksum(<<X, Rest/binary>>, S) -> checksum(Rest, (S * 31 + X) rem 1000003).
