-module(hamt_phash).
-export([main/1]).

%% phash2 and phash of maps of more than 32 keys (Erlang/OTP's hashes do not depend on how a
%% map was built).
main(_) ->
    Ms = [maps:from_list([{I, I} || I <- lists:seq(1, N)]) || N <- [32, 33, 100, 1000]],
    io:format("~w~n", [[erlang:phash2(M) || M <- Ms]]),
    io:format("~w~n", [[erlang:phash2(M, 1000) || M <- Ms]]),
    io:format("~w~n", [[erlang:phash(M, 1 bsl 32) || M <- Ms]]),
    Mixed = maps:from_list([{key(I), [I]} || I <- lists:seq(1, 300)]),
    io:format("~w ~w~n", [erlang:phash2(Mixed), erlang:phash(Mixed, 65536)]),
    Rev = lists:foldl(fun(I, A) -> A#{key(I) => [I]} end, #{}, lists:seq(300, 1, -1)),
    io:format("~w~n", [erlang:phash2(Rev) =:= erlang:phash2(Mixed)]),
    io:format("~w~n", [erlang:phash2({Mixed, [Mixed], #{x => Mixed}})]),
    ok.

key(I) ->
    case I rem 5 of
        0 -> I;
        1 -> {I, <<I>>};
        2 -> float(I);
        3 -> [I | I];
        4 -> atom_key(I)
    end.

atom_key(I) -> list_to_atom("a" ++ integer_to_list(I)).
