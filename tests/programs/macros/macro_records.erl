-module(macro_records).
-export([main/1]).

-define(FIELDS, [name, age]).
-define(NEW(Name, Age), #person{name = Name, age = Age}).
-define(GETTER(F), F(#person{F = V}) -> V).
-define(is_adult(P), (P#person.age >= 18)).

-record(person, {name, age}).

?GETTER(name).
?GETTER(age).

main(_) ->
    People = [?NEW("ann", 30), ?NEW("bob", 12), ?NEW("cid", 18)],
    io:format("~p~n", [[name(P) || P <- People]]),
    io:format("~p~n", [[age(P) || P <- People]]),
    io:format("~p~n", [[name(P) || P <- People, ?is_adult(P)]]),
    io:format("~p~n", [?FIELDS =:= record_info(fields, person)]),
    ok.
