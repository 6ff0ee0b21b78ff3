-module(module_info_test).
-export([main/1, public/0, public/1]).

public() -> ok.
public(X) -> X.
private() -> hidden.

main(_) ->
    private(),
    Exports = lists:sort(module_info(exports)),
    io:format("~p~n", [Exports]),
    io:format("~p~n", [lists:sort(modules_helper_math:module_info(exports))]),
    io:format("~p~n", [?MODULE]),
    io:format("~p~n", [erlang:function_exported(modules_helper_math, square, 1)]),
    io:format("~p~n", [erlang:function_exported(modules_helper_math, sum, 2)]),
    io:format("~p~n", [module_info(module)]),
    ok.
