-module(phash).
-export([main/1]).

main(_) ->
    Terms = [foo, bar, 0, 1, -1, 42, 1 bsl 40, 1 bsl 70, 1.5, "abc", <<"abc">>, [], {}, {a, b},
             [1, 2, 3], #{a => 1}, <<1:3>>],
    [io:format("~w: ~p ~p~n", [T, erlang:phash2(T), erlang:phash2(T, 1000)]) || T <- Terms],
    io:format("~p~n", [erlang:phash2(foo) =:= erlang:phash2(foo)]),
    io:format("~p~n", [lists:all(fun(T) -> erlang:phash2(T, 16) < 16 end, Terms)]),
    ok.
