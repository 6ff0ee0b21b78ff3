%% The parts of the file module written in Erlang: reading terms from a file,
%% file devices (open/2 starts an io server, file_io_server.erl) and file
%% information.  Whole-file operations (read_file, write_file, list_dir, ...)
%% are native BIFs.
-module(file).
-export([consult/1, write_file/3,
         open/2, close/1, read/2, read_line/1, write/2, position/2,
         pread/3, pwrite/3, sync/1, datasync/1, truncate/1,
         read_file_info/1, read_file_info/2, read_link_info/1, read_link_info/2]).

%% ---- file devices ----

open(Name, Modes) when is_list(Modes) ->
    case valid_name(Name) andalso lists:all(fun valid_mode/1, Modes) of
        true -> file_io_server:start(self(), Name, Modes);
        false -> {error, badarg}
    end;
%% The old mode forms.
open(Name, Mode) -> open(Name, mode_list(Mode)).

mode_list(read) -> [read];
mode_list(write) -> [write];
mode_list(read_write) -> [read, write];
mode_list({binary, Mode}) when is_atom(Mode) -> [binary | mode_list(Mode)];
mode_list({character, Mode}) when is_atom(Mode) -> mode_list(Mode);
mode_list(_) -> [{error, badarg}].

valid_name(Name) when is_atom(Name); is_binary(Name) -> true;
valid_name(Name) when is_list(Name) ->
    try unicode:characters_to_list(Name) of
        L when is_list(L) -> true;
        _ -> false
    catch _:_ -> false
    end;
valid_name(_) -> false.

%% Modes Erlang/OTP does not know are ignored; a bad encoding is not.
valid_mode({encoding, E}) ->
    lists:member(E, [latin1, unicode, utf8]);
valid_mode({error, badarg}) -> false;
valid_mode(_) -> true.

%% A closed file's server is gone: closing it again is ok.
close(File) when is_pid(File) ->
    case file_request(File, close) of
        {error, terminated} -> ok;
        Other -> Other
    end;
close(_) -> {error, badarg}.

read(File, Size) when (is_pid(File) orelse is_atom(File)), is_integer(Size), Size >= 0 ->
    case io:request(File, {get_chars, latin1, '', Size}) of
        Data when is_list(Data); is_binary(Data) -> {ok, Data};
        Other -> Other
    end;
read(_, _) -> {error, badarg}.

read_line(File) when is_pid(File); is_atom(File) ->
    case io:request(File, {get_line, latin1, ''}) of
        Data when is_list(Data); is_binary(Data) -> {ok, Data};
        Other -> Other
    end;
read_line(_) -> {error, badarg}.

write(File, Bytes) when is_pid(File); is_atom(File) ->
    case catch iolist_to_binary(Bytes) of
        Bin when is_binary(Bin) -> io:request(File, {put_chars, latin1, Bin});
        _ -> {error, badarg}
    end;
write(_, _) -> {error, badarg}.

position(File, At) when is_pid(File) -> file_request(File, {position, At});
position(_, _) -> {error, badarg}.

pread(File, At, Size) when is_pid(File) -> file_request(File, {pread, At, Size});
pread(_, _, _) -> {error, badarg}.

pwrite(File, At, Data) when is_pid(File) ->
    case catch iolist_to_binary(Data) of
        Bin when is_binary(Bin) -> file_request(File, {pwrite, At, Bin});
        _ -> {error, badarg}
    end;
pwrite(_, _, _) -> {error, badarg}.

sync(File) when is_pid(File) -> file_request(File, sync);
sync(_) -> {error, badarg}.

datasync(File) when is_pid(File) -> file_request(File, datasync);
datasync(_) -> {error, badarg}.

truncate(File) when is_pid(File) -> file_request(File, truncate);
truncate(_) -> {error, badarg}.

file_request(Pid, Req) ->
    Mref = erlang:monitor(process, Pid),
    Pid ! {file_request, self(), Mref, Req},
    receive
        {file_reply, Mref, Reply} ->
            erlang:demonitor(Mref, [flush]),
            Reply;
        {'DOWN', Mref, _, _, _} ->
            {error, terminated}
    end.

%% ---- file information ----

read_file_info(Name) -> read_file_info(Name, []).

read_file_info(Name, Opts) -> file_info(Name, Opts, true).

read_link_info(Name) -> read_link_info(Name, []).

read_link_info(Name, Opts) -> file_info(Name, Opts, false).

%% A #file_info{} record (kernel/include/file.hrl) from the native stat.
file_info(Name, Opts, Follow) ->
    case valid_name(Name) andalso time_type(Opts) of
        false -> {error, badarg};
        badarg -> {error, badarg};
        TimeType ->
            case triheap:file_stat(Name, Follow) of
                {ok, {Size, Type, Access, A, M, C, Mode, Links, Major, Minor, Inode, Uid, Gid}} ->
                    {ok, {file_info, Size, Type, Access, time(A, TimeType), time(M, TimeType),
                          time(C, TimeType), Mode, Links, Major, Minor, Inode, Uid, Gid}};
                Error -> Error
            end
    end.

time_type(Opts) when is_list(Opts) ->
    case lists:keyfind(time, 1, Opts) of
        false -> local;
        {time, T} when T =:= local; T =:= universal; T =:= posix -> T;
        _ -> badarg
    end;
time_type(_) -> badarg.

%% The runtime's local time is universal time.
time(S, posix) -> S;
time(S, _) -> calendar:gregorian_seconds_to_datetime(S + 62167219200).

%% Erlang terms, each ended by a dot, as a list.
consult(Name) ->
    case file:read_file(Name) of
        {ok, Bin} ->
            try terms(binary_to_list(Bin), 1, [])
            catch throw:{error, _} = E -> E
            end;
        Error -> Error
    end.

terms(Chars, Line, Acc) ->
    case erl_scan:tokens([], Chars, Line) of
        {done, {ok, Tokens, End}, Rest} ->
            case erl_parse:parse_term(Tokens) of
                {ok, T} -> terms(Rest, End, [T | Acc]);
                {error, E} -> throw({error, E})
            end;
        {done, {eof, _}, _} -> {ok, lists:reverse(Acc)};
        {done, {error, E, _}, _} -> throw({error, E});
        {more, _} ->
            %% Only white space and comments may follow the last term.
            case erl_scan:string(Chars, Line) of
                {ok, [], _} -> {ok, lists:reverse(Acc)};
                _ -> throw({error, {Line, erl_parse, ["syntax error before: ", []]}})
            end
    end.

%% write_file/3 writes in the calling process through the native file table
%% (no io server is needed for one write).
write_file(Name, Data, Modes) when is_list(Modes) ->
    case catch iolist_to_binary(Data) of
        Bin when is_binary(Bin) ->
            case valid_name(Name) andalso lists:all(fun valid_mode/1, Modes) of
                true ->
                    Ms = case lists:any(fun(M) -> lists:member(M, [write, append, exclusive]) end,
                                        Modes) of
                             true -> Modes;
                             false -> [write | Modes]
                         end,
                    case triheap:file_open(Name, Ms) of
                        {ok, H} ->
                            R = triheap:file_write(H, Bin),
                            _ = triheap:file_close(H),
                            R;
                        Error -> Error
                    end;
                false -> {error, badarg}
            end;
        _ -> {error, badarg}
    end;
write_file(_, _, _) -> {error, badarg}.
