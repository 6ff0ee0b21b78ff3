-module(keyword_as_atom).
f() -> end.
