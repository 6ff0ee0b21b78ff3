%% helper
%% poolboy's poolboy_worker module (src/poolboy_worker.erl), used by poolboy_tests.erl.
%% Source: https://github.com/devinus/poolboy (commit 9212a87)
%% Authors: Devin Alexander Torres, Andrew Thompson and the poolboy contributors.
%% Licence: ISC (Copyright (c) 2014, Devin Alexander Torres).  Unchanged.

%% Poolboy - A hunky Erlang worker pool factory

-module(poolboy_worker).

-callback start_link(WorkerArgs) -> {ok, Pid} |
                                    {error, {already_started, Pid}} |
                                    {error, Reason} when
    WorkerArgs :: proplists:proplist(),
    Pid        :: pid(),
    Reason     :: term().
