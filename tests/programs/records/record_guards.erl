-module(record_guards).
-export([main/1]).

-record(circle, {r}).
-record(rect, {w, h}).
-record(state, {count = 0, items = [], status = idle}).

area(S) when is_record(S, circle) -> 3.14159 * S#circle.r * S#circle.r;
area(#rect{w = W, h = H}) -> W * H.

kind(R) when R#state.status =:= idle -> idle_state;
kind(#state{count = C}) when C > 10 -> busy;
kind(#state{}) -> active.

step(S = #state{count = C, items = I}, X) ->
    S#state{count = C + 1, items = [X | I], status = running}.

main(_) ->
    io:format("~.3f~n", [area(#circle{r = 2})]),
    io:format("~p~n", [area(#rect{w = 3, h = 4})]),
    S0 = #state{},
    io:format("~p ~p~n", [S0, kind(S0)]),
    S1 = lists:foldl(fun(X, S) -> step(S, X) end, S0, lists:seq(1, 5)),
    io:format("~p ~p~n", [S1, kind(S1)]),
    S2 = lists:foldl(fun(X, S) -> step(S, X) end, S1, lists:seq(6, 12)),
    io:format("~p ~p~n", [S2#state.count, kind(S2)]),
    io:format("~p~n", [[element(1, X) || X <- [#circle{}, #rect{}, #state{}]]]),
    ok.
