-module(port_packets).
-export([main/1]).

%% {packet, N} both ways through cat, in binary and list mode; data too
%% large for a 1-byte header; port_command/3 and Port ! {Pid, {command, D}}.
main(_) ->
    lists:foreach(fun packet/1, [{1, true}, {2, false}, {4, true}]),
    process_flag(trap_exit, true),
    P0 = open_port({spawn, "cat"}, [{packet, 1}, binary]),
    io:format("256 bytes: ~p~n", [catch_reason(fun() -> port_command(P0, binary:copy(<<"x">>, 256)) end)]),
    receive {'EXIT', P0, Why} -> io:format("port exit ~p~n", [Why]) after 1000 -> io:format("no exit~n") end,
    io:format("after: ~p~n", [catch_reason(fun() -> port_command(P0, "x") end)]),
    P = open_port({spawn, "cat"}, [{packet, 1}, binary]),
    io:format("255 bytes: ~p~n", [port_command(P, binary:copy(<<"y">>, 255))]),
    receive {P, {data, D}} -> io:format("got ~p bytes~n", [byte_size(D)]) end,
    port_close(P),
    receive {'EXIT', P, Why2} -> io:format("port exit ~p~n", [Why2]) after 1000 -> io:format("no exit~n") end,
    %% the program's own packets, with a header it writes
    Q = open_port({spawn, "printf '\\000\\003abc\\000\\000\\000\\002hi\\000'"}, [{packet, 2}, exit_status]),
    show(Q),
    ok.

packet({N, Bin}) ->
    P = open_port({spawn, "cat"}, [{packet, N}] ++ [binary || Bin]),
    true = port_command(P, ["hello", $\s, <<"world">>]),
    true = port_command(P, <<>>, [nosuspend]),
    notsup = catch_reason(fun() -> port_command(P, <<>>, [force]) end),
    P ! {self(), {command, [<<"io">>, [[$l], "ist"]]}},
    Got = [receive {P, {data, D}} -> D after 2000 -> timeout end || _ <- [1, 2, 3]],
    io:format("packet ~p: ~p~n", [N, Got]),
    {output, Out} = erlang:port_info(P, output),
    io:format("output bytes ~p~n", [Out]),
    port_close(P).

show(P) ->
    receive
        {P, M} -> io:format("  ~p~n", [M]), show(P)
    after 300 -> ok
    end.

catch_reason(F) ->
    try F() catch error:R -> R end.
