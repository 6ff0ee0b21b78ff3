-module(element_literal_index).
-export([main/1]).

%% element/2 with a literal index, compiled to one instruction with the BIF as its slow path:
%% the same values, guard failures and exceptions (with the BIF's frame) as the BIF.
main(_) ->
    T = id({a, b, c}),
    io:format("~p ~p~n", [element(1, T), element(3, T)]),
    show(fun() -> element(4, T) end),
    show(fun() -> element(1, id([x])) end),
    show(fun() -> element(2, id(7)) end),
    show(fun() -> element(5, T) end),
    F = fun(X) when element(2, X) =:= b -> yes; (_) -> no end,
    io:format("~p ~p ~p ~p~n", [F(T), F(id({a})), F(3), F(id({z, b}))]),
    io:format("~p~n", [sum(id([{1, 2}, {3, 4}, {5, 6}]), 0)]),
    io:format("~p~n", [element(1, id({{nested, 1}}))]),
    Big = list_to_tuple(lists:seq(1, 300)),
    io:format("~p~n", [element(300, Big)]),
    show(fun() -> element(301, Big) end),
    {'EXIT', {Reason, [Top | _]}} = (catch element(1, id(x))),
    io:format("~p ~P~n", [Reason, Top, 8]).

show(F) ->
    try F() of
        V -> io:format("value ~p~n", [V])
    catch
        C:R:S -> io:format("~p ~p ~P~n", [C, R, hd(S), 8])
    end.

sum([], Acc) -> Acc;
sum([P | Ps], Acc) -> sum(Ps, Acc + element(1, P) * element(2, P)).

id(X) -> X.
