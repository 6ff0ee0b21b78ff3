-module(gl_pmap).
-export([main/1]).

%% parallel map: results collected in input order regardless of finish order.
pmap(F, L) ->
    Me = self(),
    Refs = [begin
                Ref = make_ref(),
                spawn(fun() -> Me ! {Ref, catch_result(F, X)} end),
                Ref
            end || X <- L],
    [receive {Ref, R} -> R end || Ref <- Refs].

catch_result(F, X) ->
    try {ok, F(X)} catch C:E -> {C, E} end.

unwrap(Rs) -> [case R of {ok, V} -> V; Other -> Other end || R <- Rs].

main(_) ->
    io:format("squares: ~p~n", [unwrap(pmap(fun(X) -> X * X end, lists:seq(1, 10)))]),
    %% later elements finish first
    Sleepy = fun(X) -> timer:sleep((5 - X) * 10), X end,
    io:format("reverse-finishing: ~p~n", [unwrap(pmap(Sleepy, [1, 2, 3, 4]))]),
    io:format("errors kept in place: ~p~n",
              [unwrap(pmap(fun(X) -> 10 div X end, [5, 0, 2, 0, 1]))]),
    io:format("empty: ~p~n", [pmap(fun(X) -> X end, [])]),
    Big = pmap(fun(X) -> lists:sum(lists:seq(1, X)) end, lists:seq(1, 1000)),
    io:format("1000 tasks: ~p ~p~n", [length(Big), lists:last(unwrap(Big))]),
    Nested = pmap(fun(X) -> unwrap(pmap(fun(Y) -> X * Y end, [1, 2, 3])) end, [1, 10, 100]),
    io:format("nested pmap: ~p~n", [unwrap(Nested)]),
    io:format("queue clean: ~p~n", [process_info(self(), message_queue_len)]),
    ok.
