-module(head_mismatch).
f(0) -> zero;
g(N) -> N.
