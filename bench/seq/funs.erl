-module(funs).
-export([main/1]).

%% Higher-order functions and closures: lists:map/filter/foldl with funs,
%% composed pipelines, closures capturing variables, funs stored in data.
%% Args: [N, Rounds]

main(Args) ->
    [N, R] = args(Args, [100000, 45]),
    Sum = loop(R, N, 0),
    io:format("funs ~p ~p ~p~n", [N, R, Sum]).

args([], D) -> D;
args(As, _) -> [int(A, 0) || A <- As].

%% hand-written so that argument parsing does not depend on list_to_integer/1
int([], N) -> N;
int([C | T], N) when C >= $0, C =< $9 -> int(T, N * 10 + C - $0).

compose(F, G) -> fun(X) -> G(F(X)) end.

pipeline(Stages) -> lists:foldl(fun compose/2, fun(X) -> X end, Stages).

adder(K) -> fun(X) -> X + K end.
muller(K) -> fun(X) -> (X * K) band 16#FFFFFF end.

loop(0, _N, Acc) -> Acc;
loop(R, N, Acc) ->
    L = lists:seq(1, N),
    P = pipeline([adder(R), muller(3), adder(-1), muller(R + 1)]),
    L1 = lists:map(P, L),
    L2 = lists:filter(fun(X) -> X rem 3 =/= 0 end, L1),
    S1 = lists:foldl(fun(X, A) -> (A + X) band 16#FFFFFFF end, 0, L2),
    Ops = [{add, fun erlang:'+'/2}, {mul, fun(A, B) -> (A * B) band 16#FFFF end},
           {sub, fun(A, B) -> A - B end}],
    S2 = apply_ops(L, Ops, Ops, 0),
    S3 = my_foldl(fun(X, A) -> A + X end, 0, my_map(fun(X) -> X * X end, L2)),
    Counter = make_counter(L),
    S4 = Counter(0),
    Any = lists:any(fun(X) -> X > N * 100 end, L1),
    All = lists:all(fun is_integer/1, L2),
    {Ev, Od} = lists:partition(fun(X) -> X band 1 =:= 0 end, L),
    S5 = length(Ev) * 2 + length(Od) + bool(Any) + bool(All),
    loop(R - 1, N, (Acc * 11 + S1 + S2 + S3 + S4 + S5) band 16#FFFFFFFFFFFF).

bool(true) -> 1;
bool(false) -> 0.

apply_ops([], _Ops, _All, Acc) -> Acc;
apply_ops(L, [], All, Acc) -> apply_ops(L, All, All, Acc);
apply_ops([X | T], [{_Name, F} | Ops], All, Acc) ->
    apply_ops(T, Ops, All, F(Acc, X) band 16#FFFFFFF).

my_map(_F, []) -> [];
my_map(F, [H | T]) -> [F(H) | my_map(F, T)].

my_foldl(_F, A, []) -> A;
my_foldl(F, A, [H | T]) -> my_foldl(F, F(H, A), T).

%% a chain of closures, each capturing the next
make_counter([]) -> fun(A) -> A end;
make_counter([X | T]) ->
    Next = make_counter(T),
    fun(A) -> Next((A + X) band 16#FFFFFF) end.
