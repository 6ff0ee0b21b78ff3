-module(nested_records).
-export([main/1]).

-record(address, {street, city, zip = "00000"}).
-record(employee, {name, addr = #address{}, salary = 1000, manager}).
-record(dept, {name, staff = []}).

raise(#employee{salary = S} = E, Pct) -> E#employee{salary = S + S * Pct div 100}.

main(_) ->
    A = #address{street = "Main St 1", city = "Springfield"},
    E = #employee{name = "Homer", addr = A},
    io:format("~p~n", [E]),
    io:format("~p~n", [E#employee.addr#address.city]),
    E2 = E#employee{addr = (E#employee.addr)#address{zip = "12345"}},
    io:format("~p~n", [E2#employee.addr]),
    Boss = #employee{name = "Burns", salary = 1000000},
    E3 = E2#employee{manager = Boss},
    io:format("~p~n", [E3#employee.manager#employee.name]),
    D = #dept{name = "Sector 7G", staff = [E3, raise(#employee{name = "Lenny"}, 10),
                                           raise(#employee{name = "Carl"}, 25)]},
    io:format("~p~n", [[{N, S} || #employee{name = N, salary = S} <- D#dept.staff]]),
    Total = lists:sum([S || #employee{salary = S} <- D#dept.staff]),
    io:format("total ~p~n", [Total]),
    io:format("~p~n", [D]),
    #employee{addr = #address{city = City}} = E,
    io:format("~p~n", [City]),
    ok.
