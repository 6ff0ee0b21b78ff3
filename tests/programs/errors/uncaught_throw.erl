-module(uncaught_throw).
-export([main/1]).

main(_) ->
    io:format("about to throw~n"),
    throw({not_caught, [1, 2, 3]}).
