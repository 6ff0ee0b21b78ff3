%% helper
%% gen_event handler for gsm_app: keeps the events it sees, answers for them, and
%% forwards one kind to a waiting process.
-module(gsm_app_log).
-behaviour(gen_event).
-export([init/1, handle_event/2, handle_call/2, terminate/2]).

init(Waiter) -> {ok, {Waiter, []}}.

handle_event({light, _, _} = E, {Waiter, Es}) ->
    {ok, {Waiter, [E | Es]}};
handle_event({blinked, N} = E, {Waiter, Es}) ->
    Waiter ! {blinked, N},
    {ok, {Waiter, [E | Es]}}.

handle_call(take, {Waiter, Es}) -> {ok, lists:reverse(Es), {Waiter, []}}.

terminate(Why, {_, Es}) ->
    io:format("log handler terminates: ~p with ~p unread~n", [Why, length(Es)]).
