-module(bad_base).
f() -> 37#10.
