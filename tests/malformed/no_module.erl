f() -> ok.
