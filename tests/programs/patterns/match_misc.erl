-module(match_misc).
-export([main/1]).

swap({A, B}) -> {B, A}.

lookup(Key, List) ->
    case lists:keyfind(Key, 1, List) of
        {Key, Value} -> {ok, Value};
        false -> error
    end.

is_ok({ok, _}) -> true;
is_ok(_) -> false.

main(_) ->
    {P, Q} = swap({1, 2}),
    io:format("~p ~p~n", [P, Q]),
    L = [{a, 1}, {b, 2}],
    io:format("~p ~p~n", [lookup(a, L), lookup(c, L)]),
    io:format("~p~n", [[is_ok(X) || X <- [{ok, 1}, error, {ok}, {error, x}]]]),
    _ = ignored,
    _Unused = also_ignored,
    [_, Second, _] = [1, 2, 3],
    io:format("~p~n", [Second]),
    -5 = 2 - 7,
    1.5 = 3 / 2,
    "abc" = [$a, $b, $c],
    <<"ab">> = <<97, 98>>,
    #{x := Mx} = #{x => 10, y => 20},
    io:format("~p~n", [Mx]),
    {_, _, Third} = {one, two, three},
    io:format("~p~n", [Third]),
    N = 3,
    M = N + 1,
    4 = M,
    io:format("~p~n", [M]),
    Res = [V || {K, V} <- [{a, 1}, {b, 2}, {a, 3}, c], K =:= a],
    io:format("~p~n", [Res]),
    $a = 97,
    io:format("done~n"),
    ok.
