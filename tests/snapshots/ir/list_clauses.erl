-module(list_clauses).
-export([part/4]).

%% A failing guard falls to the next clause, which takes the same list apart again into the
%% same registers: the jump skips that get_list.
part(_, [], Lo, Hi) -> {Lo, Hi};
part(P, [X | T], Lo, Hi) when X < P -> part(P, T, [X | Lo], Hi);
part(P, [X | T], Lo, Hi) -> part(P, T, Lo, [X | Hi]).
