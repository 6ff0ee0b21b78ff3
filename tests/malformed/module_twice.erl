-module(module_twice).
-module(other).
-export([f/0]).
f() -> ok.
