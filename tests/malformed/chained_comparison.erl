-module(chained_comparison).
f(A, B, C) -> A < B < C.
