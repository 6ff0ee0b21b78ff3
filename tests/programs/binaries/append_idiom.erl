%% <<Acc/binary, X>>: bytes of every value (negative, past 255, bignums, non-integers),
%% accumulators that are heap binaries, refc binaries, sub-binaries and bitstrings, and old
%% versions of an accumulator appended to again (each version keeps its own bytes).
-module(append_idiom).
-export([main/1]).

main(_) ->
    Big = build(<<>>, 0, 200),
    io:format("~p ~p~n", [byte_size(Big), sum(Big)]),
    Vals = [-1, -256, 256, 511, 1 bsl 70 + 3, -(1 bsl 70) - 1],
    io:format("~w~n", [[binary:last(<<Big/binary, V>>) || V <- Vals]]),
    io:format("~w~n", [[try <<Big/binary, V>> catch error:R -> R end || V <- [1.5, a, "x"]]]),
    %% Old versions: appending to each one after a later version grew.
    V1 = <<Big/binary, 1>>,
    V2 = <<V1/binary, 2>>,
    V1b = <<V1/binary, 99>>,
    V2b = <<V2/binary, 3>>,
    io:format("~w ~w ~w ~w~n", [tail(V1), tail(V2), tail(V1b), tail(V2b)]),
    io:format("~p ~p~n", [byte_size(V1b), byte_size(V2b)]),
    %% A sub-binary as the accumulator.
    <<_:10/binary, Sub/binary>> = Big,
    S1 = <<Sub/binary, 7>>,
    io:format("~p ~w~n", [byte_size(S1), tail(S1)]),
    %% A bitstring accumulator takes the general path.
    Bits = <<Big/binary, 1:3>>,
    B1 = <<Bits/bitstring, 255>>,
    io:format("~p ~p~n", [bit_size(B1), B1 =:= <<Big/binary, 1:3, 255>>]),
    %% Small accumulators cross the heap-binary limit one byte at a time.
    Sizes = [byte_size(build(<<>>, 0, N)) || N <- [63, 64, 65, 66]],
    io:format("~w~n", [Sizes]),
    %% Equality of binaries of different sizes, and of equal ones built differently.
    io:format("~p ~p ~p~n", [Big =:= <<>>, <<>> =:= binary:part(Big, 0, 0),
                             build(<<>>, 0, 100) =:= list_to_binary([I rem 256 || I <- lists:seq(0, 99)])]),
    io:format("~p~n", [empties([<<>>, Sub, <<1>>, binary:part(Sub, 5, 0), Bits])]).

build(Acc, N, N) -> Acc;
build(Acc, I, N) -> build(<<Acc/binary, I>>, I + 1, N).

sum(B) -> lists:sum(binary_to_list(B)).

tail(B) -> binary:part(B, byte_size(B) - 2, 2).

empties(L) -> [case B of <<>> -> empty; _ -> bit_size(B) end || B <- L].
