-module(pretty_long).
-export([main/1]).

-record(user, {id, name, email, roles = [], settings = #{}, created}).

main(_) ->
    L = [{item, N, lists:duplicate(N rem 4, x)} || N <- lists:seq(1, 12)],
    io:format("~p~n", [L]),
    io:format("~w~n", [L]),
    io:format("~p~n", [lists:seq(1, 60)]),
    io:format("~p~n", [lists:seq(1000, 1040)]),
    Deep = {level1, {level2, {level3, {level4, {level5, [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o]}}}}},
    io:format("~p~n", [Deep]),
    U = #user{id = 1, name = "Alice Wonderland", email = "alice@example.com",
              roles = [admin, editor, viewer], settings = #{theme => dark, lang => "en"},
              created = {{2020, 1, 1}, {12, 0, 0}}},
    io:format("~p~n", [U]),
    io:format("~p~n", [[U, U#user{id = 2, name = "Bob"}]]),
    LongStr = "This is a very long string that goes well beyond the eighty column limit of the pretty printer",
    io:format("~p~n", [LongStr]),
    io:format("~p~n", [{key, LongStr}]),
    io:format("~p~n", [[LongStr, LongStr]]),
    io:format("~p~n", [list_to_binary(LongStr)]),
    io:format("~p~n", [{config, [{host, "localhost"}, {port, 8080}, {timeout, 30000},
                                 {retries, 3}, {backoff, {exponential, 100, 10000}},
                                 {tls, [{verify, verify_peer}, {depth, 2}]}]}]),
    M = maps:from_list([{list_to_atom("key_" ++ integer_to_list(I)), I * 1000} || I <- lists:seq(1, 15)]),
    io:format("~p~n", [M]),
    io:format("~p~n", [#{nested => #{deeper => #{deepest => lists:seq(1, 30)}}, other => [1, 2, 3]}]),
    Matrix = [[R * C || C <- lists:seq(1, 8)] || R <- lists:seq(1, 8)],
    io:format("~p~n", [Matrix]),
    io:format("~p~n", [{a, "string in tuple", [{nested, "another string"}, {more, <<"binary data here">>}], 12345.678}]),
    io:format("~p~n", [lists:duplicate(30, {})]),
    io:format("~p~n", [[[[[[]]]]]]),
    io:format("~p~n", [{[], [[]], {{}}, <<>>, #{}}]),
    io:format("~p~n", [[{a, 1} | improper]]),
    io:format("~p~n", [lists:seq(1, 30) ++ tail]),
    ok.
