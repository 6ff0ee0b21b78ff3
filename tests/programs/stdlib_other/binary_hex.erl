-module(binary_hex).
-export([main/1]).

t(F) -> try F() catch C:R -> {C, R} end.

main(_) ->
    Enc = [<<1, 2, 255, 171>>, <<>>, <<0>>, <<"Hello, world">>,
           list_to_binary(lists:seq(0, 255)), <<1:4>>, <<1:7>>, "ab", abc, 12],
    [io:format("encode_hex(~w) -> ~w~n", [B, t(fun() -> binary:encode_hex(B) end)])
     || B <- Enc],
    Dec = [<<"0102fFaB">>, <<>>, <<"00">>, <<"abc">>, <<"zz">>, <<"0g">>,
           <<"g0">>, <<" 1">>, <<"48656C6C6F">>, <<"a":4>>, "ab", abc, 12],
    [io:format("decode_hex(~w) -> ~w~n", [B, t(fun() -> binary:decode_hex(B) end)])
     || B <- Dec],
    %% round trips, including every byte value
    All = list_to_binary(lists:seq(0, 255)),
    io:format("~w~n", [binary:decode_hex(binary:encode_hex(All)) =:= All]),
    Lower = string:lowercase(binary_to_list(binary:encode_hex(All))),
    io:format("~w~n", [binary:decode_hex(list_to_binary(Lower)) =:= All]),
    Big = binary:copy(<<"xyz">>, 1000),
    io:format("~w~n", [binary:decode_hex(binary:encode_hex(Big)) =:= Big]),
    io:format("~w~n", [byte_size(binary:encode_hex(Big))]),
    %% a sub-binary (not byte aligned at the start of its parent)
    <<_:8, Sub:4/binary, _/binary>> = <<"012345">>,
    io:format("~w~n", [binary:encode_hex(Sub)]),
    ok.
