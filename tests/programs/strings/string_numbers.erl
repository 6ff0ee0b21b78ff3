-module(string_numbers).
-export([main/1]).

parse_number(S) ->
    case string:to_integer(S) of
        {I, ""} -> {int, I};
        {_, [$. | _]} ->
            case string:to_float(S) of
                {F, ""} -> {float, F};
                _ -> {error, S}
            end;
        _ -> {error, S}
    end.

thousands(N) when N < 0 -> "-" ++ thousands(-N);
thousands(N) ->
    S = integer_to_list(N),
    Groups = group3(lists:reverse(S)),
    lists:reverse(string:join(Groups, ",")).

group3([A, B, C | T]) when T =/= [] -> [[A, B, C] | group3(T)];
group3(L) -> [L].

main(_) ->
    [io:format("~p -> ~p~n", [S, parse_number(S)]) || S <- ["42", "-17", "3.14", "1.5e3", "abc", "12abc", "0.5x", ""]],
    [io:format("~p -> ~s~n", [N, thousands(N)]) || N <- [0, 999, 1000, 1234567, -9876543210, 100]],
    io:format("~s~n", [io_lib:format("~.2f%", [12.345])]),
    io:format("~p~n", [[list_to_integer(S, 16) || S <- ["ff", "FF", "10", "7fffffff"]]]),
    io:format("~p~n", [lists:sum([list_to_integer([C]) || C <- "9876543210"])]),
    ok.
