-module(map_pattern_const_keys).
-export([main/1]).

%% Map patterns whose keys are constant binaries, maps, and tuples or lists holding
%% them, as Erlang/OTP allows (JSON-like maps decoded with binary keys are matched so).

name(#{<<"name">> := N}) -> N;
name(_) -> none.

kind(#{<<"type">> := <<"a">>, <<"n">> := N}) -> {a, N};
kind(#{<<"type">> := T}) -> {other, T};
kind(_) -> unknown.

nested(#{{<<"k">>, 1} := V}) -> {tuple_key, V};
nested(#{[<<"x">>, <<1, 2>>] := V}) -> {list_key, V};
nested(#{#{a => <<"b">>} := V}) -> {map_key, V};
nested(#{<<"ab", 3:8, 4:16/little>> := V}) -> {segments, V};
nested(#{<<>> := V}) -> {empty, V};
nested(_) -> nomatch.

main(_) ->
    io:format("~p~n", [[name(#{<<"name">> => joe}), name(#{name => joe}), name(#{})]]),
    io:format("~p~n", [[kind(#{<<"type">> => <<"a">>, <<"n">> => 1}),
                        kind(#{<<"type">> => <<"b">>, <<"n">> => 2}),
                        kind(#{<<"n">> => 3})]]),
    io:format("~p~n", [[nested(M) || M <- [#{{<<"k">>, 1} => t},
                                           #{[<<"x">>, <<1, 2>>] => l},
                                           #{#{a => <<"b">>} => m},
                                           #{<<"ab", 3, 4, 0>> => s},
                                           #{<<>> => e},
                                           #{{<<"k">>, 2} => t}]]]),
    Tests = [#{<<"name">> => N, <<"raw">> => R} || {N, R} <- [{a, 1}, {b, 2}]],
    io:format("~p~n", [[{N, R} || #{<<"name">> := N, <<"raw">> := R} <- Tests ++ [#{}]]]),
    case #{<<"x">> => 1, <<"y">> => 2} of
        #{<<"y">> := Y, <<"x">> := X} -> io:format("~p~n", [{X, Y}])
    end,
    F = fun(#{<<"k">> := V}) -> {ok, V}; (_) -> error end,
    io:format("~p~n", [[F(#{<<"k">> => 1}), F(#{<<"k2">> => 1})]]).
