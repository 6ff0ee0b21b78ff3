-module(mst_records).
-include_lib("stdlib/include/ms_transform.hrl").
-export([main/1]).

-record(person, {name, age = 0, city = "nowhere", tags = []}).
-record(pt, {x, y}).

p(X) -> io:format("~p~n", [X]).

main(_) ->
    p(ets:fun2ms(fun(#person{name = N, age = A}) when A > 30 -> N end)),
    p(ets:fun2ms(fun(#person{name = N, _ = x}) -> N end)),
    p(ets:fun2ms(fun(P = #person{city = C}) when C == "Paris" -> P end)),
    p(ets:fun2ms(fun(#person{age = A} = P) -> P#person.name end)),
    p(ets:fun2ms(fun(P) when P#person.age >= 18, is_record(P, person) -> P#person.city end)),
    p(ets:fun2ms(fun(#person{name = N}) -> #person{name = N} end)),
    p(ets:fun2ms(fun(#person{name = N}) -> #person{name = N, _ = z} end)),
    p(ets:fun2ms(fun(P = #person{}) -> P#person{age = 1} end)),
    p(ets:fun2ms(fun({K, #pt{x = X}}) -> #person.age end)),
    p(ets:fun2ms(fun({K, #pt{x = X, y = Y}}) when X > Y -> {K, #pt{x = Y, y = X}} end)),
    p(ets:fun2ms(fun(P) when record(P, pt) -> ok end)),
    T = ets:new(people, [set, {keypos, #person.name}]),
    ets:insert(T, [#person{name = ann, age = 40, city = "Paris"},
                   #person{name = bob, age = 17},
                   #person{name = cy, age = 33, city = "Oslo"}]),
    p(lists:sort(ets:select(T, ets:fun2ms(fun(#person{name = N, age = A}) when A > 30 -> {N, A} end)))),
    p(lists:sort(ets:select(T, ets:fun2ms(fun(P = #person{city = "Paris"}) -> P end)))),
    p(ets:select_count(T, ets:fun2ms(fun(#person{age = A}) -> A < 35 end))),
    p(lists:sort(ets:select(T, ets:fun2ms(fun(P) when P#person.age < 20 -> P#person{age = 99} end)))),
    p(ets:select_delete(T, ets:fun2ms(fun(#person{age = A}) when A < 18 -> true end))),
    p(lists:sort(ets:tab2list(T))),
    p(ets:select_replace(T, ets:fun2ms(fun(P = #person{name = ann}) -> P#person{tags = [x]} end))),
    p(lists:sort(ets:tab2list(T))),
    ok.
