%% halt(N) exits with N band 255, as Erlang/OTP does.
-module(edg_halt_256).
-export([main/1]).

main(_) ->
    io:format("halting~n"),
    halt(256).
