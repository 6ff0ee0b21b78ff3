-module(code_loaded).
-export([main/1, f/0]).

%% code:ensure_loaded/1 and code:is_loaded/1: a module is loaded on demand; a missing one is
%% {error, nofile}; a non-atom is a function_clause.

f() -> ok.

main(_) ->
    [io:format("~p ~p~n", [M, code:ensure_loaded(M)])
     || M <- [lists, queue, code_loaded, erlang, maps, nosuchmod, 'ETS', ets, orddict]],
    [io:format("~p ~p~n", [M, loaded(M)]) || M <- [code_loaded, nosuchmod2, erlang, lists, queue]],
    io:format("~p~n", [try code:ensure_loaded("lists") catch C:R -> {C, R} end]),
    io:format("~p~n", [try code:is_loaded("lists") catch C2:R2 -> {C2, R2} end]),
    {module, gb_trees} = code:ensure_loaded(gb_trees),
    io:format("~p~n", [erlang:function_exported(gb_trees, empty, 0)]),
    io:format("~p~n", [erlang:function_exported(gb_trees, no_such_function, 0)]).

loaded(M) ->
    case code:is_loaded(M) of
        {file, _} -> loaded;
        false -> false
    end.
