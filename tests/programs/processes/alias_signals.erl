%% Messages through aliases between processes: a process waiting in receive or sleeping
%% takes them as they come, so unaliasing later keeps them; replies before the 'DOWN' of
%% the replier; large messages through aliases; aliases of a process dying with it.
-module(alias_signals).
-export([main/1]).

t(Name, F) ->
    io:format("~s: ~p~n", [Name, try F() of V -> V catch C:R -> {C, R} end]).

flush() ->
    receive
        {'DOWN', Ref, process, _, Reason} when is_reference(Ref) -> [{'DOWN', Reason} | flush()];
        M -> [M | flush()]
    after 0 -> []
    end.

main(_) ->
    t("sent while the owner sleeps, unaliased after",
      fun() -> A = alias(), Self = self(), spawn(fun() -> A ! a, Self ! done end), timer:sleep(20),
               U = unalias(A), {U, flush()} end),
    t("sent while the owner waits, unaliased after",
      fun() -> A = alias(), Self = self(), spawn(fun() -> A ! a, Self ! done end),
               receive done -> ok end, U = unalias(A), {U, flush()} end),
    t("sent after the owner unaliased",
      fun() -> A = alias(), Self = self(), P = spawn(fun() -> receive go -> A ! a, Self ! done end end),
               unalias(A), P ! go, receive done -> ok end, flush() end),
    t("reply alias, two senders",
      fun() -> A = alias([reply]), Self = self(),
               [spawn(fun() -> A ! {from, N}, Self ! done end) || N <- [1, 2]],
               receive done -> ok end, receive done -> ok end, length(flush()) end),
    t("reply before the replier's 'DOWN'",
      fun() -> P = spawn(fun() -> receive {req, A} -> A ! reply end end),
               M = monitor(process, P, [{alias, demonitor}]), P ! {req, M}, timer:sleep(20),
               M ! late, flush() end),
    t("reply before the replier's 'DOWN', waiting in receive",
      fun() -> P = spawn(fun() -> receive {req, A} -> A ! reply end end),
               M = monitor(process, P, [{alias, demonitor}]), P ! {req, M},
               R = receive {'DOWN', M, _, _, Why} -> Why end, M ! late, {R, flush()} end),
    t("reply_demonitor reply then exit",
      fun() -> P = spawn(fun() -> receive {req, A} -> A ! reply, A ! again end end),
               M = monitor(process, P, [{alias, reply_demonitor}]), P ! {req, M}, timer:sleep(20),
               flush() end),
    t("large messages through an alias",
      fun() -> A = alias(), Self = self(),
               spawn(fun() -> A ! {big, lists:seq(1, 2000)}, A ! {bin, list_to_binary(lists:duplicate(300, $x))},
                              A ! {tuple, list_to_tuple(lists:seq(1, 100))}, Self ! done end),
               receive done -> ok end,
               [{big, L}, {bin, B}, {tuple, T}] = flush(),
               {lists:sum(L), byte_size(B), tuple_size(T)} end),
    t("large message through its own alias",
      fun() -> A = alias(), A ! {big, lists:seq(1, 5000)}, erlang:garbage_collect(),
               [{big, L}] = flush(), lists:sum(L) end),
    t("many messages through an alias",
      fun() -> A = alias(), Self = self(),
               spawn(fun() -> [A ! N || N <- lists:seq(1, 500)], Self ! done end),
               receive done -> ok end, L = flush(), {length(L), lists:sum([N || N <- L, is_integer(N)])} end),
    t("aliases die with their process",
      fun() -> Self = self(),
               {P, M} = spawn_monitor(fun() -> Self ! {aliases, [alias() || _ <- lists:seq(1, 10)]},
                                               receive stop -> ok end end),
               As = receive {aliases, X} -> X end,
               [A ! before || A <- As], timer:sleep(10),
               {message_queue_len, N} = process_info(P, message_queue_len),
               P ! stop, receive {'DOWN', M, _, _, _} -> ok end,
               [A ! 'after' || A <- As], {N, flush()} end),
    t("ping-pong through aliases",
      fun() -> A = alias(), Self = self(),
               P = spawn(fun() -> B = alias(), Self ! {b, B}, pong(B, 0) end),
               B = receive {b, X} -> X end,
               ping(A, B, 100), P ! stop, flush() end),
    ok.

pong(B, N) ->
    receive
        {ping, From, K} -> From ! {pong, K}, pong(B, N + 1);
        stop -> ok
    end.

ping(_, _, 0) -> ok;
ping(A, B, K) ->
    B ! {ping, A, K},
    receive {pong, K} -> ping(A, B, K - 1) end.
