-module(million).
-export([main/1]).

%% Spawn N processes that each wait in receive, then report once all exist
%% (the peak memory is read from the OS by the caller), then stop them.
main([A]) ->
    N = list_to_integer(A),
    Me = self(),
    Ps = spawn_all(N, Me, []),
    wait_ready(N),
    io:format("~p processes waiting~n", [N]),
    [P ! stop || P <- Ps],
    ok;
main([]) -> main(["1000000"]).

spawn_all(0, _, Acc) -> Acc;
spawn_all(N, Me, Acc) ->
    P = spawn(fun() -> Me ! ready, receive stop -> ok end end),
    spawn_all(N - 1, Me, [P | Acc]).

wait_ready(0) -> ok;
wait_ready(N) -> receive ready -> wait_ready(N - 1) end.
