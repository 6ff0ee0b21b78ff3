%% Process aliases: alias/0,1 and unalias/1, messages sent to an alias with ! and
%% erlang:send/2,3, the [reply] option, aliases of other processes, and the error cases.
-module(alias_basics).
-export([main/1]).

t(Name, F) ->
    io:format("~s: ~p~n", [Name, try F() of V -> V catch C:R -> {C, R} end]).

flush() -> receive M -> [M | flush()] after 0 -> [] end.

%% A process that makes an alias, hands it to Parent, and reports what it receives.
owner(Parent, Opts) ->
    A = alias(Opts),
    Parent ! {alias, self(), A},
    owner_loop(Parent, A).

owner_loop(Parent, A) ->
    receive
        {unalias, From} -> From ! {unaliased, unalias(A)}, owner_loop(Parent, A);
        {report, From} -> From ! {got, flush()}, owner_loop(Parent, A);
        stop -> ok
    end.

start_owner(Opts) ->
    Self = self(),
    spawn(fun() -> owner(Self, Opts) end),
    receive {alias, P, A} -> {P, A} end.

report(P) ->
    P ! {report, self()},
    receive {got, L} -> L end.

main(_) ->
    t("alias/0 is a reference", fun() -> is_reference(alias()) end),
    t("alias([]) is a reference", fun() -> is_reference(alias([])) end),
    t("send to own alias", fun() -> A = alias(), A ! one, erlang:send(A, two), flush() end),
    t("! returns the message", fun() -> A = alias(), R = (A ! hello), {R, flush()} end),
    t("erlang:send/2 returns the message", fun() -> A = alias(), R = erlang:send(A, m), {R, flush()} end),
    t("erlang:send/3 returns ok", fun() -> A = alias(), R = erlang:send(A, m, []), {R, flush()} end),
    t("explicit alias stays active", fun() -> A = alias([explicit_unalias]), A ! a, A ! b, A ! c, flush() end),
    t("unalias then send", fun() -> A = alias(), U = unalias(A), A ! dropped, {U, flush()} end),
    t("unalias twice", fun() -> A = alias(), {unalias(A), unalias(A)} end),
    t("sent before unalias, not yet received",
      fun() -> A = alias(), A ! a, A ! b, U = unalias(A), A ! c, {U, flush()} end),
    t("received before unalias",
      fun() -> A = alias(), A ! a, F = flush(), U = unalias(A), {F, U, flush()} end),
    t("reply alias takes one message",
      fun() -> A = alias([reply]), A ! first, A ! second, F = flush(), A ! third, {F, unalias(A), flush()} end),
    t("reply alias unaliased first", fun() -> A = alias([reply]), {unalias(A), begin A ! x, flush() end} end),
    t("reply and explicit_unalias: reply wins",
      fun() -> A = alias([explicit_unalias, reply]), A ! x, A ! y, flush() end),
    t("order with ordinary messages",
      fun() -> A = alias(), self() ! p1, A ! a1, self() ! p2, A ! a2, flush() end),
    t("ordinary message after one to an alias that goes",
      fun() -> A = alias(), A ! a, self() ! b, unalias(A), self() ! c, flush() end),
    t("reply alias among ordinary messages",
      fun() -> A = alias([reply]), A ! a, self() ! b, A ! c, flush() end),
    t("send to a plain reference", fun() -> R = make_ref(), R ! x, flush() end),
    t("erlang:send/2 to a plain reference", fun() -> R = make_ref(), erlang:send(R, x) end),
    t("erlang:send/3 to a plain reference", fun() -> erlang:send(make_ref(), x, [noconnect]) end),
    t("monitor reference is no alias",
      fun() -> {P, M} = spawn_monitor(fun() -> receive _ -> ok end end), M ! x, U = unalias(M), exit(P, kill),
               receive {'DOWN', M, _, _, R} -> {U, R} end end),
    t("unalias a plain reference", fun() -> unalias(make_ref()) end),
    t("alias in a message, used by the receiver",
      fun() -> A = alias(), self() ! {use, A}, receive {use, A2} -> A2 ! via end, flush() end),
    t("alias through term_to_binary",
      fun() -> A = alias(), A2 = binary_to_term(term_to_binary(A)), A2 ! via_etf, {A2 =:= A, flush()} end),
    t("alias([bad])", fun() -> alias([bad]) end),
    t("alias(foo)", fun() -> alias(foo) end),
    t("alias([reply|foo])", fun() -> alias([reply | foo]) end),
    t("unalias(foo)", fun() -> unalias(foo) end),
    t("{Alias, node()} ! x", fun() -> A = alias(), {A, node()} ! x end),
    t("another process's alias",
      fun() -> {P, A} = start_owner([]), A ! one, A ! two, L = report(P), P ! stop, L end),
    t("unalias of another process's alias",
      fun() -> {P, A} = start_owner([]), U = unalias(A), A ! still_active, L = report(P), P ! stop, {U, L} end),
    t("another process unaliases",
      fun() -> {P, A} = start_owner([]), A ! before, P ! {unalias, self()},
               U = receive {unaliased, X} -> X end, A ! 'after', L = report(P), P ! stop, {U, L} end),
    t("another process's reply alias",
      fun() -> {P, A} = start_owner([reply]), A ! one, A ! two, L = report(P), A ! three,
               L2 = report(P), P ! stop, {L, L2} end),
    t("alias of a process that ended",
      fun() -> {P, A} = start_owner([]), Ref = monitor(process, P), P ! stop,
               receive {'DOWN', Ref, _, _, _} -> ok end, {A ! gone, erlang:send(A, gone, [])} end),
    t("aliases from several processes",
      fun() -> Owners = [start_owner([]) || _ <- lists:seq(1, 5)],
               [A ! {n, N} || {N, {_, A}} <- lists:zip(lists:seq(1, 5), Owners)],
               R = [report(P) || {P, _} <- Owners], [P ! stop || {P, _} <- Owners], R end),
    t("a message queue with nothing from an inactive alias",
      fun() -> A = alias(), unalias(A), A ! x, A ! y, process_info(self(), message_queue_len) end),
    t("queue length counts a message through an active alias",
      fun() -> A = alias(), A ! x, N = process_info(self(), message_queue_len), unalias(A), {N, flush()} end),
    t("many aliases",
      fun() -> As = [alias() || _ <- lists:seq(1, 100)], [A ! N || {N, A} <- lists:zip(lists:seq(1, 100), As)],
               [unalias(A) || A <- lists:sublist(As, 50)], length(flush()) end),
    ok.
