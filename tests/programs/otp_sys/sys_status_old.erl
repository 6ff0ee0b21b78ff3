%% helper
%% Old-style format_status/2.
-module(sys_status_old).
-export([init/1, handle_call/3, handle_cast/2, format_status/2]).

init([]) -> {ok, #{password => "hunter2", count => 3}}.
handle_call(_, _, S) -> {reply, ok, S}.
handle_cast(_, S) -> {noreply, S}.
format_status(Opt, [_PDict, State]) ->
    [{data, [{"State", {Opt, maps:remove(password, State)}}]}].
