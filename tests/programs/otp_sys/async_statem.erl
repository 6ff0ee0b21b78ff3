-module(async_statem).
-export([main/1]).
-export([init/1, callback_mode/0, locked/3, open/3]).

main(_) ->
    {ok, P} = gen_statem:start({local, async_door}, ?MODULE, [], []),
    R1 = gen_statem:send_request(async_door, {unlock, 1234}),
    io:format("wait_response: ~p~n", [gen_statem:wait_response(R1, 1000)]),
    R2 = gen_statem:send_request(P, state),
    io:format("receive_response: ~p~n", [gen_statem:receive_response(R2, 1000)]),
    R3 = gen_statem:send_request(P, lock),
    Msg = receive M -> M end,
    io:format("check other: ~p~n", [gen_statem:check_response({x, y}, R3)]),
    io:format("check: ~p~n", [gen_statem:check_response(Msg, R3)]),
    %% A postponed call is answered after the state changes.
    R4 = gen_statem:send_request(P, open_only),
    io:format("postponed: ~p~n", [gen_statem:wait_response(R4, 20)]),
    C0 = gen_statem:reqids_new(),
    C1 = gen_statem:send_request(P, {unlock, 1234}, unlock, C0),
    C2 = gen_statem:reqids_add(R4, open_only, C1),
    Got = [begin
               {Resp, Label, _} = gen_statem:receive_response(C2, 1000, false),
               {Label, Resp}
           end || _ <- [1, 2]],
    io:format("collection: ~p~n", [lists:sort(Got)]),
    io:format("size: ~p~n", [gen_statem:reqids_size(C2)]),
    io:format("list: ~p~n", [length(gen_statem:reqids_to_list(C2))]),
    C3 = gen_statem:send_request(P, stop, stop, gen_statem:reqids_new()),
    {Resp5, stop, C4} = gen_statem:wait_response(C3, 1000, true),
    io:format("stop reply: ~p size ~p~n", [Resp5, gen_statem:reqids_size(C4)]),
    R6 = gen_statem:send_request(P, state),
    ots_util:show("after stop", gen_statem:receive_response(R6, 1000)),
    ots_util:show("no name", gen_statem:wait_response(gen_statem:send_request(nobody, x), 100)),
    ok.

init([]) -> {ok, locked, #{tries => 0}}.
callback_mode() -> state_functions.

locked({call, From}, {unlock, 1234}, D) ->
    {next_state, open, D, [{reply, From, unlocked}]};
locked({call, From}, {unlock, _}, #{tries := T} = D) ->
    {keep_state, D#{tries := T + 1}, [{reply, From, wrong}]};
locked({call, From}, state, D) -> {keep_state, D, [{reply, From, {locked, D}}]};
locked({call, _From}, open_only, _D) -> {keep_state_and_data, [postpone]};
locked({call, From}, stop, D) -> {stop_and_reply, normal, [{reply, From, stopping}], D}.

open({call, From}, stop, D) -> {stop_and_reply, normal, [{reply, From, stopping}], D};
open({call, From}, state, D) -> {keep_state, D, [{reply, From, {open, D}}]};
open({call, From}, lock, D) -> {next_state, locked, D, [{reply, From, locked}]};
open({call, From}, open_only, D) -> {keep_state, D, [{reply, From, was_open}]}.
