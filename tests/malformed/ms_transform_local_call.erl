-module(ms_transform_local_call).
-include_lib("stdlib/include/ms_transform.hrl").
-export([f/0]).
f() ->
    ets:fun2ms(fun({A, B}) when A > 1; B < 2 -> foo(A) end).
foo(X) -> X.
