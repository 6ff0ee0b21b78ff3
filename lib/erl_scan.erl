%% erl_scan: the Erlang tokenizer.
%%
%% Written for triheap from the documented interface and the observed
%% behaviour of Erlang/OTP 25's erl_scan (token format, locations, errors).
%%
%% The scanner works one token at a time: token/2 looks at the front of the
%% character list and says what the token is and how many characters it used;
%% the driver loops then turn those characters into a location (line, or
%% {line, column}) and an annotation (optionally carrying the token's text).
-module(erl_scan).

-export([string/1, string/2, string/3,
         tokens/3, tokens/4,
         reserved_word/1, format_error/1,
         category/1, symbol/1, line/1, column/1, location/1, text/1]).

%% Scanner options.
-record(opts, {text = false, comments = false, white = false, resfun = none}).

-define(DIGIT(C), (C >= $0 andalso C =< $9)).

%% ---------------------------------------------------------------------------
%% Public interface

string(Cs) ->
    string(Cs, 1, []).

string(Cs, Loc) ->
    string(Cs, Loc, []).

string(Cs, Loc, Options) when is_list(Cs) ->
    {Line, Col} = start_loc(Loc),
    St = options(Options),
    case scan(Cs, Line, Col, St, [], string) of
        {eof, Toks, L, C} -> {ok, Toks, loc(L, C)};
        {error, E, L, C, _Rest} -> {error, E, loc(L, C)}
    end.

tokens(Cont, Chars, Loc) ->
    tokens(Cont, Chars, Loc, []).

tokens([], Chars, Loc, Options) ->
    {Line, Col} = start_loc(Loc),
    tokens1([], Chars, Line, Col, options(Options));
tokens({erl_scan_cont, Buf, Line, Col, St}, Chars, _Loc, _Options) ->
    tokens1(Buf, Chars, Line, Col, St).

tokens1(Buf, eof, Line, Col, St) ->
    case scan(Buf, Line, Col, St, [], true) of
        {eof, [], L, C} -> {done, {eof, loc(L, C)}, eof};
        {eof, Toks, L, C} -> {done, {ok, Toks, loc(L, C)}, eof};
        {ok, Toks, L, C, Rest} -> {done, {ok, Toks, loc(L, C)}, rest(Rest)};
        {error, E, L, C, Rest} -> {done, {error, E, loc(L, C)}, rest(Rest)}
    end;
tokens1(Buf, Chars, Line, Col, St) when is_list(Chars) ->
    Buf1 = Buf ++ Chars,
    case scan(Buf1, Line, Col, St, [], false) of
        {ok, Toks, L, C, Rest} -> {done, {ok, Toks, loc(L, C)}, Rest};
        {error, E, L, C, Rest} -> {done, {error, E, loc(L, C)}, Rest};
        more -> {more, {erl_scan_cont, Buf1, Line, Col, St}}
    end.

needs_more({string, _, _}, _) -> true;
needs_more(char, _) -> true;
needs_more({illegal, integer}, _) -> true;
needs_more({illegal, float}, _) -> true;
needs_more({illegal, atom}, [C | _]) -> C =/= $';
needs_more({illegal, var}, _) -> true;
needs_more(_, _) -> false.

rest([]) -> eof;
rest(eof) -> eof;
rest(Rest) -> Rest.

reserved_word(Atom) when is_atom(Atom) ->
    lists:member(Atom, ['after', 'and', 'andalso', 'band', 'begin', 'bnot',
                        'bor', 'bsl', 'bsr', 'bxor', 'case', 'catch', 'cond',
                        'div', 'end', 'fun', 'if', 'let', 'not', 'of', 'or',
                        'orelse', 'receive', 'rem', 'try', 'when', 'xor']).

format_error({string, Quote, Head}) ->
    "unterminated " ++ string_thing(Quote) ++ " starting with "
        ++ quote(Head, Quote);
format_error({illegal, Type}) ->
    "illegal " ++ atom_to_list(Type);
format_error(char) ->
    "unterminated character";
format_error({base, Base}) ->
    "illegal base '" ++ integer_to_list(Base) ++ "'".

string_thing($') -> "atom";
string_thing(_) -> "string".

quote(S, Q) ->
    [Q | quote1(S, Q)].

quote1([], Q) -> [Q];
quote1([Q | Cs], Q) -> [$\\, Q | quote1(Cs, Q)];
quote1([$\\ | Cs], Q) -> [$\\, $\\ | quote1(Cs, Q)];
quote1([C | Cs], Q) ->
    case esc_name(C) of
        none when C < 32; C >= 127, C < 160 ->
            [$\\, $0 + (C bsr 6), $0 + ((C bsr 3) band 7), $0 + (C band 7)
             | quote1(Cs, Q)];
        none -> [C | quote1(Cs, Q)];
        E -> [$\\, E | quote1(Cs, Q)]
    end.

esc_name($\n) -> $n;
esc_name($\r) -> $r;
esc_name($\t) -> $t;
esc_name($\v) -> $v;
esc_name($\b) -> $b;
esc_name($\f) -> $f;
esc_name($\e) -> $e;
esc_name($\d) -> $d;
esc_name(_) -> none.

%% Token accessors.
category(Tok) -> element(1, Tok).

symbol({Cat, _}) -> Cat;
symbol({_, _, Sym}) -> Sym.

location(Tok) -> anno_location(element(2, Tok)).

line(Tok) ->
    case location(Tok) of
        {L, _} -> L;
        L -> L
    end.

column(Tok) ->
    case location(Tok) of
        {_, C} -> C;
        _ -> undefined
    end.

text(Tok) ->
    case element(2, Tok) of
        A when is_list(A) ->
            case lists:keyfind(text, 1, A) of
                {text, T} -> T;
                false -> undefined
            end;
        _ -> undefined
    end.

anno_location(A) when is_list(A) ->
    {location, L} = lists:keyfind(location, 1, A),
    L;
anno_location(A) -> A.

%% ---------------------------------------------------------------------------
%% Options and locations

start_loc({Line, Col}) when is_integer(Line), Line >= 0,
                            is_integer(Col), Col >= 1 ->
    {Line, Col};
start_loc(Line) when is_integer(Line), Line >= 0 ->
    {Line, no};
start_loc(Other) ->
    erlang:error(badarg, [Other]).

options(Opt) when is_atom(Opt) -> options([Opt]);
options(Opts) when is_list(Opts) ->
    Ret = lists:member(return, Opts),
    ResFun = case lists:keyfind(reserved_word_fun, 1, Opts) of
                 {reserved_word_fun, F} when is_function(F, 1) -> F;
                 _ -> none
             end,
    #opts{text = lists:member(text, Opts),
          comments = Ret orelse lists:member(return_comments, Opts),
          white = Ret orelse lists:member(return_white_spaces, Opts),
          resfun = ResFun}.

loc(L, no) -> L;
loc(L, C) -> {L, C}.

anno(L, C, _Text, #opts{text = false}) -> loc(L, C);
anno(L, C, Text, #opts{text = true}) -> [{text, Text}, {location, loc(L, C)}].

%% Position after the characters Cs.
adv([], L, C) -> {L, C};
adv([$\n | Cs], L, no) -> adv(Cs, L + 1, no);
adv([$\n | Cs], L, _) -> adv(Cs, L + 1, 1);
adv([_ | Cs], L, no) -> adv(Cs, L, no);
adv([_ | Cs], L, C) -> adv(Cs, L, C + 1).

%% The first N characters of Cs, and the rest.
take(0, Cs, Acc) -> {lists:reverse(Acc), Cs};
take(N, [C | Cs], Acc) -> take(N - 1, Cs, [C | Acc]).

%% ---------------------------------------------------------------------------
%% The driver.  Final = string: scan everything (dots do not stop it);
%% Final = true: the characters are all there is (end of input
%% ends the last token).  Final = false: more may follow, so only a dot
%% followed by a real character ends the form, and anything cut off at the
%% end of the characters means "more".

scan([], L, C, _St, Acc, Final) when Final =/= false ->
    {eof, lists:reverse(Acc), L, C};
scan([], _L, _C, _St, _Acc, false) ->
    more;
scan(Cs, L, C, St, Acc, Final) ->
    case token(Cs, St) of
        {error, Reason, ErrN, N} ->
            scan_error(Reason, ErrN, N, N, Cs, L, C, Final);
        {error, Reason, ErrN, N, RestN} ->
            scan_error(Reason, ErrN, N, RestN, Cs, L, C, Final);
        {dot, N} ->
            {Text, Rest} = take(N, Cs, []),
            {L1, C1} = adv(Text, L, C),
            Tok = {dot, anno(L, C, Text, St)},
            case Final of
                string -> scan(Rest, L1, C1, St, [Tok | Acc], Final);
                false when N =:= 1, Rest =:= [] -> more;
                _ -> {ok, lists:reverse(Acc, [Tok]), L1, C1, Rest}
            end;
        Res ->
            N = element(tuple_size(Res), Res),
            {Text, Rest} = take(N, Cs, []),
            {L1, C1} = adv(Text, L, C),
            case Res of
                {white, _} when St#opts.white ->
                    Tok = {white_space, anno(L, C, Text, St), Text},
                    scan(Rest, L1, C1, St, [Tok | Acc], Final);
                {comment, _} when St#opts.comments ->
                    Tok = {comment, anno(L, C, Text, St), Text},
                    scan(Rest, L1, C1, St, [Tok | Acc], Final);
                {white, _} ->
                    scan(Rest, L1, C1, St, Acc, Final);
                {comment, _} ->
                    scan(Rest, L1, C1, St, Acc, Final);
                {tok2, Cat, _} ->
                    Tok = {Cat, anno(L, C, Text, St)},
                    scan(Rest, L1, C1, St, [Tok | Acc], Final);
                {tok3, Cat, Val, _} ->
                    Tok = {Cat, anno(L, C, Text, St), Val},
                    scan(Rest, L1, C1, St, [Tok | Acc], Final)
            end
    end.

%% An error: N characters give the end location, the rest follows RestN.
scan_error(Reason, ErrN, N, RestN, Cs, L, C, Final) ->
    {Text, _} = take(N, Cs, []),
    Rest = case RestN of
               eof -> eof;
               _ -> element(2, take(RestN, Cs, []))
           end,
    case Rest =:= [] andalso Final =:= false
        andalso needs_more(Reason, Cs) of
        true -> more;
        false ->
            {Pre, _} = take(ErrN, Text, []),
            {EL, EC} = adv(Pre, L, C),
            {L1, C1} = adv(Text, L, C),
            {error, {loc(EL, EC), erl_scan, Reason}, L1, C1, Rest}
    end.

%% ---------------------------------------------------------------------------
%% One token.  Returns
%%   {white, N} | {comment, N} | {dot, N} | {tok2, Cat, N} | {tok3, Cat, Val, N}
%%   | {error, Reason, ErrN, N}
%% where N is the number of characters used and ErrN the offset of the error
%% location within them.

token([C | Cs], _St) when C >= $a, C =< $z; C >= 223, C =< 255, C =/= 247 ->
    {Name, N} = name(Cs, [C], 1),
    atom_token(Name, N, _St);
token([C | Cs], _St) when C >= $A, C =< $Z; C =:= $_;
                          C >= 192, C =< 222, C =/= 215 ->
    {Name, N} = name(Cs, [C], 1),
    case N > 255 of
        true -> {error, {illegal, var}, 0, N};
        false -> {tok3, var, list_to_atom(Name), N}
    end;
token([C | _] = Cs, _St) when ?DIGIT(C) ->
    number(Cs);
token([$\n | Cs], _St) ->
    case Cs of
        [$\s | _] -> {white, 1 + run($\s, Cs, 0)};
        [$\t | _] -> {white, 1 + run($\t, Cs, 0)};
        _ -> {white, 1 + white_run(Cs, 0)}
    end;
token([$\s | Cs], _St) ->
    {white, 1 + run($\s, Cs, 0)};
token([$\t | Cs], _St) ->
    {white, 1 + run($\t, Cs, 0)};
token([C | Cs], _St) when is_integer(C), C >= 0, C =< 32;
                          is_integer(C), C >= 128, C =< 160 ->
    {white, 1 + white_run(Cs, 0)};
token([$% | Cs], _St) ->
    comment(Cs, 1);
token([$" | Cs], _St) ->
    case quoted(Cs, $", [], 1) of
        {ok, S, N} -> {tok3, string, S, N};
        Error -> Error
    end;
token([$' | Cs], St) ->
    case quoted(Cs, $', [], 1) of
        {ok, S, N} when length(S) > 255 -> {error, {illegal, atom}, 0, N};
        {ok, S, N} -> {tok3, atom, list_to_atom(S), N};
        Error -> Error
    end;
token([$$ | Cs], _St) ->
    char(Cs);
token([$. | Cs], _St) ->
    case Cs of
        [] -> {dot, 1};
        [$% | _] -> {dot, 1};
        [$., $. | _] -> {tok2, '...', 3};
        [$. | _] -> {tok2, '..', 2};
        [W | _] when is_integer(W), W >= 0, W =< 32;
                     is_integer(W), W >= 128, W =< 160 -> {dot, 2};
        _ -> {tok2, '.', 1}
    end;
token(Cs, _St) ->
    operator(Cs).

operator("<<" ++ _) -> {tok2, '<<', 2};
operator("<-" ++ _) -> {tok2, '<-', 2};
operator("<=" ++ _) -> {tok2, '<=', 2};
operator(">>" ++ _) -> {tok2, '>>', 2};
operator(">=" ++ _) -> {tok2, '>=', 2};
operator("->" ++ _) -> {tok2, '->', 2};
operator("--" ++ _) -> {tok2, '--', 2};
operator("++" ++ _) -> {tok2, '++', 2};
operator("=:=" ++ _) -> {tok2, '=:=', 3};
operator("=/=" ++ _) -> {tok2, '=/=', 3};
operator("=<" ++ _) -> {tok2, '=<', 2};
operator("=>" ++ _) -> {tok2, '=>', 2};
operator("==" ++ _) -> {tok2, '==', 2};
operator("/=" ++ _) -> {tok2, '/=', 2};
operator("||" ++ _) -> {tok2, '||', 2};
operator(":=" ++ _) -> {tok2, ':=', 2};
operator("::" ++ _) -> {tok2, '::', 2};
operator("?=" ++ _) -> {tok2, '?=', 2};
operator([C | _]) when is_integer(C), C >= 0, C =< 255 ->
    {tok2, list_to_atom([C]), 1};
operator(_) ->
    {error, {illegal, character}, 0, 1}.

atom_token(Name, N, St) ->
    case N > 255 of
        true -> {error, {illegal, atom}, 0, N};
        false ->
            A = list_to_atom(Name),
            Reserved = case St#opts.resfun of
                           none -> reserved_word(A);
                           F -> F(A)
                       end,
            case Reserved of
                true -> {tok2, A, N};
                false -> {tok3, atom, A, N}
            end
    end.

name([C | Cs], Acc, N) when C >= $a, C =< $z; C >= $A, C =< $Z;
                            ?DIGIT(C); C =:= $_; C =:= $@;
                            C >= 192, C =< 255, C =/= 215, C =/= 247 ->
    name(Cs, [C | Acc], N + 1);
name(_, Acc, N) ->
    {lists:reverse(Acc), N}.

run(C, [C | Cs], N) -> run(C, Cs, N + 1);
run(_, _, N) -> N.

%% White space other than newlines.
white_run([C | Cs], N) when is_integer(C), C >= 0, C =< 32, C =/= $\n;
                            is_integer(C), C >= 128, C =< 160 ->
    white_run(Cs, N + 1);
white_run(_, N) -> N.

comment([$\n | _], N) -> {comment, N};
comment([], N) -> {comment, N};
comment([C | Cs], N) ->
    case valid_char(C) of
        true -> comment(Cs, N + 1);
        false -> {error, {illegal, character}, 0, N + 1}
    end.

valid_char(C) ->
    is_integer(C) andalso C >= 0 andalso C =< 16#10FFFF
        andalso (C < 16#D800 orelse C > 16#DFFF).

%% Strings and quoted atoms; N counts the opening quote.
quoted([], Q, Acc, N) ->
    {error, {string, Q, head(lists:reverse(Acc), 16)}, 0, N};
quoted([Q | _], Q, Acc, N) ->
    {ok, lists:reverse(Acc), N + 1};
quoted([$\\ | Cs], Q, Acc, N) ->
    case escape(Cs) of
        {ok, C, K} -> quoted(drop(K, Cs), Q, [C | Acc], N + 1 + K);
        eof -> {error, {string, Q, head(lists:reverse(Acc), 16)},
                0, N + 1 + length(Cs)};
        {illegal, K} -> {error, {illegal, character}, N, N + 1 + K}
    end;
quoted([C | Cs], Q, Acc, N) ->
    case valid_char(C) of
        true -> quoted(Cs, Q, [C | Acc], N + 1);
        false -> {error, {illegal, character}, N, N + 1}
    end.

head([C | Cs], K) when K > 0 -> [C | head(Cs, K - 1)];
head(_, _) -> [].

%% Character literal; the $ counts as 1.
char([]) ->
    {error, char, 0, 1};
char([$\\ | Cs]) ->
    case escape(Cs) of
        {ok, C, K} -> {tok3, char, C, 2 + K};
        eof -> {error, char, 0, 2 + length(Cs)};
        {illegal, K} -> {error, {illegal, character}, 0, 2 + K}
    end;
char([C | _]) ->
    case valid_char(C) of
        true -> {tok3, char, C, 2};
        %% Like OTP, nothing is left to scan after this one.
        false -> {error, {illegal, character}, 0, 1, eof}
    end.

%% Escape sequence after a backslash: {ok, Char, CharsUsed} | eof
%% | {illegal, CharsUsed}.
escape([]) -> eof;
escape([$x, ${ | Cs]) ->
    hex_brace(Cs, [], 2);
escape([$x | Cs]) ->
    case Cs of
        [H1, H2 | _] ->
            case hex(H1) andalso hex(H2) of
                true -> {ok, list_to_integer([H1, H2], 16), 3};
                false -> {illegal, 1}
            end;
        [H1] ->
            case hex(H1) of
                true -> eof;
                false -> {illegal, 1}
            end;
        [] -> eof
    end;
escape([O | Cs]) when O >= $0, O =< $7 ->
    octal(Cs, [O], 1);
escape([$^]) -> eof;
escape([$^, C | _]) when is_integer(C) ->
    {ok, C band 31, 2};
escape([C | _]) ->
    case valid_char(C) of
        true -> {ok, esc_char(C), 1};
        false -> {illegal, 1}
    end.

hex_brace([], _Acc, _K) -> eof;
hex_brace([$} | _], Acc, K) ->
    case Acc of
        [] -> {illegal, K + 1};
        _ ->
            V = list_to_integer(lists:reverse(Acc), 16),
            case valid_char(V) of
                true -> {ok, V, K + 1};
                false -> {illegal, K + 1}
            end
    end;
hex_brace([H | Cs], Acc, K) ->
    case hex(H) of
        true -> hex_brace(Cs, [H | Acc], K + 1);
        false -> {illegal, K}
    end.

octal([O | Cs], Acc, K) when O >= $0, O =< $7, K < 3 ->
    octal(Cs, [O | Acc], K + 1);
octal(_, Acc, K) ->
    {ok, list_to_integer(lists:reverse(Acc), 8), K}.

hex(C) -> is_integer(C) andalso (?DIGIT(C) orelse (C >= $a andalso C =< $f)
                                 orelse (C >= $A andalso C =< $F)).

esc_char($b) -> $\b;
esc_char($d) -> $\d;
esc_char($e) -> $\e;
esc_char($f) -> $\f;
esc_char($n) -> $\n;
esc_char($r) -> $\r;
esc_char($s) -> $\s;
esc_char($t) -> $\t;
esc_char($v) -> $\v;
esc_char(C) -> C.

%% ---------------------------------------------------------------------------
%% Numbers

number(Cs) ->
    {Ds, Rest, N} = digits(Cs, 10, [], 0),
    case Rest of
        [$# | Rest1] ->
            Base = list_to_integer(Ds),
            case Base >= 2 andalso Base =< 36 of
                false -> {error, {base, Base}, 0, N};
                true ->
                    case digits(Rest1, Base, [], 0) of
                        {[], _, _} -> {error, {illegal, integer}, 0, N + 1};
                        {Bs, _, K} ->
                            {tok3, integer, list_to_integer(Bs, Base), N + 1 + K}
                    end
            end;
        [$., D | Rest1] when ?DIGIT(D) ->
            {Fs, Rest2, K} = digits([D | Rest1], 10, [], 0),
            N1 = N + 1 + K,
            case Rest2 of
                [E | Rest3] when E =:= $e; E =:= $E ->
                    {Sign, Rest4, S} = case Rest3 of
                                           [$+ | R] -> {"+", R, 1};
                                           [$- | R] -> {"-", R, 1};
                                           R -> {"", R, 0}
                                       end,
                    case Rest4 of
                        [D2 | _] when ?DIGIT(D2) ->
                            {Es, _, M} = digits(Rest4, 10, [], 0),
                            float_token(Ds ++ "." ++ Fs ++ "e" ++ Sign ++ Es,
                                        N1 + 1 + S + M);
                        _ ->
                            {error, {illegal, float}, 0, N1 + 1 + S}
                    end;
                _ ->
                    float_token(Ds ++ "." ++ Fs, N1)
            end;
        _ ->
            {tok3, integer, list_to_integer(Ds), N}
    end.

float_token(S, N) ->
    try list_to_float(S) of
        F -> {tok3, float, F, N}
    catch
        _:_ -> {error, {illegal, float}, 0, N}
    end.

%% Digits of Base with single underscores between digits.
digits([C | Cs], Base, Acc, N) ->
    case digit(C, Base) of
        true -> digits(Cs, Base, [C | Acc], N + 1);
        false when C =:= $_, Acc =/= [] ->
            case Cs of
                [D | _] ->
                    case digit(D, Base) of
                        true -> digits(Cs, Base, Acc, N + 1);
                        false -> {lists:reverse(Acc), [C | Cs], N}
                    end;
                [] -> {lists:reverse(Acc), [C | Cs], N}
            end;
        false -> {lists:reverse(Acc), [C | Cs], N}
    end;
digits([], _Base, Acc, N) ->
    {lists:reverse(Acc), [], N}.

digit(C, Base) when is_integer(C) ->
    V = if C >= $0, C =< $9 -> C - $0;
           C >= $a, C =< $z -> C - $a + 10;
           C >= $A, C =< $Z -> C - $A + 10;
           true -> 99
        end,
    V < Base;
digit(_, _) -> false.

drop(0, Cs) -> Cs;
drop(K, [_ | Cs]) -> drop(K - 1, Cs).
