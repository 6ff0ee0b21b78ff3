-module(async_gs).
-behaviour(gen_server).
-export([main/1]).
-export([init/1, handle_call/3, handle_cast/2, handle_info/2]).

main(_) ->
    {ok, P} = gen_server:start({local, async_srv}, ?MODULE, [], []),
    %% One request at a time.
    R1 = gen_server:send_request(async_srv, {echo, one}),
    io:format("wait_response: ~p~n", [gen_server:wait_response(R1, 1000)]),
    R2 = gen_server:send_request(P, {echo, two}),
    io:format("receive_response: ~p~n", [gen_server:receive_response(R2, infinity)]),
    R3 = gen_server:send_request(P, {echo, three}),
    Msg = receive M -> M end,
    io:format("check_response other: ~p~n", [gen_server:check_response(unrelated, R3)]),
    io:format("check_response: ~p~n", [gen_server:check_response(Msg, R3)]),
    %% A slow reply: wait_response times out and keeps the request, receive_response
    %% abandons it.
    R4 = gen_server:send_request(P, {slow, 100, four}),
    io:format("wait timeout: ~p~n", [gen_server:wait_response(R4, 10)]),
    io:format("wait again: ~p~n", [gen_server:wait_response(R4, 1000)]),
    R5 = gen_server:send_request(P, {slow, 50, five}),
    io:format("receive timeout: ~p~n", [gen_server:receive_response(R5, 10)]),
    timer:sleep(100),
    io:format("late reply dropped: ~p~n", [receive X -> ots_util:mask(X) after 0 -> none end]),
    %% Collections.
    C0 = gen_server:reqids_new(),
    C1 = gen_server:send_request(P, {echo, a}, label_a, C0),
    C2 = gen_server:send_request(P, {slow, 300, b}, label_b, C1),
    C3 = gen_server:reqids_add(gen_server:send_request(P, {echo, c}), label_c, C2),
    io:format("size: ~p~n", [gen_server:reqids_size(C3)]),
    io:format("labels: ~p~n", [lists:sort([L || {_, L} <- gen_server:reqids_to_list(C3)])]),
    {Resp1, Label1, C4} = gen_server:receive_response(C3, 1000, true),
    io:format("first: ~p ~p size ~p~n", [Resp1, Label1, gen_server:reqids_size(C4)]),
    {Resp2, Label2, C5} = gen_server:wait_response(C4, 1000, false),
    io:format("second (kept): ~p ~p size ~p~n", [Resp2, Label2, gen_server:reqids_size(C5)]),
    C6 = maps:remove(hd([Id || {Id, L} <- gen_server:reqids_to_list(C5), L =:= Label2]), C5),
    Msg2 = receive M2 -> M2 end,
    io:format("check other: ~p~n", [gen_server:check_response(nothing, C6, true)]),
    {Resp3, Label3, C7} = gen_server:check_response(Msg2, C6, true),
    io:format("third: ~p ~p size ~p~n", [Resp3, Label3, gen_server:reqids_size(C7)]),
    io:format("empty wait: ~p~n", [gen_server:wait_response(C7, 10, true)]),
    io:format("empty receive: ~p~n", [gen_server:receive_response(C7, 10, true)]),
    io:format("empty check: ~p~n", [gen_server:check_response(x, C7, true)]),
    C8 = gen_server:send_request(P, {slow, 200, z}, z, C7),
    io:format("collection timeout: ~p~n", [gen_server:receive_response(C8, 10, true)]),
    %% Errors come as responses.
    R6 = gen_server:send_request(no_such_server, hello),
    io:format("no server: ~p~n", [gen_server:receive_response(R6, 1000)]),
    R7 = gen_server:send_request(P, crash),
    ots_util:show("server died", gen_server:wait_response(R7, 1000)),
    ots_util:show("dead pid", gen_server:receive_response(gen_server:send_request(P, x), 1000)),
    ots_util:try_show("badarg add", fun() -> gen_server:reqids_add(not_a_ref, l, #{}) end),
    ots_util:try_show("badarg size", fun() -> gen_server:reqids_size(nope) end),
    ots_util:try_show("badarg timeout",
                      fun() -> gen_server:wait_response(make_ref(), -1) end),
    ots_util:try_show("badarg check", fun() -> gen_server:check_response(x, nope) end),
    ok.

init([]) -> {ok, []}.
handle_call({echo, X}, _From, S) -> {reply, {echoed, X}, S};
handle_call({slow, T, X}, From, S) ->
    erlang:send_after(T, self(), {reply_later, From, X}),
    {noreply, S};
handle_call(crash, _From, S) -> {stop, normal, S}.
handle_cast(_, S) -> {noreply, S}.
handle_info({reply_later, From, X}, S) ->
    gen_server:reply(From, {late, X}),
    {noreply, S}.
