-module(macro_arity).
-define(ADD(A, B), A + B).
f() -> ?ADD(1).
