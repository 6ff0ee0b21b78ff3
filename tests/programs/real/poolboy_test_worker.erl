%% helper
%% poolboy's poolboy_test_worker module (test/poolboy_test_worker.erl), used by poolboy_tests.erl.
%% Source: https://github.com/devinus/poolboy (commit 9212a87)
%% Authors: Devin Alexander Torres, Andrew Thompson and the poolboy contributors.
%% Licence: ISC (Copyright (c) 2014, Devin Alexander Torres).  Unchanged.

-module(poolboy_test_worker).
-behaviour(gen_server).
-behaviour(poolboy_worker).

-export([start_link/1]).
-export([init/1, handle_call/3, handle_cast/2, handle_info/2, terminate/2,
         code_change/3]).

start_link(_Args) ->
    gen_server:start_link(?MODULE, [], []).

init([]) ->
    {ok, undefined}.

handle_call(die, _From, State) ->
    {stop, {error, died}, dead, State};
handle_call(_Event, _From, State) ->
    {reply, ok, State}.

handle_cast(_Event, State) ->
    {noreply, State}.

handle_info(_Info, State) ->
    {noreply, State}.

terminate(_Reason, _State) ->
    ok.

code_change(_OldVsn, State, _Extra) ->
    {ok, State}.
