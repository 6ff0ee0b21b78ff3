%% helper
%% A gen_server and gen_event handler without format_status.
-module(sys_status_srv).
-export([init/1, handle_call/3, handle_cast/2, handle_event/2]).

init(X) -> {ok, {state_of, X}}.
handle_call(_, _, S) -> {reply, ok, S}.
handle_cast(_, S) -> {noreply, S}.
handle_event(_, S) -> {ok, S}.
