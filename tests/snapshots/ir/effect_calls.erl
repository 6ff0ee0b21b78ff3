%% A call made only for its effect frees its result register: the next call's arguments
%% overwrite the dead value (here `build/1`'s list), so a collection during `wait/0` does
%% not keep it alive through this frame.
-module(effect_calls).
-export([run/1]).

run(N) ->
    build(N),
    wait(),
    N.

build(0) -> [];
build(N) -> [N | build(N - 1)].

wait() -> receive stop -> ok end.
