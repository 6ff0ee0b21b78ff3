%% io -- standard output functions for triheap.
%%
%% Only the output side is provided: everything ends up in the native
%% primitive triheap:put_chars(standard_io | standard_error, Chars).
-module(io).

-export([format/1, format/2, format/3, fwrite/1, fwrite/2, fwrite/3,
         put_chars/1, put_chars/2, nl/0, nl/1, write/1, write/2,
         printable_range/0]).

format(Format) -> do_format(standard_io, Format, [], [Format]).

format(Format, Args) -> do_format(standard_io, Format, Args, [Format, Args]).

format(Dev, Format, Args) -> do_format(Dev, Format, Args, [Dev, Format, Args]).

fwrite(Format) -> do_format(standard_io, Format, [], [Format]).

fwrite(Format, Args) -> do_format(standard_io, Format, Args, [Format, Args]).

fwrite(Dev, Format, Args) -> do_format(Dev, Format, Args, [Dev, Format, Args]).

do_format(Dev0, Format, Args, CallArgs) ->
    Dev = device(Dev0, CallArgs),
    Chars = try io_lib_format:fwrite(Format, Args)
            catch
                _:_ -> erlang:error(badarg, CallArgs)
            end,
    triheap:put_chars(Dev, Chars).

put_chars(Chars) -> put_chars1(standard_io, Chars, [Chars]).

put_chars(Dev, Chars) -> put_chars1(device(Dev, [Dev, Chars]), Chars, [Dev, Chars]).

put_chars1(Dev, Chars, CallArgs) ->
    case chardata(Chars) of
        true -> triheap:put_chars(Dev, Chars);
        false -> erlang:error(badarg, CallArgs)
    end.

nl() -> triheap:put_chars(standard_io, "\n").

nl(Dev) -> triheap:put_chars(device(Dev, [Dev]), "\n").

write(Term) -> triheap:put_chars(standard_io, io_lib:write(Term)).

write(Dev, Term) -> triheap:put_chars(device(Dev, [Dev, Term]), io_lib:write(Term)).

printable_range() -> latin1.

device(standard_io, _) -> standard_io;
device(user, _) -> standard_io;
device(standard_error, _) -> standard_error;
device(Pid, _) when is_pid(Pid) -> standard_io;
device(_, CallArgs) -> erlang:error(badarg, CallArgs).

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
