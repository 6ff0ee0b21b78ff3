-module(maps_ex).
-export([new/2, upd/2, get/1, konst/0]).

new(K, V) -> #{K => V, b => 2}.
upd(M, V) -> M#{a := V, b => 3}.
get(#{a := A, b := B}) -> {A, B}.
konst() -> #{a => 1, "s" => [x]}.
