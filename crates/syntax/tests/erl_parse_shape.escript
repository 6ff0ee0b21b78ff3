#!/usr/bin/env escript
%%! -noshell
main(Files) -> [one(F) || F <- Files].
one(F) ->
    Dir = filename:dirname(F),
    case epp:parse_file(F, [{includes, [Dir, filename:join(Dir, "../include")]}]) of
        {ok, Forms} ->
            case [E || {error, E} <- Forms] of
                [] -> [io:format("~s ~s/~p ~s~n", [F, N, A, lists:flatten(lists:join(" ", seq(Cs)))]) || {function, _, N, A, Cs} <- Forms];
                _ -> io:format("~s ERROR~n", [F])
            end;
        _ -> io:format("~s ERROR~n", [F])
    end.
-define(TAGS, [match, call, remote, 'case', 'if', 'receive', 'try', 'catch', block, lc, bc,
               record, record_field, record_index, map, cons, tuple, var, atom, integer, float,
               string, nil, bin, 'fun', named_fun]).
seq(T) when is_list(T) -> lists:append([seq(X) || X <- T]);
seq({op, _, Op, A}) -> ["op" ++ atom_to_list(Op) | seq(A)];
seq({op, _, Op, A, B}) -> ["op" ++ atom_to_list(Op) | seq(A) ++ seq(B)];
seq({char, _, _}) -> ["integer"];
seq({atom, _, V}) -> ["atom:" ++ atom_to_list(V)];
seq({var, _, V}) -> ["var:" ++ atom_to_list(V)];
seq(T) when is_tuple(T), tuple_size(T) > 0 ->
    Self = case lists:member(element(1, T), ?TAGS) of true -> [atom_to_list(element(1, T))]; false -> [] end,
    Self ++ lists:append([seq(X) || X <- tl(tuple_to_list(T))]);
seq(_) -> [].
