#!/usr/bin/env escript
%% Writes the `etf` target's seed corpus (fuzz/corpus/etf/N.bin): Erlang/OTP's encodings of
%% terms of every kind, with minor versions 1 and 2 and compressed.
main(_) ->
    Dir = filename:join(filename:dirname(escript:script_name()), "corpus/etf"),
    ok = filelib:ensure_dir(filename:join(Dir, "x")),
    Terms = [0, 255, 256, -1, 2147483648, -(1 bsl 64), 1 bsl 300, 1.5, -0.0,
             abc, '', 'ñ', '日本', {}, {a, 1}, {1, {2, {3, {}}}}, list_to_tuple(lists:seq(1, 300)),
             [], "abc", [1, 2 | 3], [a | b], [[[[a]]]], lists:seq(1, 300),
             <<>>, <<1, 2, 3>>, <<1:3>>, <<255, 7:4>>, list_to_binary(lists:seq(0, 255)),
             #{}, #{a => 1, b => 2}, #{[x] => {t}, 1.0 => <<"a">>}, maps:from_list([{I, I} || I <- lists:seq(1, 40)]),
             self(), make_ref(), fun lists:map/2, fun(X) -> X end,
             {ok, [{k, <<"v">>}, 3.25, -7]}, lists:duplicate(100, {deep, [1.0, "s"]})],
    Encs = lists:append([[term_to_binary(T), term_to_binary(T, [{minor_version, 2}]),
                          term_to_binary(T, [compressed])] || T <- Terms]),
    lists:foldl(fun(B, N) ->
                    ok = file:write_file(filename:join(Dir, integer_to_list(N) ++ ".bin"), B),
                    N + 1
                end, 0, lists:usort(Encs)),
    ok.
