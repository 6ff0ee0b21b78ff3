%% halt(N) for the largest 32-bit status exits with 255 (N band 255).
-module(edg_halt_u32).
-export([main/1]).

main(_) ->
    io:format("halting~n"),
    halt(4294967295).
