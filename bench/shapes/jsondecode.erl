-module(jsondecode).
-export([main/1]).

%% Public code over binaries: jsone (tests/programs/real/) encodes a document of N maps
%% once, then decodes it R times.
main([N0, R0]) ->
    N = list_to_integer(N0), R = list_to_integer(R0),
    Doc = [#{<<"id">> => I, <<"name">> => <<"item number ", (integer_to_binary(I))/binary>>,
             <<"tags">> => [<<"alpha">>, <<"beta">>, <<"gamma \"quoted\"">>],
             <<"price">> => I * 3 + 7, <<"ok">> => I rem 2 =:= 0, <<"none">> => null}
           || I <- lists:seq(1, N)],
    Json = jsone:encode(Doc),
    Sizes = [length(jsone:decode(Json)) || _ <- lists:seq(1, R)],
    io:format("~p ~p~n", [byte_size(Json), lists:sum(Sizes)]);
main([]) -> main(["20000", "30"]).
