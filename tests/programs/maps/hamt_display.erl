-module(hamt_display).
-export([main/1]).

%% erlang:display/1 shows a map of more than 32 keys as Erlang/OTP's trie.
main(_) ->
    erlang:display(maps:from_list([{I, I} || I <- lists:seq(1, 34)])),
    erlang:display(maps:from_list([{{I}, [I]} || I <- lists:seq(1, 100)])),
    erlang:display(#{1 => maps:from_list([{<<(I + 64)>>, I} || I <- lists:seq(1, 40)])}).
