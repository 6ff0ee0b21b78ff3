-module(proc_group_leader).
-export([main/1]).

main(_) ->
    GL = group_leader(),
    io:format("group leader is pid: ~p~n", [is_pid(GL)]),
    Me = self(),
    spawn(fun() -> Me ! {gl, group_leader()} end),
    receive {gl, G2} -> io:format("child inherits group leader: ~p~n", [G2 =:= GL]) end,
    P = spawn(fun() -> io:format("child prints line 1~n"), Me ! printed end),
    receive printed -> ok end,
    io:format("after child printed (~p)~n", [is_pid(P)]),
    %% nested children print in order when synchronised
    spawn(fun() ->
                  io:format("outer child~n"),
                  Me2 = self(),
                  spawn(fun() -> io:format("inner child~n"), Me2 ! done end),
                  receive done -> ok end,
                  io:format("outer child after inner~n"),
                  Me ! done
          end),
    receive done -> ok end,
    io:format("main done~n"),
    ok.
