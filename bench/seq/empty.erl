-module(empty).
-export([main/1]).

%% Startup-cost baseline: does nothing but print ok.
main(_Args) ->
    io:format("ok~n").
