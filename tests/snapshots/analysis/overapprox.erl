-module(overapprox).
-export([main/1]).

%% The analysis cannot tell which pairs reach the send (only when Debug is true), so every
%% pair made by pair/2 is built in the area; counted locally, they are never sent.
main([Flag]) ->
    Debug = Flag =:= "debug",
    Pairs = [pair(I, Debug) || I <- lists:seq(1, 5)],
    io:format("~p~n", [Pairs]).

pair(I, Debug) ->
    P = {I, I * I},
    case Debug of
        true -> self() ! P;
        false -> ok
    end,
    P.
