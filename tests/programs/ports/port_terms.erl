-module(port_terms).
-export([main/1]).

%% Ports as terms: printing, term order among the other kinds, equality,
%% external format, port_to_list/list_to_port, use as keys, in messages and
%% ETS, and surviving collections.
main(_) ->
    P = open_port({spawn, "cat"}, []),
    Q = open_port({spawn, "cat"}, []),
    io:format("~p ~w ~s~n", [P, Q, erlang:port_to_list(P)]),
    io:format("~p~n", [io_lib:format("~p", [P])]),
    Ref = make_ref(),
    Fun = fun() -> ok end,
    Terms = [{x}, Q, self(), <<"b">>, [1], #{}, Fun, P, Ref, atom, 1.5, 2, []],
    Sorted = lists:sort(Terms),
    io:format("kinds in order ~p~n", [[kind(T) || T <- Sorted]]),
    io:format("P < Q ~p, P == P ~p, P =:= Q ~p~n", [P < Q, P == list_to_port(erlang:port_to_list(P)), P =:= Q]),
    io:format("port > fun ~p, port < pid ~p, port > ref ~p~n", [P > Fun, P < self(), P > Ref]),
    Bin = term_to_binary({P, [Q]}),
    io:format("etf ~p~n", [Bin]),
    {P, [Q]} = binary_to_term(Bin),
    io:format("list_to_port ~p~n", [list_to_port("#Port<0.123>")]),
    io:format("bad list_to_port ~p~n", [catch_reason(fun() -> list_to_port("#Port<0.x>") end)]),
    io:format("port_to_list(self()) ~p~n", [catch_reason(fun() -> erlang:port_to_list(self()) end)]),
    io:format("port_info(self()) ~p~n", [catch_reason(fun() -> erlang:port_info(self()) end)]),
    io:format("port_info(P, bogus) ~p~n", [catch_reason(fun() -> erlang:port_info(P, bogus) end)]),
    M = #{P => p, Q => q},
    io:format("map ~p~n", [maps:to_list(M)]),
    T = ets:new(t, [set]),
    ets:insert(T, [{P, 1}, {Q, 2}]),
    io:format("ets ~p ~p~n", [ets:lookup(T, Q), lists:sort(ets:tab2list(T))]),
    Self = self(),
    Pid = spawn(fun() -> receive {ports, Ps} -> Self ! {back, Ps, is_port(hd(Ps))} end end),
    Pid ! {ports, [P, Q]},
    receive {back, Ps, IsPort} -> io:format("round trip ~p ~p~n", [Ps =:= [P, Q], IsPort]) end,
    %% ports held across many collections
    Held = [{P, I} || I <- lists:seq(1, 20000)],
    _ = [lists:seq(1, 50) || _ <- lists:seq(1, 2000)],
    io:format("held ~p~n", [lists:all(fun({X, _}) -> X =:= P end, Held)]),
    io:format("phash2 equal ~p~n", [erlang:phash2(P) =:= erlang:phash2(list_to_port(erlang:port_to_list(P)))]),
    io:format("guards ~p~n", [[g(X) || X <- [P, self(), Ref, 1]]]),
    port_close(P), port_close(Q),
    ok.

g(X) when is_port(X) -> port;
g(X) when is_pid(X) -> pid;
g(_) -> other.

kind(T) when is_port(T) -> port;
kind(T) when is_pid(T) -> pid;
kind(T) when is_reference(T) -> ref;
kind(T) when is_function(T) -> 'fun';
kind(T) when is_number(T) -> number;
kind(T) when is_atom(T) -> atom;
kind(T) when is_tuple(T) -> tuple;
kind(T) when is_map(T) -> map;
kind([]) -> nil;
kind(T) when is_list(T) -> list;
kind(T) when is_binary(T) -> binary.

catch_reason(F) ->
    try F() catch error:R -> R end.
