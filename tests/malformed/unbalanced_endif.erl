-module(unbalanced_endif).
f() -> ok.
-endif.
