-module(guard_exceptions).
-export([main/1]).

%% exceptions inside guards make the guard fail silently
t(X) when hd(X) > 0 -> positive_head;
t(X) when element(1, X) =:= ok -> ok_tuple;
t(X) when X / 0 > 1 -> never;
t(X) when length(X) >= 0 -> proper_list;
t(_) -> other.

u(X) when is_integer(X) andalso 10 div X > 1 -> small;
u(_) -> no.

main(_) ->
    Inputs = [[1, 2], [-1], {ok, 1}, {error, 1}, 5, [], "abc", [a | b]],
    [io:format("~p -> ~p~n", [X, t(X)]) || X <- Inputs],
    [io:format("u(~p) -> ~p~n", [X, u(X)]) || X <- [0, 1, 3, 20, a]],
    V = if 1 div 0 > 0 -> yes; true -> guard_failed end,
    io:format("~p~n", [V]),
    ok.
