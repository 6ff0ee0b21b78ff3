-module(inventory).
-export([main/1]).

%% Inventory management: records in a gb_tree keyed by SKU, orders
%% processed with error accumulation, restocking and a low-stock report.

-record(item, {sku, name, qty = 0, price = 0.0, min_qty = 5}).
-record(order, {id, lines = []}).

new_inventory(Items) ->
    lists:foldl(fun(I = #item{sku = S}, T) -> gb_trees:insert(S, I, T) end, gb_trees:empty(), Items).

process(#order{id = Id, lines = Lines}, Inv) ->
    case check(Lines, Inv, []) of
        {ok, Total} ->
            Inv2 = lists:foldl(fun({Sku, Q}, T) ->
                I = gb_trees:get(Sku, T),
                gb_trees:update(Sku, I#item{qty = I#item.qty - Q}, T)
            end, Inv, Lines),
            {{Id, shipped, Total}, Inv2};
        {error, Errs} ->
            {{Id, rejected, lists:reverse(Errs)}, Inv}
    end.

check([], _, []) -> {ok, 0.0};
check([], _, Errs) -> {error, Errs};
check([{Sku, Q} | Rest], Inv, Errs) ->
    case gb_trees:lookup(Sku, Inv) of
        none -> check(Rest, Inv, [{unknown_sku, Sku} | Errs]);
        {value, #item{qty = Have}} when Have < Q -> check(Rest, Inv, [{short, Sku, Have, Q} | Errs]);
        {value, #item{price = P}} ->
            case check(Rest, Inv, Errs) of
                {ok, T} -> {ok, T + P * Q};
                E -> E
            end
    end.

restock(Inv) ->
    lists:foldl(fun(I = #item{qty = Q, min_qty = Min}, {T, Log}) when Q < Min ->
                        Add = Min * 2 - Q,
                        {gb_trees:update(I#item.sku, I#item{qty = Q + Add}, T), [{I#item.sku, Add} | Log]};
                   (_, Acc) -> Acc
                end, {Inv, []}, gb_trees:values(Inv)).

print_inventory(Inv) ->
    io:format("~-6s ~-14s ~5s ~9s~n", ["sku", "name", "qty", "value"]),
    lists:foreach(fun(#item{sku = S, name = N, qty = Q, price = P}) ->
        io:format("~-6s ~-14s ~5w ~9.2f~n", [S, N, Q, Q * P])
    end, gb_trees:values(Inv)),
    V = lists:sum([Q * P || #item{qty = Q, price = P} <- gb_trees:values(Inv)]),
    io:format("total value: ~.2f~n", [V]).

main(_) ->
    Inv0 = new_inventory([#item{sku = "A100", name = "bolt", qty = 500, price = 0.10, min_qty = 100},
                          #item{sku = "A200", name = "nut", qty = 450, price = 0.05, min_qty = 100},
                          #item{sku = "B100", name = "hammer", qty = 12, price = 15.99},
                          #item{sku = "B200", name = "wrench", qty = 7, price = 11.50},
                          #item{sku = "C300", name = "drill", qty = 2, price = 89.00, min_qty = 3}]),
    print_inventory(Inv0),
    Orders = [#order{id = 1, lines = [{"A100", 100}, {"A200", 100}]},
              #order{id = 2, lines = [{"C300", 3}]},
              #order{id = 3, lines = [{"B100", 2}, {"Z999", 1}, {"B200", 10}]},
              #order{id = 4, lines = [{"B200", 5}, {"C300", 1}, {"A100", 350}]},
              #order{id = 5, lines = [{"A100", 100}]},
              #order{id = 6, lines = []}],
    {Results, Inv1} = lists:mapfoldl(fun process/2, Inv0, Orders),
    lists:foreach(fun({Id, shipped, T}) -> io:format("order ~p shipped, total ~.2f~n", [Id, T]);
                     ({Id, rejected, Errs}) -> io:format("order ~p rejected: ~p~n", [Id, Errs])
                  end, Results),
    print_inventory(Inv1),
    {Inv2, Log} = restock(Inv1),
    io:format("restocked: ~p~n", [lists:reverse(Log)]),
    print_inventory(Inv2),
    ok.
