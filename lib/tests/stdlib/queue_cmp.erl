-module(queue_cmp).
-export([run/0]).
-import(stdlib_cmp, [check/4, term/1, num/0, int/0, atom/0, list_of/2, pick/1, rnd/1]).

c(F, Args) -> check(queue, F, Args, []).

%% Random queue built by a random sequence of OTP operations.
q() ->
    case rnd(15) of
        1 -> pick([a, {a}, {a, b}, [1]]);
        _ -> build(rnd(12) - 1, queue:from_list(list_of(6, fun stdlib_cmp:int/0)))
    end.

build(0, Q) -> Q;
build(N, Q) ->
    Q1 = case rnd(6) of
             1 -> queue:in(int(), Q);
             2 -> queue:in_r(int(), Q);
             3 -> element(2, queue:out(Q));
             4 -> element(2, queue:out_r(Q));
             5 -> queue:in(int(), Q);
             6 -> queue:join(Q, queue:from_list(list_of(3, fun stdlib_cmp:int/0)))
         end,
    build(N - 1, Q1).

run() ->
    stdlib_cmp:init(),
    stdlib_cmp:times(2000, fun one/0),
    stdlib_cmp:done().

one() ->
    Q = q(), X = int(),
    c(new, []), c(from_list, [list_of(8, fun stdlib_cmp:int/0)]), c(from_list, [pick([a, [a | b]])]),
    [c(F, [Q]) || F <- [is_queue, is_empty, len, to_list, out, out_r, get, get_r, peek,
                        peek_r, drop, drop_r, reverse, head, tail, daeh, last, liat,
                        init, lait]],
    c(member, [X, Q]), c(in, [X, Q]), c(in_r, [X, Q]), c(cons, [X, Q]), c(snoc, [Q, X]),
    c(join, [Q, q()]),
    c(split, [rnd(8) - 2, Q]),
    c(filter, [fun(Y) -> Y > 0 end, Q]),
    c(filter, [fun(Y) when Y > 2 -> [Y, Y]; (Y) -> Y < -1 end, Q]),
    c(filtermap, [fun(Y) when Y > 2 -> {true, {Y}}; (Y) -> Y < -1 end, Q]),
    c(fold, [fun(Y, A) -> [Y | A] end, [], Q]),
    c(any, [fun(Y) -> Y > 3 end, Q]), c(all, [fun(Y) -> Y > -3 end, Q]),
    c(delete, [X, Q]), c(delete_r, [X, Q]),
    c(delete_with, [fun(Y) -> Y > X end, Q]), c(delete_with_r, [fun(Y) -> Y > X end, Q]),
    ok.
