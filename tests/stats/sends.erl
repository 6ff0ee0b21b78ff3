-module(sends).
-export([main/1]).

%% 10 sends of a 5-element list (5 cons cells = 10 words) to another process, then
%% `done` and the reply `finished` (atoms, 0 words): 12 messages, 100 words copied at send.
main(_) ->
    Me = self(),
    P = spawn(fun() -> loop(0, Me) end),
    [P ! [1, 2, 3, 4, I] || I <- lists:seq(1, 10)],
    P ! done,
    receive finished -> ok end.

loop(N, Me) ->
    receive
        done -> Me ! finished;
        [_ | _] -> loop(N + 1, Me)
    end.
