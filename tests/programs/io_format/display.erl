-module(display).
-export([main/1]).

%% erlang:display/1 writes straight to the emulator's stdout, bypassing the
%% io server, so it is not ordered with io:format output: only display here.
main(_) ->
    erlang:display(hello),
    erlang:display({tuple, [1, 2, 3], "string", <<"bin">>, 1.5}),
    erlang:display(#{a => 1}),
    erlang:display(lists:seq(1, 40)),
    erlang:display([{a, -1}, 2.5e-10, 'quoted atom', "tab\t", <<1, 2, 3>>, <<1:3>>]),
    erlang:display(1 bsl 70),
    erlang:display(-0.0),
    ok.
