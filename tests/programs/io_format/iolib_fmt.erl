-module(iolib_fmt).
-export([main/1]).

main(_) ->
    S1 = io_lib:format("~p and ~s", [{x, 1}, "str"]),
    io:format("~p~n", [S1]),
    io:format("~p~n", [lists:flatten(S1)]),
    io:format("~p~n", [iolist_to_binary(S1)]),
    io:format("~p~n", [lists:flatten(io_lib:format("~5.2f|~-6s|~3..0B", [3.14159, "ab", 7]))]),
    Table = [{"apples", 3, 1.25}, {"bananas", 12, 0.5}, {"cherries", 100, 12.0}],
    lists:foreach(fun({Name, Qty, Price}) ->
        io:format("~-10s ~5b ~8.2f ~8.2f~n", [Name, Qty, Price, Qty * Price])
    end, Table),
    io:format("~s~n", [lists:duplicate(34, $-)]),
    Total = lists:sum([Q * P || {_, Q, P} <- Table]),
    io:format("~-10s ~23.2f~n", ["total", Total]),
    io:format("~p~n", [io_lib:format("~w", [[1, 2]])]),
    io:format("~p~n", [lists:flatten(io_lib:format("~c~c", [72, 105]))]),
    io:format("~p~n", [lists:flatten(io_lib:format("~10.3e", [12345.678]))]),
    io:format("~p~n", [io_lib:fwrite("~p", [ok])]),
    io:format("~p~n", [io_lib:write([1, {2}])]),
    io:format("~p~n", [lists:flatten(io_lib:write("str"))]),
    io:format("~p~n", [lists:flatten(io_lib:print("str"))]),
    io:format("~p~n", [lists:flatten(io_lib:write(1.0))]),
    io:format("~p~n", [io_lib:format("", [])]),
    io:format("~p~n", [lists:flatten(io_lib:format("~n", []))]),
    ok.
