-module(port_wait).
-export([main/1]).

%% A program whose processes wait only on ports: no deadlock, no busy wait;
%% timers and port output interleave; several ports and processes at once.
main(_) ->
    P = open_port({spawn, "sh -c 'sleep 0.3; echo late'"}, [exit_status, {line, 80}]),
    receive {P, {data, {eol, L}}} -> io:format("got ~s~n", [L]) end,
    receive {P, {exit_status, S}} -> io:format("status ~p~n", [S]) end,
    %% a timer fires while a port is still quiet
    Q = open_port({spawn, "sh -c 'sleep 0.4; echo done'"}, [exit_status, {line, 80}]),
    erlang:send_after(100, self(), tick),
    receive tick -> io:format("tick first~n") end,
    receive {Q, {data, {eol, L2}}} -> io:format("then ~s~n", [L2]) end,
    receive {Q, {exit_status, _}} -> ok end,
    receive {Q, _} = M -> io:format("unexpected ~p~n", [M]) after 100 -> ok end,
    %% workers, each with its own port
    Self = self(),
    Pids = [spawn(fun() -> worker(Self, N) end) || N <- lists:seq(1, 5)],
    Results = [receive {result, Pid, R} -> R end || Pid <- Pids],
    io:format("workers ~p~n", [Results]),
    %% a main process that waits with a timeout for a port that stays silent
    Silent = open_port({spawn, "sleep 1"}, []),
    receive {Silent, _} = X -> io:format("unexpected ~p~n", [X]) after 200 -> io:format("timeout while port open~n") end,
    port_close(Silent),
    ok.

worker(Parent, N) ->
    P = open_port({spawn, "sh -c 'sleep 0." ++ integer_to_list(6 - N) ++ "; read x; echo $x $x'"},
                  [binary, exit_status, {line, 100}]),
    port_command(P, ["w", integer_to_list(N), "\n"]),
    R = receive {P, {data, {eol, L}}} -> L end,
    receive {P, {exit_status, 0}} -> ok end,
    Parent ! {result, self(), R}.
