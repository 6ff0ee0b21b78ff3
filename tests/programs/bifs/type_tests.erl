-module(type_tests).
-export([main/1]).

tests() ->
    [{is_atom, fun erlang:is_atom/1}, {is_binary, fun erlang:is_binary/1},
     {is_bitstring, fun erlang:is_bitstring/1}, {is_boolean, fun erlang:is_boolean/1},
     {is_float, fun erlang:is_float/1}, {is_function, fun erlang:is_function/1},
     {is_integer, fun erlang:is_integer/1}, {is_list, fun erlang:is_list/1},
     {is_map, fun erlang:is_map/1}, {is_number, fun erlang:is_number/1},
     {is_pid, fun erlang:is_pid/1}, {is_port, fun erlang:is_port/1},
     {is_reference, fun erlang:is_reference/1}, {is_tuple, fun erlang:is_tuple/1}].

main(_) ->
    Values = [{atom, foo}, {true, true}, {int, 42}, {bigint, 1 bsl 100}, {float, 1.5},
              {list, [1]}, {nil, []}, {string, "s"}, {tuple, {1}}, {binary, <<1>>},
              {bits, <<1:3>>}, {map, #{}}, {fun_, fun() -> ok end}],
    lists:foreach(fun({Name, V}) ->
        True = [T || {T, F} <- tests(), F(V)],
        io:format("~-8w ~w~n", [Name, True])
    end, Values),
    io:format("~p~n", [is_function(fun(_, _) -> ok end, 2)]),
    io:format("~p~n", [is_record({r, 1}, r, 2)]),
    ok.
