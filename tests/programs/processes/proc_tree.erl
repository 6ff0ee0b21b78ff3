-module(proc_tree).
-export([main/1]).

%% a binary tree of processes; each node sums its subtree.
node(Parent, Depth, Value) when Depth =:= 0 ->
    Parent ! {sum, self(), Value, 1};
node(Parent, Depth, Value) ->
    Me = self(),
    L = spawn(fun() -> node(Me, Depth - 1, Value * 2) end),
    R = spawn(fun() -> node(Me, Depth - 1, Value * 2 + 1) end),
    {SL, CL} = receive {sum, L, S1, C1} -> {S1, C1} end,
    {SR, CR} = receive {sum, R, S2, C2} -> {S2, C2} end,
    Parent ! {sum, self(), Value + SL + SR, 1 + CL + CR}.

main(_) ->
    lists:foreach(
      fun(D) ->
              Me = self(),
              P = spawn(fun() -> node(Me, D, 1) end),
              receive {sum, P, Sum, Count} ->
                      io:format("depth ~p: processes=~p sum=~p~n", [D, Count, Sum])
              end
      end, [0, 1, 3, 8, 11]),
    ok.
