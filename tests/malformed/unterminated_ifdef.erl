-module(unterminated_ifdef).
-ifdef(DEBUG).
f() -> debug.
