-module(proc_spawn_closure).
-export([main/1, add/3]).

add(Parent, A, B) -> Parent ! {sum, A + B}.

main(_) ->
    Me = self(),
    Big = lists:seq(1, 20000),
    Map = #{a => 1, b => [x, y], c => <<"binary data">>},
    spawn(fun() -> Me ! {closure, lists:sum(Big), maps:get(b, Map)} end),
    receive {closure, S, B} -> io:format("captured: ~p ~p~n", [S, B]) end,
    %% the captured data is a copy: changing nothing in parent is visible
    Fs = [fun() -> Me ! {idx, I, I * 10} end || I <- lists:seq(1, 5)],
    [spawn(F) || F <- Fs],
    Got = lists:sort([receive {idx, _, V} -> V end || _ <- Fs]),
    io:format("closures over loop var: ~p~n", [Got]),
    spawn(?MODULE, add, [Me, 2, 40]),
    receive {sum, X} -> io:format("spawn/3: ~p~n", [X]) end,
    spawn(erlang, send, [Me, {via_bif, ok}]),
    receive {via_bif, R} -> io:format("spawn of a BIF: ~p~n", [R]) end,
    spawn(lists, foreach, [fun(E) -> Me ! {e, E} end, [a, b, c]]),
    Es = [receive {e, E} -> E end || _ <- [1, 2, 3]],
    io:format("spawn of lists:foreach: ~p~n", [Es]),
    ok.
