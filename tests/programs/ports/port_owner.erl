-module(port_owner).
-export([main/1]).

%% Owners and links: port_close and {Pid, close} with the 'EXIT' and
%% {Port, closed} that follow, {Pid, {connect, New}}, port_connect/2, a port
%% closing when its owner dies, the eof option keeping a port open, links
%% and unlink, port_info/1,2.
main(_) ->
    process_flag(trap_exit, true),
    Self = self(),
    P1 = open_port({spawn, "cat"}, []),
    true = is_port(P1),
    false = is_port(self()),
    {connected, Self} = erlang:port_info(P1, connected),
    {links, [Self]} = erlang:port_info(P1, links),
    {name, Name} = erlang:port_info(P1, name),
    io:format("name ~p~n", [Name]),
    {os_pid, OsPid} = erlang:port_info(P1, os_pid),
    io:format("os_pid is integer ~p~n", [is_integer(OsPid) andalso OsPid > 0]),
    Info = erlang:port_info(P1),
    io:format("info keys ~p~n", [[K || {K, _} <- Info]]),
    io:format("in ports() ~p~n", [lists:member(P1, erlang:ports())]),
    true = port_close(P1),
    flush("port_close"),
    io:format("closed: ~p ~p ~p~n", [erlang:port_info(P1), erlang:port_info(P1, name),
                                     lists:member(P1, erlang:ports())]),
    io:format("port_close again: ~p~n", [catch_reason(fun() -> port_close(P1) end)]),
    io:format("port_command closed: ~p~n", [catch_reason(fun() -> port_command(P1, "x") end)]),
    P1 ! {self(), {command, "dropped"}},
    io:format("send to closed port is ~p~n", [P1 ! hello]),

    P2 = open_port({spawn, "cat"}, []),
    P2 ! {self(), close},
    flush("close message"),

    %% a child takes over a port with port_connect and echoes through it
    P3 = open_port({spawn, "cat"}, [binary]),
    Child = spawn(fun() -> child(P3) end),
    true = port_connect(P3, Child),
    {connected, Child} = erlang:port_info(P3, connected),
    {links, Links} = erlang:port_info(P3, links),
    io:format("links after connect ~p~n", [lists:sort(Links) =:= lists:sort([Self, Child])]),
    true = unlink(P3),
    {links, [Child]} = erlang:port_info(P3, links),
    Child ! {go, self()},
    receive {child, Msg} -> io:format("child got ~p~n", [Msg]) end,
    Ref = monitor(process, Child),
    Child ! stop,
    receive {'DOWN', Ref, process, Child, R} -> io:format("child down ~p~n", [R]) end,
    io:format("port of dead owner: ~p~n", [erlang:port_info(P3)]),
    flush("after owner died"),

    %% {connect, New} by message: the old owner is told
    P4 = open_port({spawn, "cat"}, []),
    Child2 = spawn(fun() -> receive {P4, {data, D}} -> Self ! {child2, D} end end),
    P4 ! {self(), {connect, Child2}},
    receive {P4, connected} -> io:format("connected~n") end,
    {connected, Child2} = erlang:port_info(P4, connected),
    port_command(P4, "to child2"),
    receive {child2, D2} -> io:format("child2 got ~p~n", [D2]) end,
    port_close(P4),
    flush("P4"),

    %% eof: the port stays open after its program's output ends
    P5 = open_port({spawn, "echo bye"}, [eof, exit_status]),
    show(P5),
    io:format("open after eof: ~p~n", [erlang:port_info(P5, name)]),
    port_close(P5),
    flush("P5"),

    %% a port whose program ends closes itself
    P6 = open_port({spawn, "true"}, []),
    flush("true"),
    io:format("after true: ~p~n", [erlang:port_info(P6)]),
    io:format("link to closed port: ~p~n", [catch link(P6)]),
    flush("link"),
    ok.

child(P) ->
    receive {go, From} -> port_command(P, "ping") end,
    receive {P, {data, D}} -> From ! {child, D} end,
    receive stop -> ok end.

show(P) ->
    receive
        {P, M} -> io:format("  ~p~n", [M]), show(P)
    after 300 -> ok
    end.

flush(What) ->
    receive
        M -> io:format("~s: ~p~n", [What, M]), flush(What)
    after 200 -> ok
    end.

catch_reason(F) ->
    try F() catch error:R -> R end.
