-module(calendar_cmp).
-export([run/0]).
-import(more_cmp, [rnd/1, pick/1]).

c(F, Args) -> more_cmp:check(calendar, F, Args).

year() -> case rnd(4) of 1 -> rnd(10) - 3; 2 -> 1890 + rnd(250); 3 -> rnd(5000); 4 -> pick([0, 100, 400, 1900, 2000, 2100, 2400, 1.0, a]) end.
month() -> case rnd(10) of 1 -> pick([0, 13, -1, a]); _ -> rnd(12) end.
day() -> case rnd(10) of 1 -> pick([0, 32, -1, a, 29, 30, 31]); _ -> rnd(31) end.
secs() -> case rnd(5) of 1 -> rnd(200000) - 100000; 2 -> rnd(100000000000) - 1; 3 -> pick([0, -1, 86399, 86400, 1.5, a]); _ -> rnd(86400) - 1 end.
tm() -> case rnd(10) of 1 -> pick([{a, 0, 0}, {1, 2}, x, {25, 61, 61}]); _ -> {rnd(24) - 1, rnd(60) - 1, rnd(60) - 1} end.

run() ->
    more_cmp:init(),
    more_cmp:times(20000, fun one/0),
    %% every day over a few centuries
    [begin
         c(gregorian_days_to_date, [D]), c(iso_week_number, [calendar:gregorian_days_to_date(D)]),
         c(day_of_the_week, [calendar:gregorian_days_to_date(D)])
     end || D <- lists:seq(0, 800) ++ lists:seq(690000, 770000)],
    more_cmp:done().

one() ->
    Y = year(), M = month(), D = day(),
    c(is_leap_year, [Y]), c(last_day_of_the_month, [Y, M]),
    c(date_to_gregorian_days, [Y, M, D]), c(date_to_gregorian_days, [{Y, M, D}]),
    c(day_of_the_week, [Y, M, D]), c(day_of_the_week, [{Y, M, D}]),
    c(valid_date, [Y, M, D]), c(valid_date, [{Y, M, D}]),
    c(iso_week_number, [{Y, M, D}]),
    c(gregorian_days_to_date, [pick([rnd(1000000) - 1, rnd(800) - 1, -1, a, 1.0])]),
    S = secs(),
    c(gregorian_seconds_to_datetime, [S]), c(seconds_to_daystime, [S]), c(seconds_to_time, [S]),
    T = tm(),
    c(time_to_seconds, [T]),
    c(datetime_to_gregorian_seconds, [{{Y, M, D}, T}]),
    c(time_difference, [{{Y, M, D}, T}, {{year(), month(), day()}, tm()}]),
    ok.
