-module(json).
-export([main/1]).

%% A small JSON encoder, parser and pretty printer.
%% Representation: objects are {obj, [{Key, Value}]}, arrays are lists,
%% strings are binaries, numbers, true/false/null atoms.

%%% ---------------------------------------------------------------- encode
encode(null) -> <<"null">>;
encode(true) -> <<"true">>;
encode(false) -> <<"false">>;
encode(N) when is_integer(N) -> integer_to_binary(N);
encode(F) when is_float(F) -> float_to_binary(F, [short]);
encode(B) when is_binary(B) -> encode_string(B);
encode({obj, Pairs}) ->
    Inner = [[encode_string(K), $:, encode(V)] || {K, V} <- Pairs],
    iolist_to_binary([${, join(Inner, $,), $}]);
encode(L) when is_list(L) ->
    iolist_to_binary([$[, join([encode(X) || X <- L], $,), $]]).

encode_string(B) ->
    [$", [escape(C) || <<C>> <= B], $"].

escape($") -> <<"\\\"">>;
escape($\\) -> <<"\\\\">>;
escape($\n) -> <<"\\n">>;
escape($\t) -> <<"\\t">>;
escape(C) when C < 32 -> io_lib:format("\\u~4.16.0B", [C]);
escape(C) -> C.

join([], _) -> [];
join([X], _) -> [X];
join([X | T], Sep) -> [X, Sep | join(T, Sep)].

%%% ----------------------------------------------------------------- parse
parse(Bin) ->
    {Value, Rest} = value(ws(Bin)),
    <<>> = ws(Rest),
    Value.

ws(<<C, Rest/binary>>) when C =:= $\s; C =:= $\n; C =:= $\t; C =:= $\r -> ws(Rest);
ws(B) -> B.

value(<<"null", R/binary>>) -> {null, R};
value(<<"true", R/binary>>) -> {true, R};
value(<<"false", R/binary>>) -> {false, R};
value(<<$", R/binary>>) -> string(R, <<>>);
value(<<$[, R/binary>>) -> array(ws(R), []);
value(<<${, R/binary>>) -> object(ws(R), []);
value(B) -> number(B).

string(<<$", R/binary>>, Acc) -> {Acc, R};
string(<<$\\, $n, R/binary>>, Acc) -> string(R, <<Acc/binary, $\n>>);
string(<<$\\, $t, R/binary>>, Acc) -> string(R, <<Acc/binary, $\t>>);
string(<<$\\, $u, H:4/binary, R/binary>>, Acc) ->
    C = binary_to_integer(H, 16),
    string(R, <<Acc/binary, C/utf8>>);
string(<<$\\, C, R/binary>>, Acc) -> string(R, <<Acc/binary, C>>);
string(<<C, R/binary>>, Acc) -> string(R, <<Acc/binary, C>>).

array(<<$], R/binary>>, Acc) -> {lists:reverse(Acc), R};
array(B, Acc) ->
    {V, R} = value(ws(B)),
    case ws(R) of
        <<$,, R2/binary>> -> array(ws(R2), [V | Acc]);
        <<$], R2/binary>> -> {lists:reverse([V | Acc]), R2}
    end.

object(<<$}, R/binary>>, Acc) -> {{obj, lists:reverse(Acc)}, R};
object(<<$", B/binary>>, Acc) ->
    {K, R} = string(B, <<>>),
    <<$:, R1/binary>> = ws(R),
    {V, R2} = value(ws(R1)),
    case ws(R2) of
        <<$,, R3/binary>> -> object(ws(R3), [{K, V} | Acc]);
        <<$}, R3/binary>> -> {{obj, lists:reverse([{K, V} | Acc])}, R3}
    end.

number(B) -> number(B, []).
number(<<C, R/binary>>, Acc) when C >= $0, C =< $9; C =:= $-; C =:= $.; C =:= $e; C =:= $E; C =:= $+ ->
    number(R, [C | Acc]);
number(R, Acc) ->
    S = lists:reverse(Acc),
    N = case lists:member($., S) orelse lists:member($e, S) of
            true -> list_to_float(fix_float(S));
            false -> list_to_integer(S)
        end,
    {N, R}.

fix_float(S) ->
    case lists:member($., S) of
        true -> S;
        false -> {M, E} = lists:splitwith(fun(C) -> C =/= $e end, S), M ++ ".0" ++ E
    end.

%%% ---------------------------------------------------------------- pretty
pretty(V) -> iolist_to_binary(pretty(V, 0)).

pretty({obj, []}, _) -> <<"{}">>;
pretty({obj, Pairs}, I) ->
    Ind = indent(I + 1),
    Items = [[Ind, encode_string(K), ": ", pretty(V, I + 1)] || {K, V} <- Pairs],
    ["{\n", join(Items, ",\n"), "\n", indent(I), "}"];
pretty([], _) -> <<"[]">>;
pretty(L, I) when is_list(L) ->
    case lists:all(fun(X) -> not is_list(X) andalso not is_tuple(X) end, L) of
        true -> encode(L);
        false ->
            Ind = indent(I + 1),
            ["[\n", join([[Ind, pretty(X, I + 1)] || X <- L], ",\n"), "\n", indent(I), "]"]
    end;
pretty(V, _) -> encode(V).

indent(N) -> lists:duplicate(N * 2, $\s).

%%% ------------------------------------------------------------------ main
main(_) ->
    Doc = {obj, [{<<"name">>, <<"triheap">>},
                 {<<"version">>, [0, 1, 0]},
                 {<<"stable">>, false},
                 {<<"ratio">>, 0.75},
                 {<<"tags">>, [<<"erlang">>, <<"vm">>, <<"rust">>]},
                 {<<"deps">>, [{obj, [{<<"name">>, <<"a">>}, {<<"opt">>, null}]},
                               {obj, [{<<"name">>, <<"b\"quoted\"">>}, {<<"opt">>, true}]}]},
                 {<<"empty">>, {obj, []}},
                 {<<"nested">>, [[1, 2], [], [3, [4, 5]]]},
                 {<<"text">>, <<"line1\nline2\ttab">>}]},
    Enc = encode(Doc),
    io:format("~s~n", [Enc]),
    io:format("~p bytes~n", [byte_size(Enc)]),
    Parsed = parse(Enc),
    io:format("roundtrip: ~p~n", [Parsed =:= Doc]),
    io:format("~s~n", [pretty(Doc)]),
    Inputs = [<<"  [1, 2.5, -3, 1e3, \"x\\u0041y\", {\"k\" : [true, false, null]}]  ">>,
              <<"{}">>, <<"[]">>, <<"\"just a string\"">>, <<"-0.125">>,
              <<"{\"a\":{\"b\":{\"c\":[1,{\"d\":2}]}}}">>],
    lists:foreach(fun(In) ->
        V = parse(In),
        io:format("~p~n  -> ~s~n", [V, encode(V)])
    end, Inputs),
    Bad = [<<"[1,]">>, <<"{\"a\" 1}">>, <<"[1] x">>],
    [io:format("~s: ~p~n", [B, try parse(B), ok catch error:_ -> invalid end]) || B <- Bad],
    ok.
