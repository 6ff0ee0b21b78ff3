%% A module defining its own list/1, tuple/1 and record/2: calls in bodies
%% and comprehension filters call list/1 and tuple/1, while record/2 stays the
%% type test in guards and filters (erlc takes it before looking for
%% functions); the old type tests it does not define still work.
-module(old_guards_local).
-export([main/1]).

-record(pt, {x}).

list(X) -> {my_list, X}.

tuple(X) -> is_tuple(X) andalso tuple_size(X) > 1.

record(A, B) -> {my_record, A, B}.

classify(X) when integer(X) -> int;
classify(X) when atom(X) -> atom;
classify(X) when record(X, pt) -> pt;
classify(_) -> other.

main(_) ->
    io:format("~p~n", [list(3)]),
    io:format("~p~n", [record(a, b)]),
    io:format("~p~n", [[classify(V) || V <- [1, a, "s", #pt{x = 1}, {pt}]]]),
    %% tuple/1 here is the local function (a filter, not a guard test).
    io:format("~p~n", [[T || T <- [{1}, {1, 2}, x], tuple(T)]]),
    io:format("~p~n", [[V || V <- [1, [2]], list(V) =:= {my_list, V}]]),
    io:format("~p~n", [[R || R <- [#pt{x = 2}, {pt}, pt], record(R, pt)]]).
