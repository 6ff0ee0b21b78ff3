-module(adt_usage).
-export([main/1]).

main(_) ->
    S = lists:foldl(fun modules_helper_stack:push/2, modules_helper_stack:new(), [1, 2, 3, 4]),
    io:format("~p~n", [modules_helper_stack:to_list(S)]),
    io:format("~p~n", [modules_helper_stack:size(S)]),
    {Top, S2} = modules_helper_stack:pop(S),
    io:format("~p ~p~n", [Top, modules_helper_stack:to_list(S2)]),
    Empty = modules_helper_stack:new(),
    R = try modules_helper_stack:pop(Empty) catch error:E -> {caught, E} end,
    io:format("~p~n", [R]),
    %% a local function with the same name as an auto-imported BIF needs the module prefix
    io:format("~p~n", [size({a, b})]),
    ok.
