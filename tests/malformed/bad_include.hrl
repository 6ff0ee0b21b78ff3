%% Included by bad_include.erl: a record with a missing brace.
-record(r, {a, b).
