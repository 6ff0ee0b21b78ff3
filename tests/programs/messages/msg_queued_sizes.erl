-module(msg_queued_sizes).
-export([main/1]).

%% Messages of changing sizes sent to a process that has not received yet, so that each
%% waits in the queue behind the others: small after large, large after small, refc and
%% heap binaries, sub-binaries, nested tuples, maps, funs, immediates and literals, and the
%% same term sent again. The receiver checks each against what was sent.
%% (Under private heaps, a queued message is copied into a block the size of the one
%% before it when it fits there.)

main(_) ->
    Big = list_to_binary(lists:seq(1, 200)),
    <<_:3/binary, Sub:100/binary, _/binary>> = Big,
    Msgs = [
        {small, 1},
        {list, lists:seq(1, 500)},
        {small, 2},
        atom_only,
        42,
        {tiny},
        {nested, {a, {b, {c, [1, 2, {d, "deep"}]}}}},
        {bin, Big},
        {sub, Sub},
        {heapbin, <<1, 2, 3>>},
        {map, maps:from_list([{K, K * K} || K <- lists:seq(1, 40)])},
        {fun_, fun(X) -> X + 1 end},
        {list, lists:seq(1, 2000)},
        {list, lists:seq(1, 3)},
        {float, 3.5},
        {big, 1 bsl 100},
        "literal string",
        {list, lists:seq(1, 2000)}
    ],
    Self = self(),
    Pid = spawn(fun() -> receive go -> ok end, collect(2 * length(Msgs), Self, []) end),
    [Pid ! M || M <- Msgs],
    [Pid ! M || M <- Msgs],
    Pid ! go,
    receive
        {got, Got} ->
            Expected = Msgs ++ Msgs,
            io:format("~p messages~n", [length(Got)]),
            Same = lists:zipwith(fun same/2, Expected, Got),
            io:format("all equal: ~p~n", [lists:all(fun(X) -> X end, Same)]),
            [io:format("~p~n", [summary(G)]) || G <- lists:sublist(Got, 18)],
            ok
    end,
    waiting_receiver().

%% A receiver already waiting for each message: a message larger than its heap's free
%% words, or growing from one send to the next, is copied all the same.
waiting_receiver() ->
    Self = self(),
    Echo = spawn(fun() -> echo(Self) end),
    Sizes = [1, 10, 100, 1000, 10000, 100000, 5, 50000, 3, 200000],
    Sums = [begin
                Echo ! {list, lists:seq(1, N), list_to_binary(lists:duplicate(N rem 300, $x))},
                receive {sum, S, B} -> {N, S, B} end
            end || N <- Sizes],
    Echo ! stop,
    io:format("~p~n", [Sums]).

echo(Parent) ->
    receive
        {list, L, Bin} -> Parent ! {sum, lists:sum(L), byte_size(Bin)}, echo(Parent);
        stop -> ok
    end.

collect(0, Parent, Acc) -> Parent ! {got, lists:reverse(Acc)};
collect(N, Parent, Acc) ->
    receive
        M -> collect(N - 1, Parent, [M | Acc])
    end.

same({fun_, F}, {fun_, G}) -> F(1) =:= G(1);
same(A, B) -> A =:= B.

summary({list, L}) -> {list, length(L), lists:sum(L)};
summary({bin, B}) -> {bin, byte_size(B), erlang:crc32(B)};
summary({sub, B}) -> {sub, byte_size(B), binary:first(B), binary:last(B)};
summary({map, M}) -> {map, map_size(M), maps:get(40, M)};
summary({fun_, F}) -> {fun_, F(41)};
summary(X) -> X.
