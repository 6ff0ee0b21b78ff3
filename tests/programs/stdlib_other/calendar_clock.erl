-module(calendar_clock).
-export([main/1]).

%% The calendar functions that read the clock or convert between local
%% and universal time.  Local time depends on the host's time zone, so
%% only shapes, relations and errors are printed for it.

t(F) -> try F() catch C:R -> {C, R} end.

valid({{Y, Mo, D}, {H, Mi, S}}) when is_integer(H), is_integer(Mi), is_integer(S) ->
    calendar:valid_date(Y, Mo, D) andalso Y >= 2020
        andalso H >= 0 andalso H < 24 andalso Mi >= 0 andalso Mi < 60
        andalso S >= 0 andalso S < 60;
valid(_) -> false.

main(_) ->
    U = calendar:universal_time(),
    L = calendar:local_time(),
    io:format("universal_time valid: ~p~n", [valid(U)]),
    io:format("local_time valid: ~p~n", [valid(L)]),
    %% the clock and erlang:universaltime/0 agree (to a second or two)
    Diff = calendar:datetime_to_gregorian_seconds(erlang:universaltime())
        - calendar:datetime_to_gregorian_seconds(U),
    io:format("close to erlang:universaltime: ~p~n", [Diff >= 0 andalso Diff < 3]),
    Now = os:timestamp(),
    io:format("now_to_datetime(os:timestamp()) valid: ~p~n",
              [valid(calendar:now_to_datetime(Now))]),
    io:format("now_to_local_time(os:timestamp()) valid: ~p~n",
              [valid(calendar:now_to_local_time(Now))]),
    io:format("system_time_to_local_time valid: ~p~n",
              [valid(calendar:system_time_to_local_time(os:system_time(), native))]),
    %% local -> universal -> local gives back a normal-time local time
    LU = calendar:local_time_to_universal_time_dst(L),
    io:format("dst list: ~p~n", [is_list(LU) andalso length(LU) =< 2
                                  andalso lists:all(fun valid/1, LU)]),
    io:format("round trip: ~p~n",
              [[calendar:universal_time_to_local_time(X) || X <- LU] -- [L, L]]),
    io:format("local_time_to_universal_time/2 valid: ~p~n",
              [valid(calendar:local_time_to_universal_time(L, false))]),
    Nows = [{1234, 567890, 123}, {0, 0, 0}, {-1, 0, 0}, {0, -1, 0}, {0, 0, -1},
            {0, 0, 1.5}, {0, 0, abc}, {0, 0}, foo, {a, b, c},
            {1234, 567890, 999999}, {-62167, -219200, 0}, {-62167, -219201, 0},
            {253402, 300799, 0}, {1, 1.5, 0}],
    [io:format("now_to_datetime(~p) -> ~p~n", [N, t(fun() -> calendar:now_to_datetime(N) end)])
     || N <- Nows],
    [io:format("now_to_universal_time(~p) -> ~p~n",
               [N, t(fun() -> calendar:now_to_universal_time(N) end)])
     || N <- [{1234, 567890, 0}, {a, b, c}, foo]],
    io:format("now_to_local_time(foo) -> ~p~n", [t(fun() -> calendar:now_to_local_time(foo) end)]),
    Sys = [{1234567890, second}, {-1, second}, {-1, millisecond}, {-1001, millisecond},
           {-62167219200, second}, {-62167219201, second}, {1234567890123, millisecond},
           {1234567890123456, microsecond}, {1234567890123456789, nanosecond},
           {1234567890, foo}, {1.5, second}, {foo, second}, {0, second},
           {951782400, second}, {253402300799, second}, {253402300800, second}],
    [io:format("system_time_to_universal_time(~p, ~p) -> ~p~n",
               [T, Unit, t(fun() -> calendar:system_time_to_universal_time(T, Unit) end)])
     || {T, Unit} <- Sys],
    [io:format("system_time_to_local_time(~p, ~p) -> ~p~n",
               [T, Unit, t(fun() -> calendar:system_time_to_local_time(T, Unit) end)])
     || {T, Unit} <- [{foo, second}, {1, foo}, {-62167219201 - 86400 * 2, second}]],
    %% bad local or universal times: badarg from the conversion
    Bad = [{{2020, 2, 30}, {0, 0, 0}}, {{2020, 13, 1}, {0, 0, 0}}, {{2020, 1, 1}, {24, 0, 0}},
           {{2020, 1, 1}, {0, 60, 0}}, {{2020, 1, 1}, {0, 0, 60}}, {{2020, 1, 1}, {0, 0, 1.0}},
           {{2020, 1, 1}, {-1, 0, 0}}, {{2020, 0, 1}, {0, 0, 0}}, {{2020, 1, 0}, {0, 0, 0}},
           {{-1, 1, 1}, {0, 0, 0}}, {{0, 1, 1}, {0, 0, 0}}, {{a, 1, 1}, {0, 0, 0}}, {{2020, 1, 1}}, foo,
           {{2020, 1, 1}, {0, 0}}, {{2020, 1, 1, 1}, {0, 0, 0}}],
    [io:format("~w: ~w ~w ~w ~w ~w~n",
               [B, t(fun() -> calendar:universal_time_to_local_time(B) end),
                t(fun() -> calendar:local_time_to_universal_time(B, false) end),
                t(fun() -> calendar:local_time_to_universal_time(B, undefined) end),
                t(fun() -> calendar:local_time_to_universal_time(B, true) end),
                t(fun() -> calendar:local_time_to_universal_time_dst(B) end)])
     || B <- Bad],
    io:format("~p~n", [t(fun() -> calendar:local_time_to_universal_time(L, foo) end)]),
    io:format("~p~n", [t(fun() -> calendar:local_time_to_universal_time(L, 1) end)]),
    %% good ones give valid results (values depend on the time zone)
    Good = [{{2020, 1, 1}, {0, 0, 0}}, {{2024, 2, 29}, {23, 59, 59}}, {{2100, 12, 31}, {12, 0, 0}}],
    [io:format("~p: ~p ~p~n",
               [G, valid(calendar:universal_time_to_local_time(G)),
                lists:all(fun valid/1, calendar:local_time_to_universal_time_dst(G))])
     || G <- Good],
    ok.
