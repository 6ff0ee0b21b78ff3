-module(bad_radix_digits).
f() -> 16#.
