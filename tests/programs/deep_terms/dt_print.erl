%% Printing terms nested 100,000 deep with io_lib:format ~w and ~p and io_lib:write (only
%% lengths and hashes are shown: the text is long). ~p only where its layout stays on one
%% line: it indents every level of a nested pair or map, so that output grows as the square
%% of the depth (in Erlang/OTP too).
-module(dt_print).
-export([main/1]).

-define(N, 100000).

nest(0, Acc, _) -> Acc;
nest(N, Acc, F) -> nest(N - 1, F(Acc), F).

main(_) ->
    Shapes = [{list, fun(A) -> [A] end, true}, {tuple, fun(A) -> {A} end, true},
              {pair, fun(A) -> {A, 1} end, false}, {map, fun(A) -> #{k => A} end, false},
              {mixed, fun(A) -> [A, "ab" | A] end, true}],
    lists:foreach(
      fun({Name, F, Pretty}) ->
              T = nest(case Name of mixed -> 12; _ -> ?N end, [], F),
              W = lists:flatten(io_lib:format("~w", [T])),
              io:format("~p ~~w ~p ~p~n", [Name, length(W), erlang:phash2(W)]),
              case Pretty of
                  false -> ok;
                  true ->
                      P = lists:flatten(io_lib:format("~p", [T])),
                      io:format("~p ~~p ~p ~p~n", [Name, length(P), erlang:phash2(P)])
              end
      end, Shapes),
    S = lists:flatten(io_lib:write(nest(?N, a, fun(A) -> {A} end))),
    io:format("write ~p ~p~n", [length(S), lists:sublist(S, ?N - 2, 6)]).
