-module(module_after_function).
-export([f/0]).
f() -> ok.
-module(other).
