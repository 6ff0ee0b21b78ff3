-module(train).
-export([main/1]).

%% A train of messages through a ring: N processes, M messages of about W words
%% circulating at once, each making H hops (process to process). Each process forwards
%% what it receives, so bursts of messages wait in the mailboxes.
main([N0, M0, H0, W0]) ->
    [N, M, H, W] = [list_to_integer(A) || A <- [N0, M0, H0, W0]],
    Self = self(),
    First = lists:foldl(fun(_, Next) -> spawn(fun() -> loop(Next, Self) end) end,
                        Self, lists:seq(1, N - 1)),
    Payload = lists:seq(1, W div 2),
    [First ! {H, I, Payload} || I <- lists:seq(1, M)],
    Sum = collect(First, M, 0),
    io:format("~p~n", [Sum]);
main([]) -> main(["1000", "1000", "200", "200"]).

%% The main process is a member of the ring too, and counts the messages whose hops are
%% used up.
collect(_First, 0, Acc) -> Acc;
collect(First, Left, Acc) ->
    receive
        {done, I, P} -> collect(First, Left - 1, Acc + I + length(P));
        {0, I, P} -> collect(First, Left - 1, Acc + I + length(P));
        {K, I, P} -> First ! {K - 1, I, P}, collect(First, Left, Acc)
    end.

loop(Next, Main) ->
    receive
        {0, I, P} -> Main ! {done, I, P}, loop(Next, Main);
        {K, I, P} -> Next ! {K - 1, I, P}, loop(Next, Main)
    end.
