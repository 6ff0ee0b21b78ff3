-module(deep_format).
-export([main/1]).

%% A format string may be a deep list: only its top level is read for control sequences;
%% nested lists (such as the result of io_lib:format/2) are printed as they are.
main(_) ->
    S = io_lib:format("Head: ~p | Tail: ~p~n", [1, [2, 3]]),
    io:fwrite(S),
    io:format([$t, $o, $p, $\s, $~, $p, $\s, "nested ~p", $~, $n], [1]),
    io:format("unused argument: ~p~n", [reason(fun() -> io:format(["top ~p", $~, $n], [1]) end)]),
    io:format("nested directive: ~p~n", [reason(fun() -> io:format(["deep ", ["and ~s", "~n"]], ["list"]) end)]),
    io:format("formatted format: ~p~n", [reason(fun() -> io:format(io_lib:format("~~p of ~p~~n", [x]), [y]) end)]),
    ok.

reason(F) ->
    try F() of V -> {ok, V} catch C:R -> {C, R} end.
