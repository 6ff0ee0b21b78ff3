-module(maps_nested).
-export([main/1]).

put_in([K], V, M) -> M#{K => V};
put_in([K | Ks], V, M) -> M#{K => put_in(Ks, V, maps:get(K, M, #{}))}.

get_in([], V) -> {ok, V};
get_in([K | Ks], M) when is_map(M) ->
    case maps:find(K, M) of
        {ok, V} -> get_in(Ks, V);
        error -> not_found
    end;
get_in(_, _) -> not_found.

flatten(M) -> flatten(M, []).
flatten(M, Prefix) ->
    lists:flatmap(fun({K, V}) when is_map(V) -> flatten(V, Prefix ++ [K]);
                     ({K, V}) -> [{Prefix ++ [K], V}]
                  end, lists:sort(maps:to_list(M))).

main(_) ->
    C0 = #{},
    C1 = put_in([server, host], "localhost", C0),
    C2 = put_in([server, port], 8080, C1),
    C3 = put_in([db, primary, url], "pg://a", C2),
    C4 = put_in([db, replica, url], "pg://b", C3),
    C5 = put_in([server, port], 9090, C4),
    io:format("~p~n", [C5]),
    io:format("~p~n", [get_in([db, primary, url], C5)]),
    io:format("~p~n", [get_in([db, missing, url], C5)]),
    io:format("~p~n", [get_in([server, port, deeper], C5)]),
    [io:format("~s = ~p~n", [string:join([atom_to_list(K) || K <- Path], "."), V]) || {Path, V} <- flatten(C5)],
    ok.
