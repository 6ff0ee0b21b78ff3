-module(badmatch_main).
-export([main/1]).

main(Args) ->
    io:format("args: ~p~n", [Args]),
    [_One, _Two] = Args,
    io:format("two args~n").
