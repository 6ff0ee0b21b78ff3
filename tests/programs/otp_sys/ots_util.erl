%% helper
%% Terms with pids and references masked, so that they print the same everywhere.
-module(ots_util).
-export([mask/1, show/2, try_show/2]).

mask(P) when is_pid(P) -> pid;
mask(R) when is_reference(R) -> ref;
mask(F) when is_function(F) -> 'fun';
mask(L) when is_list(L) -> mask_list(L);
mask(T) when is_tuple(T) -> list_to_tuple(mask_list(tuple_to_list(T)));
mask(M) when is_map(M) -> maps:from_list(mask_list(maps:to_list(M)));
mask(X) -> X.

%% Improper lists (as the [alias | Ref] tags) too.
mask_list([H | T]) -> [mask(H) | mask_list(T)];
mask_list([]) -> [];
mask_list(X) -> mask(X).

show(Label, Term) -> io:format("~s: ~p~n", [Label, mask(Term)]).

%% What F() returns or raises, without the stacktrace.
try_show(Label, F) ->
    show(Label, try F() catch Class:Reason -> {Class, Reason} end).
