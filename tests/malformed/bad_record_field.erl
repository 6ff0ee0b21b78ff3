-module(bad_record_field).
-record(r, {a, b}).
f() -> #r{a = 1, 2}.
