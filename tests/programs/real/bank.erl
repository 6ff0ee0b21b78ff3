-module(bank).
-export([main/1]).

%% A bank account simulation with records and error handling.

-record(account, {id, owner, balance = 0, history = []}).
-record(bank, {accounts = #{}, next_id = 1, log = []}).

open(Bank = #bank{accounts = Accs, next_id = Id}, Owner, Initial) ->
    Acc = #account{id = Id, owner = Owner, balance = Initial, history = [{open, Initial}]},
    {Id, Bank#bank{accounts = Accs#{Id => Acc}, next_id = Id + 1}}.

get_account(#bank{accounts = Accs}, Id) ->
    case maps:find(Id, Accs) of
        {ok, A} -> A;
        error -> throw({no_such_account, Id})
    end.

put_account(Bank = #bank{accounts = Accs}, A = #account{id = Id}) ->
    Bank#bank{accounts = Accs#{Id => A}}.

deposit(Bank, Id, Amount) when Amount > 0 ->
    A = get_account(Bank, Id),
    put_account(Bank, A#account{balance = A#account.balance + Amount,
                                history = [{deposit, Amount} | A#account.history]});
deposit(_, _, Amount) -> throw({invalid_amount, Amount}).

withdraw(Bank, Id, Amount) ->
    A = #account{balance = Bal} = get_account(Bank, Id),
    if
        Amount =< 0 -> throw({invalid_amount, Amount});
        Amount > Bal -> throw({insufficient_funds, Id, Bal, Amount});
        true -> put_account(Bank, A#account{balance = Bal - Amount,
                                            history = [{withdraw, Amount} | A#account.history]})
    end.

transfer(Bank, From, To, Amount) ->
    B1 = withdraw(Bank, From, Amount),
    deposit(B1, To, Amount).

apply_op(Op, Bank) ->
    try
        B2 = case Op of
                 {deposit, Id, Amt} -> deposit(Bank, Id, Amt);
                 {withdraw, Id, Amt} -> withdraw(Bank, Id, Amt);
                 {transfer, F, T, Amt} -> transfer(Bank, F, T, Amt)
             end,
        B2#bank{log = [{ok, Op} | B2#bank.log]}
    catch
        throw:Reason -> Bank#bank{log = [{failed, Op, Reason} | Bank#bank.log]}
    end.

interest(Bank = #bank{accounts = Accs}, RatePct) ->
    Bank#bank{accounts = maps:map(fun(_, A = #account{balance = B}) ->
                                          A#account{balance = B + B * RatePct div 100}
                                  end, Accs)}.

report(#bank{accounts = Accs}) ->
    io:format("~-4s ~-10s ~10s~n", ["id", "owner", "balance"]),
    lists:foreach(fun(Id) ->
        #account{owner = O, balance = B} = maps:get(Id, Accs),
        io:format("~-4w ~-10s ~10w~n", [Id, O, B])
    end, lists:sort(maps:keys(Accs))),
    Total = lists:sum([B || #account{balance = B} <- maps:values(Accs)]),
    io:format("~-15s ~10w~n", ["total", Total]).

main(_) ->
    B0 = #bank{},
    {A1, B1} = open(B0, "alice", 100),
    {A2, B2} = open(B1, "bob", 50),
    {A3, B3} = open(B2, "carol", 0),
    Ops = [{deposit, A1, 50}, {withdraw, A2, 80}, {transfer, A1, A3, 120},
           {deposit, A2, -5}, {withdraw, 99, 1}, {transfer, A3, A2, 20},
           {withdraw, A1, 30}, {deposit, A3, 1000}],
    B4 = lists:foldl(fun apply_op/2, B3, Ops),
    [io:format("~p~n", [L]) || L <- lists:reverse(B4#bank.log)],
    report(B4),
    B5 = interest(B4, 10),
    report(B5),
    #account{history = H} = get_account(B5, A3),
    io:format("carol history: ~p~n", [lists:reverse(H)]),
    ok.
