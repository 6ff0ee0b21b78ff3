-module(stdin_sum).
-export([main/1]).

%% A typical filter: the first line is a count, then that many lines of
%% numbers; then words until eof, counted. Uses fread and get_line together.
main(_) ->
    {ok, [N]} = io:fread('', "~d"),
    Rows = [read_row() || _ <- lists:seq(1, N)],
    lists:foreach(fun({I, Row}) ->
                          io:format("row ~w: ~w sum ~w~n", [I, Row, lists:sum(Row)])
                  end, lists:zip(lists:seq(1, N), Rows)),
    _ = io:get_line(''),
    Words = words(#{}),
    [io:format("~s ~w~n", [W, C]) || {W, C} <- lists:sort(maps:to_list(Words))],
    io:format("total ~w~n", [lists:sum(lists:append(Rows))]).

read_row() ->
    {ok, [A, B, C]} = io:fread('', "~d ~d ~d"),
    [A, B, C].

words(Acc) ->
    case io:get_line('') of
        eof -> Acc;
        Line ->
            Ws = string:lexemes(Line, " \n\t"),
            words(lists:foldl(fun(W, M) -> maps:update_with(W, fun(X) -> X + 1 end, 1, M) end,
                              Acc, Ws))
    end.
