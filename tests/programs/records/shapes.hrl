%% shared record definitions for include_records.erl
-record(shape, {kind = unknown, dims = [], color = black}).
-define(DEFAULT_COLOR, black).
-define(SQUARE(S), #shape{kind = square, dims = [S]}).
