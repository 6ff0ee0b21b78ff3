%% supervisor: one_for_one, one_for_all, rest_for_one and simple_one_for_one, with
%% restart intensity, on gen_server. Supervisor reports (=SUPERVISOR REPORT====) are
%% printed as error reports; progress reports are not printed (OTP hides them by default).
-module(supervisor).
-behaviour(gen_server).
-export([start_link/2, start_link/3, start_child/2, terminate_child/2, delete_child/2,
         restart_child/2, which_children/1, count_children/1, check_childspecs/1,
         get_childspec/2]).
-export([init/1, handle_call/3, handle_cast/2, handle_info/2, terminate/2]).

%% Children are kept in start order: #child{} records, most recently started last.
-record(child, {pid = undefined, id, mfa, restart = permanent, shutdown = 5000,
                type = worker, modules = []}).
-record(state, {name, strategy, intensity, period, restarts = [], children = [],
                module, args, template, dynamic = []}).

start_link(Mod, Args) -> gen_server:start_link(?MODULE, {self, Mod, Args}, []).
start_link(Name, Mod, Args) -> gen_server:start_link(Name, ?MODULE, {Name, Mod, Args}, []).

start_child(Sup, Spec) -> call(Sup, {start_child, Spec}).
terminate_child(Sup, Id) -> call(Sup, {terminate_child, Id}).
delete_child(Sup, Id) -> call(Sup, {delete_child, Id}).
restart_child(Sup, Id) -> call(Sup, {restart_child, Id}).
which_children(Sup) -> call(Sup, which_children).
count_children(Sup) -> call(Sup, count_children).
get_childspec(Sup, Id) -> call(Sup, {get_childspec, Id}).

call(Sup, Req) -> gen_server:call(Sup, Req, infinity).

check_childspecs(Specs) ->
    case parse_specs(Specs) of
        {ok, _} -> ok;
        Error -> Error
    end.

%%% Parsing

parse_flags(#{} = F) ->
    {ok, maps:get(strategy, F, one_for_one), maps:get(intensity, F, 1),
     maps:get(period, F, 5)};
parse_flags({Strategy, Intensity, Period}) -> {ok, Strategy, Intensity, Period};
parse_flags(Other) -> {error, {invalid_type, Other}}.

parse_specs(Specs) -> parse_specs(Specs, []).
parse_specs([], Acc) -> {ok, lists:reverse(Acc)};
parse_specs([S | Rest], Acc) ->
    case parse_spec(S) of
        {ok, C} ->
            case lists:keymember(C#child.id, #child.id, Acc) of
                true -> {error, {duplicate_child_name, C#child.id}};
                false -> parse_specs(Rest, [C | Acc])
            end;
        Error -> Error
    end.

parse_spec(#{id := Id, start := {M, F, A} = MFA} = S) when is_atom(M), is_atom(F), is_list(A) ->
    Type = maps:get(type, S, worker),
    {ok, #child{id = Id, mfa = MFA, restart = maps:get(restart, S, permanent),
                shutdown = maps:get(shutdown, S, case Type of worker -> 5000;
                                                              supervisor -> infinity end),
                type = Type, modules = maps:get(modules, S, [M])}};
parse_spec({Id, {M, F, A} = MFA, Restart, Shutdown, Type, Modules})
  when is_atom(M), is_atom(F), is_list(A) ->
    {ok, #child{id = Id, mfa = MFA, restart = Restart, shutdown = Shutdown, type = Type,
                modules = Modules}};
parse_spec(#{start := Start}) -> {error, {invalid_mfa, Start}};
parse_spec(#{} = S) -> {error, {missing_id, S}};
parse_spec(Other) -> {error, {invalid_child_spec, Other}}.

%%% Server

init({Name, Mod, Args}) ->
    process_flag(trap_exit, true),
    case Mod:init(Args) of
        {ok, {Flags, Specs}} ->
            case {parse_flags(Flags), parse_specs(Specs)} of
                {{ok, simple_one_for_one, I, P}, {ok, [Template]}} ->
                    {ok, #state{name = Name, strategy = simple_one_for_one, intensity = I,
                                period = P, module = Mod, args = Args, template = Template}};
                {{ok, simple_one_for_one, _, _}, {ok, _}} ->
                    {stop, {bad_start_spec, Specs}};
                {{ok, S, I, P}, {ok, Children}} ->
                    State = #state{name = Name, strategy = S, intensity = I, period = P,
                                   module = Mod, args = Args},
                    case start_all(Children, []) of
                        {ok, Started} -> {ok, State#state{children = Started}};
                        {error, Started, Id, Reason} ->
                            stop_all(Started),
                            {stop, {shutdown, {failed_to_start_child, Id, Reason}}}
                    end;
                {{error, E}, _} -> {stop, {supervisor_data, E}};
                {_, {error, E}} -> {stop, {start_spec, E}}
            end;
        ignore -> ignore;
        Other -> {stop, {bad_return, {Mod, init, Other}}}
    end.

%% Start children in order; {ok, Started} or {error, Started, Id, Reason}.
start_all([], Acc) -> {ok, lists:reverse(Acc)};
start_all([C | Rest], Acc) ->
    case start_one(C) of
        {ok, C2} -> start_all(Rest, [C2 | Acc]);
        {error, Reason} -> {error, lists:reverse(Acc), C#child.id, Reason}
    end.

start_one(#child{mfa = {M, F, A}} = C) ->
    start_one(C, M, F, A).
start_one(C, M, F, A) ->
    case catch apply(M, F, A) of
        {ok, Pid} when is_pid(Pid) -> {ok, C#child{pid = Pid}};
        {ok, Pid, _Info} when is_pid(Pid) -> {ok, C#child{pid = Pid}};
        ignore -> {ok, C#child{pid = undefined}};
        {error, Reason} -> {error, Reason};
        {'EXIT', Reason} -> {error, Reason};
        Other -> {error, Other}
    end.

stop_all(Children) ->
    [stop_child(C) || C <- lists:reverse(Children)],
    ok.

stop_child(#child{pid = undefined}) -> ok;
stop_child(#child{pid = Pid, shutdown = Shutdown}) ->
    Mref = erlang:monitor(process, Pid),
    unlink(Pid),
    receive {'EXIT', Pid, _} -> ok after 0 -> ok end,
    case Shutdown of
        brutal_kill ->
            exit(Pid, kill),
            receive {'DOWN', Mref, _, _, _} -> ok end;
        infinity ->
            exit(Pid, shutdown),
            receive {'DOWN', Mref, _, _, _} -> ok end;
        T ->
            exit(Pid, shutdown),
            receive {'DOWN', Mref, _, _, _} -> ok
            after T ->
                    exit(Pid, kill),
                    receive {'DOWN', Mref, _, _, _} -> ok end
            end
    end.

handle_call({start_child, Args}, _From, #state{strategy = simple_one_for_one} = S) ->
    #child{mfa = {M, F, A}} = T = S#state.template,
    case start_one(T, M, F, A ++ Args) of
        {ok, #child{pid = undefined}} -> {reply, {ok, undefined}, S};
        {ok, C} ->
            {reply, {ok, C#child.pid}, S#state{dynamic = S#state.dynamic ++ [C]}};
        {error, R} -> {reply, {error, R}, S}
    end;
handle_call({start_child, Spec}, _From, S) ->
    case parse_spec(Spec) of
        {ok, C} ->
            case lists:keyfind(C#child.id, #child.id, S#state.children) of
                #child{pid = undefined} -> {reply, {error, already_present}, S};
                #child{pid = Pid} -> {reply, {error, {already_started, Pid}}, S};
                false ->
                    case start_one(C) of
                        {ok, C2} ->
                            {reply, {ok, C2#child.pid},
                             S#state{children = S#state.children ++ [C2]}};
                        {error, R} -> {reply, {error, R}, S}
                    end
            end;
        Error -> {reply, Error, S}
    end;
handle_call({terminate_child, Pid}, _From, #state{strategy = simple_one_for_one} = S)
  when is_pid(Pid) ->
    case lists:keyfind(Pid, #child.pid, S#state.dynamic) of
        false -> {reply, {error, not_found}, S};
        C -> stop_child(C),
             {reply, ok, S#state{dynamic = lists:keydelete(Pid, #child.pid, S#state.dynamic)}}
    end;
handle_call({terminate_child, Id}, _From, S) ->
    case find(Id, S) of
        false -> {reply, {error, not_found}, S};
        C -> stop_child(C),
             {reply, ok, store(C#child{pid = undefined}, S)}
    end;
handle_call({delete_child, Id}, _From, S) ->
    case find(Id, S) of
        false -> {reply, {error, not_found}, S};
        #child{pid = undefined} ->
            {reply, ok, S#state{children = lists:keydelete(Id, #child.id, S#state.children)}};
        _ -> {reply, {error, running}, S}
    end;
handle_call({restart_child, Id}, _From, S) ->
    case find(Id, S) of
        false -> {reply, {error, not_found}, S};
        #child{pid = undefined} = C ->
            case start_one(C) of
                {ok, C2} -> {reply, {ok, C2#child.pid}, store(C2, S)};
                {error, R} -> {reply, {error, R}, S}
            end;
        _ -> {reply, {error, running}, S}
    end;
handle_call({get_childspec, Id}, _From, S) ->
    case find(Id, S) of
        false -> {reply, {error, not_found}, S};
        C -> {reply, {ok, spec_map(C)}, S}
    end;
handle_call(which_children, _From, #state{strategy = simple_one_for_one} = S) ->
    {reply, [{undefined, C#child.pid, C#child.type, C#child.modules}
             || C <- S#state.dynamic], S};
handle_call(which_children, _From, S) ->
    {reply, [{C#child.id, case C#child.pid of undefined -> undefined; P -> P end,
              C#child.type, C#child.modules} || C <- lists:reverse(S#state.children)], S};
handle_call(count_children, _From, S) ->
    All = S#state.children ++ S#state.dynamic,
    Active = length([C || C <- All, C#child.pid =/= undefined]),
    Sups = length([C || C <- All, C#child.type =:= supervisor]),
    {reply, [{specs, case S#state.strategy of simple_one_for_one -> 1;
                                              _ -> length(S#state.children) end},
             {active, Active}, {supervisors, Sups}, {workers, length(All) - Sups}], S}.

spec_map(C) ->
    #{id => C#child.id, start => C#child.mfa, restart => C#child.restart,
      shutdown => C#child.shutdown, type => C#child.type, modules => C#child.modules}.

find(Id, S) -> lists:keyfind(Id, #child.id, S#state.children).

store(C, S) ->
    S#state{children = lists:keyreplace(C#child.id, #child.id, S#state.children, C)}.

handle_cast(_, S) -> {noreply, S}.

handle_info({'EXIT', Pid, Reason}, #state{strategy = simple_one_for_one} = S) ->
    case lists:keyfind(Pid, #child.pid, S#state.dynamic) of
        false -> {noreply, S};
        C ->
            Dyn = lists:keydelete(Pid, #child.pid, S#state.dynamic),
            S1 = S#state{dynamic = Dyn},
            case restart_wanted(C, Reason) of
                false -> {noreply, S1};
                true ->
                    report(S, child_terminated, Reason, C),
                    case add_restart(S1) of
                        {ok, S2} ->
                            #child{mfa = {M, F, A}} = C,
                            {ok, C2} = start_one(C, M, F, A),
                            {noreply, S2#state{dynamic = Dyn ++ [C2]}};
                        {shutdown, S2} ->
                            report(S, shutdown, reached_max_restart_intensity, C),
                            {stop, shutdown, S2}
                    end
            end
    end;
handle_info({'EXIT', Pid, Reason}, S) ->
    case lists:keyfind(Pid, #child.pid, S#state.children) of
        false -> {noreply, S};
        C -> child_exited(C, Reason, S)
    end;
handle_info(_, S) -> {noreply, S}.

restart_wanted(#child{restart = permanent}, _) -> true;
restart_wanted(#child{restart = temporary}, _) -> false;
restart_wanted(#child{restart = transient}, normal) -> false;
restart_wanted(#child{restart = transient}, shutdown) -> false;
restart_wanted(#child{restart = transient}, {shutdown, _}) -> false;
restart_wanted(#child{restart = transient}, _) -> true.

child_exited(C, Reason, S) ->
    Dead = C#child{pid = undefined},
    case restart_wanted(C, Reason) of
        false ->
            case C#child.restart of
                temporary ->
                    {noreply, S#state{children =
                                          lists:keydelete(C#child.id, #child.id, S#state.children)}};
                _ -> {noreply, store(Dead, S)}
            end;
        true ->
            report(S, child_terminated, Reason, C),
            case add_restart(S) of
                {ok, S1} -> {noreply, restart(S1#state.strategy, Dead, store(Dead, S1))};
                {shutdown, S1} ->
                    report(S, shutdown, reached_max_restart_intensity, C),
                    {stop, shutdown, store(Dead, S1)}
            end
    end.

restart(one_for_one, C, S) ->
    restart_list([C], S);
restart(one_for_all, _C, S) ->
    stop_all([X || X <- S#state.children]),
    restart_list(S#state.children, S);
restart(rest_for_one, C, S) ->
    {_Before, After} = lists:splitwith(fun(X) -> X#child.id =/= C#child.id end,
                                       S#state.children),
    stop_all(tl(After)),
    restart_list(After, S).

restart_list([], S) -> S;
restart_list([C | Rest], S) ->
    case start_one(C#child{pid = undefined}) of
        {ok, C2} -> restart_list(Rest, store(C2, S));
        {error, _} -> restart_list(Rest, store(C#child{pid = undefined}, S))
    end.

%% Record a restart; {shutdown, S} when more than Intensity fall within Period seconds.
add_restart(#state{intensity = I, period = P, restarts = R} = S) ->
    Now = erlang:monotonic_time(second),
    R2 = [Now | [T || T <- R, Now - T < P]],
    S2 = S#state{restarts = R2},
    case length(R2) > I of
        true -> {shutdown, S2};
        false -> {ok, S2}
    end.

terminate(_Reason, S) ->
    stop_all(S#state.children),
    [stop_child(C) || C <- S#state.dynamic],
    ok.

report(S, Context, Reason, C) ->
    Name = case S#state.name of
               {local, N} -> {local, N};
               self -> {self(), S#state.module};
               Other -> Other
           end,
    error_logger:error_msg("    supervisor: ~tp~n    errorContext: ~tp~n    reason: ~tp~n"
                           "    offender: ~tp~n",
                           [Name, Context, Reason,
                            [{pid, C#child.pid}, {id, C#child.id}, {mfargs, C#child.mfa},
                             {restart_type, C#child.restart},
                             {shutdown, C#child.shutdown}, {child_type, C#child.type}]]).
