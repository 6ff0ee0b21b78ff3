%% helper
-module(lib_loaded_helper).
-export([hello/0]).

hello() -> ok.
