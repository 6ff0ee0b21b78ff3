-module(relay).
-export([main/1]).

%% N fresh K-element lists (2K words each, none sharing a part with another, so no sender
%% can have copied them before) go from the main process to a relay, which forwards
%% each one unchanged to a sink; then `done` follows the same path and the sink answers
%% `finished` (atoms: 0 words). 2N + 3 messages. Words copied at send: private heaps copy
%% at both hops (2 * N * 2K); the hybrid's message area, without the message analysis, copies
%% at the first hop only, since a forwarded message is already in the area (N * 2K), and
%% with it copies nothing (lists:seq/2 builds them there); the shared heap copies nothing.
main([N0, K0]) ->
    N = list_to_integer(N0),
    K = list_to_integer(K0),
    Me = self(),
    Sink = spawn(fun() -> sink(Me) end),
    Relay = spawn(fun() -> relay(Sink) end),
    send(Relay, K, N),
    Relay ! done,
    receive finished -> ok end.

send(_, _, 0) -> ok;
send(P, K, N) -> P ! lists:seq(N, N + K - 1), send(P, K, N - 1).

relay(Sink) ->
    receive
        done -> Sink ! done;
        L -> Sink ! L, relay(Sink)
    end.

sink(Main) ->
    receive
        done -> Main ! finished;
        _ -> sink(Main)
    end.
