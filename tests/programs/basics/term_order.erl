-module(term_order).
-export([main/1]).

main(_) ->
    Terms = [[1,2], <<"bin">>, [], #{a => 1}, {1,2,3}, {9}, abc, 3.5, 2,
             "abc", <<>>, {}, #{}, zzz, -100, 1.0e100, [a|b], <<1:3>>],
    io:format("~p~n", [lists:sort(Terms)]),
    io:format("~p~n", [lists:reverse(lists:sort(Terms))]),
    Pairs = [{1, 1.0}, {1, 2}, {2.0, 1}, {a, 1}, {{1}, [1]}, {[], [0]},
             {#{}, {}}, {<<1>>, [1]}, {"abc", "abd"}, {"ab", "abc"},
             {{1,2}, {1,3}}, {{2}, {1,1}}, {#{a => 1}, #{b => 1}},
             {#{a => 2}, #{a => 1, b => 0}}, {#{b => 1}, #{a => 2}},
             {<<1,2>>, <<1,3>>}, {<<1>>, <<1,0>>}, {[a], [a, b]},
             {1.0, 1}, {0, -0.0}, {foo, <<>>}, {100000000000000000000, 1.0e20},
             {#{1 => a}, #{1.0 => a}}, {[1|2], [1,2]}],
    lists:foreach(fun({A, B}) ->
        io:format("~w: < ~w  == ~w  =:= ~w  > ~w  =< ~w  >= ~w~n",
                  [{A, B}, A < B, A == B, A =:= B, A > B, A =< B, A >= B])
    end, Pairs),
    io:format("~p~n", [lists:sort([3, 1.0, 2, 1, 2.0, 0.5, -1])]),
    io:format("~p~n", [lists:usort([1, 1.0, 2, 2.0])]),
    io:format("~p~n", [max(a, 1)]),
    io:format("~p~n", [min([], {})]),
    io:format("~p~n", [max("a", <<"a">>)]),
    io:format("~p~n", [lists:max([1, foo, {x}, [y], "z", 2.5])]),
    io:format("~p~n", [lists:min([foo, {x}, [y], 7])]),
    ok.
