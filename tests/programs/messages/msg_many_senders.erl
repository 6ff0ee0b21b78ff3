-module(msg_many_senders).
-export([main/1]).

main(_) ->
    Me = self(),
    Senders = 20,
    PerSender = 200,
    Ps = [spawn(fun() -> receive go -> [Me ! {msg, S, I} || I <- lists:seq(1, PerSender)], Me ! {fin, S} end end)
          || S <- lists:seq(1, Senders)],
    [P ! go || P <- Ps],
    All = collect(Senders, []),
    io:format("total: ~p~n", [length(All)]),
    PerS = [[I || {S2, I} <- All, S2 =:= S] || S <- lists:seq(1, Senders)],
    io:format("each sender ordered: ~p~n", [lists:all(fun(L) -> L =:= lists:seq(1, PerSender) end, PerS)]),
    io:format("counts: ~w~n", [lists:usort([length(L) || L <- PerS])]),
    ok.

collect(0, Acc) -> lists:reverse(Acc);
collect(N, Acc) ->
    receive
        {msg, S, I} -> collect(N, [{S, I} | Acc]);
        {fin, _} -> collect(N - 1, Acc)
    end.
