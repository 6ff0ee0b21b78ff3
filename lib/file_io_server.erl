%% file_io_server: the io server process of a file opened with file:open/2.
%%
%% As in Erlang/OTP, an open file is a process that monitors the process that
%% opened it (the file closes when that process dies).  It is not linked to it
%% (Erlang/OTP links it to its file server), so a read or write error, after
%% which the io server replies and exits as Erlang/OTP's does, does not kill
%% the opener.  It
%% answers io-protocol requests ({io_request, ...}: io:format/3,
%% io:get_line/2, file:read/2, file:write/2, ...) through triheap_io_dev.erl,
%% and file requests ({file_request, From, Ref, Req}: close, position, sync,
%% truncate, pread, pwrite).  The file itself is a handle in the runtime's
%% table of open files (crates/vm/src/bif/file_io.rs), usable only by this
%% process and closed when it exits.
-module(file_io_server).
-export([start/3]).

%% start(Owner, Name, Modes) -> {ok, Pid} | {error, Reason}
start(Owner, Name, Modes) ->
    Ref = make_ref(),
    Pid = spawn(fun() -> init(Owner, Ref, Name, Modes) end),
    Mref = erlang:monitor(process, Pid),
    receive
        {Ref, ok} ->
            erlang:demonitor(Mref, [flush]),
            {ok, Pid};
        {Ref, Error} ->
            erlang:demonitor(Mref, [flush]),
            Error;
        {'DOWN', Mref, _, _, Reason} ->
            {error, Reason}
    end.

init(Owner, Ref, Name, Modes) ->
    case triheap:file_open(Name, Modes) of
        {ok, H} ->
            Mref = erlang:monitor(process, Owner),
            Opts = #{binary => lists:member(binary, Modes),
                     encoding => encoding(Modes)},
            Owner ! {Ref, ok},
            loop(H, Mref, Opts);
        Error ->
            Owner ! {Ref, Error}
    end.

encoding(Modes) ->
    case lists:keyfind(encoding, 1, Modes) of
        {encoding, latin1} -> latin1;
        {encoding, _} -> unicode;
        false -> latin1
    end.

loop(H, Mref, Opts) ->
    receive
        {io_request, From, ReplyAs, Req} when is_pid(From) ->
            {Reply, Opts1} = triheap_io_dev:request(Req, {file, H}, Opts),
            From ! {io_reply, ReplyAs, Reply},
            case device_error(Req, Reply) of
                false -> loop(H, Mref, Opts1);
                Reason -> exit(Reason)
            end;
        {file_request, From, Ref, close} when is_pid(From) ->
            Reply = triheap:file_close(H),
            From ! {file_reply, Ref, Reply};
        {file_request, From, Ref, Req} when is_pid(From) ->
            Reply = file_request(H, Req, Opts),
            From ! {file_reply, Ref, Reply},
            case {Req, Reply} of
                {Sync, {error, Reason}} when Sync =:= sync; Sync =:= datasync;
                                             Sync =:= truncate ->
                    exit(Reason);
                _ -> loop(H, Mref, Opts)
            end;
        {'DOWN', Mref, _, _, Reason} ->
            exit(Reason);
        _ ->
            loop(H, Mref, Opts)
    end.

%% A failed read or write ends the server after its reply, as in Erlang/OTP.
device_error({put_chars, _, _, F, _}, {error, F}) -> false;   % a format error
device_error(Req, {error, Reason}) when is_tuple(Req) ->
    case lists:member(element(1, Req), [put_chars, get_line, get_chars, get_until]) of
        true when is_atom(Reason) -> Reason;
        true when is_tuple(Reason), element(1, Reason) =:= no_translation -> no_translation;
        _ -> false
    end;
device_error(_, _) -> false.

file_request(H, {position, At}, _Opts) -> position(H, At);
file_request(H, sync, _Opts) -> triheap:file_sync(H);
file_request(H, datasync, _Opts) -> triheap:file_sync(H);
file_request(H, truncate, _Opts) -> triheap:file_truncate(H);
file_request(H, {pread, At, Size}, Opts) when is_integer(Size), Size >= 0 ->
    at(H, At, fun() ->
                      case triheap:file_read(H, Size) of
                          B when is_binary(B), map_get(binary, Opts) -> {ok, B};
                          B when is_binary(B) -> {ok, binary_to_list(B)};
                          Other -> Other
                      end
              end);
file_request(H, {pwrite, At, Data}, _Opts) ->
    at(H, At, fun() -> triheap:file_write(H, Data) end);
file_request(_H, _, _Opts) -> {error, badarg}.

%% pread and pwrite move the position, as Erlang/OTP's io server's do.
at(H, At, Fun) ->
    case position(H, At) of
        {ok, _} -> Fun();
        Error -> Error
    end.

position(H, At) ->
    case At of
        N when is_integer(N) -> triheap:file_position(H, bof, N);
        W when W =:= bof; W =:= cur; W =:= eof -> triheap:file_position(H, W, 0);
        {W, N} when (W =:= bof orelse W =:= cur orelse W =:= eof), is_integer(N) ->
            triheap:file_position(H, W, N);
        _ -> {error, badarg}
    end.
