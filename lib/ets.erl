%% ets: the tables are native (crates/vm/src/bif/ets.rs); folds are here.
-module(ets).
-export([foldl/3, foldr/3, from_list/2, select_reverse/2, fun2ms/1]).

foldl(F, Acc, T) -> lists:foldl(F, Acc, ets:tab2list(T)).
foldr(F, Acc, T) -> lists:foldr(F, Acc, ets:tab2list(T)).
select_reverse(T, MS) -> lists:reverse(ets:select(T, MS)).

from_list(Name, List) ->
    T = ets:new(Name, []),
    ets:insert(T, List),
    T.

%% ets:fun2ms/1 is rewritten at compile time by ms_transform in Erlang/OTP; triheap has
%% no parse transforms, so a call at run time fails as OTP's does without the transform.
fun2ms(_) -> erlang:error({badarg, no_parse_transform}).
