%% io -- the io module for triheap.
%%
%% A device is standard_io (also `user' and the group leader's pid),
%% standard_error, a registered name, or the pid of an io server (such as an
%% open file's, see file_io_server.erl), which gets io-protocol requests
%% {io_request, From, ReplyAs, Request} and answers {io_reply, ReplyAs, Reply}.
%% Output to standard_io and standard_error goes straight to the native
%% triheap:put_chars/2; requests on standard_io run in the calling process
%% (triheap_io_dev.erl, over the native standard input).
-module(io).

-export([format/1, format/2, format/3, fwrite/1, fwrite/2, fwrite/3,
         put_chars/1, put_chars/2, nl/0, nl/1, write/1, write/2,
         get_line/1, get_line/2, get_chars/2, get_chars/3,
         fread/2, fread/3, read/1, read/2, read/3,
         setopts/1, setopts/2, getopts/0, getopts/1,
         columns/0, columns/1, rows/0, rows/1,
         request/1, request/2, requests/1, requests/2,
         printable_range/0]).

%% Errors are raised by the API function itself (as OTP does), so the caller
%% sees e.g. io:format/2 with its arguments.
-define(CHECK(Expr, CallArgs),
        case Expr of
            ok -> ok;
            {error, CheckReason} -> erlang:error(conv_reason(CheckReason), CallArgs)
        end).

conv_reason(arguments) -> badarg;
conv_reason(terminated) -> terminated;
conv_reason(calling_self) -> calling_self;
conv_reason({no_translation, _, _}) -> no_translation;
conv_reason(_) -> badarg.

%% ---- output ----

format(Format) -> ?CHECK(do_format(standard_io, Format, []), [Format]).

format(Format, Args) -> ?CHECK(do_format(standard_io, Format, Args), [Format, Args]).

format(Dev, Format, Args) -> ?CHECK(do_format(Dev, Format, Args), [Dev, Format, Args]).

fwrite(Format) -> ?CHECK(do_format(standard_io, Format, []), [Format]).

fwrite(Format, Args) -> ?CHECK(do_format(standard_io, Format, Args), [Format, Args]).

fwrite(Dev, Format, Args) -> ?CHECK(do_format(Dev, Format, Args), [Dev, Format, Args]).

do_format(Dev, Format, Args) ->
    case target(Dev) of
        error -> {error, arguments};
        {pid, Pid} ->
            %% An io server formats (and a bad format ends a file's server, as
            %% in Erlang/OTP).
            io_request(Pid, {put_chars, unicode, io_lib, format, [Format, Args]});
        T ->
            try io_lib_format:fwrite(Format, Args) of
                Chars -> output(T, Chars)
            catch
                _:_ -> {error, format}
            end
    end.

put_chars(Chars) -> ?CHECK(do_put_chars(standard_io, Chars), [Chars]).

put_chars(Dev, Chars) -> ?CHECK(do_put_chars(Dev, Chars), [Dev, Chars]).

do_put_chars(Dev, Chars) ->
    case {target(Dev), chardata(Chars)} of
        {error, _} -> {error, arguments};
        {{pid, Pid}, _} -> io_request(Pid, {put_chars, unicode, Chars});
        {_, false} -> {error, put_chars};
        {T, true} -> output(T, Chars)
    end.

nl() -> triheap:put_chars(standard_io, "\n").

nl(Dev) -> ?CHECK(do_put_chars(Dev, "\n"), [Dev]).

write(Term) -> triheap:put_chars(standard_io, io_lib:write(Term)).

write(Dev, Term) -> ?CHECK(do_put_chars(Dev, io_lib:write(Term)), [Dev, Term]).

output(stdio, Chars) -> triheap:put_chars(standard_io, Chars);
output(stderr, Chars) -> triheap:put_chars(standard_error, Chars);
output({pid, Pid}, Chars) -> io_request(Pid, {put_chars, unicode, Chars}).

printable_range() -> latin1.

%% ---- input ----

get_line(Prompt) -> get_line(standard_io, Prompt).

get_line(Dev, Prompt) -> request(Dev, {get_line, unicode, Prompt}).

get_chars(Prompt, N) -> get_chars(standard_io, Prompt, N).

get_chars(Dev, Prompt, N) -> request(Dev, {get_chars, unicode, Prompt, N}).

fread(Prompt, Format) -> fread(standard_io, Prompt, Format).

fread(Dev, Prompt, Format) ->
    request(Dev, {get_until, unicode, Prompt, io_lib, fread, [Format]}).

read(Prompt) -> read(standard_io, Prompt).

read(Dev, Prompt) ->
    case request(Dev, {get_until, unicode, Prompt, erl_scan, tokens, [1]}) of
        {ok, Toks, _EndLine} -> erl_parse:parse_term(Toks);
        {error, E, _EndLine} -> {error, E};
        {eof, _EndLine} -> eof;
        Other -> Other
    end.

read(Dev, Prompt, Start) ->
    case request(Dev, {get_until, unicode, Prompt, erl_scan, tokens, [Start]}) of
        {ok, Toks, EndLine} ->
            case erl_parse:parse_term(Toks) of
                {ok, Term} -> {ok, Term, EndLine};
                {error, E} -> {error, E, EndLine}
            end;
        {error, _, _} = E -> E;
        {eof, _} = Eof -> Eof;
        Other -> Other
    end.

setopts(Opts) -> setopts(standard_io, Opts).

setopts(Dev, Opts) -> request(Dev, {setopts, Opts}).

getopts() -> getopts(standard_io).

getopts(Dev) -> request(Dev, getopts).

columns() -> columns(standard_io).

columns(Dev) -> geometry(Dev, columns).

rows() -> rows(standard_io).

rows(Dev) -> geometry(Dev, rows).

geometry(Dev, What) ->
    case request(Dev, {get_geometry, What}) of
        N when is_integer(N), N > 0 -> {ok, N};
        _ -> {error, enotsup}
    end.

%% ---- requests ----

request(Req) -> request(standard_io, Req).

request(Dev, Req) ->
    case target(Dev) of
        stdio -> stdio_request(Req);
        stderr -> stderr_request(Req);
        {pid, Pid} -> io_request(Pid, Req);
        error -> {error, arguments}
    end.

requests(Reqs) -> requests(standard_io, Reqs).

requests(Dev, Reqs) -> request(Dev, {requests, Reqs}).

target(standard_io) -> stdio;
target(user) -> stdio;
target(standard_error) -> stderr;
target(Pid) when is_pid(Pid) ->
    case Pid =:= group_leader() of
        true -> stdio;
        false -> {pid, Pid}
    end;
target(Name) when is_atom(Name) ->
    case whereis(Name) of
        undefined -> error;
        Pid -> target(Pid)
    end;
target(_) -> error.

%% standard_io's options live in the runtime, global as Erlang/OTP's io
%% server's are.
stdio_request(Req) ->
    {B, E} = triheap:stdio_opts(),
    Opts = #{binary => B, encoding => E},
    {Reply, Opts1} = triheap_io_dev:request(Req, stdio, Opts),
    case Opts1 of
        Opts -> ok;
        #{binary := B1, encoding := E1} -> triheap:stdio_set_opts(B1, E1)
    end,
    Reply.

%% standard_error takes output only.
stderr_request({put_chars, unicode, Chars}) -> output(stderr, Chars);
stderr_request({put_chars, latin1, Bytes}) ->
    case catch iolist_to_binary(Bytes) of
        B when is_binary(B) -> output(stderr, binary_to_list(B));
        _ -> {error, put_chars}
    end;
stderr_request(getopts) -> [{binary, false}, {encoding, latin1}];
stderr_request(_) -> {error, enotsup}.

io_request(Pid, _Req) when Pid =:= self() -> {error, calling_self};
io_request(Pid, Req) ->
    Mref = erlang:monitor(process, Pid),
    Pid ! {io_request, self(), Mref, Req},
    receive
        {io_reply, Mref, Reply} ->
            erlang:demonitor(Mref, [flush]),
            Reply;
        {'DOWN', Mref, _, _, _} ->
            receive {'EXIT', Pid, _} -> true after 0 -> true end,
            {error, terminated}
    end.

%% Is Chars valid unicode chardata?
chardata(B) when is_binary(B) -> true;
chardata(L) when is_list(L) -> chardata_list(L, []);
chardata(_) -> false.

chardata_list([C | Cs], More) when is_integer(C), C >= 0, C =< 16#10FFFF ->
    chardata_list(Cs, More);
chardata_list([B | Cs], More) when is_binary(B) -> chardata_list(Cs, More);
chardata_list([L | Cs], More) when is_list(L) -> chardata_list(L, [Cs | More]);
chardata_list([], [Cs | More]) -> chardata_list(Cs, More);
chardata_list([], []) -> true;
chardata_list(B, More) when is_binary(B) -> chardata_list([], More);
chardata_list(_, _) -> false.
