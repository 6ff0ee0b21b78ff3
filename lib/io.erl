%% io -- standard output functions for triheap.
%%
%% Only the output side is provided: everything ends up in the native
%% primitive triheap:put_chars(standard_io | standard_error, Chars).
-module(io).

-export([format/1, format/2, format/3, fwrite/1, fwrite/2, fwrite/3,
         put_chars/1, put_chars/2, nl/0, nl/1, write/1, write/2,
         printable_range/0]).

%% Errors are raised as badarg by the API function itself (as OTP does),
%% so the caller sees e.g. io:format/2 with its arguments.
-define(CHECK(Expr, CallArgs),
        case Expr of
            ok -> ok;
            error -> erlang:error(badarg, CallArgs)
        end).

format(Format) -> ?CHECK(do_format(standard_io, Format, []), [Format]).

format(Format, Args) -> ?CHECK(do_format(standard_io, Format, Args), [Format, Args]).

format(Dev, Format, Args) -> ?CHECK(do_format(Dev, Format, Args), [Dev, Format, Args]).

fwrite(Format) -> ?CHECK(do_format(standard_io, Format, []), [Format]).

fwrite(Format, Args) -> ?CHECK(do_format(standard_io, Format, Args), [Format, Args]).

fwrite(Dev, Format, Args) -> ?CHECK(do_format(Dev, Format, Args), [Dev, Format, Args]).


do_format(Dev0, Format, Args) ->
    case device(Dev0) of
        error -> error;
        Dev ->
            try io_lib_format:fwrite(Format, Args) of
                Chars -> triheap:put_chars(Dev, Chars)
            catch
                _:_ -> error
            end
    end.

put_chars(Chars) -> ?CHECK(do_put_chars(standard_io, Chars), [Chars]).

put_chars(Dev, Chars) -> ?CHECK(do_put_chars(Dev, Chars), [Dev, Chars]).

do_put_chars(Dev0, Chars) ->
    case {device(Dev0), chardata(Chars)} of
        {error, _} -> error;
        {_, false} -> error;
        {Dev, true} -> triheap:put_chars(Dev, Chars)
    end.

nl() -> triheap:put_chars(standard_io, "\n").

nl(Dev) -> ?CHECK(do_put_chars(Dev, "\n"), [Dev]).

write(Term) -> triheap:put_chars(standard_io, io_lib:write(Term)).

write(Dev, Term) -> ?CHECK(do_put_chars(Dev, io_lib:write(Term)), [Dev, Term]).

printable_range() -> latin1.

device(standard_io) -> standard_io;
device(user) -> standard_io;
device(standard_error) -> standard_error;
device(Pid) when is_pid(Pid) -> standard_io;
device(_) -> error.

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
