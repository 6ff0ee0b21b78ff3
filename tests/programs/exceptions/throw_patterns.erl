-module(throw_patterns).
-export([main/1]).

%% non-local return with throw
find_first(Pred, List) ->
    try
        lists:foreach(fun(X) -> case Pred(X) of true -> throw({found, X}); false -> ok end end, List),
        not_found
    catch
        throw:{found, X} -> {found, X}
    end.

validate(#{name := N, age := A}) when is_list(N), is_integer(A), A >= 0 -> ok;
validate(#{name := _, age := A}) when not is_integer(A) -> throw({invalid_age, A});
validate(#{name := _}) -> throw(missing_age);
validate(_) -> throw(missing_name).

check(M) ->
    try validate(M) of
        ok -> valid
    catch
        throw:Why -> {invalid, Why}
    end.

main(_) ->
    io:format("~p~n", [find_first(fun(X) -> X > 3 end, [1, 2, 3, 4, 5])]),
    io:format("~p~n", [find_first(fun(X) -> X > 30 end, [1, 2, 3, 4, 5])]),
    io:format("~p~n", [check(#{name => "ann", age => 5})]),
    io:format("~p~n", [check(#{name => "ann", age => x})]),
    io:format("~p~n", [check(#{name => "ann"})]),
    io:format("~p~n", [check(#{})]),
    ok.
