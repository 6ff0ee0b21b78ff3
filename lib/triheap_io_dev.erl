%% triheap_io_dev: the io protocol's requests carried out on a device.
%%
%% A device is `stdio' (the process's standard input and output; requests run in
%% the calling process, see io.erl) or `{file, Handle}' (an open file, used by
%% its io server, file_io_server.erl).  Both read through native primitives
%% that give device bytes as binaries and take back the bytes a collector
%% (io_lib_fread, erl_scan) did not use.  Opts is the device's options,
%% #{binary => boolean(), encoding => latin1 | unicode}.
-module(triheap_io_dev).
-export([request/3]).

%% request(Request, Dev, Opts) -> {Reply, Opts1}
request({put_chars, Enc, Chars}, Dev, Opts) ->
    {put_chars(Dev, Enc, Chars, Opts), Opts};
request({put_chars, Enc, M, F, A}, Dev, Opts) ->
    case catch apply(M, F, A) of
        Chars when is_list(Chars); is_binary(Chars) ->
            {put_chars(Dev, Enc, Chars, Opts), Opts};
        _ -> {{error, F}, Opts}
    end;
request({put_chars, Chars}, Dev, Opts) ->
    request({put_chars, latin1, Chars}, Dev, Opts);
request({put_chars, M, F, A}, Dev, Opts) ->
    request({put_chars, latin1, M, F, A}, Dev, Opts);
request({get_line, Enc, Prompt}, Dev, Opts) ->
    prompt(Dev, Prompt),
    {data(read_line(Dev), Enc, Opts), Opts};
request({get_line, Prompt}, Dev, Opts) ->
    request({get_line, latin1, Prompt}, Dev, Opts);
request({get_chars, Enc, Prompt, N}, Dev, Opts) when is_integer(N), N >= 0 ->
    prompt(Dev, Prompt),
    {data(read(Dev, N), Enc, Opts), Opts};
request({get_chars, Prompt, N}, Dev, Opts) ->
    request({get_chars, latin1, Prompt, N}, Dev, Opts);
request({get_until, Enc, Prompt, M, F, Xs}, Dev, Opts) ->
    prompt(Dev, Prompt),
    {get_until(Dev, Enc, M, F, Xs, Opts, []), Opts};
request({get_until, Prompt, M, F, Xs}, Dev, Opts) ->
    request({get_until, latin1, Prompt, M, F, Xs}, Dev, Opts);
request({setopts, Os}, _Dev, Opts) when is_list(Os) ->
    case setopts(Os, Opts) of
        error -> {{error, enotsup}, Opts};
        Opts1 -> {ok, Opts1}
    end;
request(getopts, _Dev, Opts) ->
    {[{binary, maps:get(binary, Opts)}, {encoding, maps:get(encoding, Opts)}], Opts};
request({get_geometry, _}, _Dev, Opts) ->
    {{error, enotsup}, Opts};
request({requests, Rs}, Dev, Opts) when is_list(Rs) ->
    requests(Rs, Dev, Opts, ok);
request(Req, _Dev, Opts) ->
    {{error, {request, Req}}, Opts}.

requests([R | Rs], Dev, Opts, _) ->
    case request(R, Dev, Opts) of
        {{error, _}, _} = E -> E;
        {Reply, Opts1} -> requests(Rs, Dev, Opts1, Reply)
    end;
requests([], _Dev, Opts, Last) -> {Last, Opts}.

setopts([binary | Os], Opts) -> setopts(Os, Opts#{binary := true});
setopts([list | Os], Opts) -> setopts(Os, Opts#{binary := false});
setopts([{binary, B} | Os], Opts) when is_boolean(B) -> setopts(Os, Opts#{binary := B});
setopts([{encoding, E} | Os], Opts) when E =:= latin1 ->
    setopts(Os, Opts#{encoding := latin1});
setopts([{encoding, E} | Os], Opts) when E =:= unicode; E =:= utf8 ->
    setopts(Os, Opts#{encoding := unicode});
setopts([], Opts) -> Opts;
setopts(_, _) -> error.

%% ---- output ----

%% Standard output has its own path (latin1 or \x{...}, as io:format writes).
put_chars(stdio, latin1, Chars, _Opts) ->
    case catch iolist_to_binary(Chars) of
        B when is_binary(B) -> triheap:put_chars(standard_io, binary_to_list(B));
        _ -> {error, put_chars}
    end;
put_chars(stdio, unicode, Chars, _Opts) ->
    case catch triheap:put_chars(standard_io, Chars) of
        ok -> ok;
        _ -> {error, put_chars}
    end;
put_chars(Dev, Enc, Chars, Opts) ->
    case device_bytes(Enc, Chars, maps:get(encoding, Opts)) of
        {error, _} = E -> E;
        Bytes -> write(Dev, Bytes)
    end.

%% Chars of request encoding Enc as bytes in the device's encoding.
device_bytes(latin1, Chars, latin1) ->
    try iolist_to_binary(Chars) catch _:_ -> {error, put_chars} end;
device_bytes(latin1, Chars, unicode) ->
    convert(Chars, latin1, unicode);
device_bytes(unicode, Chars, latin1) ->
    case unicode:characters_to_binary(Chars, unicode, latin1) of
        B when is_binary(B) -> B;
        {error, _, _} -> {error, {no_translation, unicode, latin1}};
        _ -> {error, put_chars}
    end;
device_bytes(unicode, Chars, unicode) ->
    convert(Chars, unicode, unicode).

convert(Chars, In, Out) ->
    case catch unicode:characters_to_binary(Chars, In, Out) of
        B when is_binary(B) -> B;
        _ -> {error, put_chars}
    end.

%% ---- input ----

%% Device bytes as the reply to a request of encoding Enc.
data(Bin, Enc, Opts) when is_binary(Bin) ->
    case {maps:get(encoding, Opts), Enc, maps:get(binary, Opts)} of
        {latin1, latin1, true} -> Bin;
        {latin1, unicode, true} -> unicode:characters_to_binary(Bin, latin1, unicode);
        {latin1, _, false} -> binary_to_list(Bin);
        {unicode, unicode, true} -> Bin;
        {unicode, latin1, true} ->
            case unicode:characters_to_binary(Bin, unicode, latin1) of
                B when is_binary(B) -> B;
                _ -> {error, {no_translation, unicode, latin1}}
            end;
        {unicode, _, false} ->
            case unicode:characters_to_list(Bin, unicode) of
                L when is_list(L) -> L;
                _ -> binary_to_list(Bin)
            end
    end;
data(Other, _Enc, _Opts) -> Other.

%% Feed a collector (M:F(Cont, Chars | eof, Xs...)) a line at a time until it is
%% done; what it leaves is read again by the next request.
get_until(Dev, Enc, M, F, Xs, Opts, Cont) ->
    _ = Enc,
    Data = case read_line(Dev) of
               Bin when is_binary(Bin) -> chars(Bin, Opts);
               Other -> Other
           end,
    case Data of
        {error, _} = E -> E;
        _ ->
            case catch apply(M, F, [Cont, Data | Xs]) of
                {done, Result, Rest} ->
                    unread(Dev, Rest, Opts),
                    Result;
                {more, Cont1} when Data =/= eof ->
                    get_until(Dev, Enc, M, F, Xs, Opts, Cont1);
                {more, _} -> eof;
                _ -> {error, {get_until, F}}
            end
    end.

chars(Bin, #{encoding := latin1}) -> binary_to_list(Bin);
chars(Bin, #{encoding := unicode}) ->
    case unicode:characters_to_list(Bin, unicode) of
        L when is_list(L) -> L;
        _ -> binary_to_list(Bin)
    end.

unread(Dev, Rest, Opts) when is_list(Rest), Rest =/= [] ->
    Bytes = case maps:get(encoding, Opts) of
                latin1 -> list_to_binary(Rest);
                unicode -> unicode:characters_to_binary(Rest)
            end,
    case Dev of
        stdio -> triheap:stdin_unread(Bytes);
        {file, H} -> triheap:file_unread(H, Bytes)
    end;
unread(_, _, _) -> ok.

prompt(stdio, Prompt) ->
    case prompt_chars(Prompt) of
        [] -> ok;
        Chars -> triheap:put_chars(standard_io, Chars)
    end;
prompt(_, _) -> ok.

prompt_chars(P) when is_atom(P) -> atom_to_list(P);
prompt_chars(P) when is_binary(P) -> P;
prompt_chars({Format, Args}) -> catch io_lib:format(Format, Args);
prompt_chars(P) ->
    case catch unicode:characters_to_list(P) of
        L when is_list(L) -> L;
        _ -> io_lib:write(P)
    end.

%% ---- the device's primitives ----

read_line(stdio) -> triheap:stdin_read_line();
read_line({file, H}) -> triheap:file_read_line(H).

read(_Dev, 0) -> <<>>;
read(stdio, N) -> triheap:stdin_read(N);
read({file, H}, N) -> triheap:file_read(H, N).

write({file, H}, Bytes) -> triheap:file_write(H, Bytes).
