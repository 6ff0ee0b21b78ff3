-module(comprehension_names).
-export([main/1]).

%% The names erlc gives comprehension loops, as stack traces show them:
%% '-f/1-lc$^0/1-0-' and '-f/1-lbc$^0/2-0-', nested ones numbered outside in.
main(_) ->
    show(fun() -> lc(0) end),
    show(fun() -> bc(0) end),
    show(fun() -> lc_bin(<<1, 0>>) end),
    show(fun() -> bc_bin(<<1, 0>>) end),
    show(fun() -> nested([[1, 0]]) end),
    show(fun() -> two_gens([1], [0]) end),
    ok.

lc(N) -> [1 div N || _ <- [x]].
bc(N) -> << <<(1 div N)>> || _ <- [x] >>.
lc_bin(B) -> [1 div X || <<X>> <= B].
bc_bin(B) -> << <<(1 div X)>> || <<X>> <= B >>.
nested(L) -> [[1 div Y || Y <- X] || X <- L].
two_gens(A, B) -> [1 div (X * Y) || X <- A, Y <- B].

show(F) ->
    try F() catch error:R:S ->
        io:format("~p ~p~n", [R, [{M, Fn, A} || {M, Fn, A, _} <- S, M =:= ?MODULE]])
    end.
