-module(conditional).
-export([main/1]).

-define(FEATURE_A, true).
-define(LEVEL, 3).

-ifdef(FEATURE_A).
feature_a() -> enabled.
-else.
feature_a() -> disabled.
-endif.

-ifdef(FEATURE_B).
feature_b() -> enabled.
-else.
feature_b() -> disabled.
-endif.

-ifndef(FEATURE_C).
-define(FEATURE_C, default_c).
-endif.

-undef(LEVEL).
-define(LEVEL, 5).

-if(?LEVEL > 4).
level() -> high.
-elif(?LEVEL > 2).
level() -> medium.
-else.
level() -> low.
-endif.

-ifdef(DEBUG).
-define(DBG(X), io:format("debug: ~p~n", [X])).
-else.
-define(DBG(X), ok).
-endif.

main(_) ->
    io:format("~p~n", [feature_a()]),
    io:format("~p~n", [feature_b()]),
    io:format("~p~n", [?FEATURE_C]),
    io:format("~p~n", [level()]),
    io:format("~p~n", [?LEVEL]),
    ?DBG(not_printed),
    io:format("~p~n", [?OTP_RELEASE >= 25]),
    ok.
