-module(unterminated_fun).
f() -> fun(X) -> X.
