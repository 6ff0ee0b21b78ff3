-module(proc_main_throw).
-export([main/1]).

%% main throws while a child is in the middle of a receive loop: status 1.
main(_) ->
    Me = self(),
    C = spawn(fun Loop() -> receive {ping, F} -> F ! pong, Loop() end end),
    C ! {ping, Me},
    receive pong -> io:format("child answered~n") end,
    io:format("throwing~n"),
    throw(done_here).
