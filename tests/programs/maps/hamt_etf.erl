-module(hamt_etf).
-export([main/1]).

%% term_to_binary/binary_to_term of maps of more than 32 keys: exact bytes and round trips.
main(_) ->
    M40 = maps:from_list([{I, I * I} || I <- lists:seq(1, 40)]),
    io:format("~w~n", [term_to_binary(M40)]),
    Mixed = maps:from_list([{key(I), I} || I <- lists:seq(1, 40)]),
    io:format("~w~n", [term_to_binary(Mixed)]),
    io:format("~w~n", [term_to_binary(#{outer => M40, list => [M40]})]),
    lists:foreach(
      fun(M) ->
              B = term_to_binary(M),
              M2 = binary_to_term(B),
              io:format("~w ~w ~w~n", [M2 =:= M, term_to_binary(M2) =:= B, byte_size(B)])
      end,
      [M40, Mixed, maps:from_list([{I, I} || I <- lists:seq(1, 5000)]),
       #{a => M40, b => Mixed}, maps:from_list([{{I}, M40} || I <- lists:seq(1, 50)])]),
    io:format("~w~n", [erlang:external_size(M40)]),
    io:format("~w~n", [term_to_binary(M40, [compressed]) =/= term_to_binary(M40)]),
    io:format("~w~n", [binary_to_term(term_to_binary(M40, [compressed])) =:= M40]),
    io:format("~w~n", [erts_debug:flat_size(M40)]),
    io:format("~w~n", [erts_debug:flat_size(Mixed)]),
    io:format("~w~n", [erts_debug:flat_size(maps:from_list([{I, I} || I <- lists:seq(1, 3000)]))]),
    %% A binary holding a map of 40 keys built by hand, keys out of order.
    Hand = <<131, 116, 0, 0, 0, 40, (<< <<97, I, 97, I>> || I <- lists:seq(40, 1, -1) >>)/binary>>,
    H = binary_to_term(Hand),
    io:format("~w ~w~n", [H =:= maps:from_list([{I, I} || I <- lists:seq(1, 40)]), H]),
    ok.

key(I) ->
    case I rem 4 of
        0 -> I;
        1 -> {I};
        2 -> <<I>>;
        3 -> float(I)
    end.
