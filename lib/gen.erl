%% gen: what the generic behaviours share (naming, calls with a monitor, replies).
-module(gen).
-export([call/3, call/4, reply/2, where/1, register_name/1, unregister_name/1]).
-export([start/6, start_monitor/5]).

call(Process, Label, Request) -> call(Process, Label, Request, 5000).

call(Process, Label, Request, Timeout) ->
    case where(Process) of
        undefined -> exit(noproc);
        Pid -> do_call(Pid, Label, Request, Timeout)
    end.

do_call(Pid, _Label, _Request, _Timeout) when Pid =:= self() ->
    exit(calling_self);
do_call(Pid, Label, Request, infinity) ->
    %% As Erlang/OTP 25: without a time-out no reply can come late, so no alias.
    Mref = erlang:monitor(process, Pid),
    Pid ! {Label, {self(), Mref}, Request},
    receive
        {Mref, Reply} ->
            erlang:demonitor(Mref, [flush]),
            {ok, Reply};
        {'DOWN', Mref, _, _, Reason} ->
            exit(Reason)
    end;
do_call(Pid, Label, Request, Timeout) ->
    %% The monitor's reference is an alias the reply is sent to; it goes with the monitor,
    %% so a reply that comes after the time-out is dropped.
    Mref = erlang:monitor(process, Pid, [{alias, demonitor}]),
    Tag = [alias | Mref],
    erlang:send(Pid, {Label, {self(), Tag}, Request}, [noconnect]),
    receive
        {[alias | Mref], Reply} ->
            erlang:demonitor(Mref, [flush]),
            {ok, Reply};
        {'DOWN', Mref, _, _, Reason} ->
            exit(Reason)
    after Timeout ->
            erlang:demonitor(Mref, [flush]),
            receive
                {[alias | Mref], Reply} -> {ok, Reply}
            after 0 -> exit(timeout)
            end
    end.

%% A reply to a call tagged with an alias goes to the alias.
reply({_To, [alias | Alias] = Tag}, Reply) when is_reference(Alias) ->
    Alias ! {Tag, Reply},
    ok;
reply({_To, [[alias | Alias] | _] = Tag}, Reply) when is_reference(Alias) ->
    Alias ! {Tag, Reply},
    ok;
reply({To, Tag}, Reply) ->
    try To ! {Tag, Reply}, ok catch _:_ -> ok end.

where(Pid) when is_pid(Pid) -> Pid;
where(Name) when is_atom(Name) -> whereis(Name);
where({local, Name}) -> whereis(Name);
where({global, _}) -> undefined;
where({via, Mod, Name}) -> Mod:whereis_name(Name);
where({Name, Node}) when is_atom(Name), Node =:= node() -> whereis(Name);
where(_) -> undefined.

%% true, or {false, Pid} when the name is taken.
register_name({local, Name}) ->
    try register(Name, self()) of
        true -> true
    catch
        error:_ -> {false, whereis(Name)}
    end;
register_name({via, Mod, Name}) ->
    case Mod:register_name(Name, self()) of
        yes -> true;
        no -> {false, Mod:whereis_name(Name)}
    end;
register_name(self) -> true.

unregister_name({local, Name}) -> catch unregister(Name), ok;
unregister_name({via, Mod, Name}) -> catch Mod:unregister_name(Name), ok;
unregister_name(self) -> ok.

%% Starting a behaviour process: `GenMod:init_it(Starter, Name, Mod, Args, Opts, Link)` runs
%% in the new process (through proc_lib), which answers with proc_lib:init_ack/2.
start(GenMod, Link, Name, Mod, Args, Opts) ->
    Timeout = case lists:keyfind(timeout, 1, Opts) of
                  {timeout, T} -> T;
                  false -> infinity
              end,
    Start = case Link of link -> start_link; nolink -> start end,
    proc_lib:Start(GenMod, init_it, [self(), Name, Mod, Args, Opts, Link], Timeout).

%% start/6 without a link, then a monitor on the started process.
start_monitor(GenMod, Name, Mod, Args, Opts) ->
    case start(GenMod, nolink, Name, Mod, Args, Opts) of
        {ok, Pid} -> {ok, {Pid, erlang:monitor(process, Pid)}};
        Other -> Other
    end.
