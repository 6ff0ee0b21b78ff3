-module(record_defaults).
-export([main/1]).

-record(config, {host = "localhost", port = 8080, opts = [{timeout, 5000}],
                 computed = 2 * 21, nested = {a, [b, c]}, undef_field}).
-record(counter, {n = 0}).

main(_) ->
    C = #config{},
    io:format("~p~n", [C]),
    io:format("~p~n", [C#config.undef_field]),
    io:format("~p~n", [#config{port = 443, _ = x}]),
    C2 = C#config{host = "example.org", port = 80},
    io:format("~p ~p ~p~n", [C2#config.host, C2#config.port, C2#config.computed]),
    Counters = [#counter{n = N} || N <- lists:seq(1, 5)],
    io:format("~p~n", [Counters]),
    io:format("~p~n", [lists:sum([N || #counter{n = N} <- Counters])]),
    io:format("~p~n", [lists:keyfind(3, #counter.n, Counters)]),
    io:format("~p~n", [lists:keymember(9, #counter.n, Counters)]),
    Fun = fun(#counter{n = N} = R) -> R#counter{n = N * 10} end,
    io:format("~p~n", [lists:map(Fun, Counters)]),
    ok.
