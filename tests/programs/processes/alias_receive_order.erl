-module(alias_receive_order).
-export([main/1]).

%% A message sent to an alias is accepted when a receive takes the queue in, even if the
%% receive matches an earlier message: deactivating the alias afterwards does not drop it.
main(_) ->
    A = alias(),
    self() ! b,
    A ! a,
    receive b -> ok end,
    unalias(A),
    io:format("~p~n", [drain([])]),
    B = alias(),
    self() ! c,
    unalias(B),
    B ! d,
    receive c -> ok end,
    io:format("~p~n", [drain([])]).

drain(Acc) ->
    receive M -> drain([M | Acc]) after 0 -> lists:reverse(Acc) end.
