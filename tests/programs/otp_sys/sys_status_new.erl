%% helper
%% New-style format_status/1: a map in, a map out.
-module(sys_status_new).
-export([init/1, handle_call/3, handle_cast/2, format_status/1]).

init([]) -> {ok, #{}}.
handle_call(_, _, S) -> {reply, ok, S}.
handle_cast({put, K, V}, S) -> {noreply, S#{K => V}}.
format_status(#{state := State} = Status) ->
    Status#{state := maps:map(fun(secret, _) -> hidden; (_, V) -> V end, State)}.
