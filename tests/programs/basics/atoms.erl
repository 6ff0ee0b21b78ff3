-module(atoms).
-export([main/1]).

main(_) ->
    As = [foo, 'Foo', 'hello world', '', 'a-b', 'with\'quote', '123', true, false,
          undefined, ok, 'ok', foo@bar, 'foo.bar', a_b_C9, '\n', 'tab\there',
          'back\\slash', 'case', 'end', 'fun', 'after', 'receive', 'catch', 'andalso',
          'not', 'div', '[]', '{}'],
    lists:foreach(fun(A) ->
        io:format("~p ~w ~s ~p~n", [A, A, atom_to_list(A), length(atom_to_list(A))])
    end, As),
    io:format("~p~n", [list_to_atom("dynamic_atom")]),
    io:format("~p~n", [list_to_atom("Needs Quotes")]),
    io:format("~p~n", [binary_to_atom(<<"from_bin">>, utf8)]),
    io:format("~p~n", [atom_to_binary(hello)]),
    io:format("~p~n", [atom_to_binary('x y', latin1)]),
    io:format("~p~n", [list_to_existing_atom("foo")]),
    io:format("~p~n", [is_atom(foo)]),
    io:format("~p~n", [is_atom("foo")]),
    io:format("~p~n", [is_boolean(true)]),
    io:format("~p~n", [is_boolean(maybe)]),
    io:format("~p~n", [foo < bar]),
    io:format("~p~n", [lists:sort([zebra, apple, 'Apple', mango, a, aa, 'B'])]),
    io:format("~p~n", [foo =:= 'foo']),
    io:format("~p~n", [true and false]),
    io:format("~p~n", [true or false]),
    io:format("~p~n", [true xor true]),
    io:format("~p~n", [not true]),
    ok.
