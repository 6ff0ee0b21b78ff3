%% io_lib -- character formatting and term writing for triheap.
%%
%% format/fwrite are implemented in io_lib_format, pretty printing (~p)
%% in io_lib_pretty.  This module holds the public API plus the plain
%% term writer (~w), atom/string/char quoting and the printable-list
%% predicates.
%%
%% Output is a (possibly deep) list of character codes.
-module(io_lib).

-export([format/2, format/3, fwrite/2, fwrite/3, fread/2, fread/3]).
-export([write/1, write/2, write/3, print/1, print/4]).
-export([write_atom/1, write_atom_as_latin1/1, quote_atom/2]).
-export([write_string/1, write_string/2, write_latin1_string/1,
         write_latin1_string/2, write_string_as_latin1/1,
         write_string_as_latin1/2]).
-export([write_char/1, write_latin1_char/1, write_char_as_latin1/1]).
-export([nl/0, char_list/1, deep_char_list/1, latin1_char_list/1,
         deep_latin1_char_list/1, printable_list/1, printable_latin1_list/1,
         printable_unicode_list/1, chars_length/1, indentation/2]).
%% Helpers shared with io_lib_format / io_lib_pretty.
-export([write_term/3, write_atom_enc/2, write_string_enc/2,
         sort_pairs/1, map_pairs/1, flat_length/1,
         bin_elems/1, bin_elem/1]).

%%% ------------------------------------------------------------------
%%% Formatting
%%% ------------------------------------------------------------------

%% Formatted input: io_lib_fread.erl.
fread(Format, Chars) -> io_lib_fread:fread(Format, Chars).

fread(Cont, Chars, Format) -> io_lib_fread:fread(Cont, Chars, Format).

format(Format, Args) ->
    try io_lib_format:fwrite(Format, Args)
    catch
        _:_ -> erlang:error(badarg, [Format, Args])
    end.

format(Format, Args, Options) ->
    try io_lib_format:fwrite(Format, Args, Options)
    catch
        _:_ -> erlang:error(badarg, [Format, Args, Options])
    end.

fwrite(Format, Args) ->
    try io_lib_format:fwrite(Format, Args)
    catch
        _:_ -> erlang:error(badarg, [Format, Args])
    end.

fwrite(Format, Args, Options) ->
    try io_lib_format:fwrite(Format, Args, Options)
    catch
        _:_ -> erlang:error(badarg, [Format, Args, Options])
    end.

nl() -> "\n".

%%% ------------------------------------------------------------------
%%% Printing (pretty)
%%% ------------------------------------------------------------------

print(Term) ->
    io_lib_pretty:print(Term, 1, 80, -1, latin1, true).

print(Term, Column, LineLength, Depth) ->
    io_lib_pretty:print(Term, Column, LineLength, Depth, latin1, true).

%%% ------------------------------------------------------------------
%%% Writing (~w)
%%% ------------------------------------------------------------------

write(Term) -> write_term(Term, -1, latin1).

write(Term, Depth) when is_integer(Depth) -> write_term(Term, Depth, latin1);
write(Term, Options) when is_list(Options) ->
    Depth = get_opt(depth, Options, -1),
    Enc = get_opt(encoding, Options, latin1),
    write_term(Term, Depth, Enc).

write(Term, Depth, _Pretty) -> write_term(Term, Depth, latin1).

get_opt(_K, [], Def) -> Def;
get_opt(K, [{K, V} | _], _Def) -> V;
get_opt(K, [_ | Os], Def) -> get_opt(K, Os, Def).

%% write_term(Term, Depth, Encoding) -> chars
%% Depth < 0 means unlimited.
write_term(_Term, 0, _Enc) -> "...";
write_term(Term, _D, _Enc) when is_integer(Term) -> integer_to_list(Term);
write_term(Term, _D, _Enc) when is_float(Term) -> float_to_list(Term, [short]);
write_term(Term, _D, Enc) when is_atom(Term) -> write_atom_enc(Term, Enc);
write_term([], _D, _Enc) -> "[]";
write_term(Term, D, Enc) when is_list(Term) -> write_list(Term, D, Enc);
write_term({}, _D, _Enc) -> "{}";
write_term(Term, D, Enc) when is_tuple(Term) -> write_tuple(Term, D, Enc);
write_term(Term, D, _Enc) when is_bitstring(Term) -> write_binary(Term, D);
write_term(Term, D, Enc) when is_map(Term) -> write_map(Term, D, Enc);
write_term(Term, _D, _Enc) when is_pid(Term) -> erlang:pid_to_list(Term);
write_term(Term, _D, _Enc) when is_reference(Term) -> erlang:ref_to_list(Term);
write_term(Term, _D, _Enc) when is_port(Term) -> erlang:port_to_list(Term);
write_term(Term, _D, _Enc) when is_function(Term) -> erlang:fun_to_list(Term).

%% Containers are [Open, Elements, Close], with the elements and separators in one list,
%% the same deep-list shape Erlang/OTP returns.
write_list(_L, 1, _Enc) -> "[...]";
write_list([H | T], D, Enc) ->
    [$[, [write_term(H, D - 1, Enc) | write_list_tail(T, D - 1, Enc)], $]].

write_list_tail([], _D, _Enc) -> [];
write_list_tail(_, 1, _Enc) -> "|...";
write_list_tail([H | T], D, Enc) ->
    [$,, write_term(H, D - 1, Enc) | write_list_tail(T, D - 1, Enc)];
write_list_tail(Other, D, Enc) ->
    [$|, write_term(Other, D - 1, Enc)].

write_tuple(_T, 1, _Enc) -> "{...}";
write_tuple(T, D, Enc) ->
    [${, [write_term(element(1, T), D - 1, Enc)
          | write_tuple_tail(T, 2, tuple_size(T), D - 1, Enc)], $}].

write_tuple_tail(_T, I, N, _D, _Enc) when I > N -> [];
write_tuple_tail(_T, _I, _N, 1, _Enc) -> ",...";
write_tuple_tail(T, I, N, D, Enc) ->
    [$,, write_term(element(I, T), D - 1, Enc)
     | write_tuple_tail(T, I + 1, N, D - 1, Enc)].

write_map(Map, D, Enc) ->
    case map_size(Map) of
        0 -> "#{}";
        _ when D =:= 1 -> "#{}";
        _ ->
            [{K, V} | Rest] = map_pairs(Map),
            D0 = D - 1,
            [$#, ${, [write_assoc(K, V, D0, Enc)
                      | write_map_tail(Rest, D0, D0, Enc)], $}]
    end.

write_map_tail(_, 1, _D0, _Enc) -> ",...";
write_map_tail([], _N, _D0, _Enc) -> [];
write_map_tail([{K, V} | Rest], N, D0, Enc) ->
    [$,, write_assoc(K, V, D0, Enc) | write_map_tail(Rest, N - 1, D0, Enc)].

write_assoc(K, V, D, Enc) ->
    [write_term(K, D, Enc), " => ", write_term(V, D, Enc)].

%% Map entries in the order OTP prints them: key order for a map of up to 32 keys,
%% its iterators' order (a hash order) for a larger one.
map_pairs(Map) when map_size(Map) > 32 -> triheap:map_iter_list(Map);
map_pairs(Map) -> sort_pairs(maps:to_list(Map)).

%% Stable merge sort of {Key, Value} pairs on Key (term order).
sort_pairs(L) -> msort(L, length(L)).

msort(L, N) when N < 2 -> L;
msort(L, N) ->
    H = N div 2,
    {A, B} = split_at(L, H, []),
    merge(msort(A, H), msort(B, N - H)).

split_at(L, 0, Acc) -> {lists:reverse(Acc), L};
split_at([X | Xs], N, Acc) -> split_at(Xs, N - 1, [X | Acc]).

merge([], B) -> B;
merge(A, []) -> A;
merge([{Ka, _} = X | As] = A, [{Kb, _} = Y | Bs] = B) ->
    case key_cmp(Kb, Ka) of
        lt -> [Y | merge(A, Bs)];
        _ -> [X | merge(As, B)]
    end.

%% Map keys are ordered by the exact term order, where every integer
%% sorts before every float (so 1 < 0.5 and 2 < 1.0).
key_cmp(A, B) when is_integer(A), is_float(B) -> lt;
key_cmp(A, B) when is_float(A), is_integer(B) -> gt;
key_cmp(A, B) when is_tuple(A), is_tuple(B), tuple_size(A) =:= tuple_size(B) ->
    key_cmp_elems(tuple_to_list(A), tuple_to_list(B));
key_cmp([A | As], [B | Bs]) ->
    case key_cmp(A, B) of
        eq -> key_cmp(As, Bs);
        R -> R
    end;
key_cmp(A, B) when A < B -> lt;
key_cmp(A, B) when A > B -> gt;
key_cmp(_, _) -> eq.

key_cmp_elems([A | As], [B | Bs]) ->
    case key_cmp(A, B) of
        eq -> key_cmp_elems(As, Bs);
        R -> R
    end;
key_cmp_elems([], []) -> eq.

%% Binaries: <<1,2,3>>, <<1,2:3>>, depth limited.
write_binary(B, D) ->
    [$<, $< | write_bin_elems(bin_elems(B), D)].

%% bin_elems(Bitstring) -> [Byte] ++ optionally [{Value, Bits}] at the end.
bin_elems(B) ->
    Bits = bit_size(B) rem 8,
    case Bits of
        0 -> binary_to_list(B);
        _ ->
            NB = bit_size(B) div 8,
            <<Bytes:NB/binary, Tail:Bits>> = B,
            binary_to_list(Bytes) ++ [{Tail, Bits}]
    end.

write_bin_elems([], _D) -> ">>";
write_bin_elems(_Es, 1) -> "...>>";
write_bin_elems([E], _D) -> [bin_elem(E), $>, $>];
write_bin_elems([E | Es], D) -> [bin_elem(E), $, | write_bin_elems(Es, D - 1)].

bin_elem({V, Bits}) -> [integer_to_list(V), $: | integer_to_list(Bits)];
bin_elem(X) -> integer_to_list(X).

%%% ------------------------------------------------------------------
%%% Atoms
%%% ------------------------------------------------------------------

write_atom(A) -> write_atom_enc(A, unicode).

write_atom_as_latin1(A) -> write_atom_enc(A, latin1).

quote_atom(A, Chars) when is_atom(A) -> atom_needs_quotes(A, Chars).

write_atom_enc(A, Enc) ->
    Chars = atom_to_list(A),
    case atom_needs_quotes(A, Chars) of
        false -> Chars;
        true -> [$' | quote_chars(Chars, $', Enc, [$'])]
    end.

atom_needs_quotes(A, [C | Cs]) when C >= $a, C =< $z ->
    not (name_chars(Cs) andalso not reserved_word(A));
atom_needs_quotes(A, [C | Cs]) when C >= 16#DF, C =< 16#FF, C =/= 16#F7 ->
    not (name_chars(Cs) andalso not reserved_word(A));
atom_needs_quotes(_A, _Chars) -> true.

name_chars([C | Cs]) ->
    case name_char(C) of
        true -> name_chars(Cs);
        false -> false
    end;
name_chars([]) -> true.

name_char(C) when C >= $a, C =< $z -> true;
name_char(C) when C >= $A, C =< $Z -> true;
name_char(C) when C >= $0, C =< $9 -> true;
name_char($_) -> true;
name_char($@) -> true;
name_char(C) when C >= 16#C0, C =< 16#FF, C =/= 16#D7, C =/= 16#F7 -> true;
name_char(_) -> false.

reserved_word('after') -> true;
reserved_word('and') -> true;
reserved_word('andalso') -> true;
reserved_word('band') -> true;
reserved_word('begin') -> true;
reserved_word('bnot') -> true;
reserved_word('bor') -> true;
reserved_word('bsl') -> true;
reserved_word('bsr') -> true;
reserved_word('bxor') -> true;
reserved_word('case') -> true;
reserved_word('catch') -> true;
reserved_word('cond') -> true;
reserved_word('div') -> true;
reserved_word('end') -> true;
reserved_word('fun') -> true;
reserved_word('if') -> true;
reserved_word('let') -> true;
reserved_word('not') -> true;
reserved_word('of') -> true;
reserved_word('or') -> true;
reserved_word('orelse') -> true;
reserved_word('receive') -> true;
reserved_word('rem') -> true;
reserved_word('try') -> true;
reserved_word('when') -> true;
reserved_word('xor') -> true;
reserved_word(_) -> false.

%%% ------------------------------------------------------------------
%%% Strings and characters
%%% ------------------------------------------------------------------

write_string(S) -> write_string_enc(S, unicode).

write_string(S, Q) -> [Q | quote_chars(S, Q, unicode, [Q])].

write_latin1_string(S) -> write_string_enc(S, strict_latin1).

write_latin1_string(S, Q) -> [Q | quote_chars(S, Q, strict_latin1, [Q])].

write_string_as_latin1(S) -> write_string_enc(S, latin1).

write_string_as_latin1(S, Q) -> [Q | quote_chars(S, Q, latin1, [Q])].

write_string_enc(S, Enc) -> [$" | quote_chars(S, $", Enc, [$"])].

%% quote_chars(Chars, Quote, Encoding, Tail)
quote_chars([C | Cs], Q, Enc, Tail) ->
    quote_char(C, Q, Enc, quote_chars(Cs, Q, Enc, Tail));
quote_chars([], _Q, _Enc, Tail) -> Tail.

quote_char(Q, Q, _Enc, Tail) -> [$\\, Q | Tail];
quote_char($\\, _Q, _Enc, Tail) -> [$\\, $\\ | Tail];
quote_char(C, _Q, _Enc, Tail) when C >= $\s, C =< $~ -> [C | Tail];
quote_char(C, _Q, latin1, Tail) when C >= 16#A0, C =< 16#FF -> [C | Tail];
quote_char(C, _Q, unicode, Tail) when C >= 16#A0 -> [C | Tail];
quote_char(C, _Q, latin1, Tail) when C > 16#FF ->
    "\\x{" ++ integer_to_list(C, 16) ++ [$} | Tail];
quote_char(C, _Q, strict_latin1, Tail) when C >= 16#A0, C =< 16#FF -> [C | Tail];
quote_char(C, _Q, strict_latin1, _Tail) when C > 16#FF -> erlang:error(badarg);
quote_char($\n, _Q, _Enc, Tail) -> [$\\, $n | Tail];
quote_char($\r, _Q, _Enc, Tail) -> [$\\, $r | Tail];
quote_char($\t, _Q, _Enc, Tail) -> [$\\, $t | Tail];
quote_char($\v, _Q, _Enc, Tail) -> [$\\, $v | Tail];
quote_char($\b, _Q, _Enc, Tail) -> [$\\, $b | Tail];
quote_char($\f, _Q, _Enc, Tail) -> [$\\, $f | Tail];
quote_char($\e, _Q, _Enc, Tail) -> [$\\, $e | Tail];
quote_char($\d, _Q, _Enc, Tail) -> [$\\, $d | Tail];
quote_char(C, _Q, _Enc, Tail) ->
    [$\\, $0 + (C div 64), $0 + ((C div 8) rem 8), $0 + (C rem 8) | Tail].

write_char($\s) -> "$\\s";
write_char(C) when is_integer(C), C >= 0 -> [$$ | quote_char(C, -1, unicode, [])].

write_latin1_char($\s) -> "$\\s";
write_latin1_char(C) when is_integer(C), C >= 0, C =< 16#FF ->
    [$$ | quote_char(C, -1, latin1, [])].

write_char_as_latin1($\s) -> "$\\s";
write_char_as_latin1(C) when is_integer(C), C >= 0 ->
    [$$ | quote_char(C, -1, latin1, [])].

%%% ------------------------------------------------------------------
%%% Predicates
%%% ------------------------------------------------------------------

char_list([C | Cs]) when is_integer(C), C >= 0, C < 16#D800;
                         is_integer(C), C > 16#DFFF, C < 16#FFFE;
                         is_integer(C), C > 16#FFFF, C =< 16#10FFFF ->
    char_list(Cs);
char_list([]) -> true;
char_list(_) -> false.

deep_char_list(Cs) -> deep_char_list(Cs, []).

deep_char_list([C | Cs], More) when is_list(C) ->
    deep_char_list(C, [Cs | More]);
deep_char_list([C | Cs], More) when is_integer(C), C >= 0, C < 16#D800;
                                    is_integer(C), C > 16#DFFF, C < 16#FFFE;
                                    is_integer(C), C > 16#FFFF, C =< 16#10FFFF ->
    deep_char_list(Cs, More);
deep_char_list([], [Cs | More]) -> deep_char_list(Cs, More);
deep_char_list([], []) -> true;
deep_char_list(_, _) -> false.

latin1_char_list([C | Cs]) when is_integer(C), C >= 0, C =< 255 ->
    latin1_char_list(Cs);
latin1_char_list([]) -> true;
latin1_char_list(_) -> false.

deep_latin1_char_list(Cs) -> deep_latin1_char_list(Cs, []).

deep_latin1_char_list([C | Cs], More) when is_list(C) ->
    deep_latin1_char_list(C, [Cs | More]);
deep_latin1_char_list([C | Cs], More) when is_integer(C), C >= 0, C =< 255 ->
    deep_latin1_char_list(Cs, More);
deep_latin1_char_list([], [Cs | More]) -> deep_latin1_char_list(Cs, More);
deep_latin1_char_list([], []) -> true;
deep_latin1_char_list(_, _) -> false.

printable_list(L) -> printable_latin1_list(L).

printable_latin1_list([C | Cs]) when is_integer(C), C >= $\s, C =< $~ ->
    printable_latin1_list(Cs);
printable_latin1_list([C | Cs]) when is_integer(C), C >= 16#A0, C =< 16#FF ->
    printable_latin1_list(Cs);
printable_latin1_list([C | Cs]) when C =:= $\n; C =:= $\r; C =:= $\t;
                                     C =:= $\v; C =:= $\b; C =:= $\f;
                                     C =:= $\e ->
    printable_latin1_list(Cs);
printable_latin1_list([]) -> true;
printable_latin1_list(_) -> false.

printable_unicode_list([C | Cs]) when is_integer(C), C >= $\s, C =< $~ ->
    printable_unicode_list(Cs);
printable_unicode_list([C | Cs]) when is_integer(C), C >= 16#A0, C < 16#D800;
                                      is_integer(C), C > 16#DFFF, C < 16#FFFE;
                                      is_integer(C), C > 16#FFFF, C =< 16#10FFFF ->
    printable_unicode_list(Cs);
printable_unicode_list([C | Cs]) when C =:= $\n; C =:= $\r; C =:= $\t;
                                      C =:= $\v; C =:= $\b; C =:= $\f;
                                      C =:= $\e ->
    printable_unicode_list(Cs);
printable_unicode_list([]) -> true;
printable_unicode_list(_) -> false.

%%% ------------------------------------------------------------------
%%% Misc
%%% ------------------------------------------------------------------

%% Number of characters in a deep char list (binaries count as UTF-8).
chars_length(S) -> flat_length(S).

flat_length(S) -> flat_length(S, 0).

flat_length([C | Cs], N) when is_integer(C) -> flat_length(Cs, N + 1);
flat_length([L | Cs], N) -> flat_length(Cs, flat_length(L, N));
flat_length([], N) -> N;
flat_length(B, N) when is_binary(B) -> N + utf8_length(binary_to_list(B), 0).

utf8_length([B | Bs], N) when B >= 16#80, B < 16#C0 -> utf8_length(Bs, N);
utf8_length([_ | Bs], N) -> utf8_length(Bs, N + 1);
utf8_length([], N) -> N.

%% indentation(Chars, Col) -> column after printing Chars starting at Col.
indentation([$\n | Cs], _I) -> indentation(Cs, 0);
indentation([$\t | Cs], I) -> indentation(Cs, ((I + 8) div 8) * 8);
indentation([C | Cs], I) when is_integer(C) -> indentation(Cs, I + 1);
indentation([L | Cs], I) -> indentation(Cs, indentation(L, I));
indentation([], I) -> I.
