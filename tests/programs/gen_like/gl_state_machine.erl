-module(gl_state_machine).
-export([main/1]).

%% a code lock as a process: locked -> open (with timeout back to locked).
start(Code) -> spawn(fun() -> locked(Code, []) end).

locked(Code, Entered) ->
    receive
        {button, D, From} ->
            E = Entered ++ [D],
            if
                E =:= Code -> From ! {state, open}, open(Code);
                length(E) >= length(Code) -> From ! {state, locked_wrong}, locked(Code, []);
                true -> From ! {state, locked}, locked(Code, E)
            end;
        {state, From} -> From ! {state, locked}, locked(Code, Entered);
        stop -> ok
    end.

open(Code) ->
    receive
        {button, _, From} -> From ! {state, open_ignored}, open(Code);
        {state, From} -> From ! {state, open}, open(Code);
        lock_now -> locked(Code, [])
    after 300 ->
            locked(Code, [])
    end.

press(L, D) -> L ! {button, D, self()}, receive {state, S} -> S end.
state(L) -> L ! {state, self()}, receive {state, S} -> S end.

main(_) ->
    L = start([1, 2, 3]),
    io:format("initial: ~p~n", [state(L)]),
    io:format("presses 1,2,4: ~p~n", [[press(L, D) || D <- [1, 2, 4]]]),
    io:format("presses 1,2,3: ~p~n", [[press(L, D) || D <- [1, 2, 3]]]),
    io:format("while open: ~p ~p~n", [press(L, 9), state(L)]),
    timer:sleep(500),
    io:format("after timeout: ~p~n", [state(L)]),
    [press(L, D) || D <- [1, 2, 3]],
    L ! lock_now,
    io:format("locked explicitly: ~p~n", [state(L)]),
    L ! stop,
    ok.
