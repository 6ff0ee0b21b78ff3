-module(spawn_args).
-export([main/1, worker/2]).

%% Spawn arguments are messages: a closure's free variables and the list of spawn/3.
main(_) ->
    Config = {config, [verbose, {level, 3}]},
    P1 = spawn(fun () -> loop(Config) end),
    Opts = [{name, worker}, {limit, 10}],
    P2 = spawn(?MODULE, worker, [self(), Opts]),
    Local = {not_sent, Config},
    io:format("~p~n", [Local]),
    P1 ! stop,
    P2 ! stop.

loop(State) ->
    receive
        stop -> State;
        _ -> loop(State)
    end.

worker(Parent, Opts) ->
    receive stop -> {Parent, Opts} end.
