-module(csv).
-export([main/1]).

%% A CSV parser handling quoted fields with embedded commas, quotes and
%% newlines, followed by typed conversion, grouping and a summary table.

data() ->
    "name,department,salary,start,notes\n"
    "\"Smith, John\",Engineering,85000,2019-03-01,\"likes \"\"Erlang\"\"\"\n"
    "Jane Doe,Engineering,92000,2017-11-15,\n"
    "Bob,Sales,55000,2020-01-10,\"multi\nline note\"\n"
    "Alice,Sales,61000,2018-06-30,top seller\n"
    "Eve,Security,99000,2016-02-29,\"\"\n"
    "Mallory,Security,45000,2021-09-09,probation\n"
    "Trent,Management,120000,2015-05-05,\"CEO, founder\"\n".

parse(S) -> parse(S, [], [], [], false).

%% parse(Input, FieldAcc, RowAcc, Rows, InQuotes)
parse([], F, R, Rows, _) ->
    case {F, R} of
        {[], []} -> lists:reverse(Rows);
        _ -> lists:reverse([lists:reverse([lists:reverse(F) | R]) | Rows])
    end;
parse([$", $" | T], F, R, Rows, true) -> parse(T, [$" | F], R, Rows, true);
parse([$" | T], F, R, Rows, true) -> parse(T, F, R, Rows, false);
parse([C | T], F, R, Rows, true) -> parse(T, [C | F], R, Rows, true);
parse([$" | T], [], R, Rows, false) -> parse(T, [], R, Rows, true);
parse([$, | T], F, R, Rows, false) -> parse(T, [], [lists:reverse(F) | R], Rows, false);
parse([$\n | T], F, R, Rows, false) -> parse(T, [], [], [lists:reverse([lists:reverse(F) | R]) | Rows], false);
parse([C | T], F, R, Rows, false) -> parse(T, [C | F], R, Rows, false).

to_record(Header, Row) ->
    M = maps:from_list(lists:zip(Header, Row)),
    [Y, Mo, D] = [list_to_integer(X) || X <- string:split(maps:get("start", M), "-", all)],
    M#{"salary" := list_to_integer(maps:get("salary", M)), "start" := {Y, Mo, D}}.

quote(S) ->
    case lists:any(fun(C) -> lists:member(C, ",\"\n") end, S) of
        true -> [$" | lists:flatten(string:replace(S, "\"", "\"\"", all))] ++ "\"";
        false -> S
    end.

main(_) ->
    [Header | Rows] = parse(data()),
    io:format("header: ~p~n", [Header]),
    io:format("~p rows~n", [length(Rows)]),
    [io:format("~p~n", [R]) || R <- Rows],
    Recs = [to_record(Header, R) || R <- Rows],
    Depts = lists:usort([maps:get("department", R) || R <- Recs]),
    io:format("~-12s ~5s ~9s ~9s ~9s~n", ["dept", "count", "total", "avg", "max"]),
    lists:foreach(fun(D) ->
        Ss = [maps:get("salary", R) || R <- Recs, maps:get("department", R) =:= D],
        io:format("~-12s ~5w ~9w ~9.1f ~9w~n", [D, length(Ss), lists:sum(Ss), lists:sum(Ss) / length(Ss), lists:max(Ss)])
    end, Depts),
    Senior = [maps:get("name", R) || R <- Recs, maps:get("start", R) < {2018, 1, 1}],
    io:format("started before 2018: ~p~n", [Senior]),
    Out = [string:join([quote(F) || F <- Row], ",") || Row <- [Header | Rows]],
    Text = lists:flatten([[L, $\n] || L <- Out]),
    io:format("re-encoded identical: ~p~n", [Text =:= data()]),
    io:format("reparse identical: ~p~n", [parse(Text) =:= [Header | Rows]]),
    io:format("~s", [Text]),
    ok.
