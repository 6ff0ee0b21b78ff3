-module(gl_producer_consumer).
-export([main/1]).

%% a bounded buffer process between a producer and a consumer (flow control by credit).
buffer(Q, Max, WaitingConsumer, WaitingProducer) ->
    receive
        {put, From, Item} when length(Q) < Max ->
            From ! {put_ok, self()},
            deliver(Q ++ [Item], Max, WaitingConsumer, WaitingProducer);
        {put, From, Item} ->
            %% full: hold the producer until there is space
            buffer_full(Q, Max, WaitingConsumer, {From, Item});
        {get, From} ->
            case Q of
                [H | T] -> From ! {item, H}, buffer(T, Max, none, WaitingProducer);
                [] -> buffer(Q, Max, From, WaitingProducer)
            end;
        stop -> ok
    end.

buffer_full(Q, Max, WC, {PF, PI}) ->
    receive
        {get, From} ->
            [H | T] = Q,
            From ! {item, H},
            PF ! {put_ok, self()},
            buffer(T ++ [PI], Max, WC, none)
    end.

deliver([H | T], Max, C, WP) when is_pid(C) -> C ! {item, H}, buffer(T, Max, none, WP);
deliver(Q, Max, C, WP) -> buffer(Q, Max, C, WP).

producer(Buf, Items, Owner) ->
    [begin Buf ! {put, self(), I}, receive {put_ok, Buf} -> ok end end || I <- Items],
    Buf ! {put, self(), eof},
    receive {put_ok, Buf} -> ok end,
    Owner ! producer_done.

consumer(Buf, Owner, Acc) ->
    Buf ! {get, self()},
    receive
        {item, eof} -> Owner ! {consumed, lists:reverse(Acc)};
        {item, I} -> consumer(Buf, Owner, [I | Acc])
    end.

run(N, Max) ->
    Me = self(),
    Buf = spawn(fun() -> buffer([], Max, none, none) end),
    spawn(fun() -> consumer(Buf, Me, []) end),
    spawn(fun() -> producer(Buf, lists:seq(1, N), Me) end),
    receive producer_done -> ok end,
    receive {consumed, L} ->
            io:format("n=~p max=~p: consumed ~p in order ~p~n", [N, Max, length(L), L =:= lists:seq(1, N)])
    end,
    Buf ! stop.

main(_) ->
    run(10, 1),
    run(100, 5),
    run(1000, 50),
    run(0, 3),
    ok.
