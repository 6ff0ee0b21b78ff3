-module(circular_macro).
-define(A, ?B).
-define(B, ?A + 1).
f() -> ?A.
