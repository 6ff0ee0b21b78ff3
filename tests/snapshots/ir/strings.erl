-module(strings).
-export([cmd/1, greet/1, chars/1, empty/1]).

cmd("get " ++ Key) -> {get, Key};
cmd("put " ++ [K | V]) -> {put, K, V};
cmd([$q]) -> quit;
cmd(_) -> unknown.

greet(Name) -> "Hello, " ++ Name ++ "!".

chars([C | Rest]) when C >= $0, C =< $9 -> [C - $0 | chars(Rest)];
chars(_) -> [].

empty("") -> true;
empty(_) -> false.
