%% gen_statem: a reply that comes after the caller's time-out is dropped (the call's alias
%% is gone), whether it comes from a state time-out's reply action, gen_statem:reply/2 in
%% another process, or a slow callback; the machine still answers later calls.
-module(late_reply_statem).
-behaviour(gen_statem).
-export([main/1]).
-export([init/1, callback_mode/0, handle_event/4]).

callback_mode() -> handle_event_function.

init(_) -> {ok, idle, []}.

handle_event({call, F}, slow, _, _) ->
    {keep_state_and_data, [{state_timeout, 50, F}]};
handle_event(state_timeout, back, busy, _) ->
    {next_state, idle, []};
handle_event(state_timeout, F, _, _) ->
    {keep_state_and_data, [{reply, F, late}]};
handle_event({call, F}, {helper, Ms}, _, _) ->
    spawn(fun() -> timer:sleep(Ms), gen_statem:reply(F, from_helper) end),
    keep_state_and_data;
handle_event({call, F}, {sleep, Ms}, _, _) ->
    timer:sleep(Ms),
    {keep_state_and_data, [{reply, F, slept}]};
handle_event({call, F}, twice, _, _) ->
    gen_statem:reply(F, first),
    timer:sleep(30),
    {keep_state_and_data, [{reply, F, second}]};
handle_event({call, _}, postpone_me, idle, _) ->
    {next_state, busy, [], [postpone, {state_timeout, 50, back}]};
handle_event({call, _}, postpone_me, busy, _) ->
    {keep_state_and_data, [postpone]};
handle_event({call, F}, ping, _, _) ->
    {keep_state_and_data, [{reply, F, pong}]};
handle_event({call, F}, stop, _, _) ->
    {stop_and_reply, normal, [{reply, F, stopping}]}.

queue() ->
    {message_queue_len, N} = process_info(self(), message_queue_len),
    N.

flush() -> receive M -> [M | flush()] after 0 -> [] end.

reason({'EXIT', {R, {gen_statem, call, _}}}) -> {exit, R};
reason(V) -> V.

call(P, Req, T) -> reason(catch gen_statem:call(P, Req, T)).

main(_) ->
    {ok, P} = gen_statem:start(?MODULE, [], []),
    io:format("slow: ~p~n", [call(P, slow, 10)]),
    timer:sleep(100),
    io:format("queue after the late reply: ~p~n", [queue()]),
    io:format("ping: ~p~n", [call(P, ping, 1000)]),
    io:format("slow, dirty_timeout: ~p~n", [call(P, slow, {dirty_timeout, 10})]),
    timer:sleep(100),
    io:format("queue: ~p~n", [queue()]),
    io:format("helper: ~p~n", [call(P, {helper, 50}, 10)]),
    timer:sleep(100),
    io:format("queue: ~p~n", [queue()]),
    io:format("helper in time: ~p~n", [call(P, {helper, 10}, 1000)]),
    io:format("sleeping callback: ~p~n", [call(P, {sleep, 50}, 10)]),
    io:format("ping after it: ~p~n", [call(P, ping, 1000)]),
    timer:sleep(50),
    io:format("queue: ~p~n", [queue()]),
    io:format("two replies: ~p~n", [call(P, twice, 1000)]),
    timer:sleep(60),
    io:format("queue after the second: ~p~n", [queue()]),
    io:format("two replies, no time-out: ~p~n", [call(P, twice, infinity)]),
    timer:sleep(60),
    io:format("left with no time-out: ~p~n", [[element(2, M) || M <- flush()]]),
    io:format("postponed past the time-out: ~p~n", [call(P, postpone_me, 10)]),
    timer:sleep(100),
    io:format("queue: ~p~n", [queue()]),
    io:format("many slow calls: ~p~n", [[call(P, slow, 5) || _ <- lists:seq(1, 5)]]),
    timer:sleep(400),
    io:format("queue: ~p~n", [queue()]),
    io:format("stop: ~p~n", [call(P, stop, 1000)]),
    timer:sleep(20),
    io:format("queue: ~p, alive: ~p~n", [queue(), is_process_alive(P)]),
    io:format("call to a dead machine: ~p~n", [call(P, ping, 100)]),
    ok.
