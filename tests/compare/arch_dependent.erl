%% Prints the memory architecture it runs under (triheap's statistics name it), so its output
%% differs between architectures: `triheap compare` must stop and name them, not average.
-module(arch_dependent).
-export([main/1]).

main(_) ->
    #{arch := Arch} = triheap:stats(),
    io:format("running on ~p~n", [Arch]).
