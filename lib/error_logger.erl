%% error_logger: reports printed on standard output with the legacy header of
%% Erlang/OTP's default logger. OTP prints them from the logger process, so their place
%% among a program's own output can differ from triheap's, which prints at once.
-module(error_logger).
-export([error_msg/1, error_msg/2, info_msg/1, info_msg/2, warning_msg/1, warning_msg/2,
         format/2, print/3, error_report/1, info_report/1, warning_report/1, tty/1]).

error_msg(F) -> error_msg(F, []).
error_msg(F, A) -> msg(error, "ERROR", F, A).
format(F, A) -> msg(error, "ERROR", F, A).
info_msg(F) -> info_msg(F, []).
info_msg(F, A) -> msg(info, "INFO", F, A).
warning_msg(F) -> warning_msg(F, []).
warning_msg(F, A) -> msg(warning, "WARNING", F, A).

%% tty(false): no report or message is printed until tty(true) (logger's too, as in
%% Erlang/OTP 25, whose filter on the default handler stops them all).
tty(true) -> logger:set_tty(true);
tty(false) -> logger:set_tty(false).

error_report(R) -> report(error, "ERROR", R).
info_report(R) -> report(info, "INFO", R).
warning_report(R) -> report(warning, "WARNING", R).

msg(Level, Kind, F, A) ->
    case logger:allow(Level) of
        true -> print(Kind, F, A);
        false -> ok
    end.

print(Kind, F, A) ->
    Text = lists:flatten(io_lib:format(F, A)),
    io:put_chars([header(Kind), Text, "\n"]),
    ok.

report(Level, Kind, R) ->
    case logger:allow(Level) of
        true -> print_report(Kind, R);
        false -> ok
    end.

print_report(Kind, R) ->
    Text = case R of
               [{_, _} | _] ->
                   [io_lib:format("    ~tp: ~tp~n", [K, V]) || {K, V} <- R];
               _ when is_list(R) ->
                   case io_lib:printable_unicode_list(R) of
                       true -> [R, "\n"];
                       false -> io_lib:format("~tp~n", [R])
                   end;
               _ -> io_lib:format("~tp~n", [R])
           end,
    io:put_chars([header(Kind), Text, "\n"]),
    ok.

header(Kind) ->
    Us = erlang:system_time(microsecond),
    {{Y, Mo, D}, {H, Mi, S}} = erlang:localtime(),
    Months = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
              "Dec"},
    io_lib:format("=~s REPORT==== ~w-~s-~w::~2..0w:~2..0w:~2..0w.~6..0w ===~n",
                  [Kind, D, element(Mo, Months), Y, H, Mi, S, Us rem 1000000]).
