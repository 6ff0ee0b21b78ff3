%% A small process-based bank account server, in the style of real OTP-less code.
-module(bank_server).
-export([start/0, deposit/2, withdraw/2, balance/1, stop/1]).

-record(state, {balance = 0 :: non_neg_integer(), history = [] :: list()}).

-define(TIMEOUT, 5000).

start() ->
    spawn(fun() -> loop(#state{}) end).

deposit(Pid, Amount) when is_integer(Amount), Amount > 0 ->
    call(Pid, {deposit, Amount}).

withdraw(Pid, Amount) ->
    call(Pid, {withdraw, Amount}).

balance(Pid) ->
    call(Pid, balance).

stop(Pid) ->
    Pid ! stop,
    ok.

call(Pid, Request) ->
    Ref = make_ref(),
    Pid ! {self(), Ref, Request},
    receive
        {Ref, Reply} -> Reply
    after ?TIMEOUT ->
        erlang:error(timeout)
    end.

loop(#state{balance = Bal, history = Hist} = S) ->
    receive
        {From, Ref, {deposit, N}} ->
            From ! {Ref, ok},
            loop(S#state{balance = Bal + N, history = [{deposit, N} | Hist]});
        {From, Ref, {withdraw, N}} when N =< Bal ->
            From ! {Ref, ok},
            loop(S#state{balance = Bal - N, history = [{withdraw, N} | Hist]});
        {From, Ref, {withdraw, _}} ->
            From ! {Ref, {error, insufficient_funds}},
            loop(S);
        {From, Ref, balance} ->
            From ! {Ref, Bal},
            loop(S);
        stop ->
            io:format("~p: stopping with ~b~n", [?MODULE, Bal]);
        Other ->
            error_logger:warning_msg("unexpected ~p~n", [Other]),
            loop(S)
    end.
