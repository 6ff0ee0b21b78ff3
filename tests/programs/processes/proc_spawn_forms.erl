-module(proc_spawn_forms).
-export([main/1, child/2, child0/0]).

child(Parent, Tag) ->
    Parent ! {Tag, self(), is_pid(self())}.

child0() ->
    receive {From, ping} -> From ! {pong, self()} end.

wait(Tag, P) ->
    receive {Tag, P, IsPid} -> io:format("~p: got reply, is_pid=~p~n", [Tag, IsPid])
    after 2000 -> io:format("~p: timeout~n", [Tag])
    end.

main(_) ->
    Self = self(),
    P1 = spawn(fun() -> child(Self, spawn1) end),
    io:format("spawn/1 returns pid: ~p~n", [is_pid(P1)]),
    wait(spawn1, P1),
    P2 = spawn(node(), fun() -> child(Self, spawn2) end),
    io:format("spawn/2 returns pid: ~p~n", [is_pid(P2)]),
    wait(spawn2, P2),
    P3 = spawn(?MODULE, child, [Self, spawn3]),
    io:format("spawn/3 returns pid: ~p~n", [is_pid(P3)]),
    wait(spawn3, P3),
    P4 = spawn(node(), ?MODULE, child, [Self, spawn4]),
    io:format("spawn/4 returns pid: ~p~n", [is_pid(P4)]),
    wait(spawn4, P4),
    P5 = spawn(?MODULE, child0, []),
    P5 ! {self(), ping},
    receive {pong, P5} -> io:format("spawn/3 with [] args: pong~n") end,
    Ps = [P1, P2, P3, P4, P5],
    io:format("all distinct: ~p~n", [length(lists:usort(Ps)) =:= 5]),
    io:format("none is self: ~p~n", [not lists:member(self(), Ps)]),
    io:format("node of child is local: ~p~n", [node(P1) =:= node()]),
    ok.
