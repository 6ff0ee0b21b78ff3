%% helper
%% A gen_statem with a state time-out and format_status/1.
-module(sys_status_fsm).
-export([init/1, callback_mode/0, idle/3, busy/3, format_status/1]).

init([]) -> {ok, idle, 0}.
callback_mode() -> state_functions.
idle(cast, go, D) -> {next_state, busy, D + 1, [{state_timeout, 60000, tick}]}.
busy(_, _, D) -> {keep_state, D}.
format_status(#{data := D} = S) -> S#{data := {data, D}}.
