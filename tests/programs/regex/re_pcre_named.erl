-module(re_pcre_named).
-export([main/1]).

%% Named groups: capture lists by name, all_names, dupnames, re:inspect/2,
%% no_auto_capture, capture types.

main(_) ->
    lists:foreach(fun run/1, cases()),
    {ok, MP} = re:compile("(?<year>\\d{4})-(?<month>\\d\\d)-(?<day>\\d\\d)"),
    io:format("~p~n", [re:inspect(MP, namelist)]),
    io:format("~p~n", [re:run("on 2024-02-29.", MP, [{capture, all_names, list}])]),
    io:format("~p~n", [re:run("on 2024-02-29.", MP, [{capture, [day, <<"year">>, "month"], binary}])]),
    io:format("~p~n", [re:run("no date", MP, [{capture, all_names, list}])]),
    {ok, MP2} = re:compile("(a)(b)"),
    io:format("~p~n", [re:inspect(MP2, namelist)]),
    {ok, MP3} = re:compile("(?<x>a)|(?<x>b)", [dupnames]),
    io:format("~p~n", [re:inspect(MP3, namelist)]),
    io:format("~p~n", [try re:inspect(MP2, bogus) catch error:E -> {error, E} end]),
    io:format("~p~n", [try re:inspect("(a)", namelist) catch error:E2 -> {error, E2} end]),
    ok.

run({S, P, O}) ->
    R = try re:run(S, P, O) catch error:E -> {error, E} end,
    io:format("~p ~p ~p -> ~p~n", [S, P, O, R]).

cases() ->
    P = "(?<first>\\w+)\\s(?<last>\\w+)",
    [{"John Smith", P, [{capture, [first], list}]},
     {"John Smith", P, [{capture, [last, first], list}]},
     {"John Smith", P, [{capture, ["last"], binary}]},
     {"John Smith", P, [{capture, [<<"first">>], index}]},
     {"John Smith", P, [{capture, all_names, list}]},
     {"John Smith", P, [{capture, all_names, binary}]},
     {"John Smith", P, [{capture, all_names}]},
     {"John Smith", P, [{capture, [nosuch], list}]},
     {"John Smith", P, [{capture, [nosuch, 1, 7], index}]},
     {"John Smith", P, [{capture, [0, first], binary}]},
     {"a b c d", P, [global, {capture, all_names, list}]},
     {"zz", "(?<b>x)?(?<a>z)", [{capture, all_names, index}]},
     {"zz", "(?<b>x)?(?<a>z)", [{capture, all_names, list}]},
     {"zz", "(?<b>x)?(?<a>z)", [{capture, all, list}]},
     {"ab", "(?<x>a)|(?<x>b)", [dupnames, global, {capture, [x], list}]},
     {"ab", "(?<x>a)|(?<x>b)", [dupnames, global, {capture, all_names, index}]},
     {"ab", "(?<x>a)|(?<x>b)", []},
     {"ab", "(?|(?<x>a)|(?<x>b))", [global, {capture, [x], list}]},
     {"abc", "(a)(?<n>b)(c)", [no_auto_capture, {capture, all, list}]},
     {"abc", "(a)(?<n>b)(c)", [no_auto_capture, {capture, all_names, list}]},
     {"abc", "(a)(b)(c)", [{capture, all_but_first, list}]},
     {"abc", "(a)(b)(c)", [{capture, first, binary}]},
     {"abc", "(a)(b)(c)", [{capture, none}]},
     {"abc", "(a)(b)(c)", [{capture, [3, 1], list}]},
     {"abc", "(?:a)(b)(?:c)", [{capture, all, list}]},
     {"abc", "(?<n>a)(?<m>x)?", [{capture, all_names, binary}]},
     {"key=value; k2=v2", "(?<k>\\w+)=(?<v>\\w+)", [global, {capture, [k, v], list}]}
    ].
