-module(folding).
-export([loop/2, unused/1, out_of_range/1, in_guard/1, used_whole/1,
         pair/2, life/2, pair_partial/2, swap/2]).

%% element/2 of a tuple built here is the element; the tuples then unused are not built.
loop(0, X) -> X;
loop(N, X) ->
    Y = {N, N, N, {N, N, N, {N, N, N, N}}},
    loop(element(1, Y) - 1, {1, 2, 3, X}).

%% Values built and never used are not built.
unused(N) ->
    _T = {N, N},
    _L = [N],
    _F = fun() -> N end,
    N + 1.

%% Out of range: the call stays (it raises badarg).
out_of_range(N) ->
    Y = {N},
    element(2, Y).

in_guard(T) when element(1, {T, x}) =:= ok -> yes;
in_guard(_) -> no.

%% The tuple is used whole too: it is built, and the element is still read from its parts.
used_whole(N) ->
    Y = {N, b},
    {element(2, Y), Y}.

%% A case over a tuple built for it, with a clause that takes any pair: the parts are
%% matched, and the tuple is not built.
pair(A, B) ->
    case {A, B} of
        {_, 3} -> three;
        {1, X} -> {one, X};
        _ -> other
    end.

%% Constant pair patterns become constant parts.
life(A, Count) ->
    case {A, Count} of
        {_, 3} -> 1;
        {1, 2} -> 1;
        _ -> 0
    end.

%% No clause takes any pair: the tuple is the case_clause error's value, and is built.
pair_partial(A, B) ->
    case {A, B} of
        {1, _} -> one;
        {_, 2} -> two
    end.

%% A tuple matched as it is built, the match's value unused.
swap(A, B) ->
    {X, Y} = {B, A},
    [X, Y].
