-module(loops).
-export([main/1]).

for(I, N, _F) when I > N -> ok;
for(I, N, F) -> F(I), for(I + 1, N, F).

while(State, Cond, Body) ->
    case Cond(State) of
        true -> while(Body(State), Cond, Body);
        false -> State
    end.

collatz(1, Steps) -> Steps;
collatz(N, Steps) when N rem 2 =:= 0 -> collatz(N div 2, Steps + 1);
collatz(N, Steps) -> collatz(3 * N + 1, Steps + 1).

main(_) ->
    for(1, 5, fun(I) -> io:format("i=~p sq=~p~n", [I, I * I]) end),
    Final = while({0, 1}, fun({_, P}) -> P < 1000 end, fun({C, P}) -> {C + 1, P * 2} end),
    io:format("~p~n", [Final]),
    [io:format("collatz(~p) = ~p~n", [N, collatz(N, 0)]) || N <- [1, 6, 7, 27, 97, 871]],
    FizzBuzz = fun(N) when N rem 15 =:= 0 -> "FizzBuzz";
                  (N) when N rem 3 =:= 0 -> "Fizz";
                  (N) when N rem 5 =:= 0 -> "Buzz";
                  (N) -> integer_to_list(N)
               end,
    io:format("~s~n", [string:join([FizzBuzz(N) || N <- lists:seq(1, 30)], " ")]),
    ok.
