%% Prints a line, then creates atoms until the atom table is full: Erlang/OTP stops the
%% node ("no more index entries in atom_tab (max=1048576)", exit status 1).
-module(atoms).
-export([main/1]).
main(_) ->
    io:format("before~n"),
    [list_to_atom("a" ++ integer_to_list(I)) || I <- lists:seq(1, 2000000)].
