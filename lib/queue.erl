%% queue -- FIFO queues for triheap.
%%
%% Same representation as OTP: {RearList, FrontList}; the queue's
%% contents are FrontList ++ lists:reverse(RearList).  The rebalancing
%% rules (which elements end up in which list) were determined by
%% observing OTP 25 so that printed queues look identical.
%% Non-queue arguments raise badarg, as in OTP.

-module(queue).

-export([new/0, is_queue/1, is_empty/1, len/1, to_list/1, from_list/1,
         member/2, in/2, in_r/2, out/1, out_r/1, get/1, get_r/1, peek/1,
         peek_r/1, drop/1, drop_r/1, reverse/1, join/2, split/2,
         filter/2, filtermap/2, fold/3, any/2, all/2, delete/2,
         delete_r/2, delete_with/2, delete_with_r/2,
         cons/2, head/1, tail/1, snoc/2, daeh/1, last/1, liat/1,
         init/1, lait/1]).

-compile({no_auto_import, [get/1]}).

-define(IS_Q(R, F), is_list(R), is_list(F)).

new() -> {[], []}.

is_queue({R, F}) when ?IS_Q(R, F) -> true;
is_queue(_) -> false.

is_empty({[], []}) -> true;
is_empty({R, F}) when ?IS_Q(R, F) -> false;
is_empty(_) -> erlang:error(badarg).

len({R, F}) when ?IS_Q(R, F) -> length(R) + length(F);
len(_) -> erlang:error(badarg).

to_list({R, F}) when ?IS_Q(R, F) -> F ++ lists:reverse(R, []);
to_list(_) -> erlang:error(badarg).

from_list(L) when is_list(L) -> f2r(L);
from_list(_) -> erlang:error(badarg).

member(X, {R, F}) when ?IS_Q(R, F) -> lists:member(X, F) orelse lists:member(X, R);
member(_, _) -> erlang:error(badarg).

%% Front list -> queue: the front keeps the first half (rounded down).
f2r([]) -> {[], []};
f2r([_] = F) -> {F, []};
f2r(F) ->
    {F1, F2} = lists:split(length(F) div 2, F),
    {lists:reverse(F2, []), F1}.

%% Rear list -> queue: the rear keeps the newest half (rounded down).
r2f([]) -> {[], []};
r2f([_] = R) -> {[], R};
r2f(R) ->
    {R1, R2} = lists:split(length(R) div 2, R),
    {R1, lists:reverse(R2, [])}.

in(X, {[_] = R, []}) -> {[X], R};
in(X, {R, F}) when ?IS_Q(R, F) -> {[X | R], F};
in(_, _) -> erlang:error(badarg).

in_r(X, {[], [_] = F}) -> {F, [X]};
in_r(X, {R, F}) when ?IS_Q(R, F) -> {R, [X | F]};
in_r(_, _) -> erlang:error(badarg).

out({[], []} = Q) -> {empty, Q};
out({[V], []}) -> {{value, V}, {[], []}};
out({[Y | R], []}) ->
    [V | F] = lists:reverse(R, []),
    {{value, V}, {[Y], F}};
out({R, [V]}) when is_list(R) -> {{value, V}, r2f(R)};
out({R, [V | F]}) when is_list(R) -> {{value, V}, {R, F}};
out(_) -> erlang:error(badarg).

out_r({[], []} = Q) -> {empty, Q};
out_r({[], [V]}) -> {{value, V}, {[], []}};
out_r({[], [Y | F]}) ->
    [V | R] = lists:reverse(F, []),
    {{value, V}, {R, [Y]}};
out_r({[V], F}) when is_list(F) -> {{value, V}, f2r(F)};
out_r({[V | R], F}) when is_list(F) -> {{value, V}, {R, F}};
out_r(_) -> erlang:error(badarg).

get({[], []} = Q) -> erlang:error(empty, [Q]);
get({R, F}) when ?IS_Q(R, F) -> get_1(R, F);
get(_) -> erlang:error(badarg).

get_1(R, []) -> lists:last(R);
get_1(_, [V | _]) -> V.

get_r({[], []} = Q) -> erlang:error(empty, [Q]);
get_r({[V | _], F}) when is_list(F) -> V;
get_r({[], F}) when is_list(F) -> lists:last(F);
get_r(_) -> erlang:error(badarg).

peek({[], []}) -> empty;
peek({R, [V | _]}) when is_list(R) -> {value, V};
peek({[_ | _] = R, []}) -> {value, lists:last(R)};
peek(_) -> erlang:error(badarg).

peek_r({[], []}) -> empty;
peek_r({[V | _], F}) when is_list(F) -> {value, V};
peek_r({[], [_ | _] = F}) -> {value, lists:last(F)};
peek_r(_) -> erlang:error(badarg).

drop({[], []} = Q) -> erlang:error(empty, [Q]);
drop({[_], []}) -> {[], []};
drop({[Y | R], []}) ->
    [_ | F] = lists:reverse(R, []),
    {[Y], F};
drop({R, [_]}) when is_list(R) -> r2f(R);
drop({R, [_ | F]}) when is_list(R) -> {R, F};
drop(_) -> erlang:error(badarg).

drop_r({[], []} = Q) -> erlang:error(empty, [Q]);
drop_r({[], [_]}) -> {[], []};
drop_r({[], [Y | F]}) ->
    [_ | R] = lists:reverse(F, []),
    {R, [Y]};
drop_r({[_], F}) when is_list(F) -> f2r(F);
drop_r({[_ | R], F}) when is_list(F) -> {R, F};
drop_r(_) -> erlang:error(badarg).

reverse({R, F}) when ?IS_Q(R, F) -> {F, R};
reverse(_) -> erlang:error(badarg).

join({R, F} = Q, {[], []}) when ?IS_Q(R, F) -> Q;
join({[], []}, {R, F} = Q) when ?IS_Q(R, F) -> Q;
join({R1, F1}, {R2, F2}) when ?IS_Q(R1, F1), ?IS_Q(R2, F2) ->
    {R2, F1 ++ lists:reverse(R1, F2)};
join(Q1, Q2) -> erlang:error(badarg, [Q1, Q2]).

split(0, {R, F} = Q) when ?IS_Q(R, F) -> {{[], []}, Q};
split(N, {R, F} = Q) when is_integer(N), N >= 1, ?IS_Q(R, F) ->
    Lf = length(F),
    Len = Lf + length(R),
    if
        N > Len -> erlang:error(badarg, [N, Q]);
        N < Lf ->
            {F1, F2} = lists:split(N, F),
            {front_part(F1), {R, F2}};
        N =:= Lf ->
            {f2r(F), r2f(R)};
        true ->
            {R1, R2} = lists:split(Len - N, R),
            {{R2, F}, rear_part(R1)}
    end;
split(N, Q) -> erlang:error(badarg, [N, Q]).

front_part([]) -> {[], []};
front_part([_] = F) -> {[], F};
front_part([X | F]) -> {lists:reverse(F, []), [X]}.

rear_part([]) -> {[], []};
rear_part([Y | R]) -> {[Y], lists:reverse(R, [])}.

%% Rebuild a queue from filtered rear and front lists.
mk(R, []) -> r2f(R);
mk([], F) -> f2r(F);
mk(R, F) -> {R, F}.

filter(Fun, {R, F}) when is_function(Fun, 1), ?IS_Q(R, F) ->
    F1 = filter_f(Fun, F),
    R1 = filter_r(Fun, R),
    mk(R1, F1);
filter(Fun, Q) -> erlang:error(badarg, [Fun, Q]).

filter_f(_, []) -> [];
filter_f(Fun, [X | F]) ->
    case Fun(X) of
        true -> [X | filter_f(Fun, F)];
        false -> filter_f(Fun, F);
        L when is_list(L) -> L ++ filter_f(Fun, F)
    end.

%% The rear list is stored newest first; results are inserted reversed.
filter_r(_, []) -> [];
filter_r(Fun, [X | R]) ->
    R1 = filter_r(Fun, R),
    case Fun(X) of
        true -> [X | R1];
        false -> R1;
        L when is_list(L) -> lists:reverse(L, R1)
    end.

filtermap(Fun, {R, F}) when is_function(Fun, 1), ?IS_Q(R, F) ->
    F1 = lists:filtermap(Fun, F),
    R1 = filtermap_r(Fun, R),
    mk(R1, F1);
filtermap(Fun, Q) -> erlang:error(badarg, [Fun, Q]).

filtermap_r(_, []) -> [];
filtermap_r(Fun, [X | R]) ->
    R1 = filtermap_r(Fun, R),
    case Fun(X) of
        true -> [X | R1];
        false -> R1;
        {true, V} -> [V | R1]
    end.

fold(Fun, Acc, {R, F}) when is_function(Fun, 2), ?IS_Q(R, F) ->
    lists:foldr(Fun, lists:foldl(Fun, Acc, F), R);
fold(Fun, Acc, Q) -> erlang:error(badarg, [Fun, Acc, Q]).

any(Pred, {R, F}) when is_function(Pred, 1), ?IS_Q(R, F) ->
    lists:any(Pred, F) orelse lists:any(Pred, R);
any(Pred, Q) -> erlang:error(badarg, [Pred, Q]).

all(Pred, {R, F}) when is_function(Pred, 1), ?IS_Q(R, F) ->
    lists:all(Pred, F) andalso lists:all(Pred, R);
all(Pred, Q) -> erlang:error(badarg, [Pred, Q]).

delete(X, Q) -> delete_with(fun(Y) -> Y =:= X end, Q).

delete_r(X, Q) -> delete_with_r(fun(Y) -> Y =:= X end, Q).

delete_with(Pred, {R, F} = Q) when is_function(Pred, 1), ?IS_Q(R, F) ->
    case del_first(Pred, F) of
        false ->
            case del_last(Pred, R) of
                false -> Q;
                R1 -> mk(R1, F)
            end;
        F1 -> mk(R, F1)
    end;
delete_with(Pred, Q) -> erlang:error(badarg, [Pred, Q]).

delete_with_r(Pred, {R, F} = Q) when is_function(Pred, 1), ?IS_Q(R, F) ->
    case del_first(Pred, R) of
        false ->
            case del_last(Pred, F) of
                false -> Q;
                F1 -> mk(R, F1)
            end;
        R1 -> mk(R1, F)
    end;
delete_with_r(Pred, Q) -> erlang:error(badarg, [Pred, Q]).

%% Remove the first element satisfying Pred, or false.
del_first(_, []) -> false;
del_first(Pred, [X | T]) ->
    case Pred(X) of
        true -> T;
        false ->
            case del_first(Pred, T) of
                false -> false;
                T1 -> [X | T1]
            end
    end.

%% Remove the last element satisfying Pred, or false.
del_last(Pred, L) ->
    case del_first(Pred, lists:reverse(L, [])) of
        false -> false;
        L1 -> lists:reverse(L1, [])
    end.

%% Okasaki API
cons(X, Q) -> in_r(X, Q).
head({[], []} = Q) -> erlang:error(empty, [Q]);
head({R, F}) when ?IS_Q(R, F) -> get_1(R, F);
head(_) -> erlang:error(badarg).
tail(Q) -> drop(Q).
snoc(Q, X) -> in(X, Q).
daeh(Q) -> get_r(Q).
last(Q) -> get_r(Q).
liat(Q) -> drop_r(Q).
init(Q) -> drop_r(Q).
lait(Q) -> drop_r(Q).
