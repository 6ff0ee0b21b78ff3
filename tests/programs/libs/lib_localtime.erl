-module(lib_localtime).
-export([main/1]).

%% Local time: localtime/0, date/0, time/0, universaltime_to_localtime/1,
%% localtime_to_universaltime/1,2. Only what holds in every time zone is printed.

main(_) ->
    {{Y, Mo, D}, {H, Mi, S}} = Local = erlang:localtime(),
    Utc = erlang:universaltime(),
    p([is_integer(X) || X <- [Y, Mo, D, H, Mi, S]]),
    p(calendar:valid_date(Y, Mo, D) andalso H < 24 andalso Mi < 60 andalso S < 60),
    %% The zone's offset is under a day.
    Diff = secs(Local) - secs(Utc),
    p(abs(Diff) < 86400),
    {Date, {_, _, _}} = {erlang:date(), erlang:time()},
    p(Date =:= element(1, Local) orelse secs(Local) rem 86400 < 5),
    Samples = [{{2024, 1, 15}, {12, 0, 0}}, {{2024, 7, 15}, {12, 0, 0}}, {{1970, 1, 1}, {0, 0, 0}},
               {{1969, 12, 31}, {23, 59, 59}}, {{1902, 1, 1}, {0, 0, 0}}, {{2024, 2, 29}, {23, 59, 59}},
               {{2038, 1, 20}, {0, 0, 0}}, {{10000, 1, 1}, {0, 0, 0}}, {{3000000, 6, 1}, {12, 0, 0}}],
    [begin
         L = erlang:universaltime_to_localtime(U),
         Back = erlang:localtime_to_universaltime(L),
         T = erlang:localtime_to_universaltime(L, true),
         F = erlang:localtime_to_universaltime(L, false),
         p({U, shape(L), abs(secs(L) - secs(U)) < 86400, secs(F) - secs(T),
            Back =:= U orelse Back =:= T orelse Back =:= F,
            erlang:localtime_to_universaltime(L, undefined) =:= Back})
     end || U <- Samples],
    Bad = [{{1901, 12, 31}, {23, 59, 59}}, {{0, 1, 1}, {0, 0, 0}}, {{-1, 1, 1}, {0, 0, 0}},
           {{2024, 2, 30}, {0, 0, 0}}, {{2023, 2, 29}, {0, 0, 0}}, {{2024, 13, 1}, {0, 0, 0}},
           {{2024, 0, 1}, {0, 0, 0}}, {{2024, 1, 0}, {0, 0, 0}}, {{2024, 1, 1}, {24, 0, 0}},
           {{2024, 1, 1}, {0, 60, 0}}, {{2024, 1, 1}, {0, 0, 60}}, {{2024, 1, 1}, {-1, 0, 0}},
           foo, {{2024, 1, 1}}, {{2024, 1, 1}, {0, 0, 0.0}}, {{2024, 1, 1.0}, {0, 0, 0}},
           {{2024, 1, 1}, {0, 0, 0}, x}, [{2024, 1, 1}, {0, 0, 0}]],
    [p({B, c(fun() -> erlang:universaltime_to_localtime(B) end),
        c(fun() -> erlang:localtime_to_universaltime(B) end),
        c(fun() -> erlang:localtime_to_universaltime(B, false) end)}) || B <- Bad],
    p([c(fun() -> erlang:localtime_to_universaltime({{2024, 1, 15}, {12, 0, 0}}, maybe) end),
       c(fun() -> erlang:localtime_to_universaltime({{2024, 1, 15}, {12, 0, 0}}, 1) end)]).

shape({{Y, Mo, D}, {H, Mi, S}}) when is_integer(Y), is_integer(Mo), is_integer(D),
                                     is_integer(H), is_integer(Mi), is_integer(S) ->
    datetime;
shape(_) ->
    other.

secs(DateTime) -> calendar:datetime_to_gregorian_seconds(DateTime).

p(X) -> io:format("~p~n", [X]).

c(F) ->
    try F() of
        V -> {ok, V}
    catch
        C:R -> {C, R}
    end.
