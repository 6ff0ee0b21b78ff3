-module(bad_export).
-export([f/1, g]).
f(X) -> X.
