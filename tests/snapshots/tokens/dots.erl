-module(dots). % the dot before this comment ends a form
-type r() :: 1..10.
f(X) -> X#rec.field.
g() -> "a.b". h() ->
    'x.y'.
i() -> ok.%comment right after a dot
