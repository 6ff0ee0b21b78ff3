%% Shared helpers for the comparison tests (run under real OTP).
-module(stdlib_cmp).
-export([init/0, check/4, check_weak/3, check_eq/3, done/0, call/3, seed/0,
         term/1, atom/0, int/0, num/0, list_of/2, pick/1, rnd/1,
         sorted/1, usorted/1, kv_list/1, tuple_list/2, string/1,
         bin_string/1, chardata/1, times/2]).

init() ->
    seed(),
    put(cmp_pass, 0), put(cmp_fail, 0), ok.

seed() -> rand:seed(exsss, {17, 42, 4711}).

call(M, F, A) ->
    try {ok, apply(M, F, A)}
    catch C:R -> {C, R}
    end.

%% Compare Mod:F(Args) against th_Mod:F(Args).
check(Mod, F, Args, _Opts) -> check_one(Mod, F, Args).

check_one(Mod, F, Args) ->
    Th = list_to_atom("th_" ++ atom_to_list(Mod)),
    R1 = call(Mod, F, Args),
    R2 = call(Th, F, Args),
    record(R1 =:= R2, {Mod, F, Args, R1, R2}).

%% Like check/4 but results only need to be == (1 and 1.0 are equal):
%% used where OTP's order of equal-comparing elements is unspecified.
check_weak(Mod, F, Args) ->
    Th = list_to_atom("th_" ++ atom_to_list(Mod)),
    R1 = call(Mod, F, Args),
    R2 = call(Th, F, Args),
    record(R1 == R2, {Mod, F, Args, R1, R2}).

%% Compare two zero-arity funs (OTP version, our version).
check_eq(Label, F1, F2) ->
    R1 = try {ok, F1()} catch C1:E1 -> {C1, E1} end,
    R2 = try {ok, F2()} catch C2:E2 -> {C2, E2} end,
    record(R1 =:= R2, {Label, R1, R2}).

record(true, _) -> put(cmp_pass, get(cmp_pass) + 1), ok;
record(false, Info) ->
    N = get(cmp_fail),
    put(cmp_fail, N + 1),
    case N < list_to_integer(os:getenv("CMP_SHOW", "25")) of
        true ->
            S = io_lib:format("~P", [Info, list_to_integer(os:getenv("CMP_DEPTH", "12"))]),
            io:format("FAIL: ~s~n", [S]);
        false -> ok
    end.

done() -> {get(cmp_pass), get(cmp_fail)}.

times(N, F) -> [F() || _ <- lists:seq(1, N)], ok.

rnd(N) -> rand:uniform(N).
pick(L) -> lists:nth(rand:uniform(length(L)), L).
atom() -> pick([a, b, c, d, x, y]).
int() -> rand:uniform(11) - 6.
num() ->
    case rand:uniform(4) of
        1 -> float(int());
        _ -> int()
    end.

list_of(MaxLen, G) -> [G() || _ <- lists:seq(1, rand:uniform(MaxLen + 1) - 1)].

term(0) ->
    case rand:uniform(3) of
        1 -> atom();
        _ -> num()
    end;
term(D) ->
    case rand:uniform(8) of
        1 -> list_of(3, fun() -> term(D - 1) end);
        2 -> list_to_tuple(list_of(3, fun() -> term(D - 1) end));
        3 -> {term(D - 1), term(D - 1)};
        _ -> term(0)
    end.

sorted(L) -> lists:sort(L).
usorted(L) -> lists:usort(L).

kv_list(Max) -> list_of(Max, fun() -> {num(), term(1)} end).

tuple_list(Max, Size) ->
    list_of(Max, fun() -> list_to_tuple([num() || _ <- lists:seq(1, Size)]) end).

string(Max) -> list_of(Max, fun() -> pick("aAbB ,.-x\t\n\r1:é") end).
bin_string(Max) -> unicode:characters_to_binary(string(Max)).

chardata(Max) ->
    S = string(Max),
    case rand:uniform(4) of
        1 -> S;
        2 -> unicode:characters_to_binary(S);
        3 -> split_deep(S);
        4 -> [unicode:characters_to_binary(S)]
    end.

split_deep([]) -> [];
split_deep([C]) -> [C];
split_deep(S) ->
    {A, B} = lists:split(length(S) div 2, S),
    [A, unicode:characters_to_binary(B)].
