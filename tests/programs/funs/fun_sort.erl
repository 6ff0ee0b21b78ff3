-module(fun_sort).
-export([main/1, ext/1, ext/2]).
%% The term order of funs as Erlang/OTP's: local funs by module, then index in the module,
%% then free variables; external funs (fun M:F/A) after every local one, by module, name
%% and arity; funs against every other type by the standard type order. Local funs are
%% shown by label (their printed form carries a hash of the compiled module). The funs
%% are not nested in funs or comprehensions, whose indices erlc numbers after the others.

ext(X) -> X.
ext(X, Y) -> {X, Y}.

make(N) -> fun() -> N end.
pair(A, B) -> fun(X) -> {A, B, X} end.
two() -> {fun() -> one end, fun(_) -> two end}.

main(_) ->
    {T1, T2} = two(),
    Funs = [{make1, make(1)}, {make2, make(2)}, {make_a, make(a)}, {make_list, make([1])},
            {make_1_0, make(1.0)}, {pair_1_2, pair(1, 2)}, {pair_1_3, pair(1, 3)},
            {pair_0_9, pair(0, 9)}, {two_1, T1}, {two_2, T2},
            {helper0, fun_sort_helper:f0()}, {helper1, fun_sort_helper:f1(5)},
            {local_lambda, fun(X) -> X + 1 end},
            {ext_1, fun ?MODULE:ext/1}, {ext_2, fun ?MODULE:ext/2},
            {lists_map, fun lists:map/2}, {lists_all, fun lists:all/2},
            {erlang_abs, fun erlang:abs/1}, {a_b, fun a:b/0}, {a_a, fun a:a/9},
            {helper_ext, fun fun_sort_helper:f0/0}],
    Label = fun(F) -> hd([L || {L, G} <- Funs, G =:= F]) end,
    io:format("~p~n", [[Label(F) || F <- lists:sort([F || {_, F} <- Funs])]]),
    io:format("~p~n", [[Label(F) || F <- lists:reverse(lists:sort([F || {_, F} <- lists:reverse(Funs)]))]]),
    io:format("~p~n", [[make(1) =:= make(1), make(1) == make(1.0), make(1) =:= make(1.0),
                        make(1) < make(1.0), pair(1, 2) < pair(1, 3), make(2) < pair(0, 0),
                        fun lists:map/2 =:= fun lists:map/2, fun a:b/0 < fun a:b/1,
                        fun a:b/9 < fun a:c/0, fun b:a/0 > fun a:z/0]]),
    Others = [{int, 1}, {float, 2.5}, {atom, zz}, {ref, make_ref()}, {pid, self()},
              {tuple, {}}, {map, #{}}, {nil, []}, {list, [x]}, {bin, <<>>},
              {big, 1 bsl 100}, {lfun, make(0)}, {efun, fun a:b/0}],
    Label2 = fun(X) -> hd([L || {L, Y} <- Others, Y =:= X]) end,
    io:format("~p~n", [[Label2(X) || X <- lists:sort([X || {_, X} <- Others])]]),
    io:format("~p~n", [[{I, erlang:fun_info(F, index)} || {I, F} <- Funs, erlang:fun_info(F, type) =:= {type, local}]]),
    ok.
