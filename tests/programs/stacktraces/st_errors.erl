-module(st_errors).
-export([main/1]).
-import(st_show, [run/2, id/1]).

main(_) ->
    run(badmatch, fun badmatch/0),
    run(case_clause, fun() -> case_clause(st_show:id(c)) end),
    run(if_clause, fun() -> if_clause(st_show:id(3)) end),
    run(try_clause, fun try_clause/0),
    run(function_clause, fun() -> fc(st_show:id(x), 2) end),
    run(function_clause_nontail, fun() -> [fc(st_show:id(x), 2)] end),
    run(badarity, fun badarity/0),
    run(badfun, fun badfun/0),
    run(badarity_tail, fun() -> F = st_show:id(fun(A) -> A end), F(1, 2) end),
    run(error1, fun() -> [error1(st_show:id(1))] end),
    run(error2, fun() -> [error2(st_show:id(1), 2)] end),
    run(error3, fun() -> [error3(st_show:id(1))] end),
    run(throw, fun() -> [thrower(st_show:id(t))] end),
    run(exit, fun() -> [exiter(st_show:id(e))] end),
    run(and_also, fun() -> [and_also(st_show:id(7))] end),
    run(record, fun() -> [rec(st_show:id({other}))] end),
    ok.

-record(r, {a}).

badmatch() ->
    X = st_show:id(1),
    {ok, Y} = st_show:id(X),
    Y.

case_clause(V) ->
    R = case V of
            a -> 1;
            b -> 2
        end,
    R + 1.

if_clause(N) ->
    R = if N > 5 -> big;
           N < 0 -> neg
        end,
    {R}.

try_clause() ->
    R = try st_show:id(5) of
            4 -> four
        catch _ -> caught
        end,
    {R}.

fc(a, _) -> ok;
fc(b, Y) when Y > 1 ->
    ok.

badarity() ->
    F = st_show:id(fun(A) -> A end),
    [F(1, 2)].

badfun() ->
    F = st_show:id(not_a_fun),
    [F(1)].

%% Each may return (st_show:id/1 decides), so that erlc does not make calls to them tail
%% calls as it does for functions that never return.
error1(X) ->
    case st_show:id(X) of
        1 -> erlang:error({mine, X});
        _ -> X
    end.

error2(X, Y) ->
    case st_show:id(X) of
        1 -> error(mine, [X, Y]);
        _ -> X
    end.

error3(X) ->
    case st_show:id(X) of
        1 -> error(mine, [X], [{error_info, #{cause => here}}]);
        _ -> X
    end.

thrower(X) ->
    case st_show:id(X) of
        t -> throw({ball, X});
        _ -> X
    end.

exiter(X) ->
    case st_show:id(X) of
        e -> exit({gone, X});
        _ -> X
    end.

and_also(X) ->
    [X andalso true].

rec(R) ->
    [R#r.a].
