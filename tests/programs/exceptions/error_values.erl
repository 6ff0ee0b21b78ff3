-module(error_values).
-export([main/1]).

-record(rec, {x = 1, y}).

catch_it(F) ->
    try F() catch C:R -> {C, R} end.

main(_) ->
    Cases = [
        fun() -> error({badmatch, self_made}) end,
        fun() -> error(function_clause) end,
        fun() -> error({case_clause, [1, 2]}) end,
        fun() -> [H | _] = id([]), H end,
        fun() -> {ok, V} = id({error, enoent}), V end,
        fun() -> <<A:8>> = id(<<1, 2>>), A end,
        fun() -> #{k := V} = id(#{j => 1}), V end,
        fun() -> "abc" ++ T = id("abd"), T end,
        fun() -> #rec{x = 2} = id(#rec{}), ok end,
        fun() -> lists:map(fun(X) -> X + 1 end, [1, a]) end,
        fun() -> lists:foldl(fun(X, A) -> X * A end, 1, [1, 2, "x"]) end,
        fun() -> lists:seq(1, a) end,
        fun() -> atom_to_list(id(123)) end,
        fun() -> erlang:list_to_existing_atom("surely_not_an_existing_atom_xyz") end,
        fun() -> string:tokens(id(abc), " ") end
    ],
    lists:foreach(fun(F) -> io:format("~p~n", [catch_it(F)]) end, Cases),
    ok.

id(X) -> X.
