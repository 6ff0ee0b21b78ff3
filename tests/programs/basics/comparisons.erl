-module(comparisons).
-export([main/1]).

main(_) ->
    Ops = [{'<', fun erlang:'<'/2}, {'=<', fun erlang:'=<'/2}, {'>', fun erlang:'>'/2},
           {'>=', fun erlang:'>='/2}, {'==', fun erlang:'=='/2}, {'/=', fun erlang:'/='/2},
           {'=:=', fun erlang:'=:='/2}, {'=/=', fun erlang:'=/='/2}],
    Pairs = [{1, 2}, {2, 2}, {2, 2.0}, {3, 2.5}, {a, b}, {"a", "b"}, {{1, a}, {1, b}},
             {[1, 2], [1, 2, 0]}, {<<1>>, <<1>>}, {1 bsl 64, 1.8446744073709552e19},
             {-1, -1.0}, {0, 0.0}, {#{a => 1}, #{a => 1}}, {[], {}}],
    lists:foreach(fun({A, B}) ->
        Results = [Name || {Name, F} <- Ops, F(A, B)],
        io:format("~w ~w: ~w~n", [A, B, Results])
    end, Pairs),
    io:format("~p~n", [lists:sort([{b, 2}, {a, 3}, {b, 1}, {a, 1.0}, {a, 1}])]),
    io:format("~p~n", [lists:sort([<<2>>, <<1, 2>>, <<1>>, <<>>, <<1, 1, 1>>])]),
    io:format("~p~n", [lists:sort(["b", "ab", "a", "", "abc", [0]])]),
    io:format("~p~n", [lists:sort([{1, 2, 3}, {3}, {2, 1}, {}])]),
    io:format("~p~n", [lists:sort([3.0, 3, 2.9999, 3.0001, -0.0, 0])]),
    ok.
