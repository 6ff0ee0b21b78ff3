%% gen_event: a manager with several handlers (one module installed twice by id), events
%% seen newest handler first by notify and sync_notify, info messages, calls to a handler,
%% which_handlers, delete_handler returning terminate's value, remove_handler from a
%% callback, swap_handler (from the client and from a callback), stop.
-module(gev_basics).
-behaviour(gen_event).
-export([main/1]).
-export([init/1, handle_event/2, handle_call/2, handle_info/2, terminate/2]).

%% State: {Name, Count}.
init({{swapped, Name, From}, Handover}) ->
    io:format("~p starts from ~p with ~p~n", [Name, From, Handover]),
    {ok, {Name, 0}};
init(Name) ->
    {ok, {Name, 0}}.

handle_event({swap_me, NewId}, {Name, N}) ->
    {swap_handler, {swapped_out, Name}, {Name, N}, {?MODULE, NewId},
     {swapped, NewId, Name}};
handle_event(leave, {Name, _}) when Name =:= quitter ->
    remove_handler;
handle_event(Event, {Name, N}) ->
    io:format("~p got ~p~n", [Name, Event]),
    {ok, {Name, N + 1}}.

handle_call(count, {_, N} = S) -> {ok, N, S};
handle_call(reset, {Name, N}) -> {ok, {was, N}, {Name, 0}};
handle_call(leave, {Name, N}) -> {remove_handler, {left, Name, N}}.

handle_info(Info, {Name, N}) ->
    io:format("~p info ~p~n", [Name, Info]),
    {ok, {Name, N}}.

terminate({swapped_out, Name}, {Name, N}) -> {handover, Name, N};
terminate(Args, {Name, N}) ->
    io:format("~p terminates: ~p after ~p events~n", [Name, Args, N]),
    {final, Name}.

show(What, X) -> io:format("~s: ~p~n", [What, X]).

main(_) ->
    {ok, Pid} = gen_event:start_link({local, gev_bus}),
    show("registered", whereis(gev_bus) =:= Pid),
    show("no handlers", gen_event:which_handlers(gev_bus)),
    ok = gen_event:add_handler(gev_bus, ?MODULE, plain),
    ok = gen_event:add_handler(gev_bus, {?MODULE, one}, first),
    ok = gen_event:add_handler(gev_bus, {?MODULE, two}, second),
    ok = gen_event:add_handler(gev_bus, {?MODULE, q}, quitter),
    show("handlers", gen_event:which_handlers(gev_bus)),
    ok = gen_event:notify(gev_bus, hello),
    ok = gen_event:sync_notify(gev_bus, {data, [1, 2, 3]}),
    gev_bus ! an_info,
    show("counts", [gen_event:call(gev_bus, H, count)
                    || H <- gen_event:which_handlers(gev_bus)]),
    ok = gen_event:sync_notify(gev_bus, leave),
    show("after remove_handler", gen_event:which_handlers(gev_bus)),
    show("reset one", gen_event:call(gev_bus, {?MODULE, one}, reset)),
    show("reset one again", gen_event:call(gev_bus, {?MODULE, one}, reset, 1000)),
    show("call leave", gen_event:call(gev_bus, {?MODULE, two}, leave)),
    show("after leaving", gen_event:which_handlers(gev_bus)),
    show("unknown handler", gen_event:call(gev_bus, {?MODULE, nope}, count)),
    show("delete", gen_event:delete_handler(gev_bus, ?MODULE, going)),
    show("delete again", gen_event:delete_handler(gev_bus, ?MODULE, going)),
    ok = gen_event:add_handler(gev_bus, {?MODULE, three}, third),
    show("swap", gen_event:swap_handler(gev_bus, {{?MODULE, one}, {swapped_out, first}},
                                        {{?MODULE, uno}, {swapped, uno, client}})),
    show("after swap", gen_event:which_handlers(gev_bus)),
    ok = gen_event:sync_notify(gev_bus, {swap_me, tres}),
    show("after swaps from callbacks", gen_event:which_handlers(gev_bus)),
    ok = gen_event:notify(gev_bus, last),
    ok = gen_event:stop(gev_bus),
    show("after stop", whereis(gev_bus)),
    {ok, P2} = gen_event:start(),
    ok = gen_event:add_handler(P2, ?MODULE, anonymous),
    ok = gen_event:sync_notify(P2, ping),
    ok = gen_event:stop(P2),
    show("anonymous stopped", is_process_alive(P2)).
