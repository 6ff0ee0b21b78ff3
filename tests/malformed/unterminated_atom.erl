-module(unterminated_atom).
f() -> 'abc.
