-module(lnk_basic).
-export([main/1]).

links_of(P) -> {links, L} = process_info(P, links), L.

main(_) ->
    process_flag(trap_exit, true),
    Me = self(),
    A = spawn(fun() -> receive stop -> ok end end),
    io:format("link returns: ~p~n", [link(A)]),
    io:format("linked both ways: ~p ~p~n", [lists:member(A, links_of(Me)), links_of(A) =:= [Me]]),
    io:format("link again: ~p~n", [link(A)]),
    io:format("still one link entry: ~p~n", [length([X || X <- links_of(Me), X =:= A])]),
    io:format("unlink returns: ~p~n", [unlink(A)]),
    io:format("unlinked both ways: ~p ~p~n", [lists:member(A, links_of(Me)), links_of(A)]),
    io:format("unlink again: ~p~n", [unlink(A)]),
    io:format("link to self: ~p~n", [link(self())]),
    io:format("self not in own links: ~p~n", [not lists:member(self(), links_of(Me))]),
    io:format("unlink self: ~p~n", [unlink(self())]),
    io:format("link(foo): ~p~n", [try link(foo) catch error:E -> E end]),
    io:format("unlink(foo): ~p~n", [try unlink(foo) catch error:E2 -> E2 end]),
    %% the linked process links back from its side
    B = spawn(fun() -> link(Me), Me ! linked, receive stop -> ok end end),
    receive linked -> ok end,
    io:format("link made by child visible: ~p~n", [lists:member(B, links_of(Me))]),
    B ! stop,
    receive {'EXIT', B, R} -> io:format("child exit: ~p~n", [R]) end,
    A ! stop,
    receive {'EXIT', A, _} -> io:format("unexpected exit from A~n") after 50 -> io:format("no exit message from unlinked A~n") end,
    ok.
