%% ets: the tables are native (crates/vm/src/bif/ets.rs); folds are here.
-module(ets).
-export([foldl/3, foldr/3, from_list/2, select_reverse/2, fun2ms/1]).

%% foldl visits the objects as first/next and a lookup of each key do; foldr as last/prev
%% and each key's objects backwards, which is tab2list's order backwards.
foldl(F, Acc, T) -> lists:foldl(F, Acc, triheap:ets_key_order(T)).
foldr(F, Acc, T) -> lists:foldr(F, Acc, ets:tab2list(T)).
select_reverse(T, MS) -> lists:reverse(ets:select(T, MS)).

from_list(Name, List) ->
    T = ets:new(Name, []),
    ets:insert(T, List),
    T.

%% A call ets:fun2ms(fun ...) is rewritten at compile time in a module that includes
%% ms_transform.hrl; one that reaches run time exits as OTP's does for a compiled fun.
fun2ms(ShellFun) when is_function(ShellFun) ->
    exit({badarg, {?MODULE, fun2ms,
                   [function, called, with, real, 'fun', should, be, transformed, with,
                    parse_transform, 'or', called, with, a, 'fun', generated, in, the,
                    shell]}}).
