-module(tmr_tc).
-export([main/1, work/2]).

work(A, B) -> lists:sum(lists:seq(A, B)).

main(_) ->
    {T1, V1} = timer:tc(fun() -> work(1, 1000) end),
    io:format("tc/1: time integer >= 0: ~p, value ~p~n", [is_integer(T1) andalso T1 >= 0, V1]),
    {T2, V2} = timer:tc(fun ?MODULE:work/2, [1, 100]),
    io:format("tc/2: ~p ~p~n", [is_integer(T2) andalso T2 >= 0, V2]),
    {T3, V3} = timer:tc(?MODULE, work, [10, 20]),
    io:format("tc/3: ~p ~p~n", [is_integer(T3) andalso T3 >= 0, V3]),
    {T4, ok} = timer:tc(fun() -> timer:sleep(20) end),
    io:format("tc of sleep 20 >= 20000 us: ~p~n", [T4 >= 20000]),
    R = try timer:tc(fun() -> error(inside) end) catch error:E -> {caught, E} end,
    io:format("exception passes through: ~p~n", [R]),
    ok.
