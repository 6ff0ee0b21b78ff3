-module(unterminated_string).
f() -> "hello
.
