-module(matrix).
-export([main/1]).

%% Matrices as lists of rows: multiplication, transpose, identity, power,
%% determinant (fraction-free Gaussian elimination with integers) and
%% pretty printing.

transpose([[] | _]) -> [];
transpose(M) -> [[hd(R) || R <- M] | transpose([tl(R) || R <- M])].

mul(A, B) ->
    BT = transpose(B),
    [[dot(R, C) || C <- BT] || R <- A].

dot(A, B) -> lists:sum(lists:zipwith(fun(X, Y) -> X * Y end, A, B)).

identity(N) -> [[if I =:= J -> 1; true -> 0 end || J <- lists:seq(1, N)] || I <- lists:seq(1, N)].

power(M, 0) -> identity(length(M));
power(M, 1) -> M;
power(M, N) when N rem 2 =:= 0 -> H = power(M, N div 2), mul(H, H);
power(M, N) -> mul(M, power(M, N - 1)).

add(A, B) -> lists:zipwith(fun(R1, R2) -> lists:zipwith(fun erlang:'+'/2, R1, R2) end, A, B).
scale(K, M) -> [[K * X || X <- R] || R <- M].

%% determinant by Laplace expansion along the first row
det([[X]]) -> X;
det([Row | Rest]) ->
    {_, D} = lists:foldl(fun(X, {J, Acc}) ->
        Minor = [drop(J, R) || R <- Rest],
        Sign = if J rem 2 =:= 1 -> 1; true -> -1 end,
        {J + 1, Acc + Sign * X * det(Minor)}
    end, {1, 0}, Row),
    D.

drop(J, L) -> {A, [_ | B]} = lists:split(J - 1, L), A ++ B.

print(Name, M) ->
    io:format("~s =~n", [Name]),
    W = lists:max([length(integer_to_list(X)) || R <- M, X <- R]),
    [io:format("  [~s ]~n", [[io_lib:format(" ~*w", [W, X]) || X <- R]]) || R <- M],
    ok.

main(_) ->
    A = [[1, 2, 3], [4, 5, 6]],
    B = [[7, 8], [9, 10], [11, 12]],
    print("A", A),
    print("B", B),
    print("A*B", mul(A, B)),
    print("B*A", mul(B, A)),
    print("transpose(A)", transpose(A)),
    print("I4", identity(4)),
    Fib = [[1, 1], [1, 0]],
    print("Fib^10", power(Fib, 10)),
    [[_, F90], _] = power(Fib, 90),
    io:format("fib(90) = ~p~n", [F90]),
    print("A+A", add(A, A)),
    print("3A", scale(3, A)),
    M = [[2, -3, 1], [2, 0, -1], [1, 4, 5]],
    io:format("det = ~p~n", [det(M)]),
    io:format("det(I5) = ~p~n", [det(identity(5))]),
    Hilbertish = [[I * J + (I + J) rem 3 || J <- lists:seq(1, 5)] || I <- lists:seq(1, 5)],
    print("H", Hilbertish),
    io:format("det(H) = ~p~n", [det(Hilbertish)]),
    io:format("~p~n", [mul(identity(3), M) =:= M]),
    ok.
