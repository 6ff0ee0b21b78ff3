-module(undefined_macro).
f() -> ?NOT_DEFINED + 1.
