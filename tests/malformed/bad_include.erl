-module(bad_include).
-include("bad_include.hrl").
f() -> ok.
