-module(proplists_cmp).
-export([run/0]).
-import(stdlib_cmp, [check/4, list_of/2, pick/1, rnd/1]).

c(F, Args) -> check(proplists, F, Args, []).

key() -> pick([a, b, c, d, 1, 1.0]).
prop() ->
    case rnd(8) of
        1 -> key();
        2 -> {key()};
        3 -> {key(), true};
        4 -> {key(), false};
        5 -> {key(), [x, y]};
        6 -> {key(), 1, 2};
        7 -> pick(["str", 42, {}]);
        _ -> {key(), rnd(3)}
    end.
pl() -> list_of(8, fun prop/0).

run() ->
    stdlib_cmp:init(),
    stdlib_cmp:times(2000, fun one/0),
    stdlib_cmp:done().

one() ->
    L = pl(), K = key(),
    c(property, [prop()]), c(property, [K, pick([true, false, 1])]),
    c(unfold, [L]), c(compact, [L]),
    [c(F, [K, L]) || F <- [lookup, lookup_all, is_defined, get_value, get_all_values,
                           append_values, get_bool, delete]],
    c(get_value, [K, L, default]),
    c(get_keys, [L]),
    c(substitute_aliases, [[{key(), key()} || _ <- lists:seq(1, rnd(3))], L]),
    c(substitute_negations, [[{key(), key()} || _ <- lists:seq(1, rnd(3))], L]),
    c(split, [L, [key() || _ <- lists:seq(1, rnd(3))]]),
    %% expand/2 is a known difference (simplified), not compared here.
    c(normalize, [L, [{aliases, [{a, b}]}, {negations, [{c, d}]}]]),
    ok.
