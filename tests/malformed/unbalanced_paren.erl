-module(unbalanced_paren).
f(X) -> (X + 1.
