-module(ms_transform_head).
-include_lib("stdlib/include/ms_transform.hrl").
-export([f/0]).
f() ->
    ets:fun2ms(fun(X, Y) -> {X, Y} end).
