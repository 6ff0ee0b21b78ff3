-module(strings).
-export([main/1]).

%% String work: build lines with io_lib:format + lists:flatten, tokenize
%% with string:tokens, integer_to_list / list_to_integer round trips,
%% concatenation and reversal.
%% Args: [Lines, Rounds]

main(Args) ->
    [N, R] = args(Args, [20000, 10]),
    Sum = loop(R, N, 0),
    io:format("strings ~p ~p ~p~n", [N, R, Sum]).

args([], D) -> D;
args(As, _) -> [int(A, 0) || A <- As].

%% hand-written so that argument parsing does not depend on list_to_integer/1
int([], N) -> N;
int([C | T], N) when C >= $0, C =< $9 -> int(T, N * 10 + C - $0).

loop(0, _N, Acc) -> Acc;
loop(R, N, Acc) ->
    Lines = [line(I, R) || I <- lists:seq(1, N)],
    S1 = lists:foldl(fun(L, A) -> (A + parse(L)) band 16#FFFFFFF end, 0, Lines),
    Text = string:join(Lines, "\n"),
    Toks = string:tokens(Text, "\n,; "),
    S2 = length(Toks) + length(Text),
    S3 = ints(N, 0),
    Up = string:to_upper(lists:sublist(Text, 1000)),
    S4 = hash(lists:reverse(Up), 0),
    S5 = hash(lists:concat([a, 1, "b", 2.5, c]), 0),
    loop(R - 1, N, (Acc * 13 + S1 + S2 + S3 + S4 + S5) band 16#FFFFFFFFFFFF).

line(I, R) ->
    lists:flatten(io_lib:format("item~w,~w;~s ~w", [I, I * R, name(I), -I])).

name(I) -> [$a + (I rem 26), $a + ((I div 26) rem 26), $x].

parse(Line) ->
    [_Item, A, _Name, B] = string:tokens(Line, ",; "),
    list_to_integer(A) + list_to_integer(B) + length(Line).

ints(0, Acc) -> Acc;
ints(K, Acc) ->
    S = integer_to_list(K * 7919),
    H = integer_to_list(K, 16),
    ints(K - 1, Acc + list_to_integer(S) + list_to_integer(H, 16) + length(S ++ H)).

hash([], H) -> H;
hash([C | T], H) -> hash(T, (H * 33 + C) band 16#FFFFFF).
