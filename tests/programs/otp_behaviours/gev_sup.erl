%% gen_event failures and supervised handlers: init failing in each way, handlers removed
%% after crashes and bad returns (and what terminate/2 gets), gen_event_EXIT messages to
%% the supervising process for each way a handler goes, a dying supervisor taking its
%% handlers along, a missing handle_info, a crashing terminate/2, call time-outs, a taken
%% name, and every client function against a dead manager. Reports are turned off.
-module(gev_sup).
-behaviour(gen_event).
-export([main/1]).
-export([init/1, handle_event/2, handle_call/2, handle_info/2, terminate/2]).

init({fail, How}) ->
    case How of
        error -> {error, refused};
        other -> not_ok;
        crash -> erlang:error(boom);
        exits -> exit(gone);
        throws -> throw({ok, thrown})
    end;
init({{swapped, Name}, Old}) -> io:format("~p takes over from ~p~n", [Name, clean(Old)]),
                                {ok, Name};
init(Name) -> {ok, Name}.

handle_event(crash, Name) when Name =/= survivor -> erlang:error({crash_in, Name});
handle_event(bad, Name) when Name =/= survivor -> {not_a_result, Name};
handle_event(remove, Name) when Name =/= survivor -> remove_handler;
handle_event({swap, To}, Name) when Name =/= survivor ->
    {swap_handler, swapping, Name, {?MODULE, To}, {swapped, To}};
handle_event(Event, Name) ->
    io:format("~p got ~p~n", [Name, Event]),
    {ok, Name}.

handle_call(crash, Name) -> erlang:error({call_crash, Name});
handle_call(bad, _) -> nonsense;
handle_call(slow, Name) -> timer:sleep(200), {ok, slow_reply, Name};
handle_call(name, Name) -> {ok, Name, Name}.

handle_info({'EXIT', _, Reason}, Name) ->
    io:format("~p sees an exit: ~p~n", [Name, Reason]),
    {ok, Name};
handle_info(Info, Name) ->
    io:format("~p info ~p~n", [Name, Info]),
    {ok, Name}.

terminate(_, bad_terminate) -> erlang:error(terminate_crashed);
terminate(Args, Name) ->
    io:format("~p terminate ~p~n", [Name, clean(Args)]),
    {done, Name}.

%% Stacktraces and pids differ between runtimes: they are replaced by atoms.
clean(P) when is_pid(P) -> pid;
clean([{M, F, _, L} | _]) when is_atom(M), is_atom(F), is_list(L) -> stack;
clean([H | T]) -> [clean(H) | clean(T)];
clean(T) when is_tuple(T) -> list_to_tuple(clean(tuple_to_list(T)));
clean(X) -> X.

show(What, X) -> io:format("~s: ~p~n", [What, clean(X)]).

%% Prints the gen_event_EXIT messages received so far, in order.
exits() ->
    receive {gen_event_EXIT, H, R} -> show("  gen_event_EXIT", {H, R}), exits()
    after 50 -> ok
    end.

main(_) ->
    logger:set_primary_config(level, none),
    process_flag(trap_exit, true),
    {ok, M} = gen_event:start_link({local, gev_sup_mgr}),
    show("taken name", gen_event:start({local, gev_sup_mgr}) =:= {error, {already_started, M}}),
    [show(io_lib:format("init ~p", [How]),
          gen_event:add_handler(M, {?MODULE, How}, {fail, How}))
     || How <- [error, other, crash, exits, throws]],
    show("handlers", gen_event:which_handlers(M)),
    show("delete throws", gen_event:delete_handler(M, {?MODULE, throws}, x)),

    [ok = gen_event:add_sup_handler(M, {?MODULE, N}, N)
     || N <- [a, b, c, d, e, f, g]],
    ok = gen_event:add_handler(M, {?MODULE, survivor}, survivor),
    show("handlers", gen_event:which_handlers(M)),
    show("delete a", gen_event:delete_handler(M, {?MODULE, a}, by_client)),
    exits(),
    show("call crash on b", gen_event:call(M, {?MODULE, b}, crash)),
    exits(),
    show("call bad on c", gen_event:call(M, {?MODULE, c}, bad)),
    exits(),
    show("swap d", gen_event:swap_handler(M, {{?MODULE, d}, client_swap},
                                         {{?MODULE, d2}, {swapped, d2}})),
    exits(),
    show("handlers", gen_event:which_handlers(M)),
    ok = gen_event:sync_notify(M, {swap, e2}),
    exits(),
    show("handlers", gen_event:which_handlers(M)),
    ok = gen_event:sync_notify(M, remove),
    exits(),
    ok = gen_event:add_sup_handler(M, {?MODULE, h}, h),
    ok = gen_event:add_sup_handler(M, {?MODULE, i}, i),
    ok = gen_event:sync_notify(M, crash),
    exits(),
    ok = gen_event:add_sup_handler(M, {?MODULE, j}, j),
    ok = gen_event:sync_notify(M, bad),
    exits(),
    show("handlers", gen_event:which_handlers(M)),

    %% A supervising process that dies takes its handlers with it.
    Self = self(),
    Sup = spawn(fun() ->
                        ok = gen_event:add_sup_handler(M, {?MODULE, k}, k),
                        Self ! added,
                        receive go -> exit(sup_died) end
                end),
    receive added -> ok end,
    show("with k", gen_event:which_handlers(M)),
    Sup ! go,
    timer:sleep(50),
    show("without k", gen_event:which_handlers(M)),

    ok = gen_event:add_handler(M, {?MODULE, bt}, bad_terminate),
    show("crashing terminate", gen_event:delete_handler(M, {?MODULE, bt}, x)),
    show("call time-out", catch gen_event:call(M, {?MODULE, survivor}, slow, 30)),
    show("still there", gen_event:call(M, {?MODULE, survivor}, name)),
    ok = gen_event:add_sup_handler(M, {?MODULE, last}, last),
    ok = gen_event:stop(M),
    exits(),
    receive {'EXIT', M, R} -> show("manager exit", R) after 100 -> ok end,

    show("notify a dead name",
         case catch gen_event:notify(gev_sup_mgr, x) of
             {'EXIT', {badarg, _}} -> badarg;
             Other -> Other
         end),
    show("notify a dead pid", catch gen_event:notify(M, x)),
    show("sync_notify", catch gen_event:sync_notify(M, x)),
    show("call", catch gen_event:call(gev_sup_mgr, ?MODULE, name)),
    show("call/4", catch gen_event:call(M, ?MODULE, name, 100)),
    show("add_handler", catch gen_event:add_handler(M, ?MODULE, x)),
    show("add_sup_handler", catch gen_event:add_sup_handler(M, ?MODULE, x)),
    show("delete_handler", catch gen_event:delete_handler(M, ?MODULE, x)),
    show("swap_handler", catch gen_event:swap_handler(M, {?MODULE, x}, {?MODULE, y})),
    show("which_handlers", catch gen_event:which_handlers(M)),
    show("stop", catch gen_event:stop(M)),
    show("stop a name", catch gen_event:stop(gev_sup_mgr)).
