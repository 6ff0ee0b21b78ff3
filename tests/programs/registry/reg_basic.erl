-module(reg_basic).
-export([main/1]).

main(_) ->
    P = spawn(fun() -> receive stop -> ok end end),
    io:format("whereis before: ~p~n", [whereis(reg_basic_srv)]),
    io:format("register: ~p~n", [register(reg_basic_srv, P)]),
    io:format("whereis is P: ~p~n", [whereis(reg_basic_srv) =:= P]),
    io:format("in registered(): ~p~n", [lists:member(reg_basic_srv, registered())]),
    io:format("unregister: ~p~n", [unregister(reg_basic_srv)]),
    io:format("whereis after: ~p~n", [whereis(reg_basic_srv)]),
    io:format("in registered() after: ~p~n", [lists:member(reg_basic_srv, registered())]),
    io:format("process still alive: ~p~n", [is_process_alive(P)]),
    io:format("register again: ~p~n", [register(reg_basic_srv, P)]),
    io:format("erlang:whereis/1: ~p~n", [erlang:whereis(reg_basic_srv) =:= P]),
    io:format("erlang:unregister/1: ~p~n", [erlang:unregister(reg_basic_srv)]),
    io:format("register self: ~p~n", [register(reg_basic_main, self())]),
    io:format("whereis self: ~p~n", [whereis(reg_basic_main) =:= self()]),
    io:format("own registered_name: ~p~n", [process_info(self(), registered_name)]),
    unregister(reg_basic_main),
    io:format("own registered_name after: ~p~n", [process_info(self(), registered_name)]),
    P ! stop,
    ok.
