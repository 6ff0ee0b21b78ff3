-module(map_patterns).
-export([main/1]).

handle(#{type := click, x := X, y := Y}) -> {click, X, Y};
handle(#{type := key, key := K}) when is_integer(K) -> {key, K};
handle(#{type := T}) -> {unknown_type, T};
handle(_) -> no_type.

update_counts(Word, Counts) ->
    case Counts of
        #{Word := N} -> Counts#{Word := N + 1};
        _ -> Counts#{Word => 1}
    end.

main(_) ->
    Events = [#{type => click, x => 1, y => 2}, #{type => key, key => 65},
              #{type => key, key => "a"}, #{type => scroll}, #{other => 1}],
    [io:format("~p~n", [handle(E)]) || E <- Events],
    Counts = lists:foldl(fun update_counts/2, #{}, [a, b, a, c, a, b]),
    io:format("~p~n", [Counts]),
    K = key,
    #{K := V} = #{key => value},
    io:format("~p~n", [V]),
    F = fun(#{} = M) when map_size(M) =:= 0 -> empty; (#{}) -> nonempty end,
    io:format("~p ~p~n", [F(#{}), F(#{a => 1})]),
    M1 = #{a => 1},
    M2 = M1#{b => 2},
    M3 = M2#{a := 10},
    io:format("~p ~p ~p~n", [M1, M2, M3]),
    io:format("~p~n", [[X || #{v := X} <- [#{v => 1}, #{w => 2}, #{v => 3}]]]),
    ok.
