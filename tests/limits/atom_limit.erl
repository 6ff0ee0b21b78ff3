%% Prints the atom limit, then creates atoms until the table is full: the runtime stops as
%% Erlang/OTP's node does ("no more index entries in atom_tab (max=N)", exit status 1).
-module(atom_limit).
-export([main/1]).
main(_) ->
    io:format("~p~n", [erlang:system_info(atom_limit)]),
    [list_to_atom("a" ++ integer_to_list(I)) || I <- lists:seq(1, 3000000)].
