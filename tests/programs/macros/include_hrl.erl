-module(include_hrl).
-export([main/1]).

-define(ITEM_LIMIT, 3).
-include("macros_common.hrl").

main(_) ->
    io:format("~s~n", [?VERSION]),
    io:format("~p~n", [?ADD(40, 2)]),
    io:format("~p~n", [#item{name = widget}]),
    io:format("~p~n", [?ITEM_LIMIT]),
    io:format("~p~n", [helper_from_hrl(7)]),
    Items = [#item{name = N, qty = Q} || {N, Q} <- [{a, 1}, {b, 5}, {c, 2}]],
    io:format("~p~n", [[N || #item{name = N, qty = Q} <- Items, Q < ?ITEM_LIMIT]]),
    ok.
