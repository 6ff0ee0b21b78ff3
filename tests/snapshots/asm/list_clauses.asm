module list_clauses

function part/4 (exported)
  @0: enter size=7 arity=4 clear=r5..r6
  @1: switch_list r1 nil, cons -> r4, r5 at @5, else @9
  @2: test_put_tuple {r2, r3} -> r0 live=4
  @3: return
  @4: get_list r1 -> r4, r5 else @9
  @5: cmp Lt r4, r0 else @9
  @6: test_put_cons r4, r2 -> r2 live=6
  @7: move r5 -> r1
  @8: call_only part/4 base=r0 arity=4
  @9: get_list r1 -> r4, r1 else @12
  @10: test_put_cons r4, r3 -> r3 live=6
  @11: call_only part/4 base=r0 arity=4
  @12: match_fail FunctionClause r0

function module_info/0 (exported)
  @13: enter size=2 arity=0
  @14: move list_clauses -> r0
  @15: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @16: enter size=3 arity=1
  @17: move2 r0 -> r1, list_clauses -> r0
  @18: call_ext_only erlang:get_module_info/2 base=r0 arity=2
