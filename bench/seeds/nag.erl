%% nag -- Wilhelmsson 2002 (seed 000), sec. 6 and Appendix D.2 ("nagbif");
%% also Carlsson/Sagonas/Wilhelmsson (seed 004) sec. 6.1.
%% Paper: rewritten versions of procs with arguments (Number, Times, Size,
%% Variant).  A coordinator and Number-1 chained children form a ring; each
%% process creates a message {Times-1, list of Size 42s} and sends it on; a
%% receiver forwards {Times-1, ...}; a counter of 0 is forwarded as
%% {0, empty} until it reaches the coordinator, which stops the ring after
%% Number messages have reached 0.
%%   same    -- ONE message list is created and passed to every process as a
%%              spawn argument, and always forwarded as is;
%%   garbage -- a new list is built at each step and the old one dropped;
%%   keep    -- a new list at each step, received ones are kept in a list.
%% App. D.2 uses hipe_bifs:send/cons and small_tuple (global message area);
%% here they are plain !, [H|T] and {A,B}, which the paper says is what those
%% BIFs do on the private-heap system.
%% Choices where silent: arguments Variant Number Times Size; the App. D.2
%% args() table uses Times = 100 (the sec. 6 text says 10, seed 004 says 200
%% steps of ~200 words with 1000 processes); defaults: same 1000 100 200
%% (Variant alone may be given; Number Times Size then default to
%% 1000 100 200).  Output: the coordinator's
%% count of received messages (deterministic: each message follows the ring)
%% and, for keep, the number of lists it kept.
-module(nag).
-export([main/1, garbage_child/4, same_child/4, keep_child/4]).

main(Args) ->
    {V, N, T, S} = case Args of
                       [] -> {same, 1000, 100, 200};
                       [V0] -> {list_to_atom(V0), 1000, 100, 200};
                       [V0, N0, T0, S0] -> {list_to_atom(V0), list_to_integer(N0),
                                            list_to_integer(T0), list_to_integer(S0)}
                   end,
    {Recv, Kept} = test({N, T, S, V}),
    io:format("nag ~w ~w ~w ~w received=~w kept=~w~n", [V, N, T, S, Recv, Kept]).

test({Number, Times, Size, garbage}) ->
    Pid = spawn(nag, garbage_child, [self(), Number - 2, Times, Size]),
    Pid ! {Times - 1, build_list(Size, [])},
    garbage_coord_loop(Pid, Size, Number, 0);
test({Number, Times, Size, keep}) ->
    Pid = spawn(nag, keep_child, [self(), Number - 2, Times, Size]),
    Pid ! {Times - 1, build_list(Size, [])},
    keep_coord_loop(Pid, Size, [], Number, 0);
test({Number, Times, Size, same}) ->
    Message = build_list(Size, []),
    Args = [self(), Number - 2, Times, Message],
    Pid = spawn(nag, same_child, Args),
    Pid ! {Times - 1, Message},
    same_coord_loop(Pid, Number, 0).

garbage_child(Leader, 0, Times, Size) ->
    Leader ! {Times - 1, build_list(Size, [])},
    garbage_loop(Leader, Size);
garbage_child(Leader, Number, Times, Size) ->
    Pid = spawn(nag, garbage_child, [Leader, Number - 1, Times, Size]),
    Pid ! {Times - 1, build_list(Size, [])},
    garbage_loop(Pid, Size).

garbage_loop(Receiver, Size) ->
    receive
        stop -> Receiver ! stop;
        {0, _} ->
            Receiver ! {0, empty},
            garbage_loop(Receiver, Size);
        {Times, _Message} ->
            Receiver ! {Times - 1, build_list(Size, [])},
            garbage_loop(Receiver, Size)
    end.

garbage_coord_loop(Receiver, _, 0, Recv) ->
    Receiver ! stop,
    receive
        stop -> {Recv, 0}
    end;
garbage_coord_loop(Receiver, Size, Number, Recv) ->
    receive
        {0, _} -> garbage_coord_loop(Receiver, Size, Number - 1, Recv + 1);
        {Times, _Message} ->
            Receiver ! {Times - 1, build_list(Size, [])},
            garbage_coord_loop(Receiver, Size, Number, Recv + 1)
    end.

keep_child(Leader, 0, Times, Size) ->
    Leader ! {Times - 1, build_list(Size, [])},
    keep_loop(Leader, Size, []);
keep_child(Leader, Number, Times, Size) ->
    Pid = spawn(nag, keep_child, [Leader, Number - 1, Times, Size]),
    Pid ! {Times - 1, build_list(Size, [])},
    keep_loop(Pid, Size, []).

keep_loop(Receiver, Size, Storage) ->
    receive
        stop -> Receiver ! stop;
        {0, _} ->
            Receiver ! {0, empty},
            keep_loop(Receiver, Size, Storage);
        {Times, Message} ->
            Receiver ! {Times - 1, build_list(Size, [])},
            keep_loop(Receiver, Size, [Message | Storage])
    end.

keep_coord_loop(Receiver, _, Storage, 0, Recv) ->
    Receiver ! stop,
    receive
        stop -> {Recv, length(Storage)}
    end;
keep_coord_loop(Receiver, Size, Storage, Number, Recv) ->
    receive
        {0, _} -> keep_coord_loop(Receiver, Size, Storage, Number - 1, Recv + 1);
        {Times, Message} ->
            Receiver ! {Times - 1, Message},
            keep_coord_loop(Receiver, Size, [Message | Storage], Number, Recv + 1)
    end.

same_child(Leader, 0, Times, Message) ->
    Leader ! {Times - 1, Message},
    same_loop(Leader);
same_child(Leader, Number, Times, Message) ->
    Args = [Leader, Number - 1, Times, Message],
    Pid = spawn(nag, same_child, Args),
    Pid ! {Times - 1, Message},
    same_loop(Pid).

same_loop(Receiver) ->
    receive
        stop -> Receiver ! stop;
        {0, _} ->
            Receiver ! {0, empty},
            same_loop(Receiver);
        {Times, Message} ->
            Receiver ! {Times - 1, Message},
            same_loop(Receiver)
    end.

same_coord_loop(Receiver, 0, Recv) ->
    Receiver ! stop,
    receive
        stop -> {Recv, 0}
    end;
same_coord_loop(Receiver, Number, Recv) ->
    receive
        {0, _} -> same_coord_loop(Receiver, Number - 1, Recv + 1);
        {Times, Message} ->
            Receiver ! {Times - 1, Message},
            same_coord_loop(Receiver, Number, Recv + 1)
    end.

build_list(0, List) -> List;
build_list(N, List) -> build_list(N - 1, [42 | List]).
