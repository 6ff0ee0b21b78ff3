%% io_lib_format -- the format driver behind io_lib:format/2.
%%
%% A format string is first parsed into a list of plain characters and
%% directive records, consuming the arguments.  The directives are then
%% expanded left to right.  The current column is tracked (only while a
%% ~p/~P directive is still to come) because ~p uses it as the start
%% column for line breaking.
%%
%% Any failure simply crashes; io_lib turns that into badarg.
-module(io_lib_format).

-export([fwrite/2, fwrite/3]).
-export([float_e/2, float_f/2, cdata_to_chars/2, utf8_decode/1]).

%% A parsed directive.
-record(spec, {ctrl, args, width, adjust, prec, pad, enc, strings}).

fwrite(Format, Args) -> fwrite(Format, Args, []).

fwrite(Format, Args, _Options) ->
    Items = parse(format_chars(Format), Args),
    build(Items, count_pretty(Items, 0), 0).

format_chars(F) when is_atom(F) -> atom_to_list(F);
format_chars(F) when is_binary(F) -> binary_to_list(F);
format_chars(F) when is_list(F) -> format_chars_1(F).

%% Only the top level of a format is read for control sequences, as on Erlang/OTP: a
%% nested list or binary (such as the result of io_lib:format/2) is literal text.
format_chars_1([C | T]) when is_integer(C) -> [C | format_chars_1(T)];
format_chars_1([L | T]) when is_list(L) -> literal(lists:flatten(L)) ++ format_chars_1(T);
format_chars_1([B | T]) when is_binary(B) -> literal(binary_to_list(B)) ++ format_chars_1(T);
format_chars_1([]) -> [];
format_chars_1(_) -> erlang:error(badarg).

literal([$~ | T]) -> [$~, $~ | literal(T)];
literal([C | T]) when is_integer(C) -> [C | literal(T)];
literal([]) -> [];
literal(_) -> erlang:error(badarg).

%%% ------------------------------------------------------------------
%%% Parsing
%%% ------------------------------------------------------------------

parse([$~ | Cs0], Args0) ->
    {Width, Adjust, Cs1, Args1} = field_width(Cs0, Args0),
    {Prec, Cs2, Args2} = precision(Cs1, Args1),
    {Pad, Cs3, Args3} = pad_char(Cs2, Args2),
    {Enc, Str, [C | Cs4]} = modifiers(Cs3, latin1, true),
    {As, Args4} = take_args(C, Args3),
    Spec = #spec{ctrl = C, args = As, width = Width, adjust = Adjust,
                 prec = Prec, pad = Pad, enc = Enc, strings = Str},
    [Spec | parse(Cs4, Args4)];
parse([C | Cs], Args) when is_integer(C) -> [C | parse(Cs, Args)];
parse([], []) -> [].

field_width([$- | Cs0], Args0) ->
    {F, Cs, Args} = field_value(Cs0, Args0),
    field_width1(-F, Cs, Args);
field_width(Cs0, Args0) ->
    {F, Cs, Args} = field_value(Cs0, Args0),
    field_width1(F, Cs, Args).

field_width1(none, Cs, Args) -> {none, right, Cs, Args};
field_width1(F, Cs, Args) when F < 0 -> {-F, left, Cs, Args};
field_width1(F, Cs, Args) -> {F, right, Cs, Args}.

precision([$. | Cs], Args) -> field_value(Cs, Args);
precision(Cs, Args) -> {none, Cs, Args}.

field_value([$* | Cs], [A | Args]) when is_integer(A) -> {A, Cs, Args};
field_value([C | _] = Cs, Args) when is_integer(C), C >= $0, C =< $9 ->
    digits(Cs, Args, 0);
field_value(Cs, Args) -> {none, Cs, Args}.

digits([C | Cs], Args, N) when is_integer(C), C >= $0, C =< $9 ->
    digits(Cs, Args, 10 * N + (C - $0));
digits(Cs, Args, N) -> {N, Cs, Args}.

pad_char([$., $* | Cs], [Pad | Args]) -> {Pad, Cs, Args};
pad_char([$., Pad | Cs], Args) -> {Pad, Cs, Args};
pad_char(Cs, Args) -> {$\s, Cs, Args}.

modifiers([$t | Cs], _Enc, Str) -> modifiers(Cs, unicode, Str);
modifiers([$l | Cs], Enc, _Str) -> modifiers(Cs, Enc, false);
modifiers(Cs, Enc, Str) -> {Enc, Str, Cs}.

take_args(C, [A | As]) when C =:= $w; C =:= $p; C =:= $s; C =:= $e;
                            C =:= $f; C =:= $g; C =:= $b; C =:= $B;
                            C =:= $c; C =:= $+; C =:= $#; C =:= $i ->
    {[A], As};
take_args(C, [A, B | As]) when C =:= $W; C =:= $P; C =:= $x; C =:= $X ->
    {[A, B], As};
take_args(C, As) when C =:= $n; C =:= $~ -> {[], As}.

count_pretty([#spec{ctrl = C} | Is], N) when C =:= $p; C =:= $P ->
    count_pretty(Is, N + 1);
count_pretty([_ | Is], N) -> count_pretty(Is, N);
count_pretty([], N) -> N.

%%% ------------------------------------------------------------------
%%% Building
%%% ------------------------------------------------------------------

%% build(Items, PrettyLeft, Column)
build(Items, 0, _I) -> build_plain(Items);
build([#spec{ctrl = C} = S | Is], NP, I) when C =:= $p; C =:= $P ->
    Out = control(S, I),
    emit(S, Out, build(Is, NP - 1, io_lib:indentation(Out, I)));
build([#spec{} = S | Is], NP, I) ->
    Out = control(S, I),
    emit(S, Out, build(Is, NP, io_lib:indentation(Out, I)));
build([$\n | Is], NP, _I) -> [$\n | build(Is, NP, 0)];
build([$\t | Is], NP, I) -> [$\t | build(Is, NP, ((I + 8) div 8) * 8)];
build([C | Is], NP, I) -> [C | build(Is, NP, I + 1)];
build([], _NP, _I) -> [].

build_plain([#spec{} = S | Is]) -> emit(S, control(S, 0), build_plain(Is));
build_plain([C | Is]) -> [C | build_plain(Is)];
build_plain([]) -> [].

%% Numeric and character directives are spliced into the result as characters; terms and
%% strings are one nested element each: the deep-list shape Erlang/OTP returns.
emit(#spec{ctrl = C}, Out, Rest) when C =:= $w; C =:= $W; C =:= $p; C =:= $P; C =:= $s ->
    [Out | Rest];
emit(_, Out, Rest) ->
    lists:flatten(Out) ++ Rest.

control(#spec{ctrl = C, args = As, width = F, adjust = Adj, prec = P,
              pad = Pad, enc = Enc, strings = Str}, I) ->
    control(C, As, F, Adj, P, Pad, Enc, Str, I).

control($w, [A], F, Adj, P, Pad, Enc, _Str, _I) ->
    term(io_lib:write_term(A, -1, Enc), F, Adj, P, Pad);
control($W, [A, D], F, Adj, P, Pad, Enc, _Str, _I) when is_integer(D) ->
    term(io_lib:write_term(A, D, Enc), F, Adj, P, Pad);
control($p, [A], F, Adj, P, Pad, Enc, Str, I) ->
    print(A, -1, F, Adj, P, Pad, Enc, Str, I);
control($P, [A, D], F, Adj, P, Pad, Enc, Str, I) when is_integer(D) ->
    print(A, D, F, Adj, P, Pad, Enc, Str, I);
control($s, [A], F, Adj, P, Pad, Enc, _Str, _I) ->
    string(cdata_to_chars(A, Enc), F, Adj, P, Pad);
control($e, [A], F, Adj, P, Pad, _Enc, _Str, _I) when is_float(A) ->
    fwrite_e(A, F, Adj, P, Pad);
control($f, [A], F, Adj, P, Pad, _Enc, _Str, _I) when is_float(A) ->
    fwrite_f(A, F, Adj, P, Pad);
control($g, [A], F, Adj, P, Pad, _Enc, _Str, _I) when is_float(A) ->
    fwrite_g(A, F, Adj, P, Pad);
control($b, [A], F, Adj, P, Pad, _Enc, _Str, _I) when is_integer(A) ->
    integer(A, F, Adj, base(P), Pad, [], true);
control($B, [A], F, Adj, P, Pad, _Enc, _Str, _I) when is_integer(A) ->
    integer(A, F, Adj, base(P), Pad, [], false);
control($x, [A, Prefix], F, Adj, P, Pad, _Enc, _Str, _I) when is_integer(A) ->
    integer(A, F, Adj, base(P), Pad, prefix(Prefix), true);
control($X, [A, Prefix], F, Adj, P, Pad, _Enc, _Str, _I) when is_integer(A) ->
    integer(A, F, Adj, base(P), Pad, prefix(Prefix), false);
control($+, [A], F, Adj, P, Pad, _Enc, _Str, _I) when is_integer(A) ->
    B = base(P),
    integer(A, F, Adj, B, Pad, integer_to_list(B) ++ "#", true);
control($#, [A], F, Adj, P, Pad, _Enc, _Str, _I) when is_integer(A) ->
    B = base(P),
    integer(A, F, Adj, B, Pad, integer_to_list(B) ++ "#", false);
control($c, [A], F, Adj, P, Pad, latin1, _Str, _I) when is_integer(A) ->
    char(byte(A), F, Adj, P, Pad);
control($c, [A], F, Adj, P, Pad, unicode, _Str, _I) when is_integer(A) ->
    char(A, F, Adj, P, Pad);
control($~, [], F, Adj, P, Pad, _Enc, _Str, _I) ->
    char($~, F, Adj, P, Pad);
control($n, [], F, Adj, P, Pad, _Enc, _Str, _I) ->
    newline(F, Adj, P, Pad);
control($i, [_A], _F, _Adj, _P, _Pad, _Enc, _Str, _I) ->
    [].

%% A negative-safe "band 255".
byte(A) -> ((A rem 256) + 256) rem 256.

base(none) -> 10;
base(B) when is_integer(B), B >= 2, B =< 36 -> B.

prefix(P) when is_atom(P) -> atom_to_list(P);
prefix(P) when is_list(P) -> check_chars(lists:flatten(P)).

check_chars(Cs) -> check_chars(Cs, Cs).

check_chars([C | Cs], All) when is_integer(C) -> check_chars(Cs, All);
check_chars([], All) -> All.

%%% ~p

print(A, D, none, Adj, P, Pad, Enc, Str, I) ->
    print(A, D, 80, Adj, P, Pad, Enc, Str, I);
print(A, D, F, Adj, none, Pad, Enc, Str, I) ->
    print(A, D, F, Adj, I + 1, Pad, Enc, Str, I);
print(A, D, F, right, P, _Pad, Enc, Str, _I) ->
    io_lib_pretty:print(A, P, F, D, Enc, Str).

%%% Field handling

%% term(Chars, Width, Adjust, Precision, Pad): fit Chars into a field;
%% if it does not fit, the field is filled with '*'.
term(T, none, _Adj, none, _Pad) -> T;
term(T, none, Adj, P, Pad) -> term(T, P, Adj, P, Pad);
term(T, F, Adj, P0, Pad) ->
    L = io_lib:flat_length(T),
    P = case P0 of
            none -> min(L, F);
            _ -> min(L, min(P0, F))
        end,
    if
        L > P -> adjust(chars($*, P), chars(Pad, F - P), Adj);
        F >= P -> adjust(T, chars(Pad, F - L), Adj)
    end.

adjust(Data, [], _) -> Data;
adjust(Data, Pad, left) -> [Data | Pad];
adjust(Data, Pad, right) -> [Pad | Data].

chars(_C, 0) -> [];
chars(C, N) when N > 0 -> [C | chars(C, N - 1)].

char(C, none, _Adj, none, _Pad) -> [C];
char(C, F, _Adj, none, _Pad) -> chars(C, F);
char(C, none, _Adj, P, _Pad) -> chars(C, P);
char(C, F, Adj, P, Pad) when F >= P -> adjust(chars(C, P), chars(Pad, F - P), Adj).

newline(none, _Adj, _P, _Pad) -> "\n";
newline(F, right, _P, _Pad) -> chars($\n, F).

%%% Integers

integer(Int, F, Adj, Base, Pad, Prefix, Lower) when Int < 0 ->
    S = digits_in_base(-Int, Base, Lower),
    term([$-, Prefix | S], F, Adj, none, Pad);
integer(Int, F, Adj, Base, Pad, Prefix, Lower) ->
    S = digits_in_base(Int, Base, Lower),
    term([Prefix | S], F, Adj, none, Pad).

digits_in_base(N, Base, false) -> integer_to_list(N, Base);
digits_in_base(N, Base, true) -> lower(integer_to_list(N, Base)).

lower([C | Cs]) when C >= $A, C =< $Z -> [C + 32 | lower(Cs)];
lower([C | Cs]) -> [C | lower(Cs)];
lower([]) -> [].

%%% Strings (~s)

string(S, none, _Adj, none, _Pad) -> S;
string(S, F, Adj, none, Pad) -> string_field(S, F, Adj, length(S), Pad);
string(S, none, _Adj, P, Pad) -> string_field(S, P, left, length(S), Pad);
string(S, F, Adj, P, Pad) when F >= P ->
    N = length(S),
    if
        F > P ->
            if
                N > P -> adjust(take(S, P), chars(Pad, F - P), Adj);
                N < P -> adjust([S | chars(Pad, P - N)], chars(Pad, F - P), Adj);
                true -> adjust(S, chars(Pad, F - P), Adj)
            end;
        true ->
            string_field(S, F, Adj, N, Pad)
    end.

string_field(S, F, _Adj, N, _Pad) when N > F -> take(S, F);
string_field(S, F, Adj, N, Pad) when N < F -> adjust(S, chars(Pad, F - N), Adj);
string_field(S, _F, _Adj, _N, _Pad) -> S.

take(_S, 0) -> [];
take([C | Cs], N) -> [C | take(Cs, N - 1)];
take([], _N) -> [].

%% cdata_to_chars(Data, Encoding) -> flat list of characters.
cdata_to_chars(A, Enc) when is_atom(A) -> check_latin1_or(atom_to_list(A), Enc);
cdata_to_chars(B, latin1) when is_binary(B) -> binary_to_list(B);
cdata_to_chars(B, unicode) when is_binary(B) ->
    case utf8_decode(B) of
        error -> binary_to_list(B);
        Cs -> Cs
    end;
cdata_to_chars(L, latin1) when is_list(L) -> latin1_chars(L, [], []);
cdata_to_chars(L, unicode) when is_list(L) -> unicode_chars(L, [], []).

check_latin1_or(Cs, unicode) -> Cs;
check_latin1_or(Cs, latin1) -> check_latin1(Cs), Cs.

check_latin1([C | Cs]) when C =< 255 -> check_latin1(Cs);
check_latin1([]) -> ok.

%% Flatten a deep list of latin1 chars and binaries.
latin1_chars([C | Cs], More, Acc) when is_integer(C), C >= 0, C =< 255 ->
    latin1_chars(Cs, More, [C | Acc]);
latin1_chars([L | Cs], More, Acc) when is_list(L) ->
    latin1_chars(L, [Cs | More], Acc);
latin1_chars([B | Cs], More, Acc) when is_binary(B) ->
    latin1_chars(Cs, More, lists:reverse(binary_to_list(B), Acc));
latin1_chars([], [Cs | More], Acc) -> latin1_chars(Cs, More, Acc);
latin1_chars([], [], Acc) -> lists:reverse(Acc);
latin1_chars(B, More, Acc) when is_binary(B) ->
    latin1_chars([], More, lists:reverse(binary_to_list(B), Acc)).

%% Flatten unicode chardata (binaries are UTF-8).
unicode_chars([C | Cs], More, Acc) when is_integer(C), C >= 0 ->
    unicode_chars(Cs, More, [valid_char(C) | Acc]);
unicode_chars([L | Cs], More, Acc) when is_list(L) ->
    unicode_chars(L, [Cs | More], Acc);
unicode_chars([B | Cs], More, Acc) when is_binary(B) ->
    unicode_chars(Cs, More, lists:reverse(utf8_strict(B), Acc));
unicode_chars([], [Cs | More], Acc) -> unicode_chars(Cs, More, Acc);
unicode_chars([], [], Acc) -> lists:reverse(Acc);
unicode_chars(B, More, Acc) when is_binary(B) ->
    unicode_chars([], More, lists:reverse(utf8_strict(B), Acc)).

valid_char(C) when C < 16#D800; C > 16#DFFF, C =< 16#10FFFF -> C.

utf8_strict(B) ->
    case utf8_decode(B) of
        error -> erlang:error(badarg);
        Cs -> Cs
    end.

%% utf8_decode(Binary) -> [Char] | error
utf8_decode(B) -> utf8_dec(binary_to_list(B), []).

utf8_dec([B | Bs], Acc) when B < 16#80 -> utf8_dec(Bs, [B | Acc]);
utf8_dec([B1, B2 | Bs], Acc) when B1 >= 16#C2, B1 < 16#E0, B2 >= 16#80, B2 < 16#C0 ->
    utf8_dec(Bs, [(B1 - 16#C0) * 64 + (B2 - 16#80) | Acc]);
utf8_dec([B1, B2, B3 | Bs], Acc) when B1 >= 16#E0, B1 < 16#F0,
                                      B2 >= 16#80, B2 < 16#C0,
                                      B3 >= 16#80, B3 < 16#C0 ->
    C = ((B1 - 16#E0) * 64 + (B2 - 16#80)) * 64 + (B3 - 16#80),
    if
        C < 16#800 -> error;
        C >= 16#D800, C =< 16#DFFF -> error;
        true -> utf8_dec(Bs, [C | Acc])
    end;
utf8_dec([B1, B2, B3, B4 | Bs], Acc) when B1 >= 16#F0, B1 < 16#F5,
                                          B2 >= 16#80, B2 < 16#C0,
                                          B3 >= 16#80, B3 < 16#C0,
                                          B4 >= 16#80, B4 < 16#C0 ->
    C = (((B1 - 16#F0) * 64 + (B2 - 16#80)) * 64 + (B3 - 16#80)) * 64
        + (B4 - 16#80),
    if
        C < 16#10000; C > 16#10FFFF -> error;
        true -> utf8_dec(Bs, [C | Acc])
    end;
utf8_dec([], Acc) -> lists:reverse(Acc);
utf8_dec(_, _Acc) -> error.

%%% ------------------------------------------------------------------
%%% Floats: ~e ~f ~g
%%% ------------------------------------------------------------------
%%
%% Digits are taken from float_to_list/1 (21 significant digits) and
%% rounded half-up to the requested precision.

fwrite_e(Fl, F, Adj, none, Pad) -> fwrite_e(Fl, F, Adj, 6, Pad);
fwrite_e(Fl, F, Adj, P, Pad) when P >= 2 ->
    term(float_e(Fl, P), F, Adj, F, Pad).

fwrite_f(Fl, F, Adj, none, Pad) -> fwrite_f(Fl, F, Adj, 6, Pad);
fwrite_f(Fl, F, Adj, P, Pad) when P >= 1 ->
    term(float_f(Fl, P), F, Adj, F, Pad).

fwrite_g(Fl, F, Adj, none, Pad) -> fwrite_g(Fl, F, Adj, 6, Pad);
fwrite_g(Fl, F, Adj, P, Pad) when P >= 1 ->
    A = abs(Fl),
    E = if
            A < 1.0e-1 -> -2;
            A < 1.0e0 -> -1;
            A < 1.0e1 -> 0;
            A < 1.0e2 -> 1;
            A < 1.0e3 -> 2;
            A < 1.0e4 -> 3;
            true -> fwrite_e
        end,
    if
        E =:= fwrite_e, P =< 1 -> fwrite_e(Fl, F, Adj, 2, Pad);
        E =:= fwrite_e -> fwrite_e(Fl, F, Adj, P, Pad);
        P - 1 > E, E >= -1 -> fwrite_f(Fl, F, Adj, P - 1 - E, Pad);
        P =< 1 -> fwrite_e(Fl, F, Adj, 2, Pad);
        true -> fwrite_e(Fl, F, Adj, P, Pad)
    end.

%% float_data(Float) -> {Negative, Digits, Exp}, value = 0.Digits * 10^Exp
float_data(Fl) ->
    case float_to_list(Fl) of
        [$- | S] -> {Ds, E} = float_digits(S, []), {true, Ds, E};
        S -> {Ds, E} = float_digits(S, []), {false, Ds, E}
    end.

float_digits([$e | E], Ds) -> {lists:reverse(Ds), list_to_integer(E) + 1};
float_digits([$. | Cs], Ds) -> float_digits(Cs, Ds);
float_digits([D | Cs], Ds) -> float_digits(Cs, [D | Ds]).

sign(true, S) -> [$- | S];
sign(false, S) -> S.

float_e(Fl, P) ->
    {Neg, Ds, E} = float_data(Fl),
    case round_digits(Ds, P) of
        {Fs, true} -> sign(Neg, [$1, $. | take(Fs, P - 1)] ++ exponent(E));
        {[D | Fs], false} -> sign(Neg, [D, $. | Fs] ++ exponent(E - 1))
    end.

exponent(E) when E < 0 -> [$e, $- | integer_to_list(-E)];
exponent(E) -> [$e, $+ | integer_to_list(E)].

float_f(Fl, P) ->
    {Neg, Ds0, E0} = float_data(Fl),
    {Ds, E} = if
                  E0 =< 0 -> {chars($0, 1 - E0) ++ Ds0, 1};
                  true -> {Ds0, E0}
              end,
    {Fs, Carry} = round_digits(Ds, E + P),
    {Int, Frac} = split_digits(Fs, E),
    Int1 = case Carry of
               true -> [$1 | Int];
               false -> Int
           end,
    sign(Neg, Int1 ++ [$. | Frac]).

split_digits(Ds, 0) -> {[], Ds};
split_digits([D | Ds], N) ->
    {Int, Frac} = split_digits(Ds, N - 1),
    {[D | Int], Frac}.

%% round_digits(Digits, N) -> {NDigits, Carry}
%% Round the digit string to N digits (half up), padding with zeros.
%% When rounding overflows (999 -> 1000), Carry is true and the returned
%% digits are the N digits following the leading 1.
round_digits(Ds, N) ->
    {Keep, Rest} = take_digits(Ds, N, []),
    case Rest of
        [R | _] when R >= $5 -> increment(Keep);
        _ -> {lists:reverse(Keep), false}
    end.

take_digits(Ds, 0, Acc) -> {Acc, Ds};
take_digits([D | Ds], N, Acc) -> take_digits(Ds, N - 1, [D | Acc]);
take_digits([], N, Acc) -> take_digits([], N - 1, [$0 | Acc]).

%% increment(ReversedDigits) -> {Digits, Carry}
increment(Rev) -> increment(Rev, []).

increment([$9 | Ds], Acc) -> increment(Ds, [$0 | Acc]);
increment([D | Ds], Acc) -> {lists:reverse(Ds, [D + 1 | Acc]), false};
increment([], Acc) -> {Acc, true}.
