%% gen: what the generic behaviours share (naming, calls with a monitor, replies).
-module(gen).
-export([call/3, call/4, reply/2, where/1, register_name/1, unregister_name/1]).
-export([start/6, start_monitor/5]).
-export([name/1, get_proc_name/1, get_parent/0, debug_options/2, format_status_header/2,
         format_status/4]).
-export([send_request/3, send_request/5, wait_response/2, wait_response/3,
         receive_response/2, receive_response/3, check_response/2, check_response/3,
         reqids_new/0, reqids_size/1, reqids_add/3, reqids_to_list/1]).

-define(MAX_INT_TIMEOUT, 4294967295).

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

%%% Asynchronous requests: the request id is the alias monitor's reference; a collection
%%% maps request ids to labels.

send_request(Process, Tag, Request) when is_pid(Process) ->
    do_send_request(Process, Tag, Request);
send_request(Process, Tag, Request) ->
    case where(Process) of
        Pid when is_pid(Pid) -> do_send_request(Pid, Tag, Request);
        _ ->
            %% As OTP: no exit here, the failure comes as a 'DOWN' message.
            Mref = erlang:make_ref(),
            self() ! {'DOWN', Mref, process, Process, noproc},
            Mref
    end.

send_request(Process, Tag, Request, Label, ReqIdCol) when is_map(ReqIdCol) ->
    maps:put(send_request(Process, Tag, Request), Label, ReqIdCol).

do_send_request(Process, Tag, Request) ->
    ReqId = erlang:monitor(process, Process, [{alias, demonitor}]),
    _ = erlang:send(Process, {Tag, {self(), [alias | ReqId]}, Request}, [noconnect]),
    ReqId.

%% After a time-out the monitor is kept: the reply may still be waited for.
wait_response(ReqId, Timeout) ->
    TMO = timeout_value(Timeout),
    receive
        {[alias | ReqId], Reply} ->
            erlang:demonitor(ReqId, [flush]),
            {reply, Reply};
        {'DOWN', ReqId, _, Object, Reason} ->
            {error, {Reason, Object}}
    after TMO ->
            timeout
    end.

wait_response(ReqIdCol, Timeout, Delete) when map_size(ReqIdCol) == 0, is_boolean(Delete) ->
    _ = timeout_value(Timeout),
    no_request;
wait_response(ReqIdCol, Timeout, Delete) when is_map(ReqIdCol), is_boolean(Delete) ->
    TMO = timeout_value(Timeout),
    receive
        {[alias | ReqId], _} = Msg when is_map_key(ReqId, ReqIdCol) ->
            collection_result(Msg, ReqIdCol, Delete);
        {'DOWN', ReqId, _, _, _} = Msg when is_map_key(ReqId, ReqIdCol) ->
            collection_result(Msg, ReqIdCol, Delete)
    after TMO ->
            timeout
    end.

%% After a time-out the request is abandoned: a late reply is dropped with the alias.
receive_response(ReqId, Timeout) ->
    TMO = timeout_value(Timeout),
    receive
        {[alias | ReqId], Reply} ->
            erlang:demonitor(ReqId, [flush]),
            {reply, Reply};
        {'DOWN', ReqId, _, Object, Reason} ->
            {error, {Reason, Object}}
    after TMO ->
            erlang:demonitor(ReqId, [flush]),
            receive
                {[alias | ReqId], Reply} -> {reply, Reply}
            after 0 -> timeout
            end
    end.

receive_response(ReqIdCol, Timeout, Delete) when map_size(ReqIdCol) == 0, is_boolean(Delete) ->
    _ = timeout_value(Timeout),
    no_request;
receive_response(ReqIdCol, Timeout, Delete) when is_map(ReqIdCol), is_boolean(Delete) ->
    TMO = timeout_value(Timeout),
    receive
        {[alias | ReqId], _} = Msg when is_map_key(ReqId, ReqIdCol) ->
            collection_result(Msg, ReqIdCol, Delete);
        {'DOWN', Mref, _, _, _} = Msg when is_map_key(Mref, ReqIdCol) ->
            collection_result(Msg, ReqIdCol, Delete)
    after TMO ->
            maps:foreach(fun(ReqId, _Label) when is_reference(ReqId) ->
                                 erlang:demonitor(ReqId, [flush]);
                            (_, _) ->
                                 error(badarg)
                         end, ReqIdCol),
            flush_responses(ReqIdCol),
            timeout
    end.

check_response(Msg, ReqId) when is_reference(ReqId) ->
    case Msg of
        {[alias | ReqId], Reply} ->
            erlang:demonitor(ReqId, [flush]),
            {reply, Reply};
        {'DOWN', ReqId, _, Object, Reason} ->
            {error, {Reason, Object}};
        _ ->
            no_reply
    end;
check_response(_, _) ->
    error(badarg).

check_response(_Msg, ReqIdCol, Delete) when map_size(ReqIdCol) == 0, is_boolean(Delete) ->
    no_request;
check_response(Msg, ReqIdCol, Delete) when is_map(ReqIdCol), is_boolean(Delete) ->
    case Msg of
        {[alias | ReqId], _} when is_map_key(ReqId, ReqIdCol) ->
            collection_result(Msg, ReqIdCol, Delete);
        {'DOWN', Mref, _, _, _} when is_map_key(Mref, ReqIdCol) ->
            collection_result(Msg, ReqIdCol, Delete);
        _ ->
            no_reply
    end.

collection_result({[alias | ReqId], Reply}, ReqIdCol, Delete) ->
    _ = erlang:demonitor(ReqId, [flush]),
    collection_result({reply, Reply}, ReqId, ReqIdCol, Delete);
collection_result({'DOWN', ReqId, _, Object, Reason}, ReqIdCol, Delete) ->
    collection_result({error, {Reason, Object}}, ReqId, ReqIdCol, Delete).

collection_result(Resp, ReqId, ReqIdCol, false) ->
    {Resp, maps:get(ReqId, ReqIdCol), ReqIdCol};
collection_result(Resp, ReqId, ReqIdCol, true) ->
    {Label, NewReqIdCol} = maps:take(ReqId, ReqIdCol),
    {Resp, Label, NewReqIdCol}.

flush_responses(ReqIdCol) ->
    receive
        {[alias | Mref], _Reply} when is_map_key(Mref, ReqIdCol) -> flush_responses(ReqIdCol)
    after 0 -> ok
    end.

timeout_value(infinity) -> infinity;
timeout_value(Timeout) when is_integer(Timeout), 0 =< Timeout, Timeout =< ?MAX_INT_TIMEOUT ->
    Timeout;
timeout_value({abs, Timeout}) when is_integer(Timeout) ->
    case Timeout - erlang:monotonic_time(millisecond) of
        TMO when TMO < 0 -> 0;
        TMO when TMO > ?MAX_INT_TIMEOUT -> error(badarg);
        TMO -> TMO
    end;
timeout_value(_) -> error(badarg).

reqids_new() -> maps:new().

reqids_size(ReqIdCol) when is_map(ReqIdCol) -> maps:size(ReqIdCol);
reqids_size(_) -> error(badarg).

reqids_add(ReqId, _, ReqIdCol) when is_reference(ReqId), is_map_key(ReqId, ReqIdCol) ->
    error(badarg);
reqids_add(ReqId, Label, ReqIdCol) when is_reference(ReqId), is_map(ReqIdCol) ->
    maps:put(ReqId, Label, ReqIdCol);
reqids_add(_, _, _) -> error(badarg).

reqids_to_list(ReqIdCol) when is_map(ReqIdCol) -> maps:to_list(ReqIdCol);
reqids_to_list(_) -> error(badarg).

%%% What the behaviours share for sys

%% The name a behaviour's reports and traces show: the registered name, or the pid.
name({local, Name}) -> Name;
name({global, Name}) -> Name;
name({via, _, Name}) -> Name;
name(self) -> self();
name(Pid) when is_pid(Pid) -> Pid.

%% enter_loop: the name must be the calling process's own.
get_proc_name(self) -> self();
get_proc_name(Pid) when is_pid(Pid) -> Pid;
get_proc_name({local, Name}) ->
    case process_info(self(), registered_name) of
        {registered_name, Name} -> Name;
        _ -> exit(process_not_registered)
    end;
get_proc_name({via, Mod, Name}) ->
    case Mod:whereis_name(Name) of
        Pid when Pid =:= self() -> Name;
        _ -> exit({process_not_registered_via, Mod})
    end;
get_proc_name({global, _}) ->
    exit(process_not_registered_globally).

get_parent() ->
    case get('$ancestors') of
        [Parent | _] when is_pid(Parent) -> Parent;
        [Parent | _] when is_atom(Parent) ->
            case whereis(Parent) of
                undefined -> exit(could_not_find_registered_name);
                Pid -> Pid
            end;
        _ -> exit(process_was_not_started_by_proc_lib)
    end.

debug_options(Name, Opts) ->
    case lists:keyfind(debug, 1, Opts) of
        {_, Options} ->
            try sys:debug_options(Options)
            catch _:_ ->
                    error_logger:format("~tp: ignoring erroneous debug options - ~tp~n",
                                        [Name, Options]),
                    []
            end;
        false -> []
    end.

format_status_header(TagLine, Pid) when is_pid(Pid) ->
    lists:concat([TagLine, " ", pid_to_list(Pid)]);
format_status_header(TagLine, RegName) when is_atom(RegName) ->
    lists:concat([TagLine, " ", RegName]);
format_status_header(TagLine, Name) ->
    {TagLine, Name}.

%% The new-style format_status/1 (a map in, a map out) wins over format_status/2.
format_status(Mod, Opt, Status, Args) ->
    case {erlang:function_exported(Mod, format_status, 1),
          erlang:function_exported(Mod, format_status, 2)} of
        {true, _} ->
            try Mod:format_status(Status) of
                NewStatus when is_map(NewStatus) ->
                    Merged = maps:merge(Status, NewStatus),
                    case maps:size(Merged) =:= maps:size(NewStatus) of
                        true -> Merged;
                        false ->
                            Status#{'EXIT' => atom_to_list(Mod) ++
                                        ":format_status/1 returned a map with unknown keys"}
                    end;
                _ ->
                    Status#{'EXIT' => atom_to_list(Mod) ++ ":format_status/1 did not return a map"}
            catch
                _:_ -> Status#{'EXIT' => atom_to_list(Mod) ++ ":format_status/1 crashed"}
            end;
        {false, true} when is_list(Args) ->
            try Mod:format_status(Opt, Args) of
                Result -> Status#{'$status' => Result}
            catch
                throw:Result -> Status#{'$status' => Result};
                _:_ -> Status#{'EXIT' => atom_to_list(Mod) ++ ":format_status/2 crashed"}
            end;
        {false, _} ->
            Status
    end.
