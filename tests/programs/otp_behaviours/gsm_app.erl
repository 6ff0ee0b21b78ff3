%% gen_statem and gen_event in a supervision tree: a traffic light (state_functions with
%% enter calls) publishing every change to an event manager, a blinking mode driven by
%% a state time-out, generic time-outs for a pedestrian request, the light crashing and
%% being restarted by its supervisor in its initial state, and shutdown of the tree.
-module(gsm_app).
-behaviour(supervisor).
-behaviour(gen_statem).
-export([main/1]).
-export([init/1, callback_mode/0, red/3, green/3, yellow/3, blinking/3, terminate/3,
         start_light/0]).

-define(EVENTS, gsm_app_events).
-define(LIGHT, gsm_app_light).

%% init/1 serves both behaviours: the supervisor's spec, and the light's first state.
init(tree) ->
    {ok, {#{strategy => one_for_one, intensity => 5, period => 10},
          [#{id => events, start => {gen_event, start_link, [{local, ?EVENTS}]}},
           #{id => light, start => {?MODULE, start_light, []}}]}};
init(light) ->
    {ok, red, #{cycles => 0, requests => 0}}.

start_light() -> gen_statem:start_link({local, ?LIGHT}, ?MODULE, light, []).

callback_mode() -> [state_functions, state_enter].

red(enter, Old, D) -> publish(red, Old), {keep_state, D};
red(cast, tick, D) -> {next_state, green, D};
red(EventType, Event, D) -> common(red, EventType, Event, D).

green(enter, Old, D) -> publish(green, Old), keep_state_and_data;
green(cast, tick, D) -> {next_state, yellow, D};
green(cast, pedestrian, #{requests := R} = D) ->
    %% A pedestrian waits 20 ms, then the light turns; a second press restarts the wait.
    {keep_state, D#{requests := R + 1}, [{{timeout, walk}, 20, R + 1}]};
green({timeout, walk}, N, D) ->
    gen_event:notify(?EVENTS, {light, walk_request, N}),
    {next_state, yellow, D};
green(EventType, Event, D) -> common(green, EventType, Event, D).

yellow(enter, Old, D) -> publish(yellow, Old), keep_state_and_data;
yellow(cast, tick, #{cycles := C} = D) -> {next_state, red, D#{cycles := C + 1}};
yellow(EventType, Event, D) -> common(yellow, EventType, Event, D).

blinking(enter, Old, D) ->
    publish(blinking, Old),
    {keep_state, D#{blinks => 0}, [{state_timeout, 5, blink}]};
blinking(state_timeout, blink, #{blinks := 3} = D) ->
    {next_state, red, maps:remove(blinks, D)};
blinking(state_timeout, blink, #{blinks := B} = D) ->
    gen_event:notify(?EVENTS, {blinked, B + 1}),
    {keep_state, D#{blinks := B + 1}, [{state_timeout, 5, blink}]};
blinking(cast, tick, _) ->
    {keep_state_and_data, [postpone]};
blinking(EventType, Event, D) -> common(blinking, EventType, Event, D).

common(State, {call, From}, status, D) ->
    {keep_state_and_data, [{reply, From, {State, maps:get(cycles, D)}}]};
common(_, {call, _}, crash, _) ->
    erlang:error(light_broken);
common(_, cast, blink, D) ->
    {next_state, blinking, D};
common(_, cast, _, _) ->
    keep_state_and_data.

terminate(Reason, State, _) ->
    io:format("light terminates in ~p: ~p~n", [State, Reason]).

publish(State, Old) -> gen_event:notify(?EVENTS, {light, State, Old}).

taken() ->
    lists:foreach(fun(E) -> io:format("  ~p~n", [E]) end,
                  gen_event:call(?EVENTS, gsm_app_log, take)).

status() -> gen_statem:call(?LIGHT, status).

main(_) ->
    logger:set_primary_config(level, none),
    process_flag(trap_exit, true),
    {ok, Sup} = supervisor:start_link(?MODULE, tree),
    %% Once the light answers, its first publication has reached the manager.
    io:format("status ~p~n", [status()]),
    ok = gen_event:add_handler(?EVENTS, gsm_app_log, self()),
    [gen_statem:cast(?LIGHT, tick) || _ <- lists:seq(1, 4)],
    io:format("status ~p~n", [status()]),
    gen_statem:cast(?LIGHT, pedestrian),
    gen_statem:cast(?LIGHT, pedestrian),
    wait_for(yellow),
    io:format("status ~p~n", [status()]),
    taken(),
    gen_statem:cast(?LIGHT, blink),
    gen_statem:cast(?LIGHT, tick),
    [receive {blinked, N} -> io:format("blink ~p~n", [N]) end || N <- [1, 2, 3]],
    wait_for(green),
    io:format("status ~p~n", [status()]),
    taken(),
    Old = whereis(?LIGHT),
    {'EXIT', {{light_broken, _}, _}} = (catch gen_statem:call(?LIGHT, crash)),
    io:format("crashed~n"),
    wait_restart(Old),
    io:format("status after restart ~p~n", [status()]),
    taken(),
    ok = gen_event:sync_notify(?EVENTS, {light, manual, check}),
    io:format("children ~p~n", [lists:sort([Id || {Id, _, _, _}
                                                   <- supervisor:which_children(Sup)])]),
    unlink(Sup),
    Ref = erlang:monitor(process, Sup),
    exit(Sup, shutdown),
    receive {'DOWN', Ref, _, _, R} -> io:format("tree down: ~p~n", [R]) end,
    io:format("names ~p ~p~n", [whereis(?LIGHT), whereis(?EVENTS)]).

%% Polls the light, whose time-outs run on their own, until it is in State.
wait_for(State) ->
    case status() of
        {State, _} -> ok;
        _ -> timer:sleep(5), wait_for(State)
    end.

wait_restart(Old) ->
    case whereis(?LIGHT) of
        P when is_pid(P), P =/= Old -> ok;
        _ -> timer:sleep(5), wait_restart(Old)
    end.
