-module(huffman).
-export([main/1]).

%% Huffman coding: build tree from frequencies, encode to a bitstring and
%% decode back.

freqs(Text) ->
    lists:sort(maps:to_list(lists:foldl(fun(C, M) -> maps:update_with(C, fun(N) -> N + 1 end, 1, M) end, #{}, Text))).

build(Freqs) ->
    Leaves = lists:sort([{N, C, {leaf, C}} || {C, N} <- Freqs]),
    %% nodes sorted by {Weight, Tiebreak}; tiebreak keeps it deterministic
    build_tree([{W, T, Node} || {W, T, Node} <- Leaves], 1000).

build_tree([{_, _, Tree}], _) -> Tree;
build_tree([{W1, _, T1}, {W2, _, T2} | Rest], Id) ->
    build_tree(lists:sort([{W1 + W2, Id, {node, T1, T2}} | Rest]), Id + 1).

codes({leaf, C}, Prefix) -> [{C, lists:reverse(Prefix)}];
codes({node, L, R}, Prefix) -> codes(L, [0 | Prefix]) ++ codes(R, [1 | Prefix]).

encode(Text, Codes) ->
    << <<B:1>> || C <- Text, B <- element(2, lists:keyfind(C, 1, Codes)) >>.

decode(Bits, Tree) -> decode(Bits, Tree, Tree, []).
decode(<<>>, _, _, Acc) -> lists:reverse(Acc);
decode(<<B:1, Rest/bits>>, {node, L, R}, Tree, Acc) ->
    Next = case B of 0 -> L; 1 -> R end,
    case Next of
        {leaf, C} -> decode(Rest, Tree, Tree, [C | Acc]);
        _ -> decode(Rest, Next, Tree, Acc)
    end.

main(_) ->
    Text = "this is an example of a huffman tree, built for a test of erlang bit syntax",
    F = freqs(Text),
    io:format("~p~n", [F]),
    Tree = build(F),
    Codes = lists:sort(codes(Tree, [])),
    lists:foreach(fun({C, Code}) ->
        io:format("~p ~s~n", [[C], [$0 + B || B <- Code]])
    end, Codes),
    Enc = encode(Text, Codes),
    io:format("original bits: ~p, encoded bits: ~p~n", [8 * length(Text), bit_size(Enc)]),
    io:format("~p~n", [Enc]),
    Dec = decode(Enc, Tree),
    io:format("~s~n", [Dec]),
    io:format("roundtrip ok: ~p~n", [Dec =:= Text]),
    ok.
