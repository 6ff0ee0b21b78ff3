-module(map_match).
-export([main/1]).

route(#{method := get, path := "/"}) -> index;
route(#{method := get, path := "/users/" ++ Id}) -> {user, Id};
route(#{method := post, path := "/users", body := #{name := N}}) -> {create_user, N};
route(#{method := M}) -> {not_found, M}.

merge_defaults(Opts) ->
    Defaults = #{timeout => 5000, retries => 3, verbose => false},
    maps:merge(Defaults, Opts).

main(_) ->
    Reqs = [#{method => get, path => "/"}, #{method => get, path => "/users/42"},
            #{method => post, path => "/users", body => #{name => "ann", age => 3}},
            #{method => delete, path => "/x"}],
    [io:format("~p~n", [route(R)]) || R <- Reqs],
    io:format("~p~n", [merge_defaults(#{retries => 10, extra => yes})]),
    #{timeout := T, retries := R} = merge_defaults(#{}),
    io:format("~p ~p~n", [T, R]),
    F = fun(#{a := A, b := B}) when A > B -> a_bigger; (#{a := _}) -> has_a; (_) -> neither end,
    io:format("~p~n", [[F(M) || M <- [#{a => 2, b => 1}, #{a => 1, b => 2}, #{b => 1}]]]),
    ok.
