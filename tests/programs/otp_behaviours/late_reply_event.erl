%% gen_event: a handler's reply that comes after the caller's time-out is dropped; calls,
%% which_handlers and sync_notify still work after it, and with a supervised handler.
-module(late_reply_event).
-behaviour(gen_event).
-export([main/1]).
-export([init/1, handle_event/2, handle_call/2, handle_info/2, terminate/2]).

init(N) -> {ok, N}.

handle_event(bump, N) -> {ok, N + 1};
handle_event({sleep, Ms}, N) -> timer:sleep(Ms), {ok, N}.

handle_call({sleep, Ms}, N) -> timer:sleep(Ms), {ok, {slept, N}, N};
handle_call(get, N) -> {ok, N, N}.

handle_info(_, N) -> {ok, N}.

terminate(_, _) -> ok.

queue() ->
    {message_queue_len, N} = process_info(self(), message_queue_len),
    N.

reason({'EXIT', {R, {gen_event, call, _}}}) -> {exit, R};
reason(V) -> V.

main(_) ->
    {ok, M} = gen_event:start(),
    ok = gen_event:add_handler(M, ?MODULE, 0),
    ok = gen_event:add_handler(M, {?MODULE, two}, 100),
    io:format("slow call: ~p~n", [reason(catch gen_event:call(M, ?MODULE, {sleep, 50}, 10))]),
    timer:sleep(100),
    io:format("queue after the late reply: ~p~n", [queue()]),
    ok = gen_event:notify(M, bump),
    io:format("get: ~p~n", [gen_event:call(M, ?MODULE, get)]),
    io:format("get two: ~p~n", [gen_event:call(M, {?MODULE, two}, get, 1000)]),
    io:format("slow call in time: ~p~n", [gen_event:call(M, ?MODULE, {sleep, 10}, 1000)]),
    io:format("no such handler: ~p~n", [gen_event:call(M, nobody, get, 100)]),
    ok = gen_event:notify(M, {sleep, 50}),
    io:format("call behind a slow event: ~p~n", [reason(catch gen_event:call(M, ?MODULE, get, 10))]),
    timer:sleep(150),
    io:format("queue: ~p~n", [queue()]),
    io:format("sync_notify: ~p~n", [gen_event:sync_notify(M, bump)]),
    io:format("handlers: ~p~n", [lists:sort(gen_event:which_handlers(M))]),
    ok = gen_event:add_sup_handler(M, {?MODULE, sup}, 7),
    io:format("supervised slow call: ~p~n", [reason(catch gen_event:call(M, {?MODULE, sup}, {sleep, 50}, 10))]),
    timer:sleep(100),
    io:format("queue: ~p~n", [queue()]),
    io:format("supervised get: ~p~n", [gen_event:call(M, {?MODULE, sup}, get)]),
    ok = gen_event:stop(M),
    io:format("after stop: ~p~n", [reason(catch gen_event:call(M, ?MODULE, get, 100))]),
    io:format("queue: ~p~n", [length([X || X <- flush(), element(1, X) =/= gen_event_EXIT])]),
    ok.

flush() -> receive X -> [X | flush()] after 0 -> [] end.
