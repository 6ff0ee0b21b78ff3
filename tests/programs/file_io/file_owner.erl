-module(file_owner).
-export([main/1]).

%% A file is an io server process: it closes when the process that opened it
%% ends (normally or not), other processes may use it, and requests to a
%% closed file report terminated.
main(_) ->
    Dir = file_tmpdir:make(),
    F = filename:join(Dir, "owner.txt"),
    Self = self(),
    %% the opener ends normally: its file closes
    Opener = spawn(fun() ->
                           {ok, D} = file:open(F, [write]),
                           ok = io:format(D, "from the opener~n", []),
                           Self ! {file, D}
                   end),
    D1 = receive {file, X} -> X end,
    p(wait_dead(D1, 200)),
    p(is_process_alive(Opener)),
    p(file:write(D1, "late")),
    p(file:read_file(F)),
    %% the opener crashes: its file closes too
    {Pid2, Mon2} = spawn_monitor(fun() ->
                                         {ok, D} = file:open(F, [append]),
                                         Self ! {file, D},
                                         receive go -> exit(crashed) end
                                 end),
    D2 = receive {file, Y} -> Y end,
    Ref2 = erlang:monitor(process, D2),
    p(file:write(D2, "written by main\n")),
    p(io:format(D2, "~s~n", ["formatted by main"])),
    Pid2 ! go,
    p(receive {'DOWN', Mon2, process, Pid2, R2} -> R2 end),
    p(receive {'DOWN', Ref2, process, D2, R3} -> R3 after 2000 -> timeout end),
    p(file:position(D2, bof)),
    p(file:close(D2)),
    p(file:read_file(F)),
    %% several files open at once, read from another process
    Names = [filename:join(Dir, "f" ++ integer_to_list(N)) || N <- lists:seq(1, 5)],
    Ds = [begin {ok, D} = file:open(N, [write, read]), D end || N <- Names],
    lists:foreach(fun({N, D}) -> io:format(D, "file ~w~n", [N]) end,
                  lists:zip(lists:seq(1, 5), Ds)),
    Reader = spawn(fun() ->
                           Lines = [begin {ok, 0} = file:position(D, bof),
                                          io:get_line(D, '')
                                    end || D <- Ds],
                           Self ! {lines, Lines}
                   end),
    p(receive {lines, Ls} -> Ls end),
    p(is_process_alive(Reader)),
    p([file:close(D) || D <- Ds]),
    p([file:read_file(N) || N <- Names]),
    %% io requests to a pid that is not an io server's
    Silent = spawn(fun() -> receive stop -> ok end end),
    Silent ! stop,
    Mon = erlang:monitor(process, Silent),
    receive {'DOWN', Mon, _, _, _} -> ok end,
    p(io:get_line(Silent, '')),
    p(c(fun() -> io:format(Silent, "x", []) end)),
    p(file:close(Silent)),
    p(c(fun() -> io:format(self(), "x", []) end)),
    file_tmpdir:remove(Dir),
    ok.

wait_dead(_, 0) -> still_alive;
wait_dead(Pid, N) ->
    case is_process_alive(Pid) of
        false -> dead;
        true -> timer:sleep(10), wait_dead(Pid, N - 1)
    end.

%% The exception class and reason (not the stack trace) of F, or its value.
c(F) ->
    try F() catch Class:Reason -> {Class, Reason} end.

p(X) -> io:format("~p~n", [X]).
