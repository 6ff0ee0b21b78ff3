%% string -- string functions for triheap.
%%
%% Written from the OTP 25 documentation and observed behaviour.
%%
%% Differences from OTP (documented limitations):
%%  * Grapheme clusters: every code point is its own grapheme, except
%%    that "\r\n" is one grapheme (as in OTP).  Combining marks,
%%    emoji sequences etc. are NOT clustered.
%%  * Case mapping (uppercase/lowercase/titlecase/casefold) covers
%%    ASCII, Latin-1 (including the special cases ß, ÿ, µ), Latin
%%    Extended-A letter pairs, basic Greek and basic Cyrillic; other
%%    code points are returned unchanged.  The obsolete to_upper/
%%    to_lower work on Latin-1 only, exactly as in OTP.
%%  * Chardata input: flat lists and binaries (UTF-8) give the same
%%    results and result shapes as OTP.  Deep or mixed chardata input
%%    (lists containing binaries or sublists) is accepted, but the
%%    result is returned as a flat list where OTP may return a deep
%%    list that keeps parts of the input binaries.
%%  * equal/4 ignores the normalization argument.

-module(string).

-export([length/1, is_empty/1, equal/2, equal/3, equal/4, reverse/1,
         slice/2, slice/3, pad/2, pad/3, pad/4, trim/1, trim/2, trim/3,
         chomp/1, take/2, take/3, take/4, split/2, split/3, replace/3,
         replace/4, find/2, find/3, lexemes/2, nth_lexeme/3, prefix/2,
         uppercase/1, lowercase/1, titlecase/1, casefold/1,
         to_integer/1, to_float/1, next_codepoint/1, next_grapheme/1,
         to_graphemes/1, list_to_integer/1, list_to_float/1]).

-export([len/1, concat/2, chr/2, rchr/2, str/2, rstr/2, substr/2,
         substr/3, sub_string/2, sub_string/3, tokens/2, join/2,
         chars/2, chars/3, copies/2, words/1, words/2, sub_word/2,
         sub_word/3, strip/1, strip/2, strip/3, left/2, left/3,
         right/2, right/3, centre/2, centre/3, span/2, cspan/2,
         to_lower/1, to_upper/1]).

-compile({no_auto_import, [length/1, list_to_integer/1, list_to_float/1]}).

%%% ==================================================================
%%% Chardata conversion
%%% ==================================================================

%% Flatten chardata to a list of code points.
cps(B) when is_binary(B) -> utf8_decode(binary_to_list(B), B);
cps(L) when is_list(L) -> cps_list(L, []);
cps(X) -> erlang:error({badarg, X}).

cps_list([C | T], Tail) when is_integer(C), C >= 0 -> [C | cps_list(T, Tail)];
cps_list([B | T], Tail) when is_binary(B) -> cps(B) ++ cps_list(T, Tail);
cps_list([L | T], Tail) when is_list(L) -> cps_list(L, cps_list(T, Tail));
cps_list([], Tail) -> Tail;
cps_list(X, _) -> erlang:error({badarg, X}).

utf8_decode([B | T], Orig) when B < 16#80 -> [B | utf8_decode(T, Orig)];
utf8_decode([B1, B2 | T], Orig) when B1 >= 16#C2, B1 < 16#E0, B2 >= 16#80, B2 < 16#C0 ->
    [((B1 - 16#C0) bsl 6) + (B2 - 16#80) | utf8_decode(T, Orig)];
utf8_decode([B1, B2, B3 | T], Orig)
  when B1 >= 16#E0, B1 < 16#F0, B2 >= 16#80, B2 < 16#C0, B3 >= 16#80, B3 < 16#C0 ->
    C = ((B1 - 16#E0) bsl 12) + ((B2 - 16#80) bsl 6) + (B3 - 16#80),
    [C | utf8_decode(T, Orig)];
utf8_decode([B1, B2, B3, B4 | T], Orig)
  when B1 >= 16#F0, B1 < 16#F5, B2 >= 16#80, B2 < 16#C0, B3 >= 16#80, B3 < 16#C0,
       B4 >= 16#80, B4 < 16#C0 ->
    C = ((B1 - 16#F0) bsl 18) + ((B2 - 16#80) bsl 12) + ((B3 - 16#80) bsl 6) + (B4 - 16#80),
    [C | utf8_decode(T, Orig)];
utf8_decode([], _) -> [];
utf8_decode(_, Orig) -> erlang:error({badarg, Orig}).

utf8_encode([C | T]) when C < 16#80 -> [C | utf8_encode(T)];
utf8_encode([C | T]) when C < 16#800 ->
    [16#C0 + (C bsr 6), 16#80 + (C band 16#3F) | utf8_encode(T)];
utf8_encode([C | T]) when C < 16#10000 ->
    [16#E0 + (C bsr 12), 16#80 + ((C bsr 6) band 16#3F), 16#80 + (C band 16#3F)
     | utf8_encode(T)];
utf8_encode([C | T]) ->
    [16#F0 + (C bsr 18), 16#80 + ((C bsr 12) band 16#3F),
     16#80 + ((C bsr 6) band 16#3F), 16#80 + (C band 16#3F) | utf8_encode(T)];
utf8_encode([]) -> [].

%% Convert a code point list back to the type of the original input.
out(Cps, Orig) when is_binary(Orig) -> list_to_binary(utf8_encode(Cps));
out(Cps, _) -> Cps.

%% Group code points into graphemes: "\r\n" becomes [13,10].
graphemes([13, 10 | T]) -> [[13, 10] | graphemes(T)];
graphemes([C | T]) -> [C | graphemes(T)];
graphemes([]) -> [].

%% Graphemes with "\r\n" grouped only when Seps contains $\r or "\r\n".
seps_graphemes(Cps, Seps) ->
    case lists:member(13, Seps) orelse lists:member([13, 10], Seps) of
        true -> graphemes(Cps);
        false -> Cps
    end.

ungraph([[13, 10] | T]) -> [13, 10 | ungraph(T)];
ungraph([C | T]) -> [C | ungraph(T)];
ungraph([]) -> [].

norm_seps(Seps) -> [norm_sep(S) || S <- Seps].

norm_sep(C) when is_integer(C) -> C;
norm_sep(L) ->
    case cps(L) of
        [C] -> C;
        Cs -> Cs
    end.

%%% ==================================================================
%%% Modern API
%%% ==================================================================

length(S) -> erlang:length(graphemes(cps(S))).

is_empty(S) -> cps(S) =:= [].

equal(A, B) -> cps(A) =:= cps(B).

equal(A, B, false) -> equal(A, B);
equal(A, B, true) -> casefold_cps(cps(A)) =:= casefold_cps(cps(B)).

equal(A, B, IgnoreCase, _Norm) -> equal(A, B, IgnoreCase).

reverse(S) -> lists:reverse(graphemes(cps(S))).

to_graphemes(S) -> graphemes(cps(S)).

slice(S, Start) -> slice(S, Start, infinity).

slice(S, Start, Len)
  when is_integer(Start), Start >= 0,
       (Len =:= infinity orelse (is_integer(Len) andalso Len >= 0)) ->
    Gs = graphemes(cps(S)),
    Rest = drop_n(Start, Gs),
    Part = case Len of
               infinity -> Rest;
               _ -> take_n(Len, Rest)
           end,
    %% OTP quirk: in a binary, a slice starting right after a lone
    %% "\r" comes back as a list ([C | Binary] when unbounded).
    case is_binary(S) andalso Start > 0 andalso Part =/= [] andalso
         lists:nth(Start, Gs) =:= 13 of
        true when Len =:= infinity ->
            [C | More] = ungraph(Part),
            [C | out(More, S)];
        true -> ungraph(Part);
        false -> out(ungraph(Part), S)
    end.

drop_n(0, L) -> L;
drop_n(_, []) -> [];
drop_n(N, [_ | T]) -> drop_n(N - 1, T).

take_n(0, _) -> [];
take_n(_, []) -> [];
take_n(N, [H | T]) -> [H | take_n(N - 1, T)].

pad(S, Len) -> pad(S, Len, trailing, $\s).

pad(S, Len, Dir) -> pad(S, Len, Dir, $\s).

pad(S, Len, Dir, Char) when is_integer(Len) ->
    N = erlang:max(0, Len - length(S)),
    case Dir of
        trailing -> [S | lists:duplicate(N, Char)];
        leading -> [lists:duplicate(N, Char), S];
        both ->
            Pre = lists:duplicate(N div 2, Char),
            Post = case N rem 2 of
                       1 -> [Char];
                       0 -> []
                   end,
            [Pre, S, Pre | Post]
    end.

whitespace() -> [[13, 10], 9, 10, 11, 12, 13, 32, 16#85, 16#200E, 16#200F, 16#2028, 16#2029].

trim(S) -> trim(S, both, whitespace()).

trim(S, Dir) -> trim(S, Dir, whitespace()).

trim(S, Dir, Seps0) when Dir =:= leading; Dir =:= trailing; Dir =:= both ->
    Seps = norm_seps(Seps0),
    Cps = cps(S),
    Cps1 = case Dir of
               trailing -> Cps;
               _ -> ungraph(drop_seps(seps_graphemes(Cps, Seps), Seps))
           end,
    Cps2 = case Dir of
               leading -> Cps1;
               _ ->
                   R = lists:reverse(seps_graphemes(Cps1, Seps)),
                   ungraph(lists:reverse(drop_seps(R, Seps)))
           end,
    out(Cps2, S).

drop_seps([G | T] = L, Seps) ->
    case lists:member(G, Seps) of
        true -> drop_seps(T, Seps);
        false -> L
    end;
drop_seps([], _) -> [].

chomp(S) ->
    R = lists:reverse(graphemes(cps(S))),
    out(ungraph(lists:reverse(drop_seps(R, [10, [13, 10]]))), S).

take(S, Seps) -> take(S, Seps, false, leading).

take(S, Seps, Complement) -> take(S, Seps, Complement, leading).

take(S, Seps0, Complement, Dir) ->
    Seps = norm_seps(Seps0),
    Cps = cps(S),
    case Dir of
        leading ->
            {A, B} = take_while(seps_graphemes(Cps, Seps), Seps, Complement, []),
            {out(ungraph(A), S), out(ungraph(B), S)};
        trailing ->
            R = lists:reverse(seps_graphemes(Cps, Seps)),
            {A, B} = take_while(R, Seps, Complement, []),
            {out(ungraph(lists:reverse(B)), S), out(ungraph(lists:reverse(A)), S)}
    end.

take_while([G | T] = L, Seps, Complement, Acc) ->
    case lists:member(G, Seps) =/= Complement of
        true -> take_while(T, Seps, Complement, [G | Acc]);
        false -> {lists:reverse(Acc), L}
    end;
take_while([], _, _, Acc) -> {lists:reverse(Acc), []}.

%% Substring search.  A match may not end in the middle of "\r\n".
match_at(Pat, L) -> match_prefix(Pat, L).

match_prefix([C | P], [C | L]) -> match_prefix(P, L);
match_prefix([], [10 | _]) -> crlf_check;
match_prefix([], L) -> {ok, L};
match_prefix(_, _) -> false.

%% Find the first valid match of Pat (non-empty) in L:
%% {Before, After} or nomatch.
search(Pat, L) -> search(Pat, L, [], none).

search(Pat, [C | T] = L, Acc, Prev) ->
    case match_at(Pat, L) of
        {ok, After} -> {lists:reverse(Acc), After};
        crlf_check ->
            case lists:last(Pat) of
                13 -> search(Pat, T, [C | Acc], C);
                _ -> {lists:reverse(Acc), drop_n(erlang:length(Pat), L)}
            end;
        false -> search(Pat, T, [C | Acc], Prev)
    end;
search(_, [], _, _) -> nomatch.

%% Find the last valid match: {Before, After} or nomatch.
search_last(Pat, L) -> search_last(Pat, L, [], nomatch).

search_last(Pat, [C | T] = L, Acc, Best) ->
    Best1 = case match_at(Pat, L) of
                {ok, After} -> {lists:reverse(Acc), After};
                crlf_check ->
                    case lists:last(Pat) of
                        13 -> Best;
                        _ -> {lists:reverse(Acc), drop_n(erlang:length(Pat), L)}
                    end;
                false -> Best
            end,
    search_last(Pat, T, [C | Acc], Best1);
search_last(_, [], _, Best) -> Best.

split(S, Pat) -> split(S, Pat, leading).

split(S, Pat0, Where) ->
    Pat = cps(Pat0),
    Cps = cps(S),
    Parts = case Pat of
                [] -> [Cps];
                _ ->
                    case Where of
                        leading ->
                            case search(Pat, Cps) of
                                nomatch -> [Cps];
                                {A, B} -> [A, B]
                            end;
                        trailing ->
                            case search_last(Pat, Cps) of
                                nomatch -> [Cps];
                                {A, B} -> [A, B]
                            end;
                        all -> split_all(Pat, Cps)
                    end
            end,
    [out(P, S) || P <- Parts].

split_all(Pat, Cps) ->
    case search(Pat, Cps) of
        nomatch -> [Cps];
        {A, B} -> [A | split_all(Pat, B)]
    end.

replace(S, Pat, Rep) -> replace(S, Pat, Rep, leading).

replace(S, Pat, Rep, Where) -> lists:join(Rep, split(S, Pat, Where)).

find(S, Pat) -> find(S, Pat, leading).

find(S, Pat0, Dir) ->
    Pat = cps(Pat0),
    Cps = cps(S),
    case Pat of
        [] -> S;
        _ ->
            R = case Dir of
                    leading -> search(Pat, Cps);
                    trailing -> search_last(Pat, Cps)
                end,
            case R of
                nomatch -> nomatch;
                {_, After} -> out(Pat ++ After, S)
            end
    end.

lexemes(S, []) when is_binary(S) -> [S];
lexemes(S, Seps0) ->
    Seps = norm_seps(Seps0),
    Gs = seps_graphemes(cps(S), Seps),
    [out(ungraph(L), S) || L <- lexemes_1(Gs, Seps, [], [])].

%% nth_lexeme differs from lexemes in OTP: the first grapheme of each
%% lexeme is taken whole, so a "\r\n" there is never split.
nth_lexemes(S, Seps0) ->
    Seps = norm_seps(Seps0),
    Gs = seps_graphemes(cps(S), Seps),
    [out(ungraph(L), S) || L <- nth_lexemes_1(Gs, Seps, [], [])].

nth_lexemes_1([13, 10 | T], Seps, [], Acc) ->
    nth_lexemes_1(T, Seps, [10, 13], Acc);
nth_lexemes_1([G | T], Seps, Cur, Acc) ->
    case lists:member(G, Seps) of
        true ->
            case Cur of
                [] -> nth_lexemes_1(T, Seps, [], Acc);
                _ -> nth_lexemes_1(T, Seps, [], [lists:reverse(Cur) | Acc])
            end;
        false -> nth_lexemes_1(T, Seps, [G | Cur], Acc)
    end;
nth_lexemes_1([], _, [], Acc) -> lists:reverse(Acc);
nth_lexemes_1([], _, Cur, Acc) -> lists:reverse([lists:reverse(Cur) | Acc]).

lexemes_1([G | T], Seps, Cur, Acc) ->
    case lists:member(G, Seps) of
        true ->
            case Cur of
                [] -> lexemes_1(T, Seps, [], Acc);
                _ -> lexemes_1(T, Seps, [], [lists:reverse(Cur) | Acc])
            end;
        false -> lexemes_1(T, Seps, [G | Cur], Acc)
    end;
lexemes_1([], _, [], Acc) -> lists:reverse(Acc);
lexemes_1([], _, Cur, Acc) -> lists:reverse([lists:reverse(Cur) | Acc]).

nth_lexeme(S, 1, []) when is_binary(S) -> S;
nth_lexeme(S, _, []) when is_binary(S) -> erlang:error(badarg);
nth_lexeme(S, N, Seps) when is_integer(N), N > 0 ->
    case drop_n(N - 1, nth_lexemes(S, Seps)) of
        [L | _] -> L;
        [] -> out([], S)
    end.

prefix(S, Pre0) ->
    Pre = cps(Pre0),
    Cps = cps(S),
    case match_prefix(Pre, Cps) of
        {ok, Rest} -> out(Rest, S);
        crlf_check ->
            case Pre =/= [] andalso lists:last(Pre) =:= 13 of
                true -> nomatch;
                false -> out(drop_n(erlang:length(Pre), Cps), S)
            end;
        false -> nomatch
    end.

next_codepoint(B) when is_binary(B) ->
    case cps(B) of
        [] -> [];
        [C | _] ->
            N = erlang:length(utf8_encode([C])),
            [C | binary_part(B, N, byte_size(B) - N)]
    end;
next_codepoint(L) -> next_cp_list(L).

next_cp_list([C | T]) when is_integer(C) -> [C | T];
next_cp_list([B | T]) when is_binary(B) ->
    case next_codepoint(B) of
        [] -> next_cp_list(T);
        [C | Rest] -> [C | join_rest(Rest, T)]
    end;
next_cp_list([L | T]) when is_list(L) ->
    case next_cp_list(L) of
        [] -> next_cp_list(T);
        [C | Rest] -> [C | join_rest(Rest, T)]
    end;
next_cp_list([]) -> [].

join_rest(<<>>, T) -> T;
join_rest([], T) -> T;
join_rest(R, []) -> R;
join_rest(R, T) -> [R | T].

next_grapheme(S) ->
    case next_codepoint(S) of
        [13 | Rest] ->
            case next_codepoint(Rest) of
                [10 | Rest2] -> [[13, 10] | Rest2];
                _ -> [13 | Rest]
            end;
        Other -> Other
    end.

%%% ------------------------------------------------------------------
%%% Case mapping
%%% ------------------------------------------------------------------

uppercase(S) -> out(upper_cps(cps(S)), S).

lowercase(S) -> out([lower_cp(C) || C <- cps(S)], S).

titlecase(S) ->
    case cps(S) of
        [] -> S;
        [C | T] -> out(title_cp(C) ++ T, S)
    end.

casefold(S) -> out(casefold_cps(cps(S)), S).

upper_cps([C | T]) ->
    case C of
        223 -> [$S, $S | upper_cps(T)];
        _ -> [upper_cp(C) | upper_cps(T)]
    end;
upper_cps([]) -> [].

title_cp(223) -> [$S, $s];
title_cp(C) when C >= 16#1C4, C =< 16#1CC ->
    [((C - 16#1C4) div 3) * 3 + 16#1C5];
title_cp(C) -> [upper_cp(C)].

casefold_cps([C | T]) ->
    case C of
        223 -> [$s, $s | casefold_cps(T)];
        181 -> [956 | casefold_cps(T)];
        16#3C2 -> [16#3C3 | casefold_cps(T)];
        _ -> [lower_cp(C) | casefold_cps(T)]
    end;
casefold_cps([]) -> [].

upper_cp(C) when C >= $a, C =< $z -> C - 32;
upper_cp(C) when C < 128 -> C;
upper_cp(C) when C >= 16#E0, C =< 16#FE, C =/= 16#F7 -> C - 32;
upper_cp(16#FF) -> 16#178;
upper_cp(16#B5) -> 16#39C;
upper_cp(C) when C < 256 -> C;
upper_cp(C) when C >= 16#100, C =< 16#12F; C >= 16#132, C =< 16#137;
                 C >= 16#14A, C =< 16#177 ->
    C - (C band 1);
upper_cp(C) when C >= 16#139, C =< 16#148; C >= 16#179, C =< 16#17E ->
    case C band 1 of
        0 -> C - 1;
        1 -> C
    end;
upper_cp(16#131) -> $I;
upper_cp(16#17F) -> $S;
upper_cp(C) when C >= 16#1C4, C =< 16#1CC -> ((C - 16#1C4) div 3) * 3 + 16#1C4;
upper_cp(C) when C >= 16#3B1, C =< 16#3C9, C =/= 16#3C2 -> C - 32;
upper_cp(16#3C2) -> 16#3A3;
upper_cp(C) when C >= 16#430, C =< 16#44F -> C - 32;
upper_cp(C) when C >= 16#450, C =< 16#45F -> C - 80;
upper_cp(C) -> C.

lower_cp(C) when C >= $A, C =< $Z -> C + 32;
lower_cp(C) when C < 128 -> C;
lower_cp(C) when C >= 16#C0, C =< 16#DE, C =/= 16#D7 -> C + 32;
lower_cp(C) when C < 256 -> C;
lower_cp(C) when C >= 16#100, C =< 16#12F; C >= 16#132, C =< 16#137;
                 C >= 16#14A, C =< 16#177 ->
    C bor 1;
lower_cp(C) when C >= 16#139, C =< 16#148; C >= 16#179, C =< 16#17E ->
    case C band 1 of
        1 -> C + 1;
        0 -> C
    end;
lower_cp(16#178) -> 16#FF;
lower_cp(C) when C >= 16#1C4, C =< 16#1CC -> ((C - 16#1C4) div 3) * 3 + 16#1C6;
lower_cp(C) when C >= 16#391, C =< 16#3A9, C =/= 16#3A2 -> C + 32;
lower_cp(C) when C >= 16#410, C =< 16#42F -> C + 32;
lower_cp(C) when C >= 16#400, C =< 16#40F -> C + 80;
lower_cp(C) -> C.

%%% ------------------------------------------------------------------
%%% Number parsing
%%% ------------------------------------------------------------------

to_integer(S) ->
    Cps = cps(S),
    {Sign, Rest0} = case Cps of
                        [$- | R] -> {[$-], R};
                        [$+ | R] -> {[$+], R};
                        R -> {[], R}
                    end,
    case digits(Rest0, []) of
        {[], _} -> {error, no_integer};
        {Ds, Rest} -> {erlang:list_to_integer(Sign ++ Ds), out(Rest, S)}
    end.

digits([D | T], Acc) when D >= $0, D =< $9 -> digits(T, [D | Acc]);
digits(T, Acc) -> {lists:reverse(Acc), T}.

to_float(S) ->
    Cps = cps(S),
    {Sign, Rest0} = case Cps of
                        [$- | R] -> {[$-], R};
                        [$+ | R] -> {[$+], R};
                        R -> {[], R}
                    end,
    case digits(Rest0, []) of
        {[], _} -> {error, no_float};
        {Int, [Dot | Rest1]} when Dot =:= $.; Dot =:= $, ->
            case digits(Rest1, []) of
                {[], _} -> {error, no_float};
                {Frac, Rest2} ->
                    {Exp, Rest} = float_exp(Rest2),
                    F = erlang:list_to_float(Sign ++ Int ++ "." ++ Frac ++ Exp),
                    {F, out(Rest, S)}
            end;
        _ -> {error, no_float}
    end.

float_exp([E | T] = L) when E =:= $e; E =:= $E ->
    {Sign, T1} = case T of
                     [$- | R] -> {"-", R};
                     [$+ | R] -> {"+", R};
                     R -> {"", R}
                 end,
    case digits(T1, []) of
        {[], _} -> {"", L};
        {Ds, Rest} -> {"e" ++ Sign ++ Ds, Rest}
    end;
float_exp(L) -> {"", L}.

%% list_to_integer/1, list_to_float/1: the flat-list parsers of OTP's
%% string module; the rest after the number is returned untouched, even
%% an improper tail.
list_to_integer(L) when is_list(L) ->
    {Sign, R0} = list_sign(L),
    case list_digits(R0, []) of
        {[], _} -> {error, no_integer};
        {Ds, Rest} -> {erlang:list_to_integer(Sign ++ Ds), Rest}
    end;
list_to_integer(_) -> {error, not_a_list}.

list_to_float(L) when is_list(L) ->
    {Sign, R0} = list_sign(L),
    case list_digits(R0, []) of
        {[], _} -> {error, no_float};
        {Int, [Dot | R1]} when Dot =:= $.; Dot =:= $, ->
            case list_digits(R1, []) of
                {[], _} -> {error, no_float};
                {Frac, R2} ->
                    {Exp, Rest} = list_exp(R2),
                    %% out of range (1.0e400) is no float either
                    try erlang:list_to_float(Sign ++ Int ++ "." ++ Frac ++ Exp) of
                        F -> {F, Rest}
                    catch error:badarg -> {error, no_float}
                    end
            end;
        _ -> {error, no_float}
    end;
list_to_float(_) -> {error, not_a_list}.

list_sign([$- | R]) -> {"-", R};
list_sign([$+ | R]) -> {"+", R};
list_sign(R) -> {"", R}.

list_digits([D | T], Acc) when is_integer(D), D >= $0, D =< $9 ->
    list_digits(T, [D | Acc]);
list_digits(T, Acc) -> {lists:reverse(Acc), T}.

%% An exponent is taken only when it has digits; otherwise it stays in
%% the rest ("1.5e" -> {1.5, "e"}).
list_exp([E | T] = L) when E =:= $e; E =:= $E ->
    {Sign, T1} = list_sign(T),
    case list_digits(T1, []) of
        {[], _} -> {"", L};
        {Ds, Rest} -> {"e" ++ Sign ++ Ds, Rest}
    end;
list_exp(L) -> {"", L}.

%%% ==================================================================
%%% Obsolete API (flat strings)
%%% ==================================================================

len(S) -> erlang:length(S).

concat(S1, S2) -> S1 ++ S2.

chr(S, C) when is_integer(C) -> chr_1(S, C, 1).

chr_1([C | _], C, I) -> I;
chr_1([_ | T], C, I) -> chr_1(T, C, I + 1);
chr_1([], _, _) -> 0.

rchr(S, C) when is_integer(C) -> rchr_1(S, C, 1, 0).

rchr_1([C | T], C, I, _) -> rchr_1(T, C, I + 1, I);
rchr_1([_ | T], C, I, L) -> rchr_1(T, C, I + 1, L);
rchr_1([], _, _, L) -> L.

str(S, Sub) when is_list(Sub) -> str_1(S, Sub, 1).

str_1([C | S], [C | Sub], I) ->
    case lists:prefix(Sub, S) of
        true -> I;
        false -> str_1(S, [C | Sub], I + 1)
    end;
str_1([_ | S], Sub, I) -> str_1(S, Sub, I + 1);
str_1([], _, _) -> 0.

rstr(S, Sub) when is_list(Sub) -> rstr_1(S, Sub, 1, 0).

rstr_1([C | S], [C | Sub], I, L) ->
    case lists:prefix(Sub, S) of
        true -> rstr_1(S, [C | Sub], I + 1, I);
        false -> rstr_1(S, [C | Sub], I + 1, L)
    end;
rstr_1([_ | S], Sub, I, L) -> rstr_1(S, Sub, I + 1, L);
rstr_1([], _, _, L) -> L.

substr(S, Start) when is_integer(Start), Start >= 1 ->
    lists:nthtail(Start - 1, S).

substr(S, Start, Len) when is_integer(Start), Start >= 1, is_integer(Len), Len >= 0 ->
    lists:sublist(lists:nthtail(Start - 1, S), Len).

sub_string(S, Start) -> substr(S, Start).

sub_string(S, Start, Stop) -> substr(S, Start, Stop - Start + 1).

tokens(S, Seps) -> tokens_1(S, Seps, [], []).

tokens_1([C | T], Seps, Cur, Acc) ->
    case lists:member(C, Seps) of
        true ->
            case Cur of
                [] -> tokens_1(T, Seps, [], Acc);
                _ -> tokens_1(T, Seps, [], [lists:reverse(Cur) | Acc])
            end;
        false -> tokens_1(T, Seps, [C | Cur], Acc)
    end;
tokens_1([], _, [], Acc) -> lists:reverse(Acc);
tokens_1([], _, Cur, Acc) -> lists:reverse([lists:reverse(Cur) | Acc]).

join([], Sep) when is_list(Sep) -> [];
join([H | T], Sep) -> H ++ lists:append([Sep ++ X || X <- T]).

chars(C, N) -> chars(C, N, []).

chars(C, N, Tail) when is_integer(N), N >= 0 -> chars_1(C, N, Tail).

chars_1(_, 0, Tail) -> Tail;
chars_1(C, N, Tail) -> chars_1(C, N - 1, [C | Tail]).

copies(S, N) when is_integer(N), N >= 0 -> copies_1(S, N).

copies_1(_, 0) -> [];
copies_1(S, N) -> S ++ copies_1(S, N - 1).

words(S) -> words(S, $\s).

words(S, C) when is_integer(C) -> w_count(strip(S, both, C), C, 0).

w_count([], _, N) -> N + 1;
w_count([C | T], C, N) -> w_count(strip(T, left, C), C, N + 1);
w_count([_ | T], C, N) -> w_count(T, C, N).

sub_word(S, N) -> sub_word(S, N, $\s).

sub_word(S, N, C) when is_integer(N), N >= 1, is_integer(C) ->
    case words(S, C) of
        W when W < N -> [];
        _ -> sub_word_1(strip(S, left, C), N, C)
    end.

sub_word_1(S, 1, C) -> take_until(S, C);
sub_word_1([C | T], N, C) -> sub_word_1(strip(T, left, C), N - 1, C);
sub_word_1([_ | T], N, C) -> sub_word_1(T, N, C).

take_until([C | _], C) -> [];
take_until([X | T], C) -> [X | take_until(T, C)];
take_until([], _) -> [].

strip(S) -> strip(S, both).

strip(S, Dir) -> strip(S, Dir, $\s).

strip(S, left, C) -> strip_left(S, C);
strip(S, right, C) -> strip_right(S, C);
strip(S, both, C) -> strip_right(strip_left(S, C), C).

strip_left([C | T], C) -> strip_left(T, C);
strip_left([_ | _] = S, _) -> S;
strip_left([], _) -> [].

strip_right([C | T], C) ->
    case strip_right(T, C) of
        [] -> [];
        T1 -> [C | T1]
    end;
strip_right([H | T], C) -> [H | strip_right(T, C)];
strip_right([], _) -> [].

left(S, N) -> left(S, N, $\s).

left(S, N, C) when is_integer(N), N >= 0 ->
    L = erlang:length(S),
    if
        L > N -> lists:sublist(S, N);
        true -> S ++ chars(C, N - L)
    end.

right(S, N) -> right(S, N, $\s).

right(S, N, C) when is_integer(N), N >= 0 ->
    L = erlang:length(S),
    if
        L > N -> lists:nthtail(L - N, S);
        true -> chars(C, N - L, S)
    end.

centre(S, N) -> centre(S, N, $\s).

centre(S, 0, _) when is_list(S) -> [];
centre(S, N, C) when is_integer(N), N > 0 ->
    L = erlang:length(S),
    if
        L > N -> lists:sublist(S, (L - N) div 2 + 1, N);
        L < N ->
            Pad = N - L,
            Left = Pad div 2,
            chars(C, Left, S ++ chars(C, Pad - Left));
        true -> S
    end.

span(S, Chars) when is_list(Chars) -> span_1(S, Chars, 0).

span_1([C | T], Chars, N) ->
    case lists:member(C, Chars) of
        true -> span_1(T, Chars, N + 1);
        false -> N
    end;
span_1([], _, N) -> N.

cspan(S, Chars) when is_list(Chars) -> cspan_1(S, Chars, 0).

cspan_1([C | T], Chars, N) ->
    case lists:member(C, Chars) of
        false -> cspan_1(T, Chars, N + 1);
        true -> N
    end;
cspan_1([], _, N) -> N.

to_lower(S) when is_list(S) -> [latin1_lower(C) || C <- S];
to_lower(C) when is_integer(C) -> latin1_lower(C).

to_upper(S) when is_list(S) -> [latin1_upper(C) || C <- S];
to_upper(C) when is_integer(C) -> latin1_upper(C).

latin1_lower(C) when C >= $A, C =< $Z -> C + 32;
latin1_lower(C) when C >= 16#C0, C =< 16#DE, C =/= 16#D7 -> C + 32;
latin1_lower(C) -> C.

latin1_upper(C) when C >= $a, C =< $z -> C - 32;
latin1_upper(C) when C >= 16#E0, C =< 16#FE, C =/= 16#F7 -> C - 32;
latin1_upper(C) -> C.
