-module(reg_registered_list).
-export([main/1]).

mine() ->
    lists:sort([N || N <- registered(), lists:prefix("reg_list_", atom_to_list(N))]).

main(_) ->
    io:format("registered() is a list of atoms: ~p~n", [lists:all(fun is_atom/1, registered())]),
    io:format("mine initially: ~p~n", [mine()]),
    Names = [reg_list_zeta, reg_list_alpha, reg_list_mid, reg_list_beta],
    Ps = [{N, spawn(fun() -> receive stop -> ok end end)} || N <- Names],
    [register(N, P) || {N, P} <- Ps],
    io:format("after registering: ~p~n", [mine()]),
    unregister(reg_list_mid),
    io:format("after unregister: ~p~n", [mine()]),
    {reg_list_beta, B} = lists:keyfind(reg_list_beta, 1, Ps),
    R = monitor(process, B),
    B ! stop,
    receive {'DOWN', R, process, B, _} -> ok end,
    io:format("after beta died: ~p~n", [mine()]),
    io:format("no duplicates in registered(): ~p~n", [length(registered()) =:= length(lists:usort(registered()))]),
    [P ! stop || {_, P} <- Ps],
    ok.
