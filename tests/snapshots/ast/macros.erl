-module(macros).
-export([m/0, m/1]).
-include("macros_inc.hrl").

-define(ZERO, 0).
-define(ADD(A, B), A + B).
-define(TWICE(X), ?ADD(X, X)).
-define(PAIR, {?ZERO, ?MODULE}).
-define(STR(E), {??E, E}).
-define(F, fun(X) -> X end).
-define(F(X), {overloaded, X}).
-define(EMPTY, ).

-ifdef(ZERO).
defined() -> yes.
-else.
defined() -> no.
-endif.

-ifndef(NOT_DEFINED).
-define(DEBUG_LEVEL, 1).
-endif.

-undef(DEBUG_LEVEL).
-ifdef(DEBUG_LEVEL).
-error("DEBUG_LEVEL should be undefined").
-endif.

-if(?OTP_RELEASE >= 21 andalso defined(ZERO)).
release() -> modern.
-elif(?OTP_RELEASE >= 19).
release() -> older.
-else.
release() -> ancient.
-endif.

-if(false).
this_is_skipped(.
-endif.

m() ->
    {?ZERO, ?ADD(1, 2), ?TWICE(3), ?PAIR, ?STR(1 + 2), ?F, ?F(1), [?EMPTY],
     ?MODULE, ?MODULE_STRING, ?LINE, ?FUNCTION_NAME, ?FUNCTION_ARITY,
     ?OTP_RELEASE, defined(), release(), #inc{}, ?FROM_INCLUDE}.

m(A) ->
    {?FUNCTION_NAME, ?FUNCTION_ARITY, ?ADD(case A of _ -> 1 end, fun(X, Y) -> X + Y end)}.
