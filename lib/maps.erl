%% The parts of the maps module that take funs or are built from other map operations.
%% The primitive operations (get, put, find, keys, to_list, ...) are native BIFs.
%% What takes a fun visits the pairs in the order of Erlang/OTP's iterators
%% (triheap:map_iter_list/1): key order for a map of up to 32 keys, the reverse of
%% maps:to_list/1 for a larger one.
-module(maps).
-export([fold/3, groups_from_list/3, intersect_with/3, map/2, filter/2, filtermap/2, foreach/2, with/2, without/2,
         update_with/3, update_with/4, take/2, groups_from_list/2, from_keys/2,
         iterator/1, next/1, intersect/2, merge_with/3]).

fold(F, Acc, M) when is_function(F, 3), is_map(M) ->
    lists:foldl(fun({K, V}, A) -> F(K, V, A) end, Acc, triheap:map_iter_list(M));
fold(F, Acc, M) -> erlang:error(badarg, [F, Acc, M]).

map(F, M) when is_function(F, 2), is_map(M) ->
    maps:from_list([{K, F(K, V)} || {K, V} <- triheap:map_iter_list(M)]);
map(F, M) -> erlang:error(badarg, [F, M]).

filter(F, M) when is_function(F, 2), is_map(M) ->
    maps:from_list([{K, V} || {K, V} <- triheap:map_iter_list(M), F(K, V)]);
filter(F, M) -> erlang:error(badarg, [F, M]).

filtermap(F, M) when is_function(F, 2), is_map(M) ->
    maps:from_list(filtermap_list(F, triheap:map_iter_list(M)));
filtermap(F, M) -> erlang:error(badarg, [F, M]).

filtermap_list(_, []) -> [];
filtermap_list(F, [{K, V} | T]) ->
    case F(K, V) of
        true -> [{K, V} | filtermap_list(F, T)];
        {true, V2} -> [{K, V2} | filtermap_list(F, T)];
        false -> filtermap_list(F, T)
    end.

foreach(F, M) when is_function(F, 2), is_map(M) ->
    lists:foreach(fun({K, V}) -> F(K, V) end, triheap:map_iter_list(M));
foreach(F, M) -> erlang:error(badarg, [F, M]).

with(Ks, M) when is_list(Ks), is_map(M) ->
    maps:from_list([{K, V} || {K, V} <- maps:to_list(M), lists:member(K, Ks)]);
with(Ks, M) -> erlang:error(badarg, [Ks, M]).

without(Ks, M) when is_list(Ks), is_map(M) ->
    lists:foldl(fun(K, A) -> maps:remove(K, A) end, M, Ks);
without(Ks, M) -> erlang:error(badarg, [Ks, M]).

update_with(K, F, M) when is_function(F, 1), is_map(M) ->
    case maps:find(K, M) of
        {ok, V} -> maps:put(K, F(V), M);
        error -> erlang:error({badkey, K}, [K, F, M])
    end;
update_with(K, F, M) -> erlang:error(badarg, [K, F, M]).

update_with(K, F, Init, M) when is_function(F, 1), is_map(M) ->
    case maps:find(K, M) of
        {ok, V} -> maps:put(K, F(V), M);
        error -> maps:put(K, Init, M)
    end;
update_with(K, F, Init, M) -> erlang:error(badarg, [K, F, Init, M]).

take(K, M) when is_map(M) ->
    case maps:find(K, M) of
        {ok, V} -> {V, maps:remove(K, M)};
        error -> error
    end;
take(K, M) -> erlang:error({badmap, M}, [K, M]).

groups_from_list(F, L) ->
    lists:foldl(fun(X, A) ->
                        K = F(X),
                        maps:update_with(K, fun(Vs) -> Vs ++ [X] end, [X], A)
                end, #{}, L).

from_keys(Ks, V) -> maps:from_list([{K, V} || K <- Ks]).

iterator(M) when is_map(M) -> {triheap_map_iter, triheap:map_iter_list(M)}.

next({triheap_map_iter, []}) -> none;
next({triheap_map_iter, [{K, V} | T]}) -> {K, V, {triheap_map_iter, T}};
next(none) -> none.

intersect(M1, M2) ->
    maps:from_list([{K, V} || {K, V} <- maps:to_list(M2), maps:is_key(K, M1)]).

merge_with(F, M1, M2) ->
    maps:fold(fun(K, V2, A) ->
                      case maps:find(K, A) of
                          {ok, V1} -> maps:put(K, F(K, V1, V2), A);
                          error -> maps:put(K, V2, A)
                      end
              end, M1, M2).

groups_from_list(F, ValF, L) ->
    lists:foldl(fun(X, A) ->
                        K = F(X),
                        V = ValF(X),
                        maps:update_with(K, fun(Vs) -> Vs ++ [V] end, [V], A)
                end, #{}, L).

intersect_with(F, M1, M2) when is_function(F, 3), is_map(M1), is_map(M2) ->
    maps:from_list([{K, F(K, V1, maps:get(K, M2))}
                    || {K, V1} <- maps:to_list(M1), maps:is_key(K, M2)]);
intersect_with(F, M1, M2) -> erlang:error(badarg, [F, M1, M2]).
