-module(msg_large_list).
-export([main/1]).

echo() ->
    receive
        {From, X} -> From ! {echo, X}, echo();
        stop -> ok
    end.

main(_) ->
    E = spawn(fun echo/0),
    L = lists:seq(1, 100000),
    E ! {self(), L},
    receive {echo, L2} ->
            io:format("100k list: equal ~p, length ~p, sum ~p~n", [L2 =:= L, length(L2), lists:sum(L2)])
    end,
    Strs = [integer_to_list(I) || I <- lists:seq(1, 100000)],
    E ! {self(), Strs},
    receive {echo, S2} -> io:format("100k strings: equal ~p, last ~p~n", [S2 =:= Strs, lists:last(S2)]) end,
    Tuples = [{I, I * 2, [I]} || I <- lists:seq(1, 50000)],
    E ! {self(), Tuples},
    receive {echo, T2} -> io:format("50k tuples: equal ~p, nth 777 ~p~n", [T2 =:= Tuples, lists:nth(777, T2)]) end,
    %% the same list many times in one message (sharing is not visible)
    Shared = lists:seq(1, 1000),
    Msg = lists:duplicate(100, Shared),
    E ! {self(), Msg},
    receive {echo, M2} -> io:format("shared sublists: ~p ~p~n", [M2 =:= Msg, length(lists:append(M2))]) end,
    Improper = [1, 2, 3 | tail],
    E ! {self(), Improper},
    receive {echo, I2} -> io:format("improper: ~p~n", [I2]) end,
    E ! stop,
    ok.
