%% gen_server: start/start_link with and without names, call/cast/info, timeouts in
%% replies, {continue, _}, call timeouts and noproc, stop, init returning stop/ignore.
-module(gs_basics).
-behaviour(gen_server).
-export([main/1]).
-export([init/1, handle_call/3, handle_cast/2, handle_info/2, handle_continue/2,
         terminate/2]).

init({stop, R}) -> {stop, R};
init(ignore) -> ignore;
init(bad) -> bad_value;
init(crash) -> erlang:error(boom);
init(N) -> {ok, #{n => N, log => []}, {continue, warm}}.

handle_continue(warm, S) -> {noreply, log(warm, S)}.

handle_call(get, _From, S) -> {reply, maps:get(n, S), S};
handle_call({add, K}, _From, #{n := N} = S) -> {reply, N + K, S#{n := N + K}};
handle_call(slow, _From, S) -> timer:sleep(200), {reply, late, S};
handle_call(later, From, S) -> erlang:send_after(10, self(), {answer, From}), {noreply, S};
handle_call(log, _From, S) -> {reply, lists:reverse(maps:get(log, S)), S};
handle_call(with_timeout, _From, S) -> {reply, ok, S, 20};
handle_call(throw_it, _From, S) -> throw({reply, thrown, S});
handle_call(stop_me, _From, S) -> {stop, normal, stopping, S}.

handle_cast({set, N}, S) -> {noreply, S#{n := N}};
handle_cast(stop, S) -> {stop, normal, S}.

handle_info({answer, From}, S) -> gen_server:reply(From, deferred), {noreply, S};
handle_info(timeout, S) -> {noreply, log(timeout, S)};
handle_info(Other, S) -> {noreply, log({info, Other}, S)}.

terminate(Reason, _S) -> io:format("terminate ~p~n", [Reason]).

log(E, #{log := L} = S) -> S#{log := [E | L]}.

main(_) ->
    {ok, P} = gen_server:start(?MODULE, 10, []),
    io:format("~p~n", [gen_server:call(P, get)]),
    io:format("~p~n", [gen_server:call(P, {add, 5})]),
    ok = gen_server:cast(P, {set, 100}),
    io:format("~p~n", [gen_server:call(P, get)]),
    P ! hello,
    io:format("~p~n", [gen_server:call(P, later)]),
    io:format("~p~n", [gen_server:call(P, with_timeout)]),
    timer:sleep(50),
    io:format("~p~n", [gen_server:call(P, log)]),
    io:format("~p~n", [gen_server:call(P, throw_it)]),
    io:format("~p~n", [hide(P, catch gen_server:call(P, slow, 50))]),
    timer:sleep(200),
    io:format("~p~n", [gen_server:call(P, stop_me)]),
    timer:sleep(10),
    io:format("~p~n", [is_process_alive(P)]),
    io:format("~p~n", [hide(P, catch gen_server:call(P, get))]),
    io:format("~p~n", [catch gen_server:call(nobody, get)]),
    io:format("~p~n", [gen_server:cast(nobody, x)]),
    {ok, Q} = gen_server:start_link({local, named}, ?MODULE, 1, []),
    io:format("~p~n", [whereis(named) =:= Q]),
    {error, {already_started, Q2}} = gen_server:start({local, named}, ?MODULE, 1, []),
    io:format("~p~n", [Q2 =:= Q]),
    io:format("~p~n", [gen_server:call(named, {add, 1})]),
    ok = gen_server:stop(named),
    io:format("~p~n", [whereis(named)]),
    io:format("~p~n", [catch gen_server:stop(named)]),
    io:format("~p~n", [gen_server:start(?MODULE, {stop, no_way}, [])]),
    io:format("~p~n", [gen_server:start(?MODULE, ignore, [])]),
    io:format("~p~n", [gen_server:start(?MODULE, bad, [])]),
    {error, {boom, _}} = gen_server:start(?MODULE, crash, []),
    io:format("crash in init reported~n"),
    {ok, R} = gen_server:start(?MODULE, 0, []),
    gen_server:cast(R, stop),
    timer:sleep(10),
    io:format("~p~n", [is_process_alive(R)]).

%% The term with the pid P replaced (pids are numbered differently by each runtime).
hide(P, P) -> pid;
hide(P, T) when is_tuple(T) -> list_to_tuple(hide(P, tuple_to_list(T)));
hide(P, [H | T]) -> [hide(P, H) | hide(P, T)];
hide(_, X) -> X.
