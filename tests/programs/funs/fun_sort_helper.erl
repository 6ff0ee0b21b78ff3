%% helper module for fun_sort
-module(fun_sort_helper).
-export([f0/0, f1/1]).
f0() -> fun() -> zero end.
f1(N) -> fun(X) -> X + N end.
