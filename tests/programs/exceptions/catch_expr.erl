-module(catch_expr).
-export([main/1]).

main(_) ->
    io:format("~p~n", [catch 1 + 2]),
    io:format("~p~n", [catch throw(hello)]),
    {'EXIT', {Reason, St}} = catch error(bad),
    io:format("~p ~p~n", [Reason, is_list(St)]),
    io:format("~p~n", [catch exit(gone)]),
    {'EXIT', {badarith, _}} = catch 1 / 0,
    io:format("badarith caught~n"),
    X = (catch list_to_integer("12x")),
    case X of
        {'EXIT', {badarg, _}} -> io:format("badarg caught~n")
    end,
    io:format("~p~n", [catch {ok, value}]),
    io:format("~p~n", [catch throw({'EXIT', fake})]),
    L = [catch throw(N) || N <- [1, 2, 3]],
    io:format("~p~n", [L]),
    Y = catch begin a = b end,
    case Y of {'EXIT', {{badmatch, b}, _}} -> io:format("badmatch caught~n") end,
    ok.
