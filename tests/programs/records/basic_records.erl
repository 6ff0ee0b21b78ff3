-module(basic_records).
-export([main/1]).

-record(person, {name, age = 0, email = "none", tags = []}).
-record(point, {x = 0 :: integer(), y = 0 :: integer()}).
-record(empty, {}).

birthday(#person{age = A} = P) -> P#person{age = A + 1}.

name_of(#person{name = N}) -> N.

main(_) ->
    P = #person{name = "Alice", age = 30},
    io:format("~p~n", [P]),
    io:format("~w~n", [P]),
    io:format("~p~n", [P#person.name]),
    io:format("~p~n", [P#person.email]),
    P2 = birthday(P),
    io:format("~p~n", [P2#person.age]),
    P3 = P2#person{email = "a@example.com", tags = [admin]},
    io:format("~p~n", [P3]),
    io:format("~p~n", [name_of(P3)]),
    io:format("~p~n", [#point{}]),
    io:format("~p~n", [#point{y = 5}]),
    io:format("~p~n", [#empty{}]),
    io:format("~p~n", [#person.age]),
    io:format("~p~n", [#point.y]),
    io:format("~p~n", [record_info(fields, person)]),
    io:format("~p~n", [record_info(size, person)]),
    io:format("~p~n", [record_info(fields, empty)]),
    io:format("~p~n", [is_record(P, person)]),
    io:format("~p~n", [is_record(P, point)]),
    io:format("~p~n", [is_record(P, person, 5)]),
    io:format("~p~n", [is_record({person, 1}, person)]),
    io:format("~p~n", [element(1, P)]),
    io:format("~p~n", [tuple_size(P)]),
    io:format("~p~n", [P =:= {person, "Alice", 30, "none", []}]),
    #person{name = Name, age = Age} = P,
    io:format("~s is ~p~n", [Name, Age]),
    People = [#person{name = "Bob", age = 25}, #person{name = "Carol", age = 35}, P],
    Sorted = lists:keysort(#person.age, People),
    io:format("~p~n", [[N || #person{name = N} <- Sorted]]),
    Old = [N || #person{name = N, age = A} <- People, A > 28],
    io:format("~p~n", [Old]),
    ok.
