-module(bad_escape).
f() -> "a\x{zz}".
