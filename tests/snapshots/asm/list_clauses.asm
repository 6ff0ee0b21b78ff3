module list_clauses

function part/4 (exported)
  @0: enter size=7 arity=4
  @1: switch_list r1 nil, cons -> r4, r5 at @5, else @9
  @2: test_put_tuple {r2, r3} -> r0 live=4
  @3: return
  @4: get_list r1 -> r4, r5 else @9
  @5: cmp Lt r4, r0 else @10
  @6: test_put_cons r4, r2 -> r6 live=6
  @7: move2 r5 -> r1, r6 -> r2
  @8: call_only part/4 base=r0 arity=4
  @9: get_list r1 -> r4, r5 else @13
  @10: test_put_cons r4, r3 -> r6 live=6
  @11: move2 r5 -> r1, r6 -> r3
  @12: call_only part/4 base=r0 arity=4
  @13: match_fail FunctionClause r0

function module_info/0 (exported)
  @14: enter size=2 arity=0
  @15: move list_clauses -> r0
  @16: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @17: enter size=3 arity=1
  @18: move2 r0 -> r1, list_clauses -> r0
  @19: call_ext_only erlang:get_module_info/2 base=r0 arity=2
