-module(bad_catch_class).
f() -> try g() catch error:R:{x} -> R end.
