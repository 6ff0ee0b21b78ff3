-module(st_depth).
-export([main/1, down/1]).
-import(st_show, [run/2]).

main(_) ->
    run(deep, fun() -> [down(st_show:id(20))] end),
    run(shallow, fun() -> [down(st_show:id(2))] end),
    run(tail, fun() -> [loop(st_show:id(20))] end),
    run(mutual, fun() -> [ping(st_show:id(5))] end),
    %% Repeated return addresses count once; the trace keeps 8 frames.
    try down(st_show:id(30)) catch error:_:S -> io:format("down ~p~n", [length(mine(S))]) end,
    try ping(st_show:id(30)) catch error:_:S1 -> io:format("ping ~p~n", [length(mine(S1))]) end,
    try [loop(st_show:id(30))] catch error:_:S2 ->
        io:format("tail frames ~p~n", [length([x || {st_depth, loop, _, _} <- S2])])
    end,
    ok.

mine(S) -> [F || {st_depth, _, _, _} = F <- S].

%% The base case may return (st_show:id/1 decides), so that erlc does not see a function
%% that never returns and make the recursive call a tail call.
down(0) -> may_raise(bottom);
down(N) ->
    R = down(N - 1),
    R + 1.

loop(0) -> may_raise(bottom);
loop(N) -> loop(N - 1).

ping(0) -> may_raise(bottom);
ping(N) -> [pong(N - 1)].

pong(N) -> [ping(N)].

may_raise(R) ->
    case st_show:id(R) of
        bottom -> erlang:error(R);
        _ -> 0
    end.
