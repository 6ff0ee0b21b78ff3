-module(pdict_state).
-export([main/1]).

%% the process dictionary survives exceptions
main(_) ->
    put(log, []),
    Log = fun(Msg) -> put(log, [Msg | get(log)]) end,
    Log(start),
    try
        Log(in_try),
        throw(oops)
    catch
        throw:oops -> Log(in_catch)
    after
        Log(in_after)
    end,
    catch begin Log(before_error), error(x) end,
    Log(done),
    io:format("~p~n", [lists:reverse(get(log))]),
    F = fun() -> put(from_fun, yes) end,
    F(),
    io:format("~p~n", [get(from_fun)]),
    ok.
