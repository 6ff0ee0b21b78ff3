-module(cur_stacktrace).
-export([main/1, run_self/1, deep/2]).
%% process_info(P, current_stacktrace): of the calling process (several calls deep, with
%% recursion), of a process waiting in a receive, of one that has not run yet and of one
%% that is dead; the item in a list, and a bad item. (The main process's own stack ends in
%% the test runner's frames, so the traces are taken in spawned processes; files are shown
%% by their base name, which does not depend on the directory the program was run from.)

main(_) ->
    Self = self(),
    spawn(?MODULE, run_self, [Self]),
    receive {trace, T} -> io:format("~p~n", [T]) end,
    P = spawn(?MODULE, deep, [Self, 3]),
    receive ready -> ok end,
    io:format("~p~n", [short(process_info(P, current_stacktrace))]),
    io:format("~p~n", [short(process_info(P, [current_function, current_stacktrace, status]))]),
    Q = spawn(?MODULE, deep, [Self, 1]),
    io:format("~p~n", [process_info(Q, current_stacktrace)]),
    receive ready -> ok end,
    io:format("~p~n", [short(process_info(Q, current_stacktrace))]),
    P ! stop, Q ! stop,
    receive {done, P} -> ok end,
    receive {done, Q} -> ok end,
    timer:sleep(20),
    io:format("~p~n", [process_info(P, current_stacktrace)]),
    {'EXIT', {Reason, _}} = (catch process_info(self(), current_stacktrac)),
    io:format("~p~n", [Reason]),
    ok.

run_self(Parent) ->
    {a, {a, {a, S}}} = a(3),
    Parent ! {trace, short(S)}.

%% Each frame's location as the file's base name and the line.
short({current_stacktrace, S}) -> {current_stacktrace, short(S)};
short([{current_stacktrace, _} = I | T]) -> [short(I) | short(T)];
short([{M, F, A, Loc} | T]) when is_atom(M) -> [{M, F, A, short_loc(Loc)} | short(T)];
short([X | T]) -> [X | short(T)];
short(X) -> X.

short_loc([{file, F}, {line, L}]) -> {filename:basename(F), L};
short_loc(L) -> L.

a(0) -> b();
a(N) -> {a, a(N - 1)}.

b() ->
    {current_stacktrace, S} = process_info(self(), current_stacktrace),
    S.

deep(Parent, N) ->
    R = waiter(Parent, N),
    Parent ! {done, self()},
    R.

waiter(Parent, 0) ->
    Parent ! ready,
    receive stop -> done end;
waiter(Parent, N) ->
    {w, waiter(Parent, N - 1)}.
