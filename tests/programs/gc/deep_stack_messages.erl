%% A process deep in a non-tail recursion keeps, in each of its frames, a message it
%% received, while another process keeps sending it more; between calls it goes down into
%% short recursions and back, and halfway it unwinds part of its stack and goes down
%% again. Under hybrid, the message area's collector rescues such a stack in parts, between
%% which the process runs, returns into rescued frames and writes them again: every message
%% must come back intact.
-module(deep_stack_messages).
-export([main/1]).

main(_) ->
    Parent = self(),
    R = spawn(fun() -> Parent ! {sum, down(6000)} end),
    sender(R, 6000 + 1500),
    receive
        {sum, S} -> io:format("~p~n", [S])
    end,
    io:format("~p~n", [unwind_and_redo(3000)]),
    io:format("~p~n", [hold_across(40)]).

sender(_, 0) -> ok;
sender(R, N) ->
    R ! {msg, N, lists:seq(N, N + 9), {N, integer_to_list(N)}},
    sender(R, N - 1).

%% Each frame holds the list and the tuple of the message it took, across the call.
down(0) -> 0;
down(N) ->
    {L, T} = take(),
    W = wave(N rem 5),
    S = case N of
            3000 -> half(1500) + down(N - 1);
            _ -> down(N - 1)
        end,
    {K, Text} = T,
    K = list_to_integer(Text),
    S + lists:sum(L) + W + K rem 7.

take() ->
    receive
        {msg, _N, L, T} -> {L, T}
    end.

%% A short recursion that returns into the frame that called it.
wave(0) -> 0;
wave(K) ->
    T = lists:seq(1, K),
    length(T) + wave(K - 1).

%% Goes down taking messages, then comes back: frames written, left and rebuilt.
half(0) -> 0;
half(N) ->
    {L, _} = take(),
    half(N - 1) + hd(L).

%% The same without messages: a local list in every frame, across a garbage collection.
unwind_and_redo(N) ->
    A = build(N),
    erlang:garbage_collect(),
    B = build(N),
    A + B.

build(0) -> 0;
build(N) ->
    L = lists:seq(1, 3),
    build(N - 1) + lists:sum(L).

%% Deep in a recursion, wait for `go` while a list sent earlier waits in the mailbox; then
%% take the list, return all the way up at once, keep it in the frame at the bottom of the
%% stack, and go down again: a rescue divided between steps must look at that frame again.
hold_across(Rounds) ->
    Self = self(),
    S = spawn(fun() -> feed(Self, Rounds) end),
    hold_loop(S, Rounds, 0).

feed(_, 0) -> ok;
feed(P, K) ->
    P ! {data, lists:seq(K, K + 50)},
    receive ready -> ok end,
    P ! go,
    feed(P, K - 1).

hold_loop(_, 0, Acc) -> Acc;
hold_loop(S, K, Acc) ->
    L = descend(3000, S),
    N = descend_count(3000),
    hold_loop(S, K - 1, Acc + N + lists:sum(L)).

descend(0, S) ->
    S ! ready,
    receive go -> ok end,
    receive {data, L} -> L end;
descend(D, S) ->
    [_ | _] = L = descend(D - 1, S),
    L.

descend_count(0) -> 0;
descend_count(D) -> 1 + descend_count(D - 1).
