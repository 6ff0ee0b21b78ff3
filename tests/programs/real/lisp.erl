-module(lisp).
-export([main/1]).

%% A tiny Lisp interpreter: reader, environment chain in maps, special
%% forms (quote, if, define, lambda, let, begin, cond) and primitives.

%% ------------------------------------------------------------- reader
tokenize(S) -> string:lexemes(lists:flatten(string:replace(string:replace(S, "(", " ( ", all), ")", " ) ", all)), " \n\t").

read(S) ->
    {Exprs, []} = read_all(tokenize(S), []),
    Exprs.

read_all([], Acc) -> {lists:reverse(Acc), []};
read_all(Toks, Acc) -> {E, Rest} = read_expr(Toks), read_all(Rest, [E | Acc]).

read_expr(["(" | T]) -> read_list(T, []);
read_expr([")" | _]) -> throw(unexpected_close);
read_expr(["'" | T]) -> {E, R} = read_expr(T), {[quote, E], R};
read_expr(["'" ++ Q | T]) -> {E, R} = read_expr([Q | T]), {[quote, E], R};
read_expr([Tok | T]) -> {atom(Tok), T}.

read_list([")" | T], Acc) -> {lists:reverse(Acc), T};
read_list([], _) -> throw(missing_close);
read_list(Toks, Acc) -> {E, R} = read_expr(Toks), read_list(R, [E | Acc]).

atom(Tok) ->
    case string:to_integer(Tok) of
        {I, ""} -> I;
        _ -> case string:to_float(Tok) of
                 {F, ""} -> F;
                 _ -> list_to_atom(Tok)
             end
    end.

%% ---------------------------------------------------------- evaluator
%% Env: {Map, ParentEnv} | global (global bindings live in the process dictionary)
lookup(S, global) ->
    case get({lisp, S}) of
        undefined -> throw({unbound, S});
        V -> V
    end;
lookup(S, {M, Parent}) ->
    case M of
        #{S := V} -> V;
        _ -> lookup(S, Parent)
    end.

eval(X, _) when is_number(X) -> X;
eval(X, Env) when is_atom(X) -> lookup(X, Env);
eval([quote, E], _) -> E;
eval(['if', C, T, E], Env) -> case eval(C, Env) of false -> eval(E, Env); [] -> eval(E, Env); _ -> eval(T, Env) end;
eval(['cond' | Clauses], Env) -> eval_cond(Clauses, Env);
eval([define, [Name | Params] | Body], Env) -> eval([define, Name, [lambda, Params | Body]], Env);
eval([define, Name, E], Env) -> put({lisp, Name}, eval(E, Env)), Name;
eval([lambda, Params | Body], Env) -> {closure, Params, Body, Env};
eval(['let', Bindings | Body], Env) ->
    M = maps:from_list([{N, eval(E, Env)} || [N, E] <- Bindings]),
    eval_body(Body, {M, Env});
eval(['begin' | Body], Env) -> eval_body(Body, Env);
eval([F | Args], Env) -> apply_fn(eval(F, Env), [eval(A, Env) || A <- Args]).

eval_cond([], _) -> false;
eval_cond([[else | Body] | _], Env) -> eval_body(Body, Env);
eval_cond([[C | Body] | Rest], Env) ->
    case eval(C, Env) of false -> eval_cond(Rest, Env); _ -> eval_body(Body, Env) end.

eval_body([E], Env) -> eval(E, Env);
eval_body([E | Es], Env) -> eval(E, Env), eval_body(Es, Env).

apply_fn({prim, F}, Args) -> F(Args);
apply_fn({closure, Params, Body, Env}, Args) when length(Params) =:= length(Args) ->
    eval_body(Body, {maps:from_list(lists:zip(Params, Args)), Env});
apply_fn({closure, Params, _, _}, Args) -> throw({arity, length(Params), length(Args)});
apply_fn(Other, _) -> throw({not_a_function, Other}).

bool(true) -> t;
bool(false) -> false.

install() ->
    Prims = #{'+' => fun lists:sum/1,
              '-' => fun([A]) -> -A; ([A | T]) -> A - lists:sum(T) end,
              '*' => fun(L) -> lists:foldl(fun erlang:'*'/2, 1, L) end,
              '/' => fun([A, B]) -> A / B end,
              '<' => fun([A, B]) -> bool(A < B) end,
              '=' => fun([A, B]) -> bool(A == B) end,
              car => fun([[H | _]]) -> H end,
              cdr => fun([[_ | T]]) -> T end,
              cons => fun([H, T]) -> [H | T] end,
              list => fun(L) -> L end,
              'null?' => fun([L]) -> bool(L =:= []) end,
              'mod' => fun([A, B]) -> A rem B end},
    [put({lisp, K}, {prim, F}) || {K, F} <- maps:to_list(Prims)],
    ok.

show(L) when is_list(L) -> "(" ++ string:join([show(X) || X <- L], " ") ++ ")";
show({closure, _, _, _}) -> "#<closure>";
show({prim, _}) -> "#<primitive>";
show(A) when is_atom(A) -> atom_to_list(A);
show(X) -> lists:flatten(io_lib:format("~w", [X])).

program() ->
    "(define (fact n) (if (< n 2) 1 (* n (fact (- n 1)))))
     (fact 10)
     (fact 30)
     (define (fib n) (cond ((< n 2) n) (else (+ (fib (- n 1)) (fib (- n 2))))))
     (fib 20)
     (define (map f l) (if (null? l) (quote ()) (cons (f (car l)) (map f (cdr l)))))
     (map (lambda (x) (* x x)) (list 1 2 3 4 5))
     (define (make-adder n) (lambda (x) (+ x n)))
     ((make-adder 10) 5)
     (let ((a 3) (b 4)) (+ (* a a) (* b b)))
     (define (filter p l) (cond ((null? l) l) ((p (car l)) (cons (car l) (filter p (cdr l)))) (else (filter p (cdr l)))))
     (filter (lambda (x) (= 0 (mod x 3))) (list 1 2 3 4 5 6 7 8 9))
     (begin (define x 5) (* x x))
     '(a b (c d))
     (/ 1 4)
     (car (quote (1 2 3)))".

main(_) ->
    install(),
    lists:foreach(fun(E) ->
        R = try show(eval(E, global)) catch throw:T -> lists:flatten(io_lib:format("error: ~p", [T])) end,
        io:format("~s~n  => ~s~n", [show(E), R])
    end, read(program()) ++ read("(undefined-fn 1) (fact 1 2) (1 2)")),
    io:format("~p~n", [catch read("(+ 1")]),
    ok.
