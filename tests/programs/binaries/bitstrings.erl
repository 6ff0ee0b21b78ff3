-module(bitstrings).
-export([main/1]).

count_ones(<<>>) -> 0;
count_ones(<<B:1, Rest/bits>>) -> B + count_ones(Rest).

reverse_bits(Bits) -> << <<B:1>> || <<B:1>> <= reverse_list(Bits) >>.
reverse_list(Bits) -> list_to_bitstring(lists:reverse([<<B:1>> || <<B:1>> <= Bits])).

main(_) ->
    io:format("~p~n", [<<1:1>>]),
    io:format("~p~n", [<<2#101:3, 2#11:2>>]),
    io:format("~p~n", [<<255, 1:1>>]),
    io:format("~p~n", [bit_size(<<255, 1:1>>)]),
    io:format("~p~n", [count_ones(<<255, 16#0F, 1:3>>)]),
    io:format("~p~n", [reverse_bits(<<2#1100:4>>)]),
    io:format("~p~n", [[B || <<B:1>> <= <<16#A5>>]]),
    <<X:5, Rest/bitstring>> = <<2#11111000, 2#11110000>>,
    io:format("~p ~p~n", [X, Rest]),
    io:format("~w~n", [<<1:20>>]),
    io:format("~p~n", [<<"ab", 3:2>>]),
    io:format("~p~n", [bitstring_to_list(<<"ab", 3:2>>)]),
    io:format("~p~n", [erlang:bit_size(<<>>)]),
    io:format("~p~n", [<<1:1, 0:7>> =:= <<128>>]),
    io:format("~p~n", [lists:sort([<<1:1>>, <<0:1>>, <<1>>, <<0:2>>, <<>>])]),
    ok.
