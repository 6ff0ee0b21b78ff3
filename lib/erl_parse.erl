%% erl_parse:parse_term/1: a literal term from erl_scan tokens ending in a dot.
%% (The full Erlang grammar lives in triheap's Rust front end; this covers terms.)
-module(erl_parse).
-export([parse_term/1]).

-define(OPS, ['++', '--', '+', '-', '*', '/', 'div', 'rem', 'band', 'bor', 'bxor',
              'bsl', 'bsr', 'and', 'or', 'xor', 'andalso', 'orelse', '==', '/=',
              '=<', '<', '>=', '>', '=:=', '=/=', '!', '=']).

parse_term(Tokens) ->
    try term(Tokens) of
        {T, [{dot, _}]} -> {ok, T};
        {_, [{Op, _}, Next | _]} = R when Next =/= dot ->
            %% An expression that is not a term ("a" ++ b): as erl_parse
            %% says after parsing it as an expression (an approximation).
            case lists:member(Op, ?OPS) andalso element(1, Next) =/= dot of
                true -> {error, {anno(hd(Tokens)), erl_parse, "bad term"}};
                false -> syntax_error(hd(element(2, R)))
            end;
        {_, [Tok | _]} -> syntax_error(Tok);
        {_, []} -> {error, {999999, erl_parse, ["syntax error before: ", []]}}
    catch
        throw:{bad, Tok} -> syntax_error(Tok)
    end.

syntax_error(Tok) ->
    {error, {anno(Tok), erl_parse, ["syntax error before: ", token_text(Tok)]}}.

anno(Tok) -> element(2, Tok).

token_text({dot, _}) -> "'.'";
token_text({_, _, V}) -> io_lib:write(V);
token_text({Sym, _}) -> io_lib:write_atom(Sym).

term([{'-', _}, {integer, _, N} | R]) -> {-N, R};
term([{'-', _}, {float, _, F} | R]) -> {-F, R};
term([{'+', _}, {integer, _, N} | R]) -> {N, R};
term([{'+', _}, {float, _, F} | R]) -> {F, R};
term([{integer, _, N} | R]) -> {N, R};
term([{float, _, F} | R]) -> {F, R};
term([{char, _, C} | R]) -> {C, R};
term([{atom, _, A} | R]) -> {A, R};
term([{string, _, S} | R]) -> strings(S, R);
term([{'[', _}, {']', _} | R]) -> {[], R};
term([{'[', _} | R]) -> list(R);
term([{'{', _}, {'}', _} | R]) -> {{}, R};
term([{'{', _} | R]) ->
    {Es, R1} = elements(R, '}'),
    {list_to_tuple(Es), R1};
term([{'#', _}, {'{', _}, {'}', _} | R]) -> {#{}, R};
term([{'#', _}, {'{', _} | R]) -> map(R, []);
term([{'<<', _}, {'>>', _} | R]) -> {<<>>, R};
term([{'<<', _} | R]) ->
    {Es, R1} = elements(R, '>>'),
    {list_to_binary(Es), R1};
term([Tok | _]) -> throw({bad, Tok});
term([]) -> throw({bad, {dot, 0}}).

%% Adjacent string literals concatenate.
strings(S, [{string, _, S2} | R]) -> strings(S ++ S2, R);
strings(S, R) -> {S, R}.

list(R) ->
    {H, R1} = term(R),
    case R1 of
        [{',', _} | R2] ->
            {T, R3} = list(R2),
            {[H | T], R3};
        [{'|', _} | R2] ->
            {T, R3} = term(R2),
            case R3 of
                [{']', _} | R4] -> {[H | T], R4};
                [Tok | _] -> throw({bad, Tok})
            end;
        [{']', _} | R2] -> {[H], R2};
        [Tok | _] -> throw({bad, Tok})
    end.

elements(R, Close) ->
    {E, R1} = term(R),
    case R1 of
        [{',', _} | R2] ->
            {Es, R3} = elements(R2, Close),
            {[E | Es], R3};
        [{Close, _} | R2] -> {[E], R2};
        [Tok | _] -> throw({bad, Tok})
    end.

map(R, Acc) ->
    {K, R1} = term(R),
    R2 = case R1 of
             [{'=>', _} | X] -> X;
             [Tok | _] -> throw({bad, Tok})
         end,
    {V, R3} = term(R2),
    case R3 of
        [{',', _} | R4] -> map(R4, [{K, V} | Acc]);
        [{'}', _} | R4] -> {maps:from_list(lists:reverse([{K, V} | Acc])), R4};
        [Bad | _] -> throw({bad, Bad})
    end.
