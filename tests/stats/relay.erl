-module(relay).
-export([main/1]).

%% N K-element lists (2K words each) go from the main process to a relay, which forwards
%% each one unchanged to a sink; then `done` follows the same path and the sink answers
%% `finished` (atoms: 0 words). 2N + 3 messages. Words copied at send: private heaps copy
%% at both hops (2 * N * 2K); the hybrid's message area copies at the first hop only, since a
%% forwarded message is already in the area (N * 2K); the shared heap copies nothing.
main([N0, K0]) ->
    N = list_to_integer(N0),
    K = list_to_integer(K0),
    Me = self(),
    Sink = spawn(fun() -> sink(Me) end),
    Relay = spawn(fun() -> relay(Sink) end),
    send(Relay, lists:seq(1, K), N),
    Relay ! done,
    receive finished -> ok end.

send(_, _, 0) -> ok;
send(P, L, N) -> P ! L, send(P, L, N - 1).

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
