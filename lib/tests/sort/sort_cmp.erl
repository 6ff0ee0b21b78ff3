%% Randomized comparison of lists' sorting and merging between triheap
%% and Erlang/OTP: run by compare.sh under both, which compares the
%% outputs line by line.  Inputs mix integers and floats that compare
%% equal (1 and 1.0, 2^60 and 2^60.0), duplicates, other terms, lengths
%% 0..200 and sorted, reversed and run-structured shapes, so that the
%% results show how equal elements are ordered and which one is kept.
%% With an ordering fun the calls it gets are hashed into the result too.
%%
%%   main([Seed, Rounds])          one line per check: "N Function Result"
%%   main([Seed, Rounds, "show", N])  the arguments of check N
-module(sort_cmp).
-export([main/1]).

main([Seed, Rounds]) ->
    run(list_to_integer(Seed), list_to_integer(Rounds), all);
main([Seed, Rounds, "show", N]) ->
    run(list_to_integer(Seed), list_to_integer(Rounds), list_to_integer(N)).

%% Each round makes one check of every kind.
kinds() ->
    [sort, sort_fun, usort, usort_fun, keysort, ukeysort,
     merge, merge_fun, umerge, umerge_fun, rmerge, rmerge_fun, rumerge, rumerge_fun,
     merge3, umerge3, rmerge3, rumerge3, merge_lists, umerge_lists,
     keymerge, ukeymerge, rkeymerge, rukeymerge].

run(Seed, Rounds, Show) ->
    put(seed, Seed * 7919 + 17),
    loop(1, Rounds * length(kinds()), kinds(), [], Show).

loop(N, Max, _, _, _) when N > Max -> ok;
loop(N, Max, [], _, Show) -> loop(N, Max, kinds(), [], Show);
loop(N, Max, [K | Ks], Acc, Show) ->
    {Name, F, Args} = make(K),
    case Show of
        all ->
            put(trace, 0),
            R = try apply(lists, F, Args) catch C:E -> {C, E} end,
            io:format("~b ~s ~w~n", [N, Name, case get(trace) of 0 -> R; H -> {R, H} end]);
        N ->
            io:format("~b ~s ~w~n", [N, Name, Args]);
        _ ->
            ok
    end,
    loop(N + 1, Max, Ks, Acc, Show).

%% --- checks ---------------------------------------------------------

make(sort) -> {"sort/1", sort, [terms()]};
make(usort) -> {"usort/1", usort, [terms()]};
make(sort_fun) -> {Nm, F} = fn(), {"sort/2 " ++ Nm, sort, [F, nums()]};
make(usort_fun) -> {Nm, F} = fn(), {"usort/2 " ++ Nm, usort, [F, nums()]};
make(keysort) -> {"keysort/2", keysort, gen([fun key/0, fun tuples/0])};
make(ukeysort) -> {"ukeysort/2", ukeysort, gen([fun key/0, fun tuples/0])};
make(merge) -> {"merge/2", merge, gen([fun mlist/0, fun mlist/0])};
make(umerge) -> {"umerge/2", umerge, gen([fun mlist/0, fun mlist/0])};
make(rmerge) -> {"rmerge/2", rmerge, gen([fun rlist/0, fun rlist/0])};
make(rumerge) -> {"rumerge/2", rumerge, gen([fun rlist/0, fun rlist/0])};
make(merge_fun) -> {Nm, F} = fn(), {"merge/3 " ++ Nm, merge, [F | gen([fun mlist/0, fun mlist/0])]};
make(umerge_fun) -> {Nm, F} = fn(), {"umerge/3 " ++ Nm, umerge, [F | gen([fun mlist/0, fun mlist/0])]};
make(rmerge_fun) -> {Nm, F} = fn(), {"rmerge/3 " ++ Nm, rmerge, [F | gen([fun rlist/0, fun rlist/0])]};
make(rumerge_fun) -> {Nm, F} = fn(), {"rumerge/3 " ++ Nm, rumerge, [F | gen([fun rlist/0, fun rlist/0])]};
make(merge3) -> {"merge3/3", merge3, gen([fun mlist/0, fun mlist/0, fun mlist/0])};
make(umerge3) -> {"umerge3/3", umerge3, gen([fun mlist/0, fun mlist/0, fun mlist/0])};
make(rmerge3) -> {"rmerge3/3", rmerge3, gen([fun rlist/0, fun rlist/0, fun rlist/0])};
make(rumerge3) -> {"rumerge3/3", rumerge3, gen([fun rlist/0, fun rlist/0, fun rlist/0])};
make(merge_lists) -> {"merge/1", merge, [gen(lists:duplicate(rnd(7) - 1, fun mlist/0))]};
make(umerge_lists) -> {"umerge/1", umerge, [gen(lists:duplicate(rnd(7) - 1, fun mlist/0))]};
make(keymerge) -> {"keymerge/3", keymerge, [1 | gen([fun ktuples/0, fun ktuples/0])]};
make(ukeymerge) -> {"ukeymerge/3", ukeymerge, [1 | gen([fun ktuples/0, fun ktuples/0])]};
make(rkeymerge) -> {"rkeymerge/3", rkeymerge, [1 | gen([fun rktuples/0, fun rktuples/0])]};
make(rukeymerge) -> {"rukeymerge/3", rukeymerge, [1 | gen([fun rktuples/0, fun rktuples/0])]}.

%% Call generators in order (the order in which the arguments of a call
%% are evaluated is not defined, and must be the same under both).
gen([G | Gs]) ->
    X = G(),
    [X | gen(Gs)];
gen([]) -> [].

%% Ordering funs: total orders (=<, >=), a strict one (<) and two that
%% are not orders at all.  The wrapper hashes every call into `trace`.
fn() ->
    {Nm, F} = pick([{"=<", fun(A, B) -> A =< B end},
                    {"<", fun(A, B) -> A < B end},
                    {">=", fun(A, B) -> A >= B end},
                    {"arbitrary", fun(A, B) -> (code(A) * 31 + code(B) * 17) rem 7 < 4 end},
                    {"near", fun(A, B) -> abs(A - B) < 2 orelse A < B end}]),
    {Nm, fun(A, B) ->
                 put(trace, (get(trace) * 31 + code(A) * 7 + code(B) + 1) rem 1000000007),
                 F(A, B)
         end}.

code(X) when is_float(X) -> trunc(X) * 2 + 1;
code(X) -> X * 2.

%% --- data -----------------------------------------------------------

%% A number below R, as an integer or a float of the same value; now and
%% then scaled to 2^60 (a bignum-sized integer and an exact float).
num(R) ->
    V = rnd(R) - 1,
    case rnd(12) of
        1 -> V * 1152921504606846976;
        2 -> float(V * 1152921504606846976);
        N when N < 7 -> float(V);
        _ -> V
    end.

range() -> pick([2, 3, 5, 10, 40, 1000]).

len() ->
    case rnd(5) of
        1 -> rnd(6) - 1;
        2 -> rnd(201) - 1;
        _ -> rnd(30)
    end.

nums() -> shape(range(), len()).

%% Numbers, or now and then other terms mixed in.
terms() ->
    case rnd(4) of
        1 ->
            R = range(),
            shape_of(fun() -> term(R) end, len());
        _ -> nums()
    end.

atom() -> pick([a, b, c]).

term(R) ->
    case rnd(6) of
        1 -> atom();
        2 -> {num(R)};
        3 -> [num(R)];
        4 -> A = atom(), {num(R), A};
        _ -> num(R)
    end.

%% A list of the given shape.
shape(R, N) -> shape_of(fun() -> num(R) end, N).

shape_of(G, N) ->
    L = [G() || _ <- lists:seq(1, N)],
    case rnd(9) of
        1 -> sort(L);
        2 -> lists:reverse(sort(L));
        3 -> runs(G, N);
        4 -> sort(L) ++ lists:reverse(sort(L));
        5 -> sawtooth(L);
        6 -> P = [G() || _ <- lists:duplicate(rnd(3), x)], P ++ equal_run(N);
        _ -> L
    end.

equal_run(N) ->
    E = [pick([1, 1.0]) || _ <- lists:seq(1, N)],
    E ++ [pick([0, 0.0, 2, 2.0]) || _ <- lists:seq(1, rnd(4))].

runs(G, N) ->
    Rs = [case rnd(3) of
              1 -> [G() || _ <- lists:seq(1, rnd(3))];
              2 -> sort([G() || _ <- lists:seq(1, rnd(9))]);
              3 -> lists:reverse(sort([G() || _ <- lists:seq(1, rnd(9))]))
          end || _ <- lists:seq(1, N div 2 + 1)],
    lists:sublist(lists:append(Rs), N).

sawtooth(L) ->
    {A, B} = lists:split(length(L) div 2, L),
    zigzag(sort(A), lists:reverse(sort(B))).

zigzag([X | Xs], [Y | Ys]) -> [X, Y | zigzag(Xs, Ys)];
zigzag(Xs, []) -> Xs;
zigzag([], Ys) -> Ys.

%% Merge inputs: mostly sorted (with or without duplicates), now and
%% then not sorted at all.
mlist() -> mlist(fun sort/1, fun usort/1).
rlist() -> mlist(fun(L) -> lists:reverse(sort(L)) end,
                 fun(L) -> lists:reverse(usort(L)) end).

mlist(Sort, USort) ->
    R = range(),
    L = [num(R) || _ <- lists:seq(1, len() div 2)],
    case rnd(5) of
        1 -> L;
        2 -> USort(L);
        _ -> Sort(L)
    end.

%% Tuples keyed on element 1 (or 2), some with the same key and payload
%% (so equal as tuples, {1, a} == {1.0, a}).
key() -> pick([1, 1, 2]).

tuples() ->
    R = range(),
    L = [tuple(R) || _ <- lists:seq(1, len())],
    case rnd(4) of
        1 -> keysort(1, L);
        2 -> lists:reverse(keysort(1, L));
        3 ->
            P = [tuple(R) || _ <- lists:duplicate(rnd(3), x)],
            E = [pair([1, 1.0]) || _ <- lists:seq(1, rnd(6))],
            P ++ E ++ L;
        _ -> L
    end.

tuple(R) ->
    K = num(R),
    case rnd(3) of
        1 -> {K, num(2)};
        2 -> {K, atom()};
        3 -> {K, rnd(1000)}
    end.

pair(Xs) ->
    A = pick(Xs),
    {A, pick(Xs)}.

ktuples() ->
    R = range(),
    L = [tuple(R) || _ <- lists:seq(1, len() div 2)],
    case rnd(5) of
        1 -> L;
        2 -> ukeysort(1, L);
        _ -> keysort(1, L)
    end.

rktuples() -> lists:reverse(ktuples()).

%% --- sorting the inputs ---------------------------------------------
%% Inputs are shaped with a sort of this module's own (stable, keeping
%% the first of equal elements), so that they do not depend on the sort
%% under test.

sort(L) -> sort_by(fun(A, B) -> A =< B end, L).
usort(L) -> dedup(fun(A, B) -> A == B end, sort(L)).
keysort(I, L) -> sort_by(fun(A, B) -> element(I, A) =< element(I, B) end, L).
ukeysort(I, L) -> dedup(fun(A, B) -> element(I, A) == element(I, B) end, keysort(I, L)).

sort_by(_, []) -> [];
sort_by(_, [_] = L) -> L;
sort_by(Le, L) ->
    {A, B} = lists:split(length(L) div 2, L),
    merge_by(Le, sort_by(Le, A), sort_by(Le, B)).

merge_by(Le, [X | Xs], [Y | Ys]) ->
    case Le(X, Y) of
        true -> [X | merge_by(Le, Xs, [Y | Ys])];
        false -> [Y | merge_by(Le, [X | Xs], Ys)]
    end;
merge_by(_, Xs, []) -> Xs;
merge_by(_, [], Ys) -> Ys.

dedup(Eq, [X, Y | T]) ->
    case Eq(X, Y) of
        true -> dedup(Eq, [X | T]);
        false -> [X | dedup(Eq, [Y | T])]
    end;
dedup(_, L) -> L.

%% --- a portable pseudo-random generator -----------------------------

rnd(N) ->
    S = (get(seed) * 1103515245 + 12345) rem 2147483648,
    put(seed, S),
    (S div 65536) rem N + 1.

pick(L) -> lists:nth(rnd(length(L)), L).
