%% gen: what the generic behaviours share (naming, calls with a monitor, replies).
-module(gen).
-export([call/3, call/4, reply/2, where/1, register_name/1, unregister_name/1]).

call(Process, Label, Request) -> call(Process, Label, Request, 5000).

call(Process, Label, Request, Timeout) ->
    case where(Process) of
        undefined -> exit(noproc);
        Pid -> do_call(Pid, Label, Request, Timeout)
    end.

do_call(Pid, Label, Request, Timeout) ->
    Mref = erlang:monitor(process, Pid),
    %% Erlang/OTP 25 tags a call with a process alias; the tag keeps its shape.
    Tag = [alias | Mref],
    Pid ! {Label, {self(), Tag}, Request},
    receive
        {[alias | Mref], Reply} ->
            erlang:demonitor(Mref, [flush]),
            {ok, Reply};
        {'DOWN', Mref, _, _, Reason} ->
            exit(Reason)
    after Timeout ->
            erlang:demonitor(Mref, [flush]),
            receive {[alias | Mref], _} -> ok after 0 -> ok end,
            exit(timeout)
    end.

reply({To, Tag}, Reply) ->
    catch erlang:send(To, {Tag, Reply}),
    ok.

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
