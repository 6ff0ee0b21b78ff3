-module(pinf_dictionary).
-export([main/1]).

main(_) ->
    Me = self(),
    P = spawn(fun() ->
                      put(name, worker),
                      put({k, 1}, [1, 2, 3]),
                      put(count, 0),
                      Me ! ready,
                      receive
                          bump -> put(count, get(count) + 1), erase(name), Me ! bumped,
                                  receive stop -> ok end
                      end
              end),
    receive ready -> ok end,
    {dictionary, D} = process_info(P, dictionary),
    io:format("child dictionary: ~p~n", [lists:sort(D)]),
    P ! bump,
    receive bumped -> ok end,
    {dictionary, D2} = process_info(P, dictionary),
    io:format("after bump: ~p~n", [lists:sort(D2)]),
    Q = spawn(fun() -> receive stop -> ok end end),
    io:format("fresh process: ~p~n", [process_info(Q, dictionary)]),
    put(mine, 1),
    {dictionary, MD} = process_info(self(), dictionary),
    io:format("own has mine: ~p~n", [lists:keyfind(mine, 1, MD)]),
    erase(mine),
    %% the dictionary is not inherited
    spawn(fun() -> put(x, 1), spawn(fun() -> Me ! {child_dict, get()} end) end),
    receive {child_dict, CD} -> io:format("grandchild dictionary: ~p~n", [CD]) end,
    P ! stop, Q ! stop,
    ok.
