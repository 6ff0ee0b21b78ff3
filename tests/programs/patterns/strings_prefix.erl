-module(strings_prefix).
-export([main/1]).

cmd("get " ++ Key) -> {get, Key};
cmd("put " ++ Rest) ->
    [K, V] = string:split(Rest, " "),
    {put, K, V};
cmd("del" ++ [$\s | Key]) -> {del, Key};
cmd([$# | Comment]) -> {comment, Comment};
cmd("") -> empty;
cmd(Other) -> {unknown, Other}.

parse_kv(<<"key=", V/binary>>) -> {key, V};
parse_kv(<<"id:", N:8, _/binary>>) -> {id, N};
parse_kv(B) -> {raw, B}.

main(_) ->
    Cmds = ["get foo", "put k v", "del bar", "#hello", "", "xyz", "get ", "getx"],
    [io:format("~p => ~p~n", [C, cmd(C)]) || C <- Cmds],
    [io:format("~p => ~p~n", [B, parse_kv(B)]) || B <- [<<"key=val">>, <<"id:A!">>, <<"k">>]],
    "ab" ++ T = "abcdef",
    io:format("~p~n", [T]),
    [$x, $y | Tail] = "xyz123",
    io:format("~p~n", [Tail]),
    case "hello world" of
        "hello " ++ Who -> io:format("who: ~s~n", [Who])
    end,
    ok.
