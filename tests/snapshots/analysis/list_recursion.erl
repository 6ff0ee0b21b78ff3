-module(list_recursion).
-export([main/1]).

%% A list built by recursion and sent whole; another built the same way stays local.
main([N]) ->
    P = spawn(fun () -> receive L -> io:format("~p~n", [length(L)]) end end),
    P ! squares(list_to_integer(N)),
    Local = evens(list_to_integer(N)),
    io:format("~p~n", [lists:sum(Local)]).

squares(0) -> [];
squares(N) -> [{N, N * N} | squares(N - 1)].

evens(0) -> [];
evens(N) -> [2 * N | evens(N - 1)].
