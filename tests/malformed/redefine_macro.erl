-module(redefine_macro).
-define(X, 1).
-define(X, 2).
f() -> ?X.
