%% helper
-module(modules_helper_stack).
-export([new/0, push/2, pop/1, size/1, to_list/1]).

new() -> {stack, []}.
push(X, {stack, L}) -> {stack, [X | L]}.
pop({stack, []}) -> erlang:error(empty_stack);
pop({stack, [H | T]}) -> {H, {stack, T}}.
size({stack, L}) -> length(L).
to_list({stack, L}) -> L.
