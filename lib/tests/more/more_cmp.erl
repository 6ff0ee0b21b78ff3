-module(more_cmp).
-export([init/0, done/0, check/3, check_eq/3, res/3, rnd/1, pick/1, times/2]).

init() -> rand:seed(exsss, {7, 8, 9}), put(pass, 0), put(fail, 0), ok.
done() -> {get(pass), get(fail)}.
rnd(N) -> rand:uniform(N).
pick(L) -> lists:nth(rnd(length(L)), L).
times(0, _) -> ok;
times(N, F) -> F(), times(N - 1, F).

%% Result of apply, exceptions reduced to {Class, Reason}.
res(M, F, A) ->
    try apply(M, F, A) of V -> {ok, V}
    catch C:R -> {C, R}
    end.

check(Mod, F, Args) ->
    Th = list_to_atom("th_" ++ atom_to_list(Mod)),
    check_eq({Mod, F, Args}, res(Mod, F, Args), res(Th, F, Args)).

check_eq(What, Exp, Got) ->
    case Exp =:= Got of
        true -> put(pass, get(pass) + 1);
        false ->
            put(fail, get(fail) + 1),
            case get(fail) =< list_to_integer(os:getenv("MAXFAIL", "15")) of
                true -> io:format("FAIL ~W~n  otp: ~W~n  th:  ~W~n", [What, 12, Exp, 12, Got, 12]);
                false -> ok
            end
    end.
