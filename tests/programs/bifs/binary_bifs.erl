-module(binary_bifs).
-export([main/1]).

main(_) ->
    B = <<"The quick brown fox">>,
    io:format("~p~n", [byte_size(B)]),
    io:format("~p~n", [binary:split(B, <<" ">>, [global])]),
    io:format("~p~n", [binary:matches(B, [<<"o">>, <<"qu">>])]),
    io:format("~p~n", [binary:replace(B, <<"o">>, <<"0">>, [global])]),
    io:format("~p~n", [binary:replace(B, [<<"quick">>, <<"fox">>], <<"*">>, [global])]),
    io:format("~p~n", [binary_to_list(B, 5, 9)]),
    io:format("~p~n", [binary:part(B, byte_size(B), -3)]),
    io:format("~p~n", [erlang:binary_to_integer(<<"101">>, 2)]),
    io:format("~p~n", [erlang:md5(<<"abc">>)]),
    io:format("~p~n", [erlang:crc32(<<"hello world">>)]),
    io:format("~p~n", [erlang:adler32(<<"hello world">>)]),
    io:format("~p~n", [binary:bin_to_list(B, {4, 5})]),
    io:format("~p~n", [split_binary(B, 3)]),
    io:format("~p~n", [binary:list_to_bin([[<<"a">>], "b"])]),
    ok.
