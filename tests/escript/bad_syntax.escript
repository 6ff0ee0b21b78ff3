#!/usr/bin/env escript
main(_) ->
    X = ,
    X.
