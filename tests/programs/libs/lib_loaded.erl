-module(lib_loaded).
-export([main/1]).

%% erlang:module_loaded/1, erlang:loaded/0, code:all_loaded/0, code:is_loaded/1.

main(_) ->
    _ = lists:reverse([1, 2]),
    _ = queue:new(),
    p([{M, erlang:module_loaded(M)} || M <- [erlang, lists, queue, lib_loaded, zlib,
                                              no_such_module_here]]),
    Loaded = erlang:loaded(),
    p([lists:member(M, Loaded) || M <- [erlang, lists, queue, lib_loaded, no_such_module_here]]),
    p(length(Loaded) =:= length(lists:usort(Loaded))),
    All = code:all_loaded(),
    p(lists:all(fun({M, F}) -> is_atom(M) andalso (F =:= preloaded orelse is_list(F)) end, All)),
    p([lists:keymember(M, 1, All) || M <- [erlang, lists, queue, lib_loaded, no_such_module_here]]),
    p(lists:sort([M || {M, _} <- All]) =:= lists:sort(erlang:loaded())),
    p([{M, kind(code:is_loaded(M))} || M <- [erlang, zlib, lists, queue, lib_loaded,
                                            no_such_module_here]]),
    p(code:ensure_loaded(zlib)),
    p([c(fun() -> erlang:module_loaded("lists") end), c(fun() -> erlang:module_loaded(1) end),
       c(fun() -> code:is_loaded("lists") end)]),
    %% A module loaded on demand shows up afterwards.
    p({erlang:module_loaded(lib_loaded_helper), lists:member(lib_loaded_helper, erlang:loaded()),
       code:is_loaded(lib_loaded_helper)}),
    ok = lib_loaded_helper:hello(),
    p({erlang:module_loaded(lib_loaded_helper), lists:member(lib_loaded_helper, erlang:loaded()),
       lists:keymember(lib_loaded_helper, 1, code:all_loaded())}).

kind({file, preloaded}) -> preloaded;
kind({file, F}) when is_list(F) -> file;
kind(false) -> false.

p(X) -> io:format("~p~n", [X]).

c(F) ->
    try F() of
        V -> {ok, V}
    catch
        C:R -> {C, R}
    end.
