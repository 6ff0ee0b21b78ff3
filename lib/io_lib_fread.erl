%% io_lib_fread: formatted input (io:fread/2,3, io_lib:fread/2,3).
%%
%% Written for triheap from the documented control sequences and the observed
%% behaviour of Erlang/OTP 25: input is taken a line at a time; white space in
%% the format skips any white space (newlines included); ~d ~u ~f ~s ~a ~c ~l
%% ~- ~# ~~ with optional field width and ~* (skip).  On an error the rest of
%% the line is dropped; what follows a successful match is left for the next
%% read.
-module(io_lib_fread).
-export([fread/2, fread/3]).

-define(WHITE(C), (C =:= $\s orelse C =:= $\t orelse C =:= $\r orelse C =:= $\n)).

%% The collector form: fread(Cont, Chars | eof, Format) ->
%%   {more, Cont1} | {done, Result, LeftOver}.
fread([], Chars, Format) -> collect(Format, [], 0, [], Chars);
fread({Format, Stack, N, Res}, Chars, _) -> collect(Format, Stack, N, Res, Chars).

%% Gather a line (reversed in Stack) and match it.
collect(Format, [$\r | Stack], N, Res, [$\n | Chars]) ->
    line(Format, lists:reverse(Stack), N, Res, Chars, "\r\n");
collect(Format, Stack, N, Res, [$\n | Chars]) ->
    line(Format, lists:reverse(Stack), N, Res, Chars, "\n");
collect(Format, Stack, N, Res, []) ->
    {more, {Format, Stack, N, Res}};
collect(Format, [$\r | Stack], N, Res, Chars) when not is_list(Chars) ->
    line(Format, lists:reverse(Stack), N, Res, Chars, "\r");
collect(Format, Stack, N, Res, [C | Chars]) ->
    collect(Format, [C | Stack], N, Res, Chars);
collect(Format, Stack, N, Res, Eof) ->
    line(Format, lists:reverse(Stack), N, Res, Eof, []).

line(Format0, Line, N0, Res0, More, Newline) ->
    Chars = if is_list(More) -> More; true -> [] end,
    case fread(Format0, Line, N0, Res0) of
        {ok, Res, []} -> {done, {ok, Res}, Chars};
        {ok, Res, Rest} -> {done, {ok, Res}, Rest ++ Newline ++ Chars};
        {more, Format, N, Res} when is_list(Line), is_list(More) ->
            collect(Format, [], N + length(Newline), Res, More);
        {more, Format, N, Res} when is_list(Line) ->
            line(Format, eof, N + length(Newline), Res, More, []);
        Other -> {done, Other, More}
    end.

%% The one-line form: {ok, Results, LeftOver} | {more, ...} | {error, {fread, What}}.
fread(Format, Line) -> fread(Format, Line, 0, []).

fread([$~ | Format0] = All, Line, N, Res) ->
    {Format, Width, Sup, Uni} = field(Format0),
    control(Format, Width, Sup, Uni, Line, N, Res, All);
fread([C | Format], Line, N, Res) when ?WHITE(C) ->
    {Line1, N1} = skip_white(Line, N),
    fread(Format, Line1, N1, Res);
fread([C | Format], [C | Line], N, Res) -> fread(Format, Line, N + 1, Res);
fread([_ | _], [_ | _], _N, _Res) -> ferr(input);
fread([_ | _] = Format, [], N, Res) -> {more, Format, N, Res};
fread([_ | _], eof, 0, []) -> eof;
fread([_ | _], eof, _N, _Res) -> ferr(input);
fread([], Line, _N, Res) -> {ok, lists:reverse(Res), Line}.

ferr(What) -> {error, {fread, What}}.

%% ~[*][Width][t]
field([$* | F]) -> width(F, none, true);
field(F) -> width(F, none, false).

width([C | F], W, Sup) when C >= $0, C =< $9 ->
    width(F, case W of none -> 0; _ -> W end * 10 + C - $0, Sup);
width([$t | F], W, Sup) -> {F, W, Sup, true};
width(F, W, Sup) -> {F, W, Sup, false}.

control([$l | F], _W, Sup, _U, Line, N, Res, _All) -> fread(F, Line, N, add(Sup, N, Res));
control(_F, _W, _Sup, _U, [], N, Res, All) -> {more, All, N, Res};
control(_F, _W, _Sup, _U, eof, 0, [], _All) -> eof;
control(_F, _W, _Sup, _U, eof, _N, _Res, _All) -> ferr(input);
control(F, W, Sup, U, Line, N, Res, _All) -> conv(F, W, Sup, U, Line, N, Res).

conv([$f | F], none, Sup, false, Line0, N0, Res) ->
    {Line, N, Cs} = float_cs(Line0, N0),
    number(Cs, float, Sup, F, Line, N, Res);
conv([$f | F], W, Sup, false, Line0, N, Res) ->
    {Line, Cs} = take(W, Line0, false),
    number(Cs, float, Sup, F, Line, N + W, Res);
conv([$d | F], none, Sup, false, Line0, N0, Res) ->
    {Line, N, Cs} = int_cs(Line0, N0),
    number(Cs, {integer, 10}, Sup, F, Line, N, Res);
conv([$d | F], W, Sup, false, Line0, N, Res) ->
    {Line, Cs} = take(W, Line0, false),
    number(Cs, {integer, 10}, Sup, F, Line, N + W, Res);
conv([$u | F], none, Sup, false, Line0, N0, Res) ->
    {Line, N, Cs} = digits(Line0, N0, 10, []),
    number(Cs, {unsigned, 10}, Sup, F, Line, N, Res);
conv([$u | F], W, Sup, false, Line0, N0, Res) when W >= 2, W =< 36 ->
    {Line, N, Cs} = digits(Line0, N0, W, []),
    number(Cs, {unsigned, W}, Sup, F, Line, N, Res);
conv([$- | F], _W, Sup, false, [$- | Line], N, Res) -> fread(F, Line, N + 1, add(Sup, -1, Res));
conv([$- | F], _W, Sup, false, [$+ | Line], N, Res) -> fread(F, Line, N + 1, add(Sup, 1, Res));
conv([$- | F], _W, Sup, false, Line, N, Res) -> fread(F, Line, N, add(Sup, 1, Res));
conv([$# | F], none, Sup, false, Line0, N0, Res) ->
    try
        {Line1, N1, B1} = base(Line0, N0),
        B = abs(B1),
        true = B >= 2 andalso B =< 36,
        {Line2, N2, Cs} = digits(Line1, N1, B, []),
        based(lists:reverse(Cs), B1, Sup, F, Line2, N2, Res)
    catch _:_ -> ferr(based)
    end;
conv([$# | F], W, Sup, false, Line0, N, Res) ->
    try
        {Line1, Cs1} = take(W, Line0, false),
        {Digits, _, B} = base(lists:reverse(Cs1), N),
        true = B >= 2 andalso B =< 36,
        based(Digits, B, Sup, F, Line1, N + W, Res)
    catch _:_ -> ferr(based)
    end;
conv([$s | F], none, Sup, U, Line0, N0, Res) ->
    {Line, N, Cs} = word(Line0, N0, U),
    string(Cs, Sup, F, Line, N, Res);
conv([$s | F], W, Sup, U, Line0, N, Res) ->
    {Line, Cs} = take(W, Line0, U),
    string(Cs, Sup, F, Line, N + W, Res);
conv([$a | F], none, Sup, U, Line0, N0, Res) ->
    {Line, N, Cs} = word(Line0, N0, U),
    atom(Cs, Sup, F, Line, N, Res);
conv([$a | F], W, Sup, false, Line0, N, Res) ->
    {Line, Cs} = take(W, Line0, false),
    atom(Cs, Sup, F, Line, N + W, Res);
conv([$c | F], none, Sup, U, Line0, N, Res) ->
    {Line, Cs} = take(1, Line0, U),
    chars(Cs, Sup, F, Line, N + 1, Res);
conv([$c | F], W, Sup, U, Line0, N, Res) ->
    {Line, Cs} = take(W, Line0, U),
    chars(Cs, Sup, F, Line, N + W, Res);
conv([$~ | F], _W, _Sup, _U, [$~ | Line], N, Res) -> fread(F, Line, N + 1, Res);
conv(_F, _W, _Sup, _U, _Line, _N, _Res) -> ferr(format).

number(Cs, Kind, Sup, F, Line, N, Res) ->
    Text = skip_white(lists:reverse(Cs)),
    try
        case Kind of
            float -> list_to_float(Text);
            {_, Base} -> list_to_integer(Text, Base)
        end
    of
        V -> fread(F, Line, N, add(Sup, V, Res))
    catch _:_ ->
        ferr(case Kind of float -> float; {What, _} -> What end)
    end.

based(Cs0, B, Sup, F, Line, N, Res) ->
    {Cs, Base} = if B < 0 -> {[$- | Cs0], -B}; true -> {Cs0, B} end,
    fread(F, Line, N, add(Sup, list_to_integer(Cs, Base), Res)).

string(error, _Sup, _F, _Line, _N, _Res) -> ferr(string);
string(Cs, Sup, F, Line, N, Res) ->
    fread(F, Line, N, add(Sup, trim(Cs), Res)).

atom(error, _Sup, _F, _Line, _N, _Res) -> ferr(atom);
atom(Cs, Sup, F, Line, N, Res) ->
    fread(F, Line, N, add(Sup, list_to_atom(trim(Cs)), Res)).

chars(error, _Sup, _F, _Line, _N, _Res) -> ferr(character);
chars(Cs, Sup, F, Line, N, Res) -> fread(F, Line, N, add(Sup, lists:reverse(Cs), Res)).

%% Reversed characters without surrounding white space, in order.
trim(Cs) -> skip_white(lists:reverse(skip_white(Cs))).

add(true, _V, Res) -> Res;
add(false, V, Res) -> [V | Res].

%% Exactly W characters of the line (reversed), not crossing a newline.
take(W, Line, U) -> take(W, Line, U, []).

take(0, Line, _U, Cs) -> {Line, Cs};
take(_W, [$\n | _] = Line, _U, _Cs) -> {Line, error};
take(W, [C | Line], true, Cs) -> take(W - 1, Line, true, [C | Cs]);
take(W, [C | Line], false, Cs) when C >= 0, C =< 255 -> take(W - 1, Line, false, [C | Cs]);
take(_W, Line, _U, _Cs) -> {Line, error}.

int_cs(Line0, N0) ->
    {Line1, N1} = skip_white(Line0, N0),
    {Line, N, Cs} = sign(Line1, N1, []),
    digits(Line, N, Cs).

float_cs(Line0, N0) ->
    {Line1, N1, Cs1} = int_cs(Line0, N0),
    case Line1 of
        [$. | Line2] ->
            {Line3, N3, Cs3} = digits(Line2, N1 + 1, [$. | Cs1]),
            case Line3 of
                [E | Line4] when E =:= $e; E =:= $E ->
                    {Line5, N5, Cs5} = sign(Line4, N3 + 1, [E | Cs3]),
                    digits(Line5, N5, Cs5);
                _ -> {Line3, N3, Cs3}
            end;
        _ -> {Line1, N1, Cs1}
    end.

%% A word: white space skipped, then non-white characters (reversed); without
%% ~t it stops at a character above 255 (an error if that is the first).
word(Line0, N0, U) ->
    {Line, N} = skip_white(Line0, N0),
    word(Line, N, U, []).

word([C | _] = Line, N, _U, Cs) when ?WHITE(C) -> {Line, N, Cs};
word([C | _] = Line, N, false, []) when C > 255 -> {Line, N, error};
word([C | _] = Line, N, false, Cs) when C > 255 -> {Line, N, Cs};
word([C | Line], N, U, Cs) -> word(Line, N + 1, U, [C | Cs]);
word([], N, _U, Cs) -> {[], N, Cs}.

skip_white([C | Line]) when ?WHITE(C) -> skip_white(Line);
skip_white(Line) -> Line.

skip_white([C | Line], N) when ?WHITE(C) -> skip_white(Line, N + 1);
skip_white(Line, N) -> {Line, N}.

sign([$+ | Line], N, Cs) -> {Line, N + 1, [$+ | Cs]};
sign([$- | Line], N, Cs) -> {Line, N + 1, [$- | Cs]};
sign(Line, N, Cs) -> {Line, N, Cs}.

%% Base#: the (signed) base and what follows the #.
base(Line0, N0) ->
    {[$# | Line1], N1, Cs1} = int_cs(Line0, N0),
    {Line1, N1 + 1, list_to_integer(lists:reverse(Cs1))}.

digits([C | Line], N, Cs) when C >= $0, C =< $9 -> digits(Line, N + 1, [C | Cs]);
digits(Line, N, Cs) -> {Line, N, Cs}.

digits([C | Line], N, Base, Cs) when C >= $0, C =< $9 -> digits(Line, N + 1, Base, [C | Cs]);
digits([C | Line], N, Base, Cs) when C >= $A, C < $A + Base - 10 -> digits(Line, N + 1, Base, [C | Cs]);
digits([C | Line], N, Base, Cs) when C >= $a, C < $a + Base - 10 -> digits(Line, N + 1, Base, [C | Cs]);
digits(Line, N, _Base, Cs) -> {Line, N, Cs}.
