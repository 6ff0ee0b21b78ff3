%% procs -- Wilhelmsson 2002 (seed 000), sec. 6 and Appendix D.1.
%% Paper: procs(number of processes, message size).  A ring of processes
%% built by spawning: the leader spawns a child, each child spawns the next,
%% and every process creates a new message (a list of Size 42s) when it is
%% spawned and sends it to its child; the last child sends to the leader.
%% Every received message is replaced by a freshly built one with the counter
%% decremented, so each message "will be sent 100 times" (Times).  When the
%% leader sees a counter of 0 it sends `stop` round the ring.
%% Code follows App. D.1 (hipe-free original); choices where silent:
%%   * arguments: Procs Size [Times], defaults 1000 100 100 (the paper's
%%     largest configuration "procs 1000 100"), Times = 100 as in the text.
%%   * output: which message first reaches 0 depends on scheduling, so the
%%     program prints only its parameters and "ok" once the ring has stopped.
-module(procs).
-export([main/1, child/4]).

main(Args) ->
    [P, S, T] = case [list_to_integer(A) || A <- Args] of
                    [] -> [1000, 100, 100];
                    [P0, S0] -> [P0, S0, 100];
                    [_, _, _] = L -> L
                end,
    ok = start(P, T, S),
    io:format("procs ~w ~w ~w ok~n", [P, S, T]).

start(Proc, Times, Size) ->
    Pid = spawn(procs, child, [self(), Proc - 1, Times, Size]),
    Pid ! {Times, build_list(Size, [])},
    leader_loop(Pid, true, Size).

child(Leader, 0, Times, Size) ->
    Leader ! {Times, build_list(Size, [])},
    loop(Leader, Size);
child(Leader, Number, Times, Size) ->
    Pid = spawn(procs, child, [Leader, Number - 1, Times, Size]),
    Pid ! {Times, build_list(Size, [])},
    loop(Pid, Size).

loop(Receiver, Size) ->
    receive
        {0, _Block} ->
            Receiver ! {0, build_list(Size, [])},
            loop(Receiver, Size);
        {Number, _Block} ->
            Receiver ! {Number - 1, build_list(Size, [])},
            loop(Receiver, Size);
        stop ->
            Receiver ! stop,
            ok
    end.

leader_loop(Receiver, Sending, Size) ->
    receive
        {0, _Block} ->
            if
                Sending == true ->
                    Receiver ! stop,
                    leader_loop(Receiver, false, Size);
                true ->
                    leader_loop(Receiver, false, Size)
            end;
        {Number, _Block} ->
            if
                Sending == true ->
                    Receiver ! {Number - 1, build_list(Size, [])},
                    leader_loop(Receiver, Sending, Size);
                true ->
                    leader_loop(Receiver, Sending, Size)
            end;
        stop ->
            ok
    end.

build_list(0, List) -> List;
build_list(N, List) -> build_list(N - 1, [42 | List]).
