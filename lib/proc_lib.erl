%% proc_lib: starting processes that report back when they are initialised.
%% Crash reports (=CRASH REPORT==== with the process's memory figures) are not printed:
%% a proc_lib process that dies prints nothing unless its behaviour reports it.
-module(proc_lib).
-export([spawn/1, spawn/3, spawn_link/1, spawn_link/3, start/3, start/4, start/5,
         start_link/3, start_link/4, start_link/5, init_ack/1, init_ack/2, stop/1, stop/3]).

spawn(F) -> erlang:spawn(fun() -> init_p(F) end).
spawn(M, F, A) -> erlang:spawn(fun() -> init_p(fun() -> apply(M, F, A) end) end).
spawn_link(F) -> erlang:spawn_link(fun() -> init_p(F) end).
spawn_link(M, F, A) -> erlang:spawn_link(fun() -> init_p(fun() -> apply(M, F, A) end) end).

start(M, F, A) -> start(M, F, A, infinity).
start(M, F, A, Timeout) -> start(M, F, A, Timeout, []).
start(M, F, A, Timeout, _SpawnOpts) -> sync_start(nolink, M, F, A, Timeout).

start_link(M, F, A) -> start_link(M, F, A, infinity).
start_link(M, F, A, Timeout) -> start_link(M, F, A, Timeout, []).
start_link(M, F, A, Timeout, _SpawnOpts) -> sync_start(link, M, F, A, Timeout).

sync_start(Link, M, F, A, Timeout) ->
    Parent = self(),
    Body = fun() -> put('$initial_call', trans_init(M, F, A)), put('$ancestors', [Parent]),
                    init_p(fun() -> apply(M, F, A) end) end,
    {Pid, Mref} = case Link of
                      link -> P = erlang:spawn_link(Body), {P, erlang:monitor(process, P)};
                      nolink -> erlang:spawn_monitor(Body)
                  end,
    receive
        {ack, Pid, Return} ->
            erlang:demonitor(Mref, [flush]),
            Return;
        {'DOWN', Mref, process, Pid, Reason} ->
            {error, Reason}
    after Timeout ->
            erlang:demonitor(Mref, [flush]),
            unlink(Pid),
            exit(Pid, kill),
            flush_exit(Pid),
            {error, timeout}
    end.

%% The initial call a behaviour process shows is its callback module's, as in OTP.
trans_init(gen_server, init_it, [_, _, supervisor, {_, Module, _}, _, _]) ->
    {supervisor, Module, 1};
trans_init(gen_event, init_it, _) -> {gen_event, init_it, 6};
trans_init(GenMod, init_it, [_, _, Module, _, _, _])
  when GenMod =:= gen_server; GenMod =:= gen_statem ->
    {Module, init, 1};
trans_init(M, F, A) -> {M, F, length(A)}.

flush_exit(Pid) ->
    receive {'EXIT', Pid, _} -> true after 0 -> true end.

init_p(F) ->
    try F()
    catch
        exit:R -> exit(R);
        error:R:S -> exit({R, S});
        throw:R:S -> exit({{nocatch, R}, S})
    end.

init_ack(Return) ->
    [Parent | _] = case get('$ancestors') of undefined -> [self()]; As -> As end,
    init_ack(Parent, Return).
init_ack(Parent, Return) ->
    Parent ! {ack, self(), Return},
    ok.

stop(Process) -> stop(Process, normal, infinity).
stop(Process, Reason, Timeout) ->
    Pid = case Process of
              P when is_pid(P) -> P;
              Name when is_atom(Name) ->
                  case whereis(Name) of undefined -> exit(noproc); P -> P end;
              _ -> exit(noproc)
          end,
    Mref = erlang:monitor(process, Pid),
    Pid ! {system, {self(), Mref}, {terminate, Reason}},
    receive
        {'DOWN', Mref, _, _, Reason} -> flush_reply(Mref);
        {'DOWN', Mref, _, _, noproc} -> exit(noproc);
        {'DOWN', Mref, _, _, Other} -> flush_reply(Mref), exit(Other)
    after Timeout ->
            erlang:demonitor(Mref, [flush]),
            flush_reply(Mref),
            exit(timeout)
    end.

%% sys answers the terminate request before the process ends.
flush_reply(Mref) ->
    receive {Mref, _} -> ok after 0 -> ok end.
