-module(operators).
f(A, B) ->
    A + B - A * B / A, A div B rem A, A band B bor A bxor B bsl 1 bsr 1,
    bnot A, not A, A and B or A xor B, A andalso B orelse A,
    A == B, A /= B, A =< B, A < B, A >= B, A > B, A =:= B, A =/= B,
    [A] ++ [B] -- [A], A ! B, A = B, #{A => B, A := B},
    [X || X <- A], << <<Y>> || <<Y>> <= B >>, fun f/2, m:f(A),
    -spec, ?MACRO, ??Arg, '...', 1..2, a::b, {[(<<>>)]}, A#r.f, #r{}, a | b, c || d.
