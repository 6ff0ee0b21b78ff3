-module(halt_from_deep).
-export([main/1]).

deep(0) ->
    io:format("halting from depth~n"),
    erlang:halt(42);
deep(N) ->
    try deep(N - 1)
    after io:format("after clauses do not run on halt ~p~n", [N])
    end.

main(_) ->
    deep(5).
