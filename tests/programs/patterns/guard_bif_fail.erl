-module(guard_bif_fail).
-export([main/1]).

%% Guard BIFs that are called rather than inlined (is_map_key, map_get, binary_part, ceil,
%% floor, node/1): an exception in a guard fails the guard.
mk(M) when is_map_key(a, M) -> yes; mk(_) -> no.
mk2(M) when not is_map_key(a, M) -> yes; mk2(_) -> no.
mk3(M) when is_map_key(a, M) orelse true -> yes; mk3(_) -> no.
mg(M) when map_get(a, M) =:= 1 -> yes; mg(_) -> no.
mg2(M) when erlang:map_get(a, M) =:= 1 -> yes; mg2(_) -> no.
bp(B) when binary_part(B, 0, 2) =:= <<"ab">> -> yes; bp(_) -> no.
bp3(B) when binary_part(B, {1, 1}) =:= <<"b">> -> yes; bp3(_) -> no.
ce(X) when ceil(X) > 1 -> yes; ce(_) -> no.
fl(X) when floor(X) < 1 -> yes; fl(_) -> no.
nd(X) when node(X) =:= nonode@nohost -> yes; nd(_) -> no.

main(_) ->
    Fs = [fun mk/1, fun mk2/1, fun mk3/1, fun mg/1, fun mg2/1, fun bp/1, fun bp3/1,
          fun ce/1, fun fl/1, fun nd/1],
    Args = [#{a => 1}, #{b => 2}, x, <<"abc">>, <<"a">>, 1.5, 0.5, "str", self()],
    [io:format("~p~n", [[F(A) || A <- Args]]) || F <- Fs],
    %% Outside guards the same calls raise.
    io:format("~p~n", [err(fun() -> is_map_key(a, x) end)]),
    io:format("~p~n", [err(fun() -> map_get(a, #{}) end)]),
    io:format("~p~n", [err(fun() -> binary_part(<<"a">>, 0, 2) end)]),
    ok.

err(F) ->
    try F() catch C:R -> {C, R} end.
