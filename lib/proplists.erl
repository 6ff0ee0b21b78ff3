%% proplists -- property lists for triheap.
%% Written from the OTP 25 documentation and observed behaviour.
%% Entries: an atom A stands for {A, true}; a tuple whose first element
%% is the key; other terms are ignored.  Keys are matched exactly (=:=).
%% Not provided: to_map/1,2 and from_map/1 (need maps).
%% Known difference: expand/2 (and normalize/2 with {expand, ...}) is a
%% simplified implementation and does not match OTP in all cases.

-module(proplists).

-export([property/1, property/2, unfold/1, compact/1, lookup/2,
         lookup_all/2, is_defined/2, get_value/2, get_value/3,
         get_all_values/2, append_values/2, get_bool/2, get_keys/1,
         delete/2, substitute_aliases/2, substitute_negations/2,
         expand/2, normalize/2, split/2, to_map/1, to_map/2, from_map/1]).

property({Key, true}) when is_atom(Key) -> Key;
property(P) -> P.

property(Key, true) when is_atom(Key) -> Key;
property(Key, Value) -> {Key, Value}.

unfold([P | Ps]) ->
    if
        is_atom(P) -> [{P, true} | unfold(Ps)];
        true -> [P | unfold(Ps)]
    end;
unfold([]) -> [].

compact(Ps) -> [property(P) || P <- Ps].

lookup(Key, [P | Ps]) ->
    if
        is_atom(P), P =:= Key -> {Key, true};
        tuple_size(P) >= 1, element(1, P) =:= Key -> P;
        true -> lookup(Key, Ps)
    end;
lookup(_, []) -> none.

lookup_all(Key, [P | Ps]) ->
    if
        is_atom(P), P =:= Key -> [{Key, true} | lookup_all(Key, Ps)];
        tuple_size(P) >= 1, element(1, P) =:= Key -> [P | lookup_all(Key, Ps)];
        true -> lookup_all(Key, Ps)
    end;
lookup_all(_, []) -> [].

is_defined(Key, [P | Ps]) ->
    if
        is_atom(P), P =:= Key -> true;
        tuple_size(P) >= 1, element(1, P) =:= Key -> true;
        true -> is_defined(Key, Ps)
    end;
is_defined(_, []) -> false.

get_value(Key, List) -> get_value(Key, List, undefined).

get_value(Key, [P | Ps], Default) ->
    if
        is_atom(P), P =:= Key -> true;
        tuple_size(P) >= 1, element(1, P) =:= Key ->
            case P of
                {_, Value} -> Value;
                _ -> Default
            end;
        true -> get_value(Key, Ps, Default)
    end;
get_value(_, [], Default) -> Default.

get_all_values(Key, [P | Ps]) ->
    if
        is_atom(P), P =:= Key -> [true | get_all_values(Key, Ps)];
        tuple_size(P) >= 1, element(1, P) =:= Key ->
            case P of
                {_, Value} -> [Value | get_all_values(Key, Ps)];
                _ -> get_all_values(Key, Ps)
            end;
        true -> get_all_values(Key, Ps)
    end;
get_all_values(_, []) -> [].

append_values(Key, [P | Ps]) ->
    if
        is_atom(P), P =:= Key -> [true | append_values(Key, Ps)];
        tuple_size(P) >= 1, element(1, P) =:= Key ->
            case P of
                {_, Value} when is_list(Value) -> Value ++ append_values(Key, Ps);
                {_, Value} -> [Value | append_values(Key, Ps)];
                _ -> append_values(Key, Ps)
            end;
        true -> append_values(Key, Ps)
    end;
append_values(_, []) -> [].

get_bool(Key, [P | Ps]) ->
    if
        is_atom(P), P =:= Key -> true;
        tuple_size(P) >= 1, element(1, P) =:= Key ->
            case P of
                {_, true} -> true;
                _ -> false
            end;
        true -> get_bool(Key, Ps)
    end;
get_bool(_, []) -> false.

%% The key order is the order of an OTP (version 1) set.
get_keys(Ps) -> sets:to_list(get_keys(Ps, sets:new())).

get_keys([P | Ps], Keys) ->
    if
        is_atom(P) -> get_keys(Ps, sets:add_element(P, Keys));
        tuple_size(P) >= 1 -> get_keys(Ps, sets:add_element(element(1, P), Keys));
        true -> get_keys(Ps, Keys)
    end;
get_keys([], Keys) -> Keys.

delete(Key, [P | Ps]) ->
    if
        is_atom(P), P =:= Key -> delete(Key, Ps);
        tuple_size(P) >= 1, element(1, P) =:= Key -> delete(Key, Ps);
        true -> [P | delete(Key, Ps)]
    end;
delete(_, []) -> [].

substitute_aliases(As, Props) -> [substitute_aliases_1(As, P) || P <- Props].

substitute_aliases_1([{Key, Key1} | As], P) ->
    if
        is_atom(P), P =:= Key -> property(Key1, true);
        tuple_size(P) >= 1, element(1, P) =:= Key -> property(setelement(1, P, Key1));
        true -> substitute_aliases_1(As, P)
    end;
substitute_aliases_1([], P) -> P.

substitute_negations(As, Props) -> [substitute_negations_1(As, P) || P <- Props].

substitute_negations_1([{Key, Key1} | As], P) ->
    if
        is_atom(P), P =:= Key -> property(Key1, false);
        tuple_size(P) >= 1, element(1, P) =:= Key ->
            case P of
                {_, true} -> property(Key1, false);
                {_, false} -> property(Key1, true);
                _ -> property(Key1, true)
            end;
        true -> substitute_negations_1(As, P)
    end;
substitute_negations_1([], P) -> P.

expand(Es, Ps) when is_list(Ps) ->
    Es1 = [{property(P), V} || {P, V} <- Es],
    flatten(expand_1(key_uniq(Es1), Ps)).

key_uniq([{K, V} | Ps]) -> [{K, V} | key_uniq_1(K, Ps)];
key_uniq([]) -> [].

key_uniq_1(K, [P | Ps]) ->
    case is_defined(K, [P]) of
        true -> key_uniq_1(K, Ps);
        false -> key_uniq([P | Ps])
    end;
key_uniq_1(_, []) -> [].

expand_1([{P, L} | Es], Ps) -> expand_1(Es, expand_2(P, L, Ps));
expand_1([], Ps) -> Ps.

expand_2(Key, L1, [P | Ps]) when is_atom(Key), is_atom(P), P =:= Key ->
    expand_3(Key, Key, L1, Ps);
expand_2(Key, L1, [P | Ps]) when is_tuple(Key), tuple_size(Key) >= 1 ->
    case P of
        Key -> [L1 | delete(element(1, Key), Ps)];
        _ ->
            case is_tuple(P) andalso tuple_size(P) >= 1 andalso element(1, P) =:= element(1, Key) of
                true -> [P | delete(element(1, Key), Ps)];
                false -> [P | expand_2(Key, L1, Ps)]
            end
    end;
expand_2(Key, L1, [P | Ps]) when is_atom(Key) ->
    case is_tuple(P) andalso tuple_size(P) >= 1 andalso element(1, P) =:= Key of
        true -> expand_3(Key, P, L1, Ps);
        false -> [P | expand_2(Key, L1, Ps)]
    end;
expand_2(_, _, []) -> [].

expand_3(Key, P, L1, Ps) ->
    case property(P) of
        Key -> [L1 | delete(Key, Ps)];
        {Key, true} -> [L1 | delete(Key, Ps)];
        _ -> [P | delete(Key, Ps)]
    end.

flatten([E | Es]) when is_list(E) -> E ++ flatten(Es);
flatten([E | Es]) -> [E | flatten(Es)];
flatten([]) -> [].

normalize(L, [{aliases, As} | Xs]) -> normalize(substitute_aliases(As, L), Xs);
normalize(L, [{expand, Es} | Xs]) -> normalize(expand(Es, L), Xs);
normalize(L, [{negations, Ns} | Xs]) -> normalize(substitute_negations(Ns, L), Xs);
normalize(L, []) -> compact(L).

split(List, Keys) ->
    {Store, Rest} = split_1(List, [{K, []} || K <- Keys], []),
    {[lists:reverse(Ps) || {_, Ps} <- Store], lists:reverse(Rest)}.

split_1([P | Ps], Store, Rest) ->
    Key = if
              is_atom(P) -> {ok, P};
              tuple_size(P) >= 1 -> {ok, element(1, P)};
              true -> none
          end,
    case Key of
        {ok, K} ->
            case split_store(K, P, Store) of
                false -> split_1(Ps, Store, [P | Rest]);
                Store1 -> split_1(Ps, Store1, Rest)
            end;
        none -> split_1(Ps, Store, [P | Rest])
    end;
split_1([], Store, Rest) -> {Store, Rest}.

%% Add P to every list whose key is K; false if there is none.
split_store(K, P, Store) ->
    case [x || {K1, _} <- Store, K1 =:= K] of
        [] -> false;
        _ -> [case E of
                     {K1, L} when K1 =:= K -> {K1, [P | L]};
                     _ -> E
                 end || E <- Store]
    end.

%% The first entry for a key wins, as in lookups; an atom A stands for {A, true}, and a tuple
%% of another size than 2 shadows its key without defining it.
to_map(List) ->
    lists:foldr(
        fun({K, V}, M) -> M#{K => V};
           (T, M) when 1 =< tuple_size(T) -> maps:remove(element(1, T), M);
           (K, M) when is_atom(K) -> M#{K => true};
           (_, M) -> M
        end,
        #{},
        List).

to_map(List, Stages) ->
    to_map(normalize(List, Stages)).

from_map(Map) when is_map(Map) -> maps:to_list(Map).
