module list_clauses

function part/4 (exported)
  @0: enter size=7 arity=4 clear=r5..r6
  @1: switch_list r1 nil, cons -> r4, r5 at @5, else @8
  @2: test_put_tuple {r2, r3} -> r0 live=4
  @3: return
  @4: get_list r1 -> r4, r5 else @8
  @5: cmp Lt r4, r0 else @8
  @6: test_put_cons r4, r2 -> r2 live=6
  @7: move r5 -> r1; call_only part/4 base=r0 arity=4
  @8: get_list r1 -> r4, r1 else @11
  @9: test_put_cons r4, r3 -> r3 live=6
  @10: call_only part/4 base=r0 arity=4
  @11: match_fail FunctionClause r0

function module_info/0 (exported)
  @12: enter size=2 arity=0
  @13: move list_clauses -> r0
  @14: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @15: enter size=3 arity=1
  @16: move2 r0 -> r1, list_clauses -> r0
  @17: call_ext_only erlang:get_module_info/2 base=r0 arity=2
