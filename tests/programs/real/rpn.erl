-module(rpn).
-export([main/1]).

%% Reverse polish notation evaluator plus a shunting-yard converter.

eval_rpn(S) ->
    Result = lists:foldl(fun step/2, [], string:tokens(S, " ")),
    case Result of
        [V] -> {ok, V};
        Stack -> {error, {bad_stack, Stack}}
    end.

step("+", [B, A | S]) -> [A + B | S];
step("-", [B, A | S]) -> [A - B | S];
step("*", [B, A | S]) -> [A * B | S];
step("/", [B, A | S]) -> [A / B | S];
step("^", [B, A | S]) -> [math:pow(A, B) | S];
step("neg", [A | S]) -> [-A | S];
step("dup", [A | S]) -> [A, A | S];
step("swap", [B, A | S]) -> [A, B | S];
step("sum", S) -> [lists:sum(S)];
step(Tok, S) ->
    case string:to_float(Tok) of
        {F, []} -> [F | S];
        _ -> [list_to_integer(Tok) | S]
    end.

prec("^") -> 4;
prec("*") -> 3;
prec("/") -> 3;
prec("+") -> 2;
prec("-") -> 2.

right_assoc("^") -> true;
right_assoc(_) -> false.

is_op(T) -> lists:member(T, ["+", "-", "*", "/", "^"]).

%% infix tokens separated by spaces -> rpn string
to_rpn(S) -> to_rpn(string:tokens(S, " "), [], []).

to_rpn([], Out, Ops) -> string:join(lists:reverse(Out) ++ Ops, " ");
to_rpn(["(" | T], Out, Ops) -> to_rpn(T, Out, ["(" | Ops]);
to_rpn([")" | T], Out, Ops) ->
    {Popped, ["(" | Rest]} = lists:splitwith(fun(O) -> O =/= "(" end, Ops),
    to_rpn(T, lists:reverse(Popped) ++ Out, Rest);
to_rpn([Tok | T], Out, Ops) ->
    case is_op(Tok) of
        true ->
            {Popped, Rest} = lists:splitwith(
                fun(O) ->
                    is_op(O) andalso
                        (prec(O) > prec(Tok) orelse
                         (prec(O) =:= prec(Tok) andalso not right_assoc(Tok)))
                end, Ops),
            to_rpn(T, lists:reverse(Popped) ++ Out, [Tok | Rest]);
        false ->
            to_rpn(T, [Tok | Out], Ops)
    end.

main(_) ->
    Exprs = ["3 4 +", "5 1 2 + 4 * + 3 -", "2 3 ^", "1.5 2 *", "10 4 /", "7 neg",
             "3 dup *", "1 2 swap -", "1 2 3 4 5 sum", "1 +", "1 2"],
    lists:foreach(fun(E) ->
        R = try eval_rpn(E) catch error:Reason -> {error, Reason} end,
        io:format("~-22s ~p~n", [E, R])
    end, Exprs),
    Infix = ["3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3", "( 1 + 2 ) * 3", "1 - 2 - 3",
             "2 ^ 3 ^ 2", "10 / 2 * 5", "( ( 7 ) )"],
    lists:foreach(fun(I) ->
        R = to_rpn(I),
        io:format("~s  =>  ~s  =  ~p~n", [I, R, eval_rpn(R)])
    end, Infix),
    ok.
