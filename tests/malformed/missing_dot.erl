-module(missing_dot).
f() -> ok