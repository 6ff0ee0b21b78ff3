-module(gc_options).
-export([main/1]).

%% erlang:garbage_collect/1,2: the caller, another process, a dead one; the options
%% `{type, _}` and `{async, RequestId}` and the errors of bad ones.

main(_) ->
    Self = self(),
    _Garbage = [lists:seq(1, 100) || _ <- lists:seq(1, 50)],
    io:format("~p~n", [erlang:garbage_collect()]),
    io:format("~p~n", [erlang:garbage_collect(Self)]),
    io:format("~p~n", [erlang:garbage_collect(Self, [])]),
    io:format("~p~n", [erlang:garbage_collect(Self, [{type, minor}])]),
    io:format("~p~n", [erlang:garbage_collect(Self, [{type, major}])]),
    Other = spawn(fun() -> receive stop -> ok end end),
    io:format("~p~n", [erlang:garbage_collect(Other)]),
    io:format("~p~n", [erlang:garbage_collect(Other, [{type, major}])]),
    Ref = make_ref(),
    io:format("~p~n", [erlang:garbage_collect(Self, [{async, Ref}])]),
    receive {garbage_collect, Ref, R1} -> io:format("own async: ~p~n", [R1]) end,
    io:format("~p~n", [erlang:garbage_collect(Other, [{async, {my, tag}}, {type, minor}])]),
    receive {garbage_collect, {my, tag}, R2} -> io:format("other async: ~p~n", [R2]) end,
    Mon = monitor(process, Other),
    Other ! stop,
    receive {'DOWN', Mon, process, Other, normal} -> ok end,
    io:format("~p~n", [erlang:garbage_collect(Other)]),
    io:format("~p~n", [erlang:garbage_collect(Other, [])]),
    io:format("~p~n", [erlang:garbage_collect(Other, [{async, dead}])]),
    receive {garbage_collect, dead, R3} -> io:format("dead async: ~p~n", [R3]) end,
    Bad = [{Self, [{type, full}]}, {Self, [{async}]}, {Self, [bogus]}, {Self, {type, minor}},
           {Self, [{type, minor} | x]}, {not_a_pid, []}, {Self, [{type, minor, x}]}],
    [io:format("~p~n", [try_gc(fun() -> erlang:garbage_collect(P, O) end)]) || {P, O} <- Bad],
    io:format("~p~n", [try_gc(fun() -> erlang:garbage_collect(not_a_pid) end)]),
    ok.

try_gc(F) ->
    try F() catch Class:Reason -> {Class, Reason} end.
