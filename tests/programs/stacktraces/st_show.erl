%% helper
%% Prints the frames of a stacktrace that are the same under every runtime: those of
%% the test modules (file name dropped: it is a path) and BIF frames of erlang.
-module(st_show).
-export([frames/1, run/2, id/1]).

id(X) -> X.

frames(S) ->
    [io:format("    ~p~n", [frame(F)]) || F <- S, keep(F)],
    ok.

keep({erlang, _, _, _}) -> true;
keep({M, _, _, _}) ->
    lists:prefix("st_", atom_to_list(M));
keep(_) -> false.

frame({erlang, F, A, Loc}) -> {erlang, F, A, Loc};
frame({M, F, A, Loc}) ->
    case lists:keyfind(line, 1, Loc) of
        {line, L} -> {M, fun_name(F), A, L};
        false -> {M, fun_name(F), A, no_line}
    end.

%% Funs are numbered differently by each compiler: '-main/1-fun-3-' shows as '-main/1-fun-'.
fun_name(F) ->
    case string:split(atom_to_list(F), "-fun-") of
        [Outer, _] -> list_to_atom(Outer ++ "-fun-");
        _ -> F
    end.

%% Run F, print how it ended and the stable part of its stacktrace.
run(Name, F) ->
    try F() of
        V -> io:format("~p: returned ~p~n", [Name, V])
    catch
        C:R:S ->
            io:format("~p: ~p:~p~n", [Name, C, short(R)]),
            frames(S)
    end.

short({badarity, {_Fun, Args}}) -> {badarity, fun_with, Args};
short(R) -> R.
