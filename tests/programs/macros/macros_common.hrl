%% included by include_hrl.erl
-define(VERSION, "1.2.3").
-define(ADD(A, B), ((A) + (B))).
-record(item, {name, qty = 1}).

-ifndef(ITEM_LIMIT).
-define(ITEM_LIMIT, 10).
-endif.

helper_from_hrl(X) -> {from_hrl, X}.
