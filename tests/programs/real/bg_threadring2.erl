%% The Computer Language Benchmarks Game: threadring in Erlang
%% (bench/threadring/threadring.erlang-2.erlang).
%% Source: https://github.com/Byron/benchmarksgame-cvs-mirror (commit 0077cab)
%% Licence: revised BSD (Copyright 2008-2017 Isaac Gouy; the contributors are named below).
%% Changes: the module is renamed bg_threadring2 (from threadring); otherwise unchanged.

% The Computer Language Benchmarks Game
% http://benchmarksgame.alioth.debian.org/
%%% Contributed by Jiri Isa

-module(bg_threadring2).
-export([main/1, roundtrip/2]).

-define(RING, 503).

start(Token) ->
   H = lists:foldl(
      fun(Id, Pid) -> spawn(bg_threadring2, roundtrip, [Id, Pid]) end, 
      self(), 
      lists:seq(?RING, 2, -1)),
   H ! Token,
   roundtrip(1, H).

roundtrip(Id, Pid) ->
   receive
      1 ->
         io:fwrite("~b~n", [Id]),
         erlang:halt();
      Token ->
         Pid ! Token - 1,
         roundtrip(Id, Pid)
   end.

main([Arg]) ->
   Token = list_to_integer(Arg),
   start(Token).
