%% Comparisons used as values (not as guards): each of the eight operators on pairs of
%% every kind of term, including small integers at the edges of the immediate range,
%% bignums, integers against floats, and mixed types (Erlang's term order). The pairs come
%% from a list, so no comparison is folded at compile time.
-module(compare_values).
-export([main/1]).

main(_) ->
    Big = 1 bsl 70,
    Pairs = [{1, 2}, {2, 1}, {3, 3}, {-5, 4}, {0, -0},
             {576460752303423487, 576460752303423488},
             {-576460752303423488, -576460752303423489},
             {Big, Big + 1}, {Big, Big}, {-Big, 1},
             {1, 1.0}, {1.0, 1}, {2, 1.5}, {0.0, -0.0}, {1.5, 1.5},
             {a, b}, {b, a}, {a, a}, {1, a}, {a, 1},
             {{1, 2}, {1, 2}}, {{1, 2}, {1, 2.0}}, {{1, 2}, {1, 3}}, {{2}, {1, 1}},
             {[1, 2], [1, 2]}, {[1, 2], [1, 2.0]}, {[], [1]}, {[1], []}, {"abc", "abd"},
             {#{a => 1}, #{a => 1}}, {#{a => 1}, #{a => 1.0}}, {#{a => 1}, #{b => 1}},
             {<<1, 2>>, <<1, 2>>}, {<<1>>, <<1, 0>>}, {<<2>>, <<1, 0>>},
             {self(), self()}, {self(), a}, {make_ref(), 1},
             {fun main/1, fun main/1}, {{a}, [a]}, {#{}, {}}, {[], <<>>}],
    lists:foreach(fun({A, B}) -> line(A, B) end, Pairs),
    %% In funs passed to library functions, as programs write them.
    L = lists:seq(-10, 10),
    io:format("~w~n", [lists:filter(fun(X) -> X rem 3 =:= 0 end, L)]),
    io:format("~w~n", [lists:filter(fun(X) -> X band 1 =/= 0 end, L)]),
    io:format("~w~n", [lists:sort(fun(X, Y) -> X >= Y end, [3, 1.0, 2, 1, 3.0, Big])]),
    io:format("~w~n", [lists:partition(fun(X) -> X < 0 end, L)]),
    io:format("~w~n", [[X == 2.0 || X <- [1, 2, 2.0, 3]]]),
    %% A comparison's value stored, sent and matched.
    V = {Big > 1, 1 /= 1.0, a =< a},
    self() ! V,
    receive {true, false, true} -> io:format("ok~n") end.

line(A, B) ->
    io:format("~w ~w ~w ~w ~w ~w ~w ~w~n",
              [A =:= B, A =/= B, A == B, A /= B, A < B, A =< B, A > B, A >= B]).
