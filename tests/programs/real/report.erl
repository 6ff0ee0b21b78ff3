-module(report).
-export([main/1]).

%% Formatting tabular reports with io:format: column widths computed from
%% the data, alignment, totals, percentages and a text histogram.

data() ->
    [{"North", "Widgets", 1200, 3.50}, {"North", "Gadgets", 340, 12.25},
     {"South", "Widgets", 980, 3.50}, {"South", "Gizmos", 45, 99.99},
     {"East", "Gadgets", 610, 12.25}, {"East", "Widgets", 1500, 3.25},
     {"West", "Gizmos", 12, 104.00}, {"West", "Gadgets", 0, 12.25},
     {"Central", "Doohickeys", 77, 7.77}].

main(_) ->
    Rows = [{R, P, Q, Pr, Q * Pr} || {R, P, Q, Pr} <- data()],
    W1 = lists:max([length(R) || {R, _, _, _, _} <- Rows] ++ [length("Region")]),
    W2 = lists:max([length(P) || {_, P, _, _, _} <- Rows] ++ [length("Product")]),
    Header = io_lib:format("~-*s | ~-*s | ~6s | ~8s | ~10s", [W1, "Region", W2, "Product", "Qty", "Price", "Revenue"]),
    io:format("~s~n", [Header]),
    io:format("~s~n", [lists:duplicate(length(lists:flatten(Header)), $=)]),
    lists:foreach(fun({R, P, Q, Pr, Rev}) ->
        io:format("~-*s | ~-*s | ~6w | ~8.2f | ~10.2f~n", [W1, R, W2, P, Q, Pr, Rev])
    end, Rows),
    Total = lists:sum([Rev || {_, _, _, _, Rev} <- Rows]),
    TotalQty = lists:sum([Q || {_, _, Q, _, _} <- Rows]),
    io:format("~s~n", [lists:duplicate(length(lists:flatten(Header)), $-)]),
    io:format("~-*s   ~6w   ~8s   ~10.2f~n", [W1 + W2 + 3, "TOTAL", TotalQty, "", Total]),
    io:format("~n"),
    %% per-region summary with percentages
    Regions = lists:usort([R || {R, _, _, _, _} <- Rows]),
    Summary = [{R, lists:sum([Rev || {R1, _, _, _, Rev} <- Rows, R1 =:= R])} || R <- Regions],
    lists:foreach(fun({R, Rev}) ->
        Pct = 100 * Rev / Total,
        Bar = lists:duplicate(round(Pct / 2), $#),
        io:format("~-8s ~10.2f ~5.1f% ~s~n", [R, Rev, Pct, Bar])
    end, lists:reverse(lists:keysort(2, Summary))),
    io:format("~n"),
    %% products pivot
    Products = lists:usort([P || {_, P, _, _, _} <- Rows]),
    io:format("~-8s~s~n", ["", [io_lib:format("~12s", [P]) || P <- Products]]),
    lists:foreach(fun(R) ->
        Cells = [case [Q || {R1, P1, Q, _, _} <- Rows, R1 =:= R, P1 =:= P] of
                     [] -> io_lib:format("~12s", ["-"]);
                     Qs -> io_lib:format("~12w", [lists:sum(Qs)])
                 end || P <- Products],
        io:format("~-8s~s~n", [R, Cells])
    end, Regions),
    io:format("~n~s~n", [string:centre("end of report", 40, $*)]),
    ok.
