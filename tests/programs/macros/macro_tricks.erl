-module(macro_tricks).
-export([main/1]).

-define(IF(C, T, E), case (C) of true -> T; false -> E end).
-define(REPEAT(N, Expr), [Expr || _ <- lists:seq(1, N)]).
-define(ASSERT_EQ(A, B), (fun() -> case {A, B} of {X__, X__} -> ok; _ -> {mismatch, ??A, ??B} end end)()).
-define(RECORD_TO_LIST(Name, Rec), lists:zip(record_info(fields, Name), tl(tuple_to_list(Rec)))).
-define(F(X), X).
-define(F(X, Y), {X, Y}).

-record(cfg, {a = 1, b = two, c = "three"}).

main(_) ->
    io:format("~p~n", [?IF(1 < 2, yes, no)]),
    io:format("~p~n", [?REPEAT(3, hello)]),
    io:format("~p~n", [?ASSERT_EQ(1 + 1, 2)]),
    io:format("~p~n", [?ASSERT_EQ(1 + 1, 3)]),
    io:format("~p~n", [?RECORD_TO_LIST(cfg, #cfg{})]),
    io:format("~p ~p~n", [?F(one), ?F(one, two)]),
    ok.
