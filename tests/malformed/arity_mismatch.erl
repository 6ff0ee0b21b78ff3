-module(arity_mismatch).
f(0) -> zero;
f(N, M) -> N + M.
