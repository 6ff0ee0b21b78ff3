-module(st_catch).
-export([main/1]).
-import(st_show, [frames/1]).

main(_) ->
    {'EXIT', {R, S}} = catch crash(st_show:id(1)),
    io:format("catch: ~p~n", [R]),
    frames(S),
    try rethrow(st_show:id(2))
    catch C:R2:S2 ->
        io:format("raise: ~p:~p~n", [C, R2]),
        frames(S2)
    end,
    try in_after(st_show:id(3))
    catch C3:R3:S3 ->
        io:format("after: ~p:~p~n", [C3, R3]),
        frames(S3)
    end,
    try in_map(st_show:id([1, 2, a]))
    catch C4:R4:S4 ->
        io:format("map: ~p:~p~n", [C4, R4]),
        frames(S4)
    end,
    try multi_line(st_show:id(4))
    catch C5:R5:S5 ->
        io:format("multi: ~p:~p~n", [C5, R5]),
        frames(S5)
    end,
    io:format("throw caught: ~p~n", [catch [thrower()]]),
    ok.

crash(X) ->
    [{ok, _} = st_show:id(X)].

rethrow(X) ->
    try [crash(X)]
    catch error:R:S -> erlang:raise(error, {again, R}, S)
    end.

in_after(X) ->
    try st_show:id(X)
    after
        [crash(X)]
    end.

in_map(L) ->
    lists:map(fun(E) -> E * 2 end, L).

multi_line(X) ->
    Y = st_show:id(
          X),
    [st_show:id(Y),
     st_show:id(
       Y + st_show:id(x))].

thrower() ->
    throw(ball).
