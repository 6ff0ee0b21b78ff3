-module(known_shapes_more).
-export([main/1]).

%% More places where record checks are proven or moved out of line: guards with
%% andalso/orelse, comprehensions, receive, try ... of, funs, aliases in case clauses,
%% and the source line an out-of-line failure reports.

-record(pt, {x = 0, y = 0}).
-record(box, {pt = #pt{}, tag = none}).

main(_) ->
    io:format("~p~n", [either(#pt{x = 0, y = 2})]),
    io:format("~p~n", [either(#pt{x = 0, y = 0})]),
    io:format("~p~n", [either(#box{})]),
    io:format("~p~n", [either([])]),
    io:format("~p~n", [both(#pt{x = 1, y = 1})]),
    io:format("~p~n", [both(#pt{x = 1, y = 0})]),
    io:format("~p~n", [both({pt, 1})]),
    io:format("~p~n", [xs([#pt{x = 1}, #pt{x = 2, y = 5}, #pt{x = 3}])]),
    io:format("~p~n", [err(fun() -> xs([#pt{}, nope]) end)]),
    io:format("~p~n", [big([#pt{x = 1, y = 9}, #pt{x = 4, y = 1}, #box{}, 7])]),
    self() ! {msg, #pt{x = 5, y = 6}},
    io:format("~p~n", [recv()]),
    self() ! {msg, {pt, 1, 2, 3}},
    io:format("~p~n", [recv()]),
    io:format("~p~n", [try_of(#pt{x = 2, y = 3})]),
    io:format("~p~n", [try_of(oops)]),
    F = fun(#pt{} = P) -> P#pt.x + P#pt.y end,
    io:format("~p~n", [F(#pt{x = 10, y = 20})]),
    io:format("~p~n", [err(fun() -> F({pt, 1, 2, 3}) end)]),
    G = fun(P) -> {P#pt.x, P#pt.y} end,
    io:format("~p~n", [lists:map(G, [#pt{x = 1}, #pt{y = 2}])]),
    io:format("~p~n", [err(fun() -> G(#box{}) end)]),
    io:format("~p~n", [aliased(#pt{x = 3, y = 4})]),
    io:format("~p~n", [aliased(#box{tag = t})]),
    io:format("~p~n", [nested(#box{pt = #pt{x = 7, y = 8}, tag = a})]),
    io:format("~p~n", [err(fun() -> nested(#box{pt = none}) end)]),
    io:format("~p~n", [update_twice(#pt{x = 1, y = 2})]),
    io:format("~p~n", [where(fun() -> first_access(#box{}) end)]),
    io:format("~p~n", [where(fun() -> later_access(#pt{x = 1}, #box{}) end)]),
    io:format("~p~n", [where(fun() -> unwrap({error, x}) end)]),
    io:format("~p~n", [sum_pts([#pt{x = I, y = I * I} || I <- lists:seq(1, 100)], 0, 0)]).

err(F) ->
    try F() of
        V -> {value, V}
    catch
        C:R -> {C, R}
    end.

%% The reason and the function and line of the innermost frame.
where(F) ->
    try F() of
        V -> {value, V}
    catch
        C:R:St ->
            [{M, Fn, A, Loc} | _] = St,
            {C, R, {M, Fn, A, proplists:get_value(line, Loc)}}
    end.

either(P) when P#pt.x > 0 orelse P#pt.y > 0 -> yes;
either(P) when is_record(P, pt) -> zero;
either(_) -> other.

both(P) when P#pt.x > 0, P#pt.y > 0 -> both;
both(P) when P#pt.x > 0 andalso P#pt.y =:= 0 -> x_only;
both(_) -> neither.

xs(Ps) -> [P#pt.x * 10 + P#pt.y || P <- Ps].

big(Ps) -> [P#pt.x || P <- Ps, is_record(P, pt), P#pt.y > P#pt.x].

recv() ->
    receive
        {msg, P} ->
            try
                {P#pt.x, P#pt.y}
            catch
                error:E -> {caught, E}
            end
    end.

try_of(P) ->
    try P#pt.x of
        X -> {x, X, P#pt.y}
    catch
        error:E -> {caught, E}
    end.

aliased(T) ->
    case T of
        #pt{} = Q -> {pt, Q#pt.x + Q#pt.y, Q#pt{y = 0}};
        #box{} = B -> {box, B#box.tag}
    end.

nested(B) ->
    P = B#box.pt,
    {B#box.tag, P#pt.x, P#pt.y, (B#box.pt)#pt.x}.

update_twice(P) ->
    P1 = P#pt{x = P#pt.x + 1},
    P2 = P1#pt{y = P1#pt.y + P1#pt.x},
    {P1, P2, P2#pt.x}.

first_access(P) ->
    X = P#pt.x,
    X + 1.

later_access(P, Q) ->
    X = P#pt.x,
    Y = Q#pt.y,
    X + Y.

unwrap(R) ->
    {ok, V} = R,
    V.

sum_pts([], Sx, Sy) -> {Sx, Sy};
sum_pts([P | T], Sx, Sy) -> sum_pts(T, Sx + P#pt.x, Sy + P#pt.y).
