%% How a process starts when its initial call is not an Erlang function that can be
%% entered directly (a BIF, or a function that does not exist: the process then fails
%% with `undef` as it would on Erlang/OTP).
-module(triheap_boot).
-export([apply/3]).

apply(M, F, A) -> erlang:apply(M, F, A).
