-module(msg_ordering_pair).
-export([main/1]).

%% messages between one pair of processes keep their order.
main(_) ->
    Me = self(),
    N = 10000,
    spawn(fun() -> [Me ! {i, I} || I <- lists:seq(1, N)], Me ! stop end),
    L = recv([]),
    io:format("received ~p, in order: ~p~n", [length(L), L =:= lists:seq(1, N)]),
    Checker = spawn(fun() -> check(1, Me) end),
    [Checker ! {i, I} || I <- lists:seq(1, N)],
    Checker ! stop,
    receive {checked, C} -> io:format("child saw ~p in order~n", [C]) end,
    %% interleaved from two senders: each sender's own order is kept
    S1 = spawn(fun() -> receive go -> [Me ! {s1, I} || I <- lists:seq(1, 500)], Me ! {fin, s1} end end),
    S2 = spawn(fun() -> receive go -> [Me ! {s2, I} || I <- lists:seq(1, 500)], Me ! {fin, s2} end end),
    S1 ! go, S2 ! go,
    receive {fin, s1} -> ok end,
    receive {fin, s2} -> ok end,
    All = drain([]),
    A = [I || {s1, I} <- All],
    B = [I || {s2, I} <- All],
    io:format("s1 ordered: ~p, s2 ordered: ~p, total ~p~n",
              [A =:= lists:seq(1, 500), B =:= lists:seq(1, 500), length(All)]),
    ok.

recv(Acc) -> receive {i, I} -> recv([I | Acc]); stop -> lists:reverse(Acc) end.

check(Next, Parent) ->
    receive
        {i, Next} -> check(Next + 1, Parent);
        {i, Other} -> Parent ! {checked, {out_of_order, Next, Other}};
        stop -> Parent ! {checked, Next - 1}
    end.

drain(Acc) -> receive M -> drain([M | Acc]) after 0 -> lists:reverse(Acc) end.
