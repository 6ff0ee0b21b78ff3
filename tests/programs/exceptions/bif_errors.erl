-module(bif_errors).
-export([main/1]).
-record(r, {a}).
-record(other, {b}).

reason(F) ->
    try F() of
        V -> {no_error, V}
    catch
        error:{badarity, {Fun, Args}} when is_function(Fun) ->
            %% never print the fun itself: its printed form is implementation specific
            {error, {badarity, {a_fun, Args}}};
        C:R -> {C, R}
    end.

f(1) -> one.

main(_) ->
    Zero = list_to_integer("0"),
    Atom = list_to_atom("abc"),
    L = [1, 2],
    Tests = [
        {div_zero, fun() -> 1 div Zero end},
        {rem_zero, fun() -> 1 rem Zero end},
        {fdiv_zero, fun() -> 1 / Zero end},
        {add_atom, fun() -> Atom + 1 end},
        {neg_atom, fun() -> -Atom end},
        {band_float, fun() -> 1.5 band 1 end},
        {bsl_atom, fun() -> 1 bsl Atom end},
        {hd_empty, fun() -> hd(tl([1])) end},
        {tl_atom, fun() -> tl(Atom) end},
        {element_range, fun() -> element(5, {1, 2}) end},
        {element_zero, fun() -> element(0, {1}) end},
        {setelement_bad, fun() -> setelement(3, {a}, x) end},
        {atom_to_list, fun() -> atom_to_list("x") end},
        {list_to_integer, fun() -> list_to_integer("1.5") end},
        {list_to_float, fun() -> list_to_float("1") end},
        {binary_to_integer, fun() -> binary_to_integer(<<"zz">>) end},
        {length_improper, fun() -> length([a | Atom]) end},
        {tuple_size_list, fun() -> tuple_size(L) end},
        {list_to_tuple, fun() -> list_to_tuple(Atom) end},
        {badmatch, fun() -> {x, _} = {y, Atom} end},
        {badmatch_int, fun() -> 1 = length(L) end},
        {function_clause, fun() -> f(length(L)) end},
        {case_clause, fun() -> case length(L) of 1 -> one end end},
        {case_clause_tuple, fun() -> case {Atom, L} of {x, _} -> one end end},
        {if_clause, fun() -> if length(L) > 5 -> big end end},
        {try_clause, fun() -> try length(L) of 1 -> one catch _:_ -> c end end},
        {undef_fun, fun() -> Mod = list_to_atom("no_such_module"), Mod:foo(1) end},
        {undef_local_mod, fun() -> ?MODULE:no_such_fun() end},
        {badfun, fun() -> F = Atom, F(1) end},
        {badfun_int, fun() -> F = length(L), F() end},
        {badarity, fun() -> F = fun(X) -> X end, F(1, 2) end},
        {badrecord, fun() -> R = id(#other{b = 1}), R#r.a end},
        {badrecord_update, fun() -> R = id({r}), R#r{a = 2} end},
        {badmap, fun() -> M = id([]), M#{a => 1} end},
        {badkey, fun() -> M = id(#{}), M#{a := 1} end},
        {map_get, fun() -> map_get(x, id(#{})) end},
        {maps_get, fun() -> maps:get(x, #{y => 1}) end},
        {float_overflow, fun() -> math:pow(10.0, 400) end},
        {float_mul_overflow, fun() -> id(1.0e300) * 1.0e300 end},
        {atom_length, fun() -> list_to_atom(lists:duplicate(300, $a)) end},
        {integer_to_list_base, fun() -> integer_to_list(10, 99) end},
        {abs_atom, fun() -> abs(Atom) end},
        {list_subtract_bad, fun() -> L -- Atom end},
        {append_bad, fun() -> Atom ++ L end},
        {throw_in_fun, fun() -> throw(custom) end},
        {exit_in_fun, fun() -> exit({shutdown, reason}) end},
        {lists_nth, fun() -> lists:nth(10, L) end},
        {binary_part, fun() -> binary_part(<<"abc">>, 2, 5) end},
        {bad_generator, fun() -> [X || X <- id(Atom)] end},
        {bit_construct, fun() -> <<Atom/binary>> end},
        {iolist_bad, fun() -> iolist_to_binary([1, Atom]) end},
        {float_to_list, fun() -> float_to_list(Atom) end},
        {apply_badarg, fun() -> apply(lists, reverse, Atom) end}
    ],
    lists:foreach(fun({Name, F}) ->
        io:format("~p: ~p~n", [Name, reason(F)])
    end, Tests),
    ok.

id(X) -> X.
