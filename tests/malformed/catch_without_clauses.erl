-module(catch_without_clauses).
f() -> try g() end.
