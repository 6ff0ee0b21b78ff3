-module(illegal_character).
f() -> λ.
