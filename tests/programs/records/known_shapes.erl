-module(known_shapes).
-export([main/1]).

%% Record checks the compiler can prove or move out of line: repeated field accesses of one
%% variable, accesses after a record pattern or a construction, updates after accesses, a
%% failing first access (badrecord of the right term), `{ok, X} = ...` matches that fail,
%% and all of these inside try, catch and guards.

-record(acc, {count = 0, sum = 0, max = 0, min = 1000}).
-record(pt, {x = 0, y = 0}).

main(_) ->
    A = fold([5, 3, 9, 1, 7], #acc{}),
    io:format("~p~n", [A]),
    io:format("~p~n", [stats(A)]),
    io:format("~p~n", [bump(#pt{x = 1, y = 2})]),
    io:format("~p~n", [via_alias(#pt{x = 3, y = 4})]),
    io:format("~p~n", [built(7)]),
    io:format("~p~n", [twice(#pt{x = 5, y = 6})]),
    io:format("~p~n", [err(fun() -> stats({acc, 1, 2, 3}) end)]),
    io:format("~p~n", [err(fun() -> stats(not_a_record) end)]),
    io:format("~p~n", [err(fun() -> stats(#pt{}) end)]),
    io:format("~p~n", [try_access(#pt{x = 8})]),
    io:format("~p~n", [try_access({pt, 1})]),
    io:format("~p~n", [try_access([])]),
    io:format("~p~n", [guarded(#pt{x = 1, y = 2})]),
    io:format("~p~n", [guarded(#pt{x = 2, y = 1})]),
    io:format("~p~n", [guarded(#acc{})]),
    io:format("~p~n", [guarded(42)]),
    io:format("~p~n", [unwrap({ok, 3})]),
    io:format("~p~n", [err(fun() -> unwrap({error, 3}) end)]),
    io:format("~p~n", [err(fun() -> unwrap(ok) end)]),
    io:format("~p~n", [pairs([{a, 1}, {b, 2}, {c, 3}], [])]),
    io:format("~p~n", [err(fun() -> pairs([{a, 1}, {b, 2, x}], []) end)]),
    io:format("~p~n", [with_guard(#pt{x = 4, y = 4})]),
    io:format("~p~n", [err(fun() -> with_guard(#pt{x = 4, y = 5}) end)]),
    io:format("~p~n", [after_case(#pt{x = 1, y = 9}, 0)]),
    io:format("~p~n", [after_case(#pt{x = 1, y = 9}, 1)]),
    io:format("~p~n", [err(fun() -> after_case({pt, 1}, 1) end)]),
    io:format("~p~n", [retag(#pt{x = 1, y = 2})]),
    io:format("~p~n", [loop(#pt{}, 100000)]).

err(F) ->
    try F() of
        V -> {value, V}
    catch
        C:R -> {C, R}
    end.

fold([], A) -> A;
fold([X | T], A) ->
    A1 = A#acc{count = A#acc.count + 1},
    fold(T, A1#acc{sum = A1#acc.sum + X,
                   max = max(A1#acc.max, X),
                   min = min(A1#acc.min, X)}).

%% Four accesses of one variable: only the first checks it.
stats(A) ->
    {A#acc.count, A#acc.sum, A#acc.max, A#acc.min}.

bump(P) ->
    X = P#pt.x,
    P#pt{x = X + 1, y = P#pt.y * 2}.

via_alias(#pt{} = P) ->
    {P#pt.x, P#pt.y, P#pt{x = 0}}.

built(N) ->
    P = #pt{x = N},
    case P of
        #pt{x = 7, y = Y} -> {seven, Y, P#pt.x};
        #pt{x = X} -> {other, X}
    end.

twice(P) ->
    S = P#pt.x + P#pt.y,
    case P of
        #pt{x = X} when X > 4 -> {big, S, P#pt.y};
        #pt{} -> {small, S}
    end.

try_access(P) ->
    try
        X = P#pt.x,
        {ok, X, P#pt.y}
    catch
        error:E -> {caught, E}
    end.

guarded(P) when P#pt.x < P#pt.y -> {less, P#pt.x};
guarded(P) when is_record(P, pt) -> {not_less, P#pt.y};
guarded(P) -> {other, P}.

unwrap(R) ->
    {ok, V} = R,
    V * 2.

pairs([], Acc) -> lists:reverse(Acc);
pairs([P | T], Acc) ->
    {K, V} = P,
    pairs(T, [{V, K} | Acc]).

with_guard(P) ->
    Y = case P of
            #pt{x = X, y = Y0} when X =:= Y0 -> Y0;
            _ -> erlang:error({unequal, P})
        end,
    Y + P#pt.x.

after_case(P, Flag) ->
    Z = case Flag of
            0 -> zero;
            _ -> P#pt.y
        end,
    {Z, P#pt.x}.

retag(P) ->
    Q = setelement(1, P, acc),
    {P#pt.x, err(fun() -> Q#pt.x end), element(1, Q)}.

loop(P, 0) -> P;
loop(P, N) ->
    loop(P#pt{x = P#pt.x + 1, y = P#pt.y + P#pt.x}, N - 1).
