-module(logger_tty_off).
-export([main/1]).
-export([init/1, handle_call/3, handle_cast/2]).

%% error_logger:tty(false) stops every report: error_logger's messages and reports,
%% logger's messages, and the report of a gen_server that stops abnormally (as eunit
%% suites such as poolboy's call it in their set-up).

main(_) ->
    io:format("tty(false): ~p~n", [error_logger:tty(false)]),
    error_logger:error_msg("an error ~p~n", [1]),
    error_logger:warning_msg("a warning~n"),
    error_logger:info_msg("some info~n"),
    error_logger:error_report([{what, report}, {n, 2}]),
    logger:error("a logger error ~p", [3]),
    logger:warning("a logger warning"),
    process_flag(trap_exit, true),
    {ok, Pid} = gen_server:start_link(?MODULE, [], []),
    R = (catch gen_server:call(Pid, die)),
    io:format("call: ~p~n", [R]),
    receive {'EXIT', Pid, Why} -> io:format("exit: ~p~n", [Why]) end,
    io:format("tty(false) again: ~p~n", [error_logger:tty(false)]),
    error_logger:error_msg("still quiet~n"),
    io:format("bad flag: ~p~n", [try error_logger:tty(maybe) catch error:E -> E end]),
    io:format("done~n").

init([]) -> {ok, state}.
handle_call(die, _From, S) -> {stop, {error, died}, dead, S}.
handle_cast(_, S) -> {noreply, S}.
