-module(ms_transform_nofun).
-include_lib("stdlib/include/ms_transform.hrl").
-export([f/1]).
f(F) ->
    ets:fun2ms(F).
