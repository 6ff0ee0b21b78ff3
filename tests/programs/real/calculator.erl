-module(calculator).
-export([main/1]).

%% Tokenizer + recursive descent parser + evaluator for arithmetic with
%% variables, assignment and functions.

%% ------------------------------------------------------------ tokenizer
tokenize([]) -> [];
tokenize([C | T]) when C =:= $\s; C =:= $\t -> tokenize(T);
tokenize([C | _] = S) when C >= $0, C =< $9 ->
    {Num, Rest} = lists:splitwith(fun(X) -> (X >= $0 andalso X =< $9) orelse X =:= $. end, S),
    Tok = case lists:member($., Num) of
              true -> {num, list_to_float(Num)};
              false -> {num, list_to_integer(Num)}
          end,
    [Tok | tokenize(Rest)];
tokenize([C | _] = S) when C >= $a, C =< $z ->
    {Name, Rest} = lists:splitwith(fun(X) -> X >= $a andalso X =< $z end, S),
    [{id, list_to_atom(Name)} | tokenize(Rest)];
tokenize([$*, $* | T]) -> [pow | tokenize(T)];
tokenize([C | T]) ->
    case lists:member(C, "+-*/()=,%") of
        true -> [list_to_atom([C]) | tokenize(T)];
        false -> throw({bad_char, C})
    end.

%% --------------------------------------------------------------- parser
%% stmt   := id '=' expr | expr
%% expr   := term (('+'|'-') term)*
%% term   := factor (('*'|'/'|'%') factor)*
%% factor := unary ('**' factor)?
%% unary  := '-' unary | primary
%% primary:= num | id | id '(' args ')' | '(' expr ')'
parse_stmt([{id, V}, '=' | T]) ->
    {E, Rest} = parse_expr(T),
    {{assign, V, E}, Rest};
parse_stmt(T) -> parse_expr(T).

parse_expr(T) ->
    {L, R} = parse_term(T),
    expr_loop(L, R).
expr_loop(L, ['+' | T]) -> {R, Rest} = parse_term(T), expr_loop({'+', L, R}, Rest);
expr_loop(L, ['-' | T]) -> {R, Rest} = parse_term(T), expr_loop({'-', L, R}, Rest);
expr_loop(L, Rest) -> {L, Rest}.

parse_term(T) ->
    {L, R} = parse_factor(T),
    term_loop(L, R).
term_loop(L, [Op | T]) when Op =:= '*'; Op =:= '/'; Op =:= '%' ->
    {R, Rest} = parse_factor(T),
    term_loop({Op, L, R}, Rest);
term_loop(L, Rest) -> {L, Rest}.

parse_factor(T) ->
    case parse_unary(T) of
        {B, [pow | T2]} -> {E, Rest} = parse_factor(T2), {{pow, B, E}, Rest};
        Other -> Other
    end.

parse_unary(['-' | T]) -> {E, Rest} = parse_unary(T), {{neg, E}, Rest};
parse_unary(T) -> parse_primary(T).

parse_primary([{num, N} | T]) -> {{num, N}, T};
parse_primary([{id, F}, '(' | T]) ->
    {Args, Rest} = parse_args(T, []),
    {{call, F, Args}, Rest};
parse_primary([{id, V} | T]) -> {{var, V}, T};
parse_primary(['(' | T]) ->
    case parse_expr(T) of
        {E, [')' | Rest]} -> {E, Rest};
        {_, Rest} -> throw({expected_rparen, Rest})
    end;
parse_primary(T) -> throw({unexpected, T}).

parse_args([')' | T], Acc) -> {lists:reverse(Acc), T};
parse_args(T, Acc) ->
    {E, Rest} = parse_expr(T),
    case Rest of
        [',' | R2] -> parse_args(R2, [E | Acc]);
        [')' | R2] -> {lists:reverse([E | Acc]), R2};
        _ -> throw({bad_args, Rest})
    end.

%% ------------------------------------------------------------ evaluator
eval({num, N}, _) -> N;
eval({var, V}, Env) ->
    case maps:find(V, Env) of
        {ok, X} -> X;
        error -> throw({unbound, V})
    end;
eval({neg, E}, Env) -> -eval(E, Env);
eval({'+', A, B}, Env) -> eval(A, Env) + eval(B, Env);
eval({'-', A, B}, Env) -> eval(A, Env) - eval(B, Env);
eval({'*', A, B}, Env) -> eval(A, Env) * eval(B, Env);
eval({'/', A, B}, Env) ->
    case eval(B, Env) of
        0 -> throw(division_by_zero);
        D -> X = eval(A, Env), if is_integer(X), X rem D =:= 0 -> X div D; true -> X / D end
    end;
eval({'%', A, B}, Env) -> eval(A, Env) rem eval(B, Env);
eval({pow, A, B}, Env) -> ipow(eval(A, Env), eval(B, Env));
eval({call, F, Args}, Env) -> call(F, [eval(A, Env) || A <- Args]).

ipow(B, E) when is_integer(B), is_integer(E), E >= 0 -> ipow(B, E, 1);
ipow(B, E) -> math:pow(B, E).
ipow(_, 0, Acc) -> Acc;
ipow(B, E, Acc) -> ipow(B, E - 1, Acc * B).

call(max, [A | T]) -> lists:max([A | T]);
call(min, [A | T]) -> lists:min([A | T]);
call(abs, [A]) -> abs(A);
call(sqrt, [A]) -> math:sqrt(A);
call(sum, L) -> lists:sum(L);
call(F, Args) -> throw({unknown_function, F, length(Args)}).

run(Line, Env) ->
    try
        Toks = tokenize(Line),
        case parse_stmt(Toks) of
            {{assign, V, E}, []} -> X = eval(E, Env), {ok, X, Env#{V => X}};
            {E, []} -> {ok, eval(E, Env), Env};
            {_, Rest} -> throw({trailing, Rest})
        end
    catch
        throw:Err -> {error, Err, Env}
    end.

main(_) ->
    Lines = ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-2 ** 2", "10 / 4", "10 / 5",
             "17 % 5", "x = 6 * 7", "x + 1", "y = x / 2 + 0.5", "max(1, x, y, 3)",
             "sum(1, 2, 3, 4) * min(5, 2)", "sqrt(16) + abs(-3)", "2 ** 100",
             "z + 1", "1 / 0", "(1 + 2", "3 $ 4", "foo(1)", "1 2", "a = b = 1",
             "--5", "((((1))))", "1 - 2 - 3", "2 * (3 + 4) * 5 - 6 / 3"],
    lists:foldl(fun(L, Env) ->
        case run(L, Env) of
            {ok, V, Env2} -> io:format("~-28s => ~p~n", [L, V]), Env2;
            {error, E, Env2} -> io:format("~-28s => error ~p~n", [L, E]), Env2
        end
    end, #{}, Lines),
    {E1, _} = parse_stmt(tokenize("1 + 2 * x - f(3, 4)")),
    io:format("~p~n", [E1]),
    ok.
