%% logger: the primary level, and messages printed as error_logger prints them. The level
%% (and whether error_logger:tty/1 stopped printing) lives in a named ETS table owned by the
%% process that set it.
-module(logger).
-export([set_primary_config/2, get_primary_config/0, allow/1,
         emergency/1, emergency/2, alert/1, alert/2, critical/1, critical/2,
         error/1, error/2, warning/1, warning/2, notice/1, notice/2, info/1, info/2,
         debug/1, debug/2]).
%% for error_logger:tty/1
-export([set_tty/1]).

-define(TABLE, '$triheap_logger').

set_primary_config(level, Level) ->
    case rank(Level) of
        undefined -> {error, {invalid_level, Level}};
        _ ->
            table(),
            ets:insert(?TABLE, {level, Level}),
            ok
    end;
set_primary_config(_, _) -> ok.

%% error_logger:tty(false) stops every event at the default handler, as the handler filter
%% error_logger_tty_false of Erlang/OTP 25 does; tty(true) removes it.
set_tty(Flag) ->
    table(),
    ets:insert(?TABLE, {tty, Flag}),
    ok.

table() ->
    case ets:info(?TABLE, size) of
        undefined -> ets:new(?TABLE, [named_table, public]);
        _ -> ok
    end.

get_primary_config() -> #{level => level(), filter_default => log, filters => []}.

level() -> setting(level, notice).

tty() -> setting(tty, true).

setting(Key, Default) ->
    case ets:info(?TABLE, size) of
        undefined -> Default;
        _ ->
            case ets:lookup(?TABLE, Key) of
                [{_, V}] -> V;
                [] -> Default
            end
    end.

%% Whether a message of this level is printed (error_logger's info reports always were).
allow(Level) ->
    rank(Level) =< max(rank(level()), rank(info)) andalso level() =/= none andalso tty().

rank(none) -> 0;
rank(emergency) -> 1;
rank(alert) -> 2;
rank(critical) -> 3;
rank(error) -> 4;
rank(warning) -> 5;
rank(notice) -> 6;
rank(info) -> 7;
rank(debug) -> 8;
rank(all) -> 9;
rank(_) -> undefined.

emergency(F) -> emergency(F, []).
emergency(F, A) -> log(emergency, "EMERGENCY", F, A).
alert(F) -> alert(F, []).
alert(F, A) -> log(alert, "ALERT", F, A).
critical(F) -> critical(F, []).
critical(F, A) -> log(critical, "CRITICAL", F, A).
error(F) -> ?MODULE:error(F, []).
error(F, A) -> log(error, "ERROR", F, A).
warning(F) -> warning(F, []).
warning(F, A) -> log(warning, "WARNING", F, A).
notice(F) -> notice(F, []).
notice(F, A) -> log(notice, "NOTICE", F, A).
info(F) -> info(F, []).
info(F, A) -> log(info, "INFO", F, A).
debug(F) -> debug(F, []).
debug(F, A) -> log(debug, "DEBUG", F, A).

log(Level, Kind, F, A) ->
    case rank(Level) =< rank(level()) andalso tty() of
        true -> error_logger:print(Kind, F, A);
        false -> ok
    end.
