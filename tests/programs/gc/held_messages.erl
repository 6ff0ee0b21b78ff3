%% A process that holds thousands of received messages in its own heap (tuples and lists
%% of its own that point to them), drops and rebuilds part of what it holds as it goes,
%% and sums all of it at the end. Under hybrid, its remembered slots into the message area
%% run to thousands, more than a collection step rescues at once.
-module(held_messages).
-export([main/1]).

-define(SENDERS, 10).
-define(EACH, 400).

main(_) ->
    Self = self(),
    Keeper = spawn(fun() -> keeper(Self, [], 0, 0) end),
    %% One sender after another, so that the keeper receives in the same order everywhere.
    [begin
         spawn(fun() -> sender(Keeper, I, ?EACH), Self ! {sent, I} end),
         receive {sent, I} -> ok end
     end || I <- lists:seq(1, ?SENDERS)],
    receive
        {all, Count, Sum, Heads} -> io:format("~p ~p ~p~n", [Count, Sum, Heads])
    end.

sender(Keeper, I, 0) ->
    Keeper ! {done, I};
sender(Keeper, I, N) ->
    Keeper ! {msg, I, [{I, N, K} || K <- lists:seq(1, 8)]},
    sender(Keeper, I, N - 1).

keeper(Parent, Held, Received, Done) ->
    receive
        {msg, I, L} ->
            Held1 = [{I, L, hd(L)} | Held],
            Held2 = case (Received + 1) rem 701 of
                        0 -> rebuild(Held1);
                        _ -> Held1
                    end,
            keeper(Parent, Held2, Received + 1, Done);
        {done, _} when Done + 1 =:= ?SENDERS ->
            {Count, Sum, Heads} = summary(Held),
            Parent ! {all, Count, Sum, Heads};
        {done, _} ->
            keeper(Parent, Held, Received, Done + 1)
    end.

%% Every third held message is dropped; the others are held again in fresh tuples.
rebuild(Held) ->
    [{I, L, H} || {N, {I, L, H}} <- lists:zip(lists:seq(1, length(Held)), Held),
                  N rem 3 =/= 0].

summary(Held) ->
    lists:foldl(fun({_, L, {_, N, K}}, {C, S, Hs}) ->
                        {C + 1,
                         S + lists:sum([I * 1000 + M * 10 + X || {I, M, X} <- L]),
                         Hs + N + K}
                end, {0, 0, 0}, Held).
