-module(extra_paren).
f(X) -> X + 1).
