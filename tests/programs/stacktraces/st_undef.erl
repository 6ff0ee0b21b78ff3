-module(st_undef).
-export([main/1, exported/1]).
-import(st_show, [run/2]).

main(_) ->
    run(remote_nontail, fun() -> [nonexistent_mod:f(st_show:id(1), 2)] end),
    run(remote_tail, fun remote_tail/0),
    run(missing_fn, fun() -> [st_undef:missing(st_show:id(1))] end),
    run(computed, fun() -> M = st_show:id(st_undef), [M:gone(1, 2, 3)] end),
    run(apply, fun() -> [apply(st_show:id(st_undef), nope, [a])] end),
    run(wrong_arity, fun() -> [st_undef:exported(1, 2)] end),
    run(fun_ref, fun() -> F = st_show:id(fun nonexistent_mod:g/1), [F(x)] end),
    ok.

remote_tail() ->
    X = st_show:id(1),
    nonexistent_mod:f(X).

exported(X) -> X.
