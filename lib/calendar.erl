%% calendar -- proleptic Gregorian calendar arithmetic for triheap.
%%
%% Day 0 is 0000-01-01 (year 0 is a leap year), as in OTP.  Written from
%% the OTP documentation.  triheap's local time is universal time
%% (erlang:localtime/0 =:= erlang:universaltime/0), so the local/universal
%% conversions only check their argument.  Bad arguments raise the same
%% exceptions as OTP 25 (function_clause, if_clause, badarith...).

-module(calendar).

-export([date_to_gregorian_days/1, date_to_gregorian_days/3,
         datetime_to_gregorian_seconds/1, day_of_the_week/1,
         day_of_the_week/3, gregorian_days_to_date/1,
         gregorian_seconds_to_datetime/1, is_leap_year/1,
         iso_week_number/1, last_day_of_the_month/2,
         seconds_to_daystime/1, seconds_to_time/1, time_difference/2,
         time_to_seconds/1, valid_date/1, valid_date/3]).
-export([universal_time/0, local_time/0, now_to_datetime/1,
         now_to_universal_time/1, now_to_local_time/1,
         universal_time_to_local_time/1, local_time_to_universal_time/1,
         local_time_to_universal_time/2, local_time_to_universal_time_dst/1,
         system_time_to_universal_time/2, system_time_to_local_time/2,
         system_time_to_rfc3339/1, system_time_to_rfc3339/2,
         rfc3339_to_system_time/1, rfc3339_to_system_time/2]).
-deprecated([{local_time_to_universal_time, 1}]).

-define(SECONDS_PER_DAY, 86400).
-define(DAYS_PER_400_YEARS, 146097).
%% Gregorian seconds of 1970-01-01T00:00:00.
-define(EPOCH_SECONDS, 62167219200).

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

%%% ------------------------------------------------------------------
%%% Clock and time-zone conversions
%%% ------------------------------------------------------------------

universal_time() -> erlang:universaltime().

local_time() -> erlang:localtime().

%% The microseconds never change the result, so they are not looked at.
now_to_datetime({MegaSecs, Secs, _MicroSecs}) ->
    gregorian_seconds_to_datetime(MegaSecs * 1000000 + Secs + ?EPOCH_SECONDS).

now_to_universal_time(Now) -> now_to_datetime(Now).

now_to_local_time(Now) ->
    universal_time_to_local_time(now_to_universal_time(Now)).

universal_time_to_local_time(DateTime) -> check_datetime(DateTime).

local_time_to_universal_time(DateTime) ->
    local_time_to_universal_time(DateTime, undefined).

%% Local time is UTC, which has no daylight saving time; asked to take
%% the time as summer time anyway, OTP (through mktime) takes it as one
%% hour ahead of standard time, and so does this.
local_time_to_universal_time(DateTime, true) ->
    Secs = datetime_to_gregorian_seconds(check_datetime(DateTime)),
    gregorian_seconds_to_datetime(Secs - 3600);
local_time_to_universal_time(DateTime, IsDst)
  when IsDst =:= false; IsDst =:= undefined ->
    check_datetime(DateTime);
local_time_to_universal_time(_, _) -> erlang:error(badarg).

%% Without daylight saving time every local time is exactly one UTC time.
local_time_to_universal_time_dst(DateTime) -> [check_datetime(DateTime)].

%% What erlang:universaltime_to_localtime/1 accepts (years from 1 on).
check_datetime({{Y, Mo, D}, {H, Mi, S}} = DT)
  when is_integer(Y), Y >= 1, is_integer(Mo), is_integer(D),
       is_integer(H), H >= 0, H < 24, is_integer(Mi), Mi >= 0, Mi < 60,
       is_integer(S), S >= 0, S < 60 ->
    case valid_date(Y, Mo, D) of
        true -> DT;
        false -> erlang:error(badarg)
    end;
check_datetime(_) -> erlang:error(badarg).

system_time_to_universal_time(Time, TimeUnit) ->
    Secs = erlang:convert_time_unit(Time, TimeUnit, second),
    gregorian_seconds_to_datetime(Secs + ?EPOCH_SECONDS).

system_time_to_local_time(Time, TimeUnit) ->
    universal_time_to_local_time(system_time_to_universal_time(Time, TimeUnit)).

%%% ------------------------------------------------------------------
%%% RFC 3339 time stamps
%%% ------------------------------------------------------------------

system_time_to_rfc3339(Time) -> system_time_to_rfc3339(Time, []).

system_time_to_rfc3339(Time, Options) ->
    Unit = proplists:get_value(unit, Options, second),
    Offset = proplists:get_value(offset, Options, ""),
    T = proplists:get_value(time_designator, Options, $T),
    case Unit of
        %% OTP writes native times with millisecond precision
        native ->
            Offset1 = if is_integer(Offset) ->
                              erlang:convert_time_unit(Offset, native, millisecond);
                         true -> Offset
                      end,
            rfc3339(erlang:convert_time_unit(Time, native, millisecond),
                    millisecond, Offset1, T, {Time, Options});
        _ -> rfc3339(Time, Unit, Offset, T, {Time, Options})
    end.

rfc3339(Time, Unit, Offset, T, {Time0, Options}) ->
    AdjSecs = offset_seconds(Offset, Unit),
    Adjustment = erlang:convert_time_unit(AdjSecs, second, Unit),
    Factor = factor(Unit),
    %% div truncates: the fraction of a negative time is written as its
    %% absolute value after the truncated second, as OTP does
    Secs = (Time + Adjustment) div Factor,
    if Secs < -?EPOCH_SECONDS; Secs > 253402300799 ->
            erlang:error({badarg, [Time0, Options]});
       true -> ok
    end,
    {{Y, Mo, D}, {H, Mi, S}} = gregorian_seconds_to_datetime(Secs + ?EPOCH_SECONDS),
    Frac = case Factor of
               1 -> "";
               _ ->
                   Width = length(integer_to_list(Factor)) - 1,
                   [$. | pad(Width, abs(Time rem Factor))]
           end,
    pad(4, Y) ++ "-" ++ pad(2, Mo) ++ "-" ++ pad(2, D) ++ [T]
        ++ pad(2, H) ++ ":" ++ pad(2, Mi) ++ ":" ++ pad(2, S) ++ Frac
        ++ offset_string(Offset, AdjSecs).

%% Seconds to add to UTC to get the time written.
offset_seconds("", _) -> 0;
offset_seconds("Z", _) -> 0;
offset_seconds("z", _) -> 0;
offset_seconds([Sign, H1, H2, $:, M1, M2], _) when Sign =:= $+; Sign =:= $- ->
    Secs = list_to_integer([H1, H2]) * 3600 + list_to_integer([M1, M2]) * 60,
    case Sign of $+ -> Secs; $- -> -Secs end;
offset_seconds(Offset, Unit) when is_integer(Offset) ->
    erlang:convert_time_unit(Offset, Unit, second);
offset_seconds(Offset, _) when is_list(Offset) -> erlang:error(badarg);
offset_seconds(_, _) -> erlang:error(function_clause).

offset_string("", Secs) -> signed_hhmm(Secs);
offset_string(Offset, Secs) when is_integer(Offset) -> signed_hhmm(Secs);
offset_string(Offset, _) -> Offset.

signed_hhmm(Secs) when Secs < 0 -> [$- | hhmm(-Secs)];
signed_hhmm(Secs) -> [$+ | hhmm(Secs)].

hhmm(Secs) -> pad(2, Secs div 3600) ++ ":" ++ pad(2, (Secs rem 3600) div 60).

factor(second) -> 1;
factor(millisecond) -> 1000;
factor(microsecond) -> 1000000;
factor(nanosecond) -> 1000000000;
factor(native) -> erlang:convert_time_unit(1, second, native);
factor(Unit) -> erlang:error(function_clause, [Unit]).

pad(Width, N) ->
    S = integer_to_list(N),
    lists:duplicate(Width - length(S), $0) ++ S.

rfc3339_to_system_time(DateTimeString) ->
    rfc3339_to_system_time(DateTimeString, []).

rfc3339_to_system_time(DateTimeString, Options) ->
    Unit = proplists:get_value(unit, Options, second),
    case DateTimeString of
        [Y1, Y2, Y3, Y4, $-, Mo1, Mo2, $-, D1, D2, _T,
         H1, H2, $:, Mi1, Mi2, $:, S1, S2 | Rest] ->
            Date = {list_to_integer([Y1, Y2, Y3, Y4]),
                    list_to_integer([Mo1, Mo2]), list_to_integer([D1, D2])},
            Time = {list_to_integer([H1, H2]), list_to_integer([Mi1, Mi2]),
                    list_to_integer([S1, S2])},
            {Frac, OffsetStr} = case Rest of
                                    [$. | R] -> lists:splitwith(fun is_digit/1, R);
                                    _ -> {none, Rest}
                                end,
            Secs = datetime_to_gregorian_seconds({Date, Time}) - ?EPOCH_SECONDS
                - parse_offset(OffsetStr),
            Whole = erlang:convert_time_unit(Secs, second, Unit),
            case Frac of
                none -> Whole;
                _ ->
                    F = fraction(list_to_integer(Frac), length(Frac), Unit),
                    %% a time before the epoch goes further back by the fraction
                    if Secs < 0 -> Whole - F;
                       true -> Whole + F
                    end
            end;
        _ -> erlang:error({badmatch, DateTimeString})
    end.

is_digit(C) -> C >= $0 andalso C =< $9.

%% Seconds to subtract from the local time written to get UTC.
parse_offset(Z) when Z =:= "Z"; Z =:= "z" -> 0;
parse_offset([Sign, H1, H2 | Rest]) when Sign =:= $+; Sign =:= $- ->
    Mins = case Rest of
               [] -> 0;
               [$:, M1, M2] -> list_to_integer([M1, M2]);
               _ -> erlang:error({case_clause, Rest})
           end,
    Secs = list_to_integer([H1, H2]) * 3600 + Mins * 60,
    case Sign of $+ -> Secs; $- -> -Secs end;
parse_offset(Other) -> erlang:error({badmatch, Other}).

%% Digits/10^Len seconds in Unit, rounded half up; seconds drop it.
fraction(_, _, second) -> 0;
fraction(Digits, Len, Unit) ->
    Scale = pow10(Len),
    (2 * Digits * factor(Unit) + Scale) div (2 * Scale).

pow10(0) -> 1;
pow10(N) -> 10 * pow10(N - 1).
