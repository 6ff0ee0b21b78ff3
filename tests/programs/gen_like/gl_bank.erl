-module(gl_bank).
-export([main/1]).

%% each account is a process; transfers go through a bank process so they are serialised.
account(Balance) ->
    receive
        {balance, From} -> From ! {balance, self(), Balance}, account(Balance);
        {deposit, Amt, From} -> From ! {ok, self()}, account(Balance + Amt);
        {withdraw, Amt, From} when Amt =< Balance -> From ! {ok, self()}, account(Balance - Amt);
        {withdraw, _, From} -> From ! {insufficient, self()}, account(Balance);
        close -> exit({closed, Balance})
    end.

op(Acc, Msg) -> Acc ! Msg, receive {R, Acc} -> R end.
balance(Acc) -> Acc ! {balance, self()}, receive {balance, Acc, B} -> B end.

bank(Accounts) ->
    receive
        {transfer, From, To, Amt, Client} ->
            #{From := FA, To := TA} = Accounts,
            Res = case op(FA, {withdraw, Amt, self()}) of
                      ok -> ok = op(TA, {deposit, Amt, self()}), ok;
                      insufficient -> insufficient
                  end,
            Client ! {transfer_result, Res},
            bank(Accounts);
        {total, Client} ->
            Client ! {total, lists:sum([balance(A) || A <- maps:values(Accounts)])},
            bank(Accounts);
        {balances, Client} ->
            Client ! {balances, lists:sort([{N, balance(A)} || {N, A} <- maps:to_list(Accounts)])},
            bank(Accounts);
        stop -> ok
    end.

transfer(Bank, F, T, A) -> Bank ! {transfer, F, T, A, self()}, receive {transfer_result, R} -> R end.

main(_) ->
    Accs = #{alice => spawn(fun() -> account(100) end),
             bob => spawn(fun() -> account(50) end),
             carol => spawn(fun() -> account(0) end)},
    Bank = spawn(fun() -> bank(Accs) end),
    io:format("alice->bob 30: ~p~n", [transfer(Bank, alice, bob, 30)]),
    io:format("carol->alice 10: ~p~n", [transfer(Bank, carol, alice, 10)]),
    io:format("bob->carol 80: ~p~n", [transfer(Bank, bob, carol, 80)]),
    Bank ! {balances, self()},
    receive {balances, B} -> io:format("balances: ~p~n", [B]) end,
    %% concurrent clients doing many transfers; total is conserved
    Me = self(),
    Names = [alice, bob, carol],
    Clients = [spawn(fun() ->
                             Rs = [transfer(Bank, lists:nth(1 + (I + K) rem 3, Names),
                                            lists:nth(1 + (I + K + 1) rem 3, Names), 1 + (I * K) rem 7)
                                   || I <- lists:seq(1, 30)],
                             Me ! {client, K, length(Rs)}
                     end) || K <- lists:seq(1, 5)],
    Done = lists:sort([receive {client, K, N} -> {K, N} end || _ <- Clients]),
    io:format("clients done: ~p~n", [Done]),
    Bank ! {total, self()},
    receive {total, T} -> io:format("total conserved: ~p~n", [T]) end,
    #{carol := C} = Accs,
    R = monitor(process, C),
    CB = balance(C),
    C ! close,
    receive {'DOWN', R, process, C, {closed, CB2}} -> io:format("carol closed with her balance: ~p~n", [CB =:= CB2]) end,
    Bank ! stop,
    [exit(A, kill) || A <- maps:values(Accs)],
    ok.
