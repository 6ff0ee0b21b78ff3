-module(hello).
-export([main/1]).

%% Run with: cargo run --release -- run examples/hello.erl World
main(Args) ->
    Name = case Args of
               [N | _] -> N;
               [] -> "world"
           end,
    io:format("Hello, ~s!~n", [Name]),
    Squares = [X * X || X <- lists:seq(1, 10)],
    io:format("squares: ~w~n", [Squares]),
    io:format("2^100 = ~p~n", [pow(2, 100)]),
    io:format("sorted: ~p~n", [lists:sort([{b, 2}, {a, 1}, {c, 3}])]).

pow(_, 0) -> 1;
pow(B, E) -> B * pow(B, E - 1).
