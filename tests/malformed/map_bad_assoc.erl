-module(map_bad_assoc).
f() -> #{a = 1}.
