-module(list_sends).
-export([main/1]).

%% N sends of a K-element list (K cons cells, 2K words) to another process, then `done`
%% and the reply `finished` (atoms, 0 words): N + 2 messages; under private heaps N * 2K
%% words are copied at send, under the shared heap none.
main([N0, K0]) ->
    N = list_to_integer(N0),
    K = list_to_integer(K0),
    Me = self(),
    L = lists:seq(1, K),
    P = spawn(fun() -> loop(Me) end),
    send(P, L, N),
    P ! done,
    receive finished -> ok end.

send(_, _, 0) -> ok;
send(P, L, N) -> P ! L, send(P, L, N - 1).

loop(Me) ->
    receive
        done -> Me ! finished;
        _ -> loop(Me)
    end.
