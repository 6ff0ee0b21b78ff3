%% orddict -- key/value dictionaries as ordered lists of {Key, Value}
%% pairs, for triheap.  Same representation as OTP: a list of pairs
%% sorted by key, keys compared with == / < / >.
%% Written from the OTP 25 documentation and observed behaviour.

-module(orddict).

-export([new/0, is_key/2, to_list/1, from_list/1, size/1, is_empty/1,
         fetch/2, find/2, fetch_keys/1, erase/2, take/2, store/3,
         append/3, append_list/3, update/3, update/4, update_counter/3,
         fold/3, map/2, filter/2, merge/3]).

new() -> [].

is_key(Key, [{K, _} | D]) when Key > K -> is_key(Key, D);
is_key(Key, [{K, _} | _]) when Key == K -> true;
is_key(_, [{_, _} | _]) -> false;
is_key(_, []) -> false.

to_list(D) -> D.

from_list([]) -> [];
from_list([{_, _}] = L) -> L;
from_list([_, _ | _] = L) -> lists:ukeysort(1, lists:reverse(L)).

size(D) -> length(D).

is_empty([]) -> true;
is_empty([_ | _]) -> false.

fetch(Key, [{K, _} | D]) when Key > K -> fetch(Key, D);
fetch(Key, [{K, V} | _]) when Key == K -> V.

find(Key, [{K, _} | D]) when Key > K -> find(Key, D);
find(Key, [{K, V} | _]) when Key == K -> {ok, V};
find(_, [{_, _} | _]) -> error;
find(_, []) -> error.

fetch_keys([{K, _} | D]) -> [K | fetch_keys(D)];
fetch_keys([]) -> [].

erase(Key, [{K, _} = E | D]) when Key > K -> [E | erase(Key, D)];
erase(Key, [{K, _} | D]) when Key == K -> D;
erase(_, [{_, _} | _] = D) -> D;
erase(_, []) -> [].

take(Key, D) -> take_1(Key, D, []).

take_1(Key, [{K, _} = E | D], Acc) when Key > K -> take_1(Key, D, [E | Acc]);
take_1(Key, [{K, V} | D], Acc) when Key == K -> {V, lists:reverse(Acc, D)};
take_1(_, [{_, _} | _], _) -> error;
take_1(_, [], _) -> error.

store(Key, New, [{K, _} = E | D]) when Key < K -> [{Key, New}, E | D];
store(Key, New, [{K, _} = E | D]) when Key > K -> [E | store(Key, New, D)];
store(Key, New, [{_, _} | D]) -> [{Key, New} | D];
store(Key, New, []) -> [{Key, New}].

append(Key, New, [{K, _} = E | D]) when Key < K -> [{Key, [New]}, E | D];
append(Key, New, [{K, _} = E | D]) when Key > K -> [E | append(Key, New, D)];
append(Key, New, [{_, Old} | D]) -> [{Key, Old ++ [New]} | D];
append(Key, New, []) -> [{Key, [New]}].

append_list(Key, New, [{K, _} = E | D]) when Key < K -> [{Key, New}, E | D];
append_list(Key, New, [{K, _} = E | D]) when Key > K -> [E | append_list(Key, New, D)];
append_list(Key, New, [{_, Old} | D]) -> [{Key, Old ++ New} | D];
append_list(Key, New, []) -> [{Key, New}].

update(Key, Fun, [{K, _} = E | D]) when Key > K -> [E | update(Key, Fun, D)];
update(Key, Fun, [{K, V} | D]) when Key == K -> [{Key, Fun(V)} | D].

update(Key, _, Init, [{K, _} = E | D]) when Key < K -> [{Key, Init}, E | D];
update(Key, Fun, Init, [{K, _} = E | D]) when Key > K -> [E | update(Key, Fun, Init, D)];
update(Key, Fun, _, [{_, V} | D]) -> [{Key, Fun(V)} | D];
update(Key, _, Init, []) -> [{Key, Init}].

update_counter(Key, Inc, [{K, _} = E | D]) when Key < K -> [{Key, Inc}, E | D];
update_counter(Key, Inc, [{K, _} = E | D]) when Key > K -> [E | update_counter(Key, Inc, D)];
update_counter(Key, Inc, [{_, V} | D]) -> [{Key, V + Inc} | D];
update_counter(Key, Inc, []) -> [{Key, Inc}].

fold(F, Acc, [{K, V} | D]) -> fold(F, F(K, V, Acc), D);
fold(F, Acc, []) when is_function(F, 3) -> Acc.

map(F, [{K, V} | D]) -> [{K, F(K, V)} | map(F, D)];
map(F, []) when is_function(F, 2) -> [].

filter(F, [{K, V} = E | D]) ->
    case F(K, V) of
        true -> [E | filter(F, D)];
        false -> filter(F, D)
    end;
filter(F, []) when is_function(F, 2) -> [].

merge(F, [{K1, _} = E1 | D1], [{K2, _} = E2 | D2]) when K1 < K2 ->
    [E1 | merge(F, D1, [E2 | D2])];
merge(F, [{K1, _} = E1 | D1], [{K2, _} = E2 | D2]) when K1 > K2 ->
    [E2 | merge(F, [E1 | D1], D2)];
merge(F, [{K1, V1} | D1], [{_, V2} | D2]) ->
    [{K1, F(K1, V1, V2)} | merge(F, D1, D2)];
merge(F, [], D2) when is_function(F, 3) -> D2;
merge(F, D1, []) when is_function(F, 3) -> D1.
