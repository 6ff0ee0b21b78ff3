%% calendar -- proleptic Gregorian calendar arithmetic for triheap.
%%
%% Day 0 is 0000-01-01 (year 0 is a leap year), as in OTP.  Written from
%% the OTP documentation; the functions that read the clock (local_time,
%% universal_time, now_to_*) are not provided.  Bad arguments raise the
%% same exceptions as OTP 25 (function_clause, if_clause, badarith...).

-module(calendar).

-export([date_to_gregorian_days/1, date_to_gregorian_days/3,
         datetime_to_gregorian_seconds/1, day_of_the_week/1,
         day_of_the_week/3, gregorian_days_to_date/1,
         gregorian_seconds_to_datetime/1, is_leap_year/1,
         iso_week_number/1, last_day_of_the_month/2,
         seconds_to_daystime/1, seconds_to_time/1, time_difference/2,
         time_to_seconds/1, valid_date/1, valid_date/3]).

-define(SECONDS_PER_DAY, 86400).
-define(DAYS_PER_400_YEARS, 146097).

date_to_gregorian_days({Y, M, D}) -> date_to_gregorian_days(Y, M, D).

date_to_gregorian_days(Y, M, D) when is_integer(D), D > 0 ->
    Last = last_day_of_the_month(Y, M),
    if D =< Last -> days_before_year(Y) + days_before_month(Y, M) + D - 1 end.

%% Days from 0000-01-01 to Y-01-01.
days_before_year(0) -> 0;
days_before_year(Y) ->
    X = Y - 1,
    365 * Y + X div 4 - X div 100 + X div 400 + 1.

days_before_month(Y, M) ->
    element(M, {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334})
        + case M > 2 andalso is_leap_year1(Y) of true -> 1; false -> 0 end.

datetime_to_gregorian_seconds({Date, Time}) ->
    ?SECONDS_PER_DAY * date_to_gregorian_days(Date) + time_to_seconds(Time).

day_of_the_week({Y, M, D}) -> day_of_the_week(Y, M, D).

day_of_the_week(Y, M, D) ->
    (date_to_gregorian_days(Y, M, D) + 5) rem 7 + 1.

gregorian_days_to_date(Days0) ->
    Days = Days0 div 1,
    days_to_date(Days).

days_to_date(Days) when Days >= 0 ->
    Y = year_of(Days),
    DayOfYear = Days - days_before_year(Y),
    {M, D} = month_day(DayOfYear, is_leap_year1(Y)),
    {Y, M, D}.

%% The year containing day Days: estimate, then correct.
year_of(Days) ->
    Y0 = (Days * 400) div ?DAYS_PER_400_YEARS,
    fix_year(Y0, Days).

fix_year(Y, Days) ->
    B = days_before_year(Y),
    if B > Days -> fix_year(Y - 1, Days);
       true ->
           case days_before_year(Y + 1) =< Days of
               true -> fix_year(Y + 1, Days);
               false -> Y
           end
    end.

month_day(DayOfYear, Leap) ->
    month_day(DayOfYear, Leap, 1).

month_day(DY, Leap, M) ->
    Len = month_length(M, Leap),
    if DY < Len -> {M, DY + 1};
       true -> month_day(DY - Len, Leap, M + 1)
    end.

month_length(2, true) -> 29;
month_length(2, false) -> 28;
month_length(M, _) when M =:= 4; M =:= 6; M =:= 9; M =:= 11 -> 30;
month_length(_, _) -> 31.

gregorian_seconds_to_datetime(Secs) when Secs >= 0 ->
    Days = Secs div ?SECONDS_PER_DAY,
    Rest = Secs rem ?SECONDS_PER_DAY,
    {gregorian_days_to_date(Days), seconds_to_time(Rest)}.

is_leap_year(Y) when is_integer(Y), Y >= 0 -> is_leap_year1(Y).

is_leap_year1(Y) when Y rem 4 =:= 0, Y rem 100 > 0 -> true;
is_leap_year1(Y) when Y rem 400 =:= 0 -> true;
is_leap_year1(_) -> false.

iso_week_number({Y, _, _} = Date) ->
    D = date_to_gregorian_days(Date),
    W1 = iso_w01_1(Y),
    W1Next = iso_w01_1(Y + 1),
    if W1 =< D, D < W1Next -> {Y, (D - W1) div 7 + 1};
       D < W1 -> {Y - 1, (D - iso_w01_1(Y - 1)) div 7 + 1};
       true -> {Y + 1, (D - W1Next) div 7 + 1}
    end.

%% Gregorian day of Monday of ISO week 1 of year Y.
iso_w01_1(Y) ->
    D0101 = date_to_gregorian_days(Y, 1, 1),
    DOW = day_of_the_week(Y, 1, 1),
    if DOW =< 4 -> D0101 - DOW + 1;
       true -> D0101 + 7 - DOW + 1
    end.

last_day_of_the_month(Y, M) when is_integer(Y), Y >= 0 ->
    last_day_of_the_month1(Y, M).

last_day_of_the_month1(_, 4) -> 30;
last_day_of_the_month1(_, 6) -> 30;
last_day_of_the_month1(_, 9) -> 30;
last_day_of_the_month1(_, 11) -> 30;
last_day_of_the_month1(Y, 2) ->
    case is_leap_year(Y) of true -> 29; false -> 28 end;
last_day_of_the_month1(_, M) when is_integer(M), M > 0, M < 13 -> 31.

seconds_to_daystime(Secs) ->
    Days0 = Secs div ?SECONDS_PER_DAY,
    Secs0 = Secs rem ?SECONDS_PER_DAY,
    if Secs0 < 0 -> {Days0 - 1, seconds_to_time(Secs0 + ?SECONDS_PER_DAY)};
       true -> {Days0, seconds_to_time(Secs0)}
    end.

seconds_to_time(Secs) when Secs >= 0, Secs < ?SECONDS_PER_DAY ->
    {Secs div 3600, (Secs rem 3600) div 60, Secs rem 60}.

time_difference({{Y1, Mo1, D1}, {H1, Mi1, S1}}, {{Y2, Mo2, D2}, {H2, Mi2, S2}}) ->
    Secs = datetime_to_gregorian_seconds({{Y2, Mo2, D2}, {H2, Mi2, S2}})
        - datetime_to_gregorian_seconds({{Y1, Mo1, D1}, {H1, Mi1, S1}}),
    seconds_to_daystime(Secs).

time_to_seconds({H, M, S}) when is_integer(H), is_integer(M), is_integer(S) ->
    H * 3600 + M * 60 + S.

valid_date({Y, M, D}) -> valid_date(Y, M, D).

valid_date(Y, M, D) when is_integer(Y), is_integer(M), is_integer(D) ->
    Y >= 0 andalso M > 0 andalso M < 13 andalso D > 0
        andalso D =< last_day_of_the_month(Y, M).
