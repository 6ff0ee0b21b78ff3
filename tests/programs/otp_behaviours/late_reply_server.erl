%% gen_server: a reply after the caller's time-out is dropped; the From of a call with a
%% time-out is tagged with an alias ([alias | Ref]) and one without a time-out with a plain
%% reference; a second reply is dropped with a time-out and kept without one; calls to
%% itself, to a dead server, and a server dying during a call.
-module(late_reply_server).
-behaviour(gen_server).
-export([main/1]).
-export([init/1, handle_call/3, handle_cast/2, handle_info/2]).

init(_) -> {ok, []}.

handle_call(later, From, Pending) ->
    erlang:send_after(50, self(), answer),
    {noreply, [From | Pending]};
handle_call({sleep, Ms}, _From, S) ->
    timer:sleep(Ms),
    {reply, slept, S};
handle_call(from_shape, {Pid, Tag}, S) ->
    {reply, {is_pid(Pid), shape(Tag)}, S};
handle_call(twice, From, S) ->
    gen_server:reply(From, first),
    timer:sleep(30),
    {reply, second, S};
handle_call({helper, Ms}, From, S) ->
    spawn(fun() -> timer:sleep(Ms), gen_server:reply(From, from_helper) end),
    {noreply, S};
handle_call(die, _From, S) ->
    {stop, normal, S};
handle_call(ping, _From, S) ->
    {reply, pong, S}.

handle_cast(_, S) -> {noreply, S}.

handle_info(answer, Pending) ->
    [gen_server:reply(F, late) || F <- Pending],
    {noreply, []}.

shape(Tag) when is_reference(Tag) -> reference;
shape([alias | Ref]) when is_reference(Ref) -> alias;
shape(_) -> other.

queue() ->
    {message_queue_len, N} = process_info(self(), message_queue_len),
    N.

flush() -> receive M -> [M | flush()] after 0 -> [] end.

reason({'EXIT', {R, {gen_server, call, _}}}) -> {exit, R};
reason(V) -> V.

main(_) ->
    {ok, P} = gen_server:start(?MODULE, [], []),
    io:format("late: ~p~n", [reason(catch gen_server:call(P, later, 10))]),
    timer:sleep(100),
    io:format("queue after the late reply: ~p~n", [queue()]),
    io:format("late, in time: ~p~n", [reason(catch gen_server:call(P, later, 1000))]),
    io:format("sleeping callback: ~p~n", [reason(catch gen_server:call(P, {sleep, 50}, 10))]),
    io:format("ping: ~p~n", [gen_server:call(P, ping)]),
    timer:sleep(50),
    io:format("queue: ~p~n", [queue()]),
    io:format("helper: ~p~n", [reason(catch gen_server:call(P, {helper, 50}, 10))]),
    timer:sleep(100),
    io:format("queue: ~p~n", [queue()]),
    io:format("From of call/2: ~p~n", [gen_server:call(P, from_shape)]),
    io:format("From with a time-out: ~p~n", [gen_server:call(P, from_shape, 1000)]),
    io:format("From with infinity: ~p~n", [gen_server:call(P, from_shape, infinity)]),
    io:format("two replies: ~p~n", [gen_server:call(P, twice, 1000)]),
    timer:sleep(60),
    io:format("queue after the second: ~p~n", [queue()]),
    io:format("two replies, infinity: ~p~n", [gen_server:call(P, twice, infinity)]),
    timer:sleep(60),
    io:format("left with infinity: ~p~n", [[element(2, M) || M <- flush()]]),
    io:format("a reply to a plain tag: ~p~n",
              [begin gen_server:reply({self(), tag}, r), flush() end]),
    io:format("a reply to an alias tag: ~p~n",
              [begin A = alias(), gen_server:reply({self(), [alias | A]}, r), unalias(A), flush() end]),
    io:format("a reply to an alias tag, received: ~p~n",
              [begin A2 = alias(), gen_server:reply({self(), [alias | A2]}, r), F = flush(), unalias(A2),
                     [element(2, M) || M <- F] end]),
    io:format("a reply to a dead alias: ~p~n",
              [begin A3 = alias(), unalias(A3), gen_server:reply({self(), [alias | A3]}, r), flush() end]),
    io:format("calling itself: ~p~n", [reason(catch gen_server:call(self(), ping))]),
    io:format("calling itself, infinity: ~p~n", [reason(catch gen_server:call(self(), ping, infinity))]),
    io:format("server stops during a call: ~p~n", [reason(catch gen_server:call(P, die, 1000))]),
    io:format("dead server: ~p~n", [reason(catch gen_server:call(P, ping, 100))]),
    io:format("dead server, infinity: ~p~n", [reason(catch gen_server:call(P, ping, infinity))]),
    io:format("queue: ~p~n", [queue()]),
    ok.
