%% io_lib_pretty -- the ~p pretty printer.
%%
%% The term is first turned into a "doc" tree annotated with the length
%% of its one-line rendering:
%%
%%   {Chars, Len}                    atomic (already rendered) item
%%   {{list, Elems}, Len}            list; Elems = [Doc, ...] whose tail
%%                                   is [], 'dots' or an improper-tail Doc
%%   {{tuple, Tagged, Elems}, Len}   tuple (Tagged: first element an atom)
%%   {{map, Pairs}, Len}             map; Pairs = [{{map_pair,K,V},Len}, ...]
%%   {{bin, Elems}, Len}             non-printable binary, Elems = [Chars]
%%
%% Layout then follows the classic OTP rules: a term that fits on the
%% rest of the line is written flat; otherwise the elements of a
%% container go one per line, except that atomic elements are packed
%% onto a line while they fit.  Tagged tuples put their first elements
%% after the tag.  A pre-pass (tuple_indent/4) decides whether tagged
%% tuples may be indented after their tag or must use a fixed indent.
-module(io_lib_pretty).

-export([print/1, print/6]).

print(Term) -> print(Term, 1, 80, -1, latin1, true).

%% print(Term, Column, LineLength, Depth, Encoding, Strings) -> chars
print(Term, Col, Ll, D, Enc, Str) when Col =< 0 ->
    print(Term, 1, Ll, D, Enc, Str);
print(Term, Col, Ll, D, Enc, Str) ->
    Doc = doc(Term, D, Enc, Str),
    {_, Len} = Doc,
    M = Len,
    if
        Ll =:= 0 ->
            write_doc(Doc);
        Len < Ll - Col, Len =< M ->
            write_doc(Doc);
        true ->
            TInd = tuple_indent(Doc, Col, Ll, M),
            pp(Doc, Col, Ll, M, TInd, indent(Col), 0, 0)
    end.

%%% ------------------------------------------------------------------
%%% Building the doc tree
%%% ------------------------------------------------------------------

doc(_Term, 0, _Enc, _Str) -> {"...", 3};
doc([], _D, _Enc, _Str) -> {"[]", 2};
doc({}, _D, _Enc, _Str) -> {"{}", 2};
doc(List, D, Enc, Str) when is_list(List) ->
    case D =/= 1 andalso Str andalso io_lib:printable_latin1_list(List) of
        true ->
            S = io_lib:write_string_enc(List, Enc),
            {S, io_lib:flat_length(S)};
        false ->
            list_doc(List, D, Enc, Str)
    end;
doc(Tuple, 1, _Enc, _Str) when is_tuple(Tuple) -> {"{...}", 5};
doc(Tuple, D, Enc, Str) when is_tuple(Tuple) ->
    Elems = tuple_elems(Tuple, 1, tuple_size(Tuple), D, Enc, Str),
    Tagged = is_atom(element(1, Tuple)) andalso tuple_size(Tuple) > 1,
    {{tuple, Tagged, Elems}, elems_length(Elems, 2)};
doc(Map, D, Enc, Str) when is_map(Map) ->
    map_doc(Map, D, Enc, Str);
doc(Bin, D, Enc, Str) when is_bitstring(Bin) ->
    bin_doc(Bin, D, Enc, Str);
doc(Atom, _D, Enc, _Str) when is_atom(Atom) ->
    S = io_lib:write_atom_enc(Atom, Enc),
    {S, io_lib:flat_length(S)};
doc(Term, _D, Enc, _Str) ->
    S = io_lib:write_term(Term, -1, Enc),
    {S, io_lib:flat_length(S)}.

list_doc(_List, 1, _Enc, _Str) -> {{list, dots}, 5};
list_doc(List, D, Enc, Str) ->
    Elems = list_elems(List, D, Enc, Str),
    {{list, Elems}, elems_length(Elems, 2)}.

list_elems([], _D, _Enc, _Str) -> [];
list_elems(_, 1, _Enc, _Str) -> dots;
list_elems([E | Es], D, Enc, Str) ->
    [doc(E, D - 1, Enc, Str) | list_elems(Es, D - 1, Enc, Str)];
list_elems(Tail, D, Enc, Str) ->
    doc(Tail, D - 1, Enc, Str).

tuple_elems(_T, I, N, _D, _Enc, _Str) when I > N -> [];
tuple_elems(_T, _I, _N, 1, _Enc, _Str) -> dots;
tuple_elems(T, I, N, D, Enc, Str) ->
    [doc(element(I, T), D - 1, Enc, Str) | tuple_elems(T, I + 1, N, D - 1, Enc, Str)].

%% Length of the one-line rendering of Elems plus Acc.
elems_length([], Acc) -> Acc;
elems_length(dots, Acc) -> Acc + 3;
elems_length([{_, Len} | Es], Acc) ->
    case Es of
        [] -> Acc + Len;
        _ -> elems_length(Es, Acc + Len + 1)
    end;
elems_length({_, Len}, Acc) -> Acc + Len.

map_doc(Map, D, Enc, Str) ->
    case map_size(Map) of
        0 -> {"#{}", 3};
        _ when D =:= 1 -> {"#{...}", 6};
        _ ->
            Pairs = map_pair_docs(io_lib:map_pairs(Map), D - 1, D - 1, Enc, Str),
            {{map, Pairs}, elems_length(Pairs, 3)}
    end.

map_pair_docs([], _N, _D, _Enc, _Str) -> [];
map_pair_docs(_Ps, 0, _D, _Enc, _Str) -> dots;
map_pair_docs([{K, V} | Ps], N, D, Enc, Str) ->
    {_, KL} = KD = doc(K, D, Enc, Str),
    {_, VL} = VD = doc(V, D, Enc, Str),
    [{{map_pair, KD, VD}, KL + VL + 4} | map_pair_docs(Ps, N - 1, D, Enc, Str)].

bin_doc(<<>>, _D, _Enc, _Str) -> {"<<>>", 4};
bin_doc(_Bin, 1, _Enc, _Str) -> {"<<...>>", 7};
bin_doc(Bin, D, Enc, Str) ->
    case Str andalso bit_size(Bin) rem 8 =:= 0 andalso
        printable_bin(Bin, D, Enc) of
        {latin1, Chars, Dots} ->
            S = io_lib:write_string_enc(Chars, latin1),
            {[$<, $<, S, dots_str(Dots), $>, $>],
             4 + io_lib:flat_length(S) + dots_len(Dots)};
        {utf8, Chars, Dots} ->
            S = io_lib:write_string_enc(Chars, unicode),
            {[$<, $<, S, "/utf8", dots_str(Dots), $>, $>],
             9 + io_lib:flat_length(S) + dots_len(Dots)};
        false ->
            Elems = bin_elems(io_lib:bin_elems(Bin), D),
            {{bin, Elems}, elems_length1(Elems, 4)}
    end.

dots_str(true) -> "...";
dots_str(false) -> "".

dots_len(true) -> 3;
dots_len(false) -> 0.

bin_elems([], _D) -> [];
bin_elems(_Es, 1) -> ["..."];
bin_elems([E | Es], D) -> [io_lib:bin_elem(E) | bin_elems(Es, D - 1)].

elems_length1([S], Acc) -> Acc + length(S);
elems_length1([S | Ss], Acc) -> elems_length1(Ss, Acc + length(S) + 1).

%% printable_bin(Bin, Depth, Enc) -> {latin1|utf8, Chars, Truncated} | false
%% With a depth limit only the first 4*(Depth-1) characters are looked
%% at; a binary that turns non-printable after at least Depth-1 printable
%% characters is still shown as a truncated string.
printable_bin(Bin, D, Enc) ->
    D1 = D - 1,
    Size = byte_size(Bin),
    Len = case D1 >= 0 of
              true -> min(4 * D1, Size);
              false -> Size
          end,
    Bytes = binary_to_list(Bin),
    case Enc of
        unicode when Len > 0 ->
            case utf8_prefix(Bytes, Len, []) of
                {Chars, Dots} ->
                    case printable_prefix(Chars, 0, []) of
                        {all, _} ->
                            {utf8_kind(Chars), Chars, Dots};
                        {K, Ps} when D1 > 0, K >= D1 ->
                            {utf8_kind(Ps), Ps, true};
                        _ ->
                            false
                    end;
                error ->
                    latin1_bin(Bytes, Len, Size, D1)
            end;
        _ ->
            latin1_bin(Bytes, Len, Size, D1)
    end.

utf8_kind(Chars) ->
    case all_ascii(Chars) of
        true -> latin1;
        false -> utf8
    end.

latin1_bin(_Bytes, 0, _Size, _D1) -> false;
latin1_bin(Bytes, Len, Size, D1) ->
    {Chars, _} = prefix(Bytes, Len, []),
    case printable_prefix(Chars, 0, []) of
        {all, _} -> {latin1, Chars, Len < Size};
        {K, Ps} when D1 > 0, K >= D1 -> {latin1, Ps, true};
        _ -> false
    end.

%% printable_prefix(Chars, 0, []) -> {all, Chars} | {K, First K chars}
printable_prefix([C | Cs], K, Acc) ->
    case io_lib:printable_latin1_list([C]) of
        true -> printable_prefix(Cs, K + 1, [C | Acc]);
        false -> {K, lists:reverse(Acc)}
    end;
printable_prefix([], _K, Acc) -> {all, lists:reverse(Acc)}.

prefix([], _N, Acc) -> {lists:reverse(Acc), false};
prefix(_Bs, 0, Acc) -> {lists:reverse(Acc), true};
prefix([B | Bs], N, Acc) -> prefix(Bs, N - 1, [B | Acc]).

all_ascii([C | Cs]) when C < 128 -> all_ascii(Cs);
all_ascii([]) -> true;
all_ascii(_) -> false.

%% Decode up to N UTF-8 characters.
utf8_prefix([], _N, Acc) -> {lists:reverse(Acc), false};
utf8_prefix(_Bs, 0, Acc) -> {lists:reverse(Acc), true};
utf8_prefix([B | Bs], N, Acc) when B < 16#80 -> utf8_prefix(Bs, N - 1, [B | Acc]);
utf8_prefix(Bs, N, Acc) ->
    case utf8_char(Bs) of
        {C, Rest} -> utf8_prefix(Rest, N - 1, [C | Acc]);
        error -> error
    end.

utf8_char([B1, B2 | Bs]) when B1 >= 16#C2, B1 < 16#E0, B2 >= 16#80, B2 < 16#C0 ->
    {(B1 - 16#C0) * 64 + (B2 - 16#80), Bs};
utf8_char([B1, B2, B3 | Bs]) when B1 >= 16#E0, B1 < 16#F0,
                                  B2 >= 16#80, B2 < 16#C0,
                                  B3 >= 16#80, B3 < 16#C0 ->
    C = ((B1 - 16#E0) * 64 + (B2 - 16#80)) * 64 + (B3 - 16#80),
    if
        C < 16#800 -> error;
        C >= 16#D800, C =< 16#DFFF -> error;
        true -> {C, Bs}
    end;
utf8_char([B1, B2, B3, B4 | Bs]) when B1 >= 16#F0, B1 < 16#F5,
                                      B2 >= 16#80, B2 < 16#C0,
                                      B3 >= 16#80, B3 < 16#C0,
                                      B4 >= 16#80, B4 < 16#C0 ->
    C = (((B1 - 16#F0) * 64 + (B2 - 16#80)) * 64 + (B3 - 16#80)) * 64
        + (B4 - 16#80),
    if
        C < 16#10000; C > 16#10FFFF -> error;
        true -> {C, Bs}
    end;
utf8_char(_) -> error.

%%% ------------------------------------------------------------------
%%% Flat rendering of a doc
%%% ------------------------------------------------------------------

write_doc({{list, Es}, _}) -> [$[, write_elems(Es, $|), $]];
write_doc({{tuple, _, Es}, _}) -> [${, write_elems(Es, $,), $}];
write_doc({{map, Ps}, _}) -> [$#, ${, write_elems(Ps, $,), $}];
write_doc({{map_pair, K, V}, _}) -> [write_doc(K), " => ", write_doc(V)];
write_doc({{bin, Es}, _}) -> [$<, $<, join_bin(Es), $>, $>];
write_doc({S, _}) -> S.

write_elems([], _S) -> [];
write_elems(dots, _S) -> "...";
write_elems([E], _S) -> [write_doc(E)];
write_elems([E | Es], S) when is_list(Es) -> [write_doc(E), $, | write_elems(Es, S)];
write_elems([E | dots], S) -> [write_doc(E), S, "..."];
write_elems([E | T], S) -> [write_doc(E), S | write_doc(T)].

join_bin([E]) -> E;
join_bin([E | Es]) -> [E, $, | join_bin(Es)].

%%% ------------------------------------------------------------------
%%% Layout
%%% ------------------------------------------------------------------

-define(ATOMIC(Doc), is_list(element(1, Doc))).

atomic_pair({{map_pair, K, V}, _}) -> ?ATOMIC(K) andalso ?ATOMIC(V).

last_depth([_ | _], _LD) -> 0;
last_depth(_, LD) -> LD + 1.

%% indent(Col): the indentation string for a term starting at Col.
indent(N) when N > 0 -> spaces(N - 1).

indent(N, Ind) -> [spaces(N) | Ind].

spaces(0) -> [];
spaces(N) -> [$\s | spaces(N - 1)].

%% pp(Doc, Col, LineLength, MaxChars, TupleIndent, Indent, LastDepth, Width)
pp({_, Len} = Doc, Col, Ll, M, _TInd, _Ind, LD, W)
  when Len < Ll - Col - LD, Len + W + LD =< M ->
    write_doc(Doc);
pp({{list, Es}, _}, Col, Ll, M, TInd, Ind, LD, W) ->
    [$[, pp_list(Es, Col + 1, Ll, M, TInd, indent(1, Ind), LD, $|, W + 1), $]];
pp({{tuple, true, Es}, _}, Col, Ll, M, TInd, Ind, LD, W) ->
    [${, pp_tag_tuple(Es, Col, Ll, M, TInd, Ind, LD, W + 1), $}];
pp({{tuple, false, Es}, _}, Col, Ll, M, TInd, Ind, LD, W) ->
    [${, pp_list(Es, Col + 1, Ll, M, TInd, indent(1, Ind), LD, $,, W + 1), $}];
pp({{map, Ps}, _}, Col, Ll, M, TInd, Ind, LD, W) ->
    [$#, ${, pp_map(Ps, Col + 2, Ll, M, TInd, indent(2, Ind), LD, W + 1), $}];
pp({{bin, Es}, _}, Col, Ll, M, _TInd, Ind, LD, W) ->
    pp_binary(Es, Col + 2, Ll, M, indent(2, Ind), LD, W);
pp({S, _}, _Col, _Ll, _M, _TInd, _Ind, _LD, _W) ->
    S.

pp_tag_tuple([{_, TLen} = Tag | Es], Col, Ll, M, TInd, Ind, LD, W) ->
    TagInd = TLen + 2,
    TCol = Col + TagInd,
    if
        TInd > 0, TagInd > TInd ->
            Col1 = Col + TInd,
            Indent = indent(TInd, Ind),
            [write_doc(Tag) | pp_tail(Es, Col1, TCol, Ll, M, TInd, Indent, LD, $,, W + TLen)];
        true ->
            Indent = indent(TagInd, Ind),
            [write_doc(Tag), $, | pp_list(Es, TCol, Ll, M, TInd, Indent, LD, $,, W + TLen + 1)]
    end.

pp_list([], _Col0, _Ll, _M, _TInd, _Ind, _LD, _S, _W) -> [];
pp_list(dots, _Col0, _Ll, _M, _TInd, _Ind, _LD, _S, _W) -> "...";
pp_list([E | Es], Col0, Ll, M, TInd, Ind, LD, S, W) ->
    {ES, WE} = pp_element(E, Col0, Ll, M, TInd, Ind, last_depth(Es, LD), W),
    [ES | pp_tail(Es, Col0, Col0 + WE, Ll, M, TInd, Ind, LD, S, W + WE)].

pp_tail([], _Col0, _Col, _Ll, _M, _TInd, _Ind, _LD, _S, _W) -> [];
pp_tail(dots, _Col0, _Col, _Ll, _M, _TInd, _Ind, _LD, S, _W) -> [S, "..."];
pp_tail([{_, Len} = E | Es], Col0, Col, Ll, M, TInd, Ind, LD, S, W) ->
    LD1 = last_depth(Es, LD),
    ELen = 1 + Len,
    case fits_in_line(LD1, ELen, Col, Ll, M, W) andalso ?ATOMIC(E) of
        true ->
            [$,, write_doc(E) | pp_tail(Es, Col0, Col + ELen, Ll, M, TInd, Ind, LD, S, W + ELen)];
        false ->
            {ES, WE} = pp_element(E, Col0, Ll, M, TInd, Ind, LD1, 0),
            [$,, $\n, Ind, ES | pp_tail(Es, Col0, Col0 + WE, Ll, M, TInd, Ind, LD, S, WE)]
    end;
pp_tail({_, Len} = E, Col0, Col, Ll, M, TInd, Ind, LD, S, W) ->
    case Len + 1 < Ll - Col - (LD + 1) andalso Len + 1 + W + (LD + 1) =< M
        andalso ?ATOMIC(E) of
        true -> [S | write_doc(E)];
        false -> [S, $\n, Ind | pp(E, Col0, Ll, M, TInd, Ind, LD + 1, 0)]
    end.

fits_in_line(0, ELen, Col, Ll, M, W) ->
    ELen + 1 < Ll - Col andalso W + ELen + 1 =< M;
fits_in_line(LD1, ELen, Col, Ll, M, W) ->
    ELen < Ll - Col - LD1 andalso W + ELen + LD1 =< M.

pp_element({_, Len} = E, Col, Ll, M, TInd, Ind, LD, W) ->
    case Len < Ll - Col - LD andalso Len + W + LD =< M andalso ?ATOMIC(E) of
        true -> {write_doc(E), Len};
        false -> {pp(E, Col, Ll, M, TInd, Ind, LD, W), Ll}
    end.

pp_map([], _Col0, _Ll, _M, _TInd, _Ind, _LD, _W) -> [];
pp_map(dots, _Col0, _Ll, _M, _TInd, _Ind, _LD, _W) -> "...";
pp_map([P | Ps], Col0, Ll, M, TInd, Ind, LD, W) ->
    {PS, PW} = pp_pair(P, Col0, Ll, M, TInd, Ind, last_depth(Ps, LD), W),
    [PS | pp_pairs_tail(Ps, Col0, Col0 + PW, Ll, M, TInd, Ind, LD, W + PW)].

pp_pairs_tail([], _Col0, _Col, _Ll, _M, _TInd, _Ind, _LD, _W) -> [];
pp_pairs_tail(dots, _Col0, _Col, _Ll, _M, _TInd, _Ind, _LD, _W) -> ",...";
pp_pairs_tail([{_, Len} = P | Ps], Col0, Col, Ll, M, TInd, Ind, LD, W) ->
    LD1 = last_depth(Ps, LD),
    ELen = 1 + Len,
    case fits_in_line(LD1, ELen, Col, Ll, M, W) andalso atomic_pair(P) of
        true ->
            [$,, write_doc(P) | pp_pairs_tail(Ps, Col0, Col + ELen, Ll, M, TInd, Ind, LD, W + ELen)];
        false ->
            {PS, PW} = pp_pair(P, Col0, Ll, M, TInd, Ind, LD1, 0),
            [$,, $\n, Ind, PS | pp_pairs_tail(Ps, Col0, Col0 + PW, Ll, M, TInd, Ind, LD, PW)]
    end.

pp_pair({_, Len} = P, Col, Ll, M, _TInd, _Ind, LD, W)
  when Len < Ll - Col - LD, Len + W + LD =< M ->
    case atomic_pair(P) of
        true -> {write_doc(P), Len};
        false -> {write_doc(P), Ll}
    end;
pp_pair({{map_pair, K, V}, _}, Col0, Ll, M, TInd, Ind0, LD, W) ->
    I = map_value_indent(TInd),
    Ind = indent(I, Ind0),
    {[pp(K, Col0, Ll, M, TInd, Ind0, LD, W), " =>\n", Ind
      | pp(V, Col0 + I, Ll, M, TInd, Ind, LD, 0)], Ll}.

map_value_indent(TInd) when TInd > 0 -> TInd;
map_value_indent(_TInd) -> 4.

%% Non-printable binaries are broken between their elements.
pp_binary(Es, Col, Ll, M, Ind, LD, W) ->
    N = max(8, min(Ll - Col, M - 4 - W) - LD),
    [$<, $<, pp_bin(Es, N, N, Ind), $>, $>].

pp_bin([E], N, _N0, Ind) ->
    case length(E) > N of
        true -> [$\n, Ind, E];
        false -> E
    end;
pp_bin([E | Es], N, N0, Ind) ->
    Len = length(E) + 1,
    case N - Len of
        N1 when N1 < 0 -> [$\n, Ind, E, $, | pp_bin(Es, N0 - Len, N0, Ind)];
        N1 -> [E, $, | pp_bin(Es, N1, N0, Ind)]
    end.

%%% ------------------------------------------------------------------
%%% Choosing the tuple indentation
%%% ------------------------------------------------------------------
%%
%% Tagged tuples are normally laid out as {tag,Elem1,\n<aligned>Elem2}.
%% If that would push things too far right, a fixed indentation of 4
%% is tried instead, and failing that 1.

tuple_indent(Doc, Col, Ll, M) ->
    case cind_ok(Doc, Col, Ll, M, -1) of
        true -> -1;
        false ->
            case cind_ok(Doc, Col, Ll, M, 4) of
                true -> 4;
                false -> 1
            end
    end.

cind_ok(Doc, Col, Ll, M, Ind) ->
    try cind(Doc, Col, Ll, M, Ind, 0, 0) of
        _ -> true
    catch
        throw:no_good -> false
    end.

cind({_, Len}, Col, Ll, M, Ind, LD, W)
  when Len < Ll - Col - LD, Len + W + LD =< M ->
    Ind;
cind({{list, Es}, _}, Col, Ll, M, Ind, LD, W) ->
    cind_list(Es, Col + 1, Ll, M, Ind, LD, W + 1);
cind({{tuple, true, Es}, _}, Col, Ll, M, Ind, LD, W) ->
    cind_tag_tuple(Es, Col, Ll, M, Ind, LD, W + 1);
cind({{tuple, false, Es}, _}, Col, Ll, M, Ind, LD, W) ->
    cind_list(Es, Col + 1, Ll, M, Ind, LD, W + 1);
cind({{map, Ps}, _}, Col, Ll, M, Ind, LD, W) ->
    cind_map(Ps, Col + 2, Ll, M, Ind, LD, W + 2);
cind(_Doc, _Col, _Ll, _M, Ind, _LD, _W) ->
    Ind.

cind_tag_tuple([{_, TLen} | Es], Col, Ll, M, Ind, LD, W) ->
    TagInd = TLen + 2,
    TCol = Col + TagInd,
    if
        Ind > 0, TagInd > Ind ->
            Col1 = Col + Ind,
            if
                M + Col1 =< Ll; Col1 =< Ll div 2 ->
                    cind_tail(Es, Col1, TCol, Ll, M, Ind, LD, W + TLen);
                true ->
                    throw(no_good)
            end;
        M + TCol < Ll; TCol < Ll div 2 ->
            cind_list(Es, TCol, Ll, M, Ind, LD, W + TLen + 1);
        true ->
            throw(no_good)
    end.

cind_list([], _Col0, _Ll, _M, Ind, _LD, _W) -> Ind;
cind_list(dots, _Col0, _Ll, _M, Ind, _LD, _W) -> Ind;
cind_list([E | Es], Col0, Ll, M, Ind, LD, W) ->
    WE = cind_element(E, Col0, Ll, M, Ind, last_depth(Es, LD), W),
    cind_tail(Es, Col0, Col0 + WE, Ll, M, Ind, LD, W + WE).

cind_tail([], _Col0, _Col, _Ll, _M, Ind, _LD, _W) -> Ind;
cind_tail(dots, _Col0, _Col, _Ll, _M, Ind, _LD, _W) -> Ind;
cind_tail([{_, Len} = E | Es], Col0, Col, Ll, M, Ind, LD, W) ->
    LD1 = last_depth(Es, LD),
    ELen = 1 + Len,
    case fits_in_line(LD1, ELen, Col, Ll, M, W) andalso ?ATOMIC(E) of
        true ->
            cind_tail(Es, Col0, Col + ELen, Ll, M, Ind, LD, W + ELen);
        false ->
            WE = cind_element(E, Col0, Ll, M, Ind, LD1, 0),
            cind_tail(Es, Col0, Col0 + WE, Ll, M, Ind, LD, WE)
    end;
cind_tail({_, Len} = E, _Col0, Col, Ll, M, Ind, LD, W) ->
    case Len + 1 < Ll - Col - (LD + 1) andalso Len + 1 + W + (LD + 1) =< M
        andalso ?ATOMIC(E) of
        true -> Ind;
        %% Note: the check continues from the current column (Col),
        %% not from the element column; OTP does the same.
        false -> cind(E, Col, Ll, M, Ind, LD + 1, 0)
    end.

cind_element({_, Len} = E, Col, Ll, M, Ind, LD, W) ->
    case Len < Ll - Col - LD andalso Len + W + LD =< M andalso ?ATOMIC(E) of
        true -> Len;
        false -> cind(E, Col, Ll, M, Ind, LD, W), Ll
    end.

cind_map([P | Ps], Col, Ll, M, Ind, LD, W) ->
    PW = cind_pair(P, Col, Ll, M, Ind, last_depth(Ps, LD), W),
    cind_pairs_tail(Ps, Col, Col + PW, Ll, M, Ind, LD, W + PW);
cind_map(_, _Col, _Ll, _M, Ind, _LD, _W) ->
    Ind.

cind_pairs_tail([{_, Len} = P | Ps], Col0, Col, Ll, M, Ind, LD, W) ->
    LD1 = last_depth(Ps, LD),
    ELen = 1 + Len,
    case fits_in_line(LD1, ELen, Col, Ll, M, W) andalso atomic_pair(P) of
        true ->
            cind_pairs_tail(Ps, Col0, Col + ELen, Ll, M, Ind, LD, W + ELen);
        false ->
            PW = cind_pair(P, Col0, Ll, M, Ind, LD1, 0),
            cind_pairs_tail(Ps, Col0, Col0 + PW, Ll, M, Ind, LD, PW)
    end;
cind_pairs_tail(_, _Col0, _Col, _Ll, _M, Ind, _LD, _W) ->
    Ind.

cind_pair({_, Len} = P, Col, Ll, M, _Ind, LD, W)
  when Len < Ll - Col - LD, Len + W + LD =< M ->
    case atomic_pair(P) of
        true -> Len;
        false -> Ll
    end;
cind_pair({{map_pair, K, V}, _}, Col0, Ll, M, Ind, LD, W) ->
    cind(K, Col0, Ll, M, Ind, LD, W),
    I = map_value_indent(Ind),
    cind(V, Col0 + I, Ll, M, Ind, LD, 0),
    Ll.
