-module(os_env).
-export([main/1]).

%% os:getpid/0, os:getenv/0,1,2 and os:type/0 (values that differ between hosts are
%% shown by their shape only).
main(_) ->
    Pid = os:getpid(),
    io:format("~p~n", [is_list(Pid) andalso Pid =/= "" andalso
                       lists:all(fun(C) -> C >= $0 andalso C =< $9 end, Pid)]),
    io:format("~p~n", [os:getenv("TRIHEAP_SURELY_UNSET_VARIABLE")]),
    io:format("~p~n", [os:getenv("TRIHEAP_SURELY_UNSET_VARIABLE", "fallback")]),
    io:format("~p~n", [os:getenv("TRIHEAP_SURELY_UNSET_VARIABLE", none)]),
    io:format("~p~n", [is_list(os:getenv("PATH"))]),
    Env = os:getenv(),
    io:format("~p~n", [is_list(Env) andalso lists:all(fun is_list/1, Env)]),
    io:format("~p~n", [lists:any(fun("PATH=" ++ _) -> true; (_) -> false end, Env)]),
    io:format("~p~n", [os:type()]),
    io:format("~p~n", [try os:getenv(path) catch error:R:St -> {R, hd(St)} end]),
    ok.
