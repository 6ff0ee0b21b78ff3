-module(port_exec).
-export([main/1]).

%% spawn_executable with args, arg0, env and cd; spawn's shell; exit
%% statuses (a signal is 128 + its number); stderr_to_stdout; errors.
main(_) ->
    P1 = open_port({spawn_executable, "/bin/sh"},
                   [{args, ["-c", "echo \"$0|$1|$2|$FOO|$BAR|$(pwd)\"", "zero", "one", <<"two">>]},
                    {env, [{"FOO", "foo value"}, {"BAR", false}]}, {cd, "/"},
                    exit_status, binary, stream]),
    io:format("~p~n", [collect(P1)]),
    P2 = open_port({spawn_executable, "/bin/echo"}, [{args, ["a b", "c"]}, exit_status]),
    io:format("~p~n", [collect(P2)]),
    P3 = open_port({spawn_executable, "/bin/sh"}, [{arg0, "myname"}, {args, ["-c", "echo $0"]}, exit_status]),
    io:format("~p~n", [collect(P3)]),
    %% the command runs as `exec Command` under /bin/sh
    lists:foreach(
        fun(Cmd) ->
            P = open_port({spawn, Cmd}, [exit_status, {line, 100}]),
            io:format("~s => ~p~n", [Cmd, collect(P)])
        end,
        ["echo one; echo two",
         "sh -c 'echo out; exit 7'",
         "sh -c 'kill -TERM $$'",
         "false",
         "printf 'no newline'"]),
    P4 = open_port({spawn, "sh -c 'echo to-stderr 1>&2; echo to-stdout'"},
                   [stderr_to_stdout, exit_status, {line, 80}]),
    io:format("merged ~p~n", [lists:sort(element(1, collect(P4)))]),
    %% input: the program reads what we write, until we close it
    P5 = open_port({spawn, "cat > /dev/null"}, [exit_status, {line, 80}]),
    port_command(P5, lists:duplicate(100000, $a)),
    port_command(P5, [<<"bcd">>, "e"]),
    {os_pid, _} = erlang:port_info(P5, os_pid),
    {output, Out} = erlang:port_info(P5, output),
    io:format("written ~p~n", [Out]),
    io:format("closing ~p~n", [port_close(P5)]),
    io:format("env in spawn: ~p~n",
              [collect(open_port({spawn, "sh -c 'echo $X'"}, [{env, [{"X", "42"}]}, exit_status]))]),
    Bad = [{spawn_executable, "/nonexistent/program"},
           {spawn, "cat"},
           {spawn, ""},
           {spawn_driver, "cat"},
           {nospawn, "cat"},
           "cat"],
    lists:foreach(
        fun(Name) ->
            io:format("~p: ~p~n", [Name, catch_reason(fun() -> open_port(Name, [{args, ["x"]}]) end)])
        end, Bad),
    BadOpts = [[bogus], [{line, 0}], [{packet, 3}], [{env, [foo]}], [{cd, 1}], {line, 3},
               [{args, ["x"]}], [{arg0, 1}]],
    lists:foreach(
        fun(O) ->
            io:format("~p: ~p~n", [O, catch_reason(fun() -> open_port({spawn, "true"}, O) end)])
        end, BadOpts),
    ok.

collect(P) -> collect(P, []).
collect(P, Acc) ->
    receive
        {P, {data, {eol, L}}} -> collect(P, [L | Acc]);
        {P, {data, {noeol, L}}} -> collect(P, [{noeol, L} | Acc]);
        {P, {data, D}} -> collect(P, [D | Acc]);
        {P, {exit_status, S}} -> rest(P, lists:reverse(Acc), S)
    after 3000 -> {timeout, lists:reverse(Acc)}
    end.

rest(P, Lines, S) ->
    receive
        {P, {data, {noeol, L}}} -> {Lines ++ [{noeol, L}], S}
    after 100 -> {flat(Lines), S}
    end.

flat(Chunks) ->
    case lists:all(fun is_binary/1, Chunks) andalso Chunks =/= [] of
        true -> [iolist_to_binary(Chunks)];
        false -> Chunks
    end.

catch_reason(F) ->
    try F() catch error:R -> R end.
