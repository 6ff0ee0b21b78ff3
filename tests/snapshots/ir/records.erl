-module(records).
-export([new/0, new/1, get/1, set/2, match/1, info/0, idx/0, is/1, guard/1]).

-record(point, {x = 0, y = 0, label}).
-record(box, {p = #point{}, items = [], made = erlang:now()}).

new() -> #point{}.
new(X) -> #box{p = #point{x = X, _ = 1}}.
get(P) -> P#point.x.
set(P, V) -> P#point{y = V, label = seen}.
match(#point{x = X, y = X}) -> diag;
match(#box{p = #point{label = L}}) -> L.
info() -> {record_info(fields, point), record_info(size, box)}.
idx() -> #point.y.
is(X) -> is_record(X, point).
guard(P) when P#point.x > 0, is_record(P, point) -> ok.
