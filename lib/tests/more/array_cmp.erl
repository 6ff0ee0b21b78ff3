-module(array_cmp).
-export([run/0]).
-import(more_cmp, [rnd/1, pick/1]).

c(F, Args) -> more_cmp:check(array, F, Args).

idx() -> case rnd(4) of 1 -> rnd(12) - 2; 2 -> rnd(200) - 1; 3 -> rnd(2000) - 1; 4 -> rnd(30) - 1 end.
val() -> pick([a, b, undefined, 0, 1, rnd(100), {x}]).

opts() ->
    pick([[], [fixed], [{fixed, false}], [{default, 0}], [{size, rnd(150) - 1}],
          [{size, rnd(30)}, {fixed, false}], [{fixed, false}, {size, rnd(30)}],
          rnd(40) - 1, {default, z}, [rnd(20), {default, 0}], fixed, [{size, -1}], a,
          [{fixed, maybe}]]).

%% Build an array with module M by a random op sequence.
build(M) ->
    A0 = case rnd(5) of
             1 -> M:new();
             2 -> try M:new(pick([[], [{default, 0}], [{fixed, false}, {size, rnd(50)}]])) catch _:_ -> M:new() end;
             3 -> M:from_list([rnd(9) || _ <- lists:seq(1, rnd(130) - 1)], pick([undefined, 0]));
             4 -> M:from_orddict(lists:ukeysort(1, [{abs(idx()), val()} || _ <- lists:seq(1, rnd(8) - 1)]), pick([undefined, 0]));
             5 -> M:new(rnd(60) - 1)
         end,
    ops(M, rnd(8) - 1, A0).

ops(_, 0, A) -> A;
ops(M, K, A) ->
    A1 = try case rnd(9) of
                 1 -> M:set(idx(), val(), A);
                 2 -> M:set(idx(), val(), A);
                 3 -> M:reset(idx(), A);
                 4 -> M:resize(idx(), A);
                 5 -> M:resize(A);
                 6 -> M:fix(A);
                 7 -> M:relax(A);
                 8 -> M:map(fun(I, X) -> {I, X} end, A);
                 9 -> M:sparse_map(fun(I, X) -> {I, X} end, A)
             end
         catch _:_ -> A end,
    ops(M, K - 1, A1).

run() ->
    more_cmp:init(), put(broken, 0),
    more_cmp:times(3000, fun one/0),
    io:format("array: ~p inconsistent (OTP-made) trees not compared~n", [get(broken)]),
    more_cmp:done().

one() ->
    put(rs, rand:export_seed()),
    A = build(array),
    rand:seed(get(rs)),
    B = build(th_array),
    case wf(A) of
        true -> more_cmp:check_eq(build, A, B), cmp(A);
        false -> put(broken, get(broken) + 1)
    end.

%% Well-formed tree: OTP's own functions misbehave on the inconsistent
%% trees that relax/resize can leave behind, so those are only compared
%% for structure (above).
wf({array, N, M, _, E}) -> (M =:= 0 orelse M >= N) andalso wf(E, cap(E)) andalso N =< cap(E).
cap(E) when is_integer(E) -> E;
cap(E) when tuple_size(E) =:= 10 -> 10;
cap(E) -> element(11, E) * 10.
wf(E, S) when is_integer(E) -> E =:= S;
wf(E, S) when tuple_size(E) =:= 10 -> S =:= 10;
wf(E, S) -> C = element(11, E), C * 10 =:= S andalso lists:all(fun(K) -> wf(element(K, E), C) end, lists:seq(1, 10)).

cmp(A) ->
    I = idx(), V = val(),
    c(new, [opts()]), c(new, [rnd(30) - 2, opts()]),
    [c(F, [A]) || F <- [size, default, fix, relax, is_fix, is_array, to_list, sparse_to_list,
                        to_orddict, sparse_to_orddict, resize, sparse_size]],
    c(is_array, [pick([a, {array, 1}, {array, 1, 2, 3, 4}])]),
    c(size, [pick([a, {array, 1}])]),
    c(get, [I, A]), c(set, [I, V, A]), c(reset, [I, A]), c(resize, [I, A]),
    c(get, [pick([a, 1.0]), A]),
    c(foldl, [fun(J, X, Acc) -> [{J, X} | Acc] end, [], A]),
    c(foldr, [fun(J, X, Acc) -> [{J, X} | Acc] end, [], A]),
    c(sparse_foldl, [fun(J, X, Acc) -> [{J, X} | Acc] end, [], A]),
    c(sparse_foldr, [fun(J, X, Acc) -> [{J, X} | Acc] end, [], A]),
    c(map, [fun(J, X) -> {J, X} end, A]),
    c(sparse_map, [fun(J, X) -> {J, X} end, A]),
    c(foldl, [a, [], A]),
    L = [rnd(9) || _ <- lists:seq(1, rnd(300) - 1)],
    c(from_list, [L]), c(from_list, [L, 0]), c(from_list, [pick([a, [1 | 2], [1, 2 | x]])]),
    OD = lists:ukeysort(1, [{idx(), val()} || _ <- lists:seq(1, rnd(10) - 1)]),
    c(from_orddict, [OD]), c(from_orddict, [OD, 0]),
    c(from_orddict, [pick([a, [{1, a}, {0, b}], [{-1, a}], [x], [{1, a}, {1, b}], [{a, 1}]])]),
    %% side-effect order of map/foldl
    Ord = fun(M) -> put(ord, []), M:map(fun(J, X) -> put(ord, [J | get(ord)]), X end, A), get(ord) end,
    more_cmp:check_eq(map_order, Ord(array), Ord(th_array)),
    ok.
