%% halt(N, Opts) exits with N band 255 too.
-module(edg_halt_opts).
-export([main/1]).

main(_) ->
    io:format("halting~n"),
    halt(300, [{flush, true}]).
