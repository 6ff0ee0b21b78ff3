-module(comprehensions).
-export([squares/1, pairs/2, filt/2, bytes/1, bc/1, strs/1]).

squares(L) -> [X * X || X <- L].

pairs(As, Bs) -> [{A, B} || A <- As, B <- Bs, A =/= B].

filt(L, F) -> [X || {ok, X} <- L, F(X), X > 1].

bytes(Bin) -> [B || <<B:8>> <= Bin].

bc(L) -> << <<X:16/little>> || X <- L >>.

strs(L) -> [[C | "!"] || C <- L, C >= $a].
