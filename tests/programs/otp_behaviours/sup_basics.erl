%% supervisor: starting children in order, which_children/count_children, start_child,
%% terminate/restart/delete_child, one_for_one and one_for_all restarts, intensity,
%% simple_one_for_one. Reports are turned off with the logger's primary level.
-module(sup_basics).
-behaviour(supervisor).
-export([main/1, init/1, start_worker/1, worker/1]).

init(one) ->
    {ok, {#{strategy => one_for_one, intensity => 3, period => 10},
          [#{id => a, start => {?MODULE, start_worker, [a]}},
           #{id => b, start => {?MODULE, start_worker, [b]}, restart => transient}]}};
init(all) ->
    {ok, {{one_for_all, 5, 10},
          [{x, {?MODULE, start_worker, [x]}, permanent, 1000, worker, [?MODULE]},
           {y, {?MODULE, start_worker, [y]}, permanent, brutal_kill, worker, [?MODULE]}]}};
init(simple) ->
    {ok, {#{strategy => simple_one_for_one},
          [#{id => w, start => {?MODULE, start_worker, []}, restart => temporary}]}};
init(failing) ->
    {ok, {#{}, [#{id => bad, start => {?MODULE, start_worker, [fail]}}]}}.

start_worker(fail) -> {error, no_start};
start_worker(Name) ->
    Pid = spawn_link(?MODULE, worker, [Name]),
    io:format("start ~p~n", [Name]),
    {ok, Pid}.

worker(Name) ->
    receive
        {ping, From} -> From ! {pong, Name}, worker(Name);
        {die, R} -> exit(R)
    end.

ping(Pid) -> Pid ! {ping, self()}, receive {pong, N} -> N end.

child(Sup, Id) -> {Id, Pid, _, _} = lists:keyfind(Id, 1, supervisor:which_children(Sup)), Pid.

main(_) ->
    logger:set_primary_config(level, none),
    process_flag(trap_exit, true),
    {ok, S} = supervisor:start_link({local, the_sup}, ?MODULE, one),
    io:format("~p~n", [[{Id, T, M} || {Id, _, T, M} <- supervisor:which_children(S)]]),
    io:format("~p~n", [supervisor:count_children(the_sup)]),
    A = child(S, a),
    io:format("~p~n", [ping(A)]),
    A ! {die, crash},
    timer:sleep(20),
    A2 = child(S, a),
    io:format("restarted: ~p ~p~n", [A2 =/= A, ping(A2)]),
    child(S, b) ! {die, normal},
    timer:sleep(20),
    io:format("~p~n", [child(S, b)]),
    io:format("~p~n", [supervisor:restart_child(S, b) =/= error]),
    io:format("~p~n", [supervisor:terminate_child(S, a)]),
    io:format("~p~n", [child(S, a)]),
    io:format("~p~n", [supervisor:delete_child(S, b)]),
    io:format("~p~n", [supervisor:delete_child(S, a)]),
    io:format("~p~n", [supervisor:terminate_child(S, zzz)]),
    {ok, C} = supervisor:start_child(S, #{id => c, start => {?MODULE, start_worker, [c]}}),
    io:format("~p~n", [ping(C)]),
    io:format("~p~n", [element(1, supervisor:start_child(S, #{id => c,
                                                  start => {?MODULE, start_worker, [c]}}))]),
    io:format("~p~n", [[Id || {Id, _, _, _} <- supervisor:which_children(S)]]),
    %% one_for_all: every child restarts when one dies.
    {ok, S2} = supervisor:start_link(?MODULE, all),
    X = child(S2, x), Y = child(S2, y),
    X ! {die, oops},
    timer:sleep(20),
    io:format("~p ~p~n", [child(S2, x) =/= X, child(S2, y) =/= Y]),
    %% Too many restarts: the supervisor gives up.
    [begin catch (child(S, c) ! {die, again}), timer:sleep(10) end || _ <- lists:seq(1, 4)],
    receive {'EXIT', S, Why} -> io:format("supervisor exit: ~p~n", [Why])
    after 500 -> io:format("still alive~n")
    end,
    {ok, S3} = supervisor:start_link(?MODULE, simple),
    {ok, W1} = supervisor:start_child(S3, [w1]),
    {ok, _} = supervisor:start_child(S3, [w2]),
    io:format("~p~n", [ping(W1)]),
    io:format("~p~n", [supervisor:count_children(S3)]),
    W1 ! {die, bye},
    timer:sleep(20),
    io:format("~p~n", [length(supervisor:which_children(S3))]),
    io:format("~p~n", [supervisor:start_link(?MODULE, failing)]),
    receive {'EXIT', _, R} -> io:format("~p~n", [R]) after 100 -> ok end.
