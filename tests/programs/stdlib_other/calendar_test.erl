-module(calendar_test).
-export([main/1]).

main(_) ->
    Dates = [{2000, 1, 1}, {2024, 2, 29}, {1970, 1, 1}, {1999, 12, 31}, {2023, 7, 15}],
    lists:foreach(fun(D) ->
        io:format("~w: day ~w gdays ~w valid ~w leap ~w~n",
                  [D, calendar:day_of_the_week(D), calendar:date_to_gregorian_days(D),
                   calendar:valid_date(D), calendar:is_leap_year(element(1, D))])
    end, Dates),
    io:format("~p~n", [calendar:valid_date({2023, 2, 29})]),
    io:format("~p~n", [calendar:gregorian_days_to_date(738000)]),
    io:format("~p~n", [calendar:last_day_of_the_month(2024, 2)]),
    io:format("~p~n", [calendar:last_day_of_the_month(1900, 2)]),
    io:format("~p~n", [calendar:datetime_to_gregorian_seconds({{2000, 1, 1}, {12, 30, 15}})]),
    io:format("~p~n", [calendar:gregorian_seconds_to_datetime(63000000000)]),
    io:format("~p~n", [calendar:time_difference({{2020, 1, 1}, {0, 0, 0}}, {{2020, 3, 1}, {6, 30, 0}})]),
    io:format("~p~n", [calendar:seconds_to_daystime(100000)]),
    io:format("~p~n", [calendar:iso_week_number({2021, 1, 3})]),
    io:format("~p~n", [calendar:day_of_the_week(2024, 12, 25)]),
    ok.
