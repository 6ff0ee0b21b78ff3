-module(unterminated_char).
f() -> $