%% Included by macros.erl.
-define(FROM_INCLUDE, included).
-record(inc, {v = ?FROM_INCLUDE}).
