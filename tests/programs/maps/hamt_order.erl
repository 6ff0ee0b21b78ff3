-module(hamt_order).
-export([main/1]).

%% The order of maps of 33, 100 and 1000 keys of mixed types: maps:to_list/keys/values,
%% fold, iterators, and ~p / ~w output are Erlang/OTP's.
main(_) ->
    lists:foreach(fun show/1, [ints(33), ints(100), mixed(33), mixed(100)]),
    Big = mixed(1000),
    io:format("~p~n", [Big]),
    io:format("~w~n", [maps:keys(Big)]),
    io:format("~w~n", [maps:values(Big)]),
    io:format("~w~n", [ints(1000)]),
    %% A literal of more than 32 keys.
    L = #{1 => a, 2 => b, 3 => c, 4 => d, 5 => e, 6 => f, 7 => g, 8 => h, 9 => i,
          10 => j, 11 => k, 12 => l, 13 => m, 14 => n, 15 => o, 16 => p, 17 => q,
          18 => r, 19 => s, 20 => t, 21 => u, 22 => v, 23 => w, 24 => x, 25 => y,
          26 => z, 27 => aa, 28 => bb, 29 => cc, 30 => dd, 31 => ee, 32 => ff,
          33 => gg, 34 => hh, {1, 2} => [1, 2], <<"bin">> => 3.5, 1.5 => x, [1] => y},
    show(L),
    io:format("~p~n", [L =:= maps:from_list(maps:to_list(L))]),
    %% Growing through 32: the order of each step.
    lists:foldl(fun(K, A) ->
                        A2 = A#{K => K},
                        io:format("~w~n", [A2]),
                        A2
                end, #{}, [{I} || I <- lists:seq(28, 36)]),
    %% maps:map/filter/filtermap/foreach call their fun in iterator order.
    M = mixed(40),
    maps:foreach(fun(K, _) -> io:format("~w ", [K]) end, M),
    io:nl(),
    _ = maps:map(fun(K, V) -> io:format("~w ", [K]), V end, M),
    io:nl(),
    _ = maps:filter(fun(K, _) -> io:format("~w ", [K]), true end, M),
    io:nl(),
    io:format("~w~n", [maps:filtermap(fun(K, V) when is_integer(K) -> {true, V}; (_, _) -> false end, M)]),
    io:format("~w~n", [next_all(maps:next(maps:iterator(M)))]),
    io:format("~w~n", [[K || {K, _} <- maps:to_list(M)]]),
    %% Depth-limited printing.
    io:format("~P~n", [M, 8]),
    io:format("~W~n", [M, 5]),
    io:format("~s~n", [io_lib:format("~0p", [ints(40)])]),
    %% Atom keys hash by atom-table index in Erlang/OTP; print them sorted.
    A = maps:from_list([{list_to_atom("k" ++ integer_to_list(I)), I} || I <- lists:seq(1, 50)]),
    io:format("~p~n", [lists:sort(maps:to_list(A))]),
    io:format("~p~n", [maps:get(k42, A)]),
    ok.

next_all(none) -> [];
next_all({K, _, I}) -> [K | next_all(maps:next(I))].

show(M) ->
    io:format("~p~n", [M]),
    io:format("~w~n", [M]),
    io:format("~w~n", [maps:to_list(M)]),
    io:format("~w~n", [maps:keys(M)]),
    io:format("~w~n", [maps:values(M)]),
    io:format("~w~n", [maps:fold(fun(K, _, A) -> [K | A] end, [], M)]).

ints(N) -> maps:from_list([{I * 37 - 500, I} || I <- lists:seq(1, N)]).

mixed(N) -> maps:from_list([{key(I), val(I)} || I <- lists:seq(1, N)]).

key(I) ->
    case I rem 8 of
        0 -> I;
        1 -> {I, I * 2};
        2 -> <<I:16>>;
        3 -> I / 4;
        4 -> [I, I + 1];
        5 -> #{I => I};
        6 -> -I * 1000000000000000000000;
        7 -> integer_to_list(I)
    end.

val(I) ->
    case I rem 3 of
        0 -> I;
        1 -> {v, I};
        2 -> [I]
    end.
