%% helper
%% A gen_statem whose events show each kind of trace line: state changes, postponing,
%% inserted events, time-outs.
-module(sys_trace_fsm).
-export([init/1, callback_mode/0, handle_event/4]).
%% and a gen_event handler
-export([handle_event/2, handle_call/2, handle_info/2]).

init([]) -> {ok, a, 0};
init(N) -> {ok, N}.
callback_mode() -> handle_event_function.
handle_event(cast, push, a, D) -> {next_state, b, D + 1};
handle_event(cast, push, b, D) -> {next_state, a, D + 1, [{next_event, internal, pushed}]};
handle_event(internal, pushed, _, D) -> {keep_state, D * 10};
handle_event(cast, wait, a, D) -> {next_state, c, D, [{state_timeout, 0, soon}]};
handle_event(state_timeout, soon, c, D) -> {keep_state, D, [postpone]};
handle_event(info, hello, c, D) -> {next_state, a, D};
handle_event(state_timeout, soon, a, D) -> {keep_state, D + 1};
handle_event(cast, stop, _, D) -> {stop, normal, D}.

handle_event(E, N) -> {ok, [E | N]}.
handle_call(get, N) -> {ok, N, N}.
handle_info(I, N) -> {ok, [{info, I} | N]}.
