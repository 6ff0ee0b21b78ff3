%% The timer module: sleep is native; the rest is built on erlang's timers and clocks.
-module(timer).
-export([tc/1, tc/2, tc/3, send_after/2, send_after/3, exit_after/2, exit_after/3,
         kill_after/1, kill_after/2, apply_after/4, cancel/1, seconds/1, minutes/1,
         hours/1, hms/3, now_diff/2, send_interval/2, send_interval/3]).

tc(F) ->
    T0 = erlang:monotonic_time(microsecond),
    V = F(),
    {erlang:monotonic_time(microsecond) - T0, V}.

tc(F, A) ->
    T0 = erlang:monotonic_time(microsecond),
    V = apply(F, A),
    {erlang:monotonic_time(microsecond) - T0, V}.

tc(M, F, A) ->
    T0 = erlang:monotonic_time(microsecond),
    V = apply(M, F, A),
    {erlang:monotonic_time(microsecond) - T0, V}.

send_after(T, Msg) -> send_after(T, self(), Msg).
send_after(T, Dest, Msg) when is_integer(T), T >= 0 ->
    {ok, {send_after, erlang:send_after(T, Dest, Msg)}};
send_after(_, _, _) -> {error, badarg}.

exit_after(T, Reason) -> exit_after(T, self(), Reason).
exit_after(T, Pid, Reason) -> apply_after(T, erlang, exit, [Pid, Reason]).
kill_after(T) -> exit_after(T, self(), kill).
kill_after(T, Pid) -> exit_after(T, Pid, kill).

apply_after(T, M, F, A) when is_integer(T), T >= 0 ->
    P = spawn(fun() -> receive cancel -> ok after T -> apply(M, F, A) end end),
    {ok, {apply_after, P}};
apply_after(_, _, _, _) -> {error, badarg}.

send_interval(T, Msg) -> send_interval(T, self(), Msg).
send_interval(T, Dest, Msg) when is_integer(T), T >= 0 ->
    P = spawn(fun() -> interval_loop(T, Dest, Msg) end),
    {ok, {interval, P}}.

interval_loop(T, Dest, Msg) ->
    receive cancel -> ok
    after T -> Dest ! Msg, interval_loop(T, Dest, Msg)
    end.

cancel({send_after, Ref}) -> erlang:cancel_timer(Ref), {ok, cancel};
cancel({_, Pid}) when is_pid(Pid) -> Pid ! cancel, {ok, cancel};
cancel(_) -> {error, badarg}.

seconds(S) -> 1000 * S.
minutes(M) -> 60000 * M.
hours(H) -> 3600000 * H.
hms(H, M, S) -> hours(H) + minutes(M) + seconds(S).

now_diff({A2, B2, C2}, {A1, B1, C1}) ->
    ((A2 - A1) * 1000000 + B2 - B1) * 1000000 + C2 - C1.
