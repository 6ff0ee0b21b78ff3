module list_clauses

function part/4 (exported)
  @0: enter size=7 arity=4
  @1: switch_list r1 nil, cons -> r4, r5 at @4, else @7
  @2: test_put_tuple {r2, r3} -> r0 live=4; return
  @3: get_list r1 -> r4, r5 else @7
  @4: cmp Lt r4, r0 else @7
  @5: test_put_cons r4, r2 -> r2 live=6
  @6: move r5 -> r1; call_only part/4 base=r0 arity=4
  @7: get_list r1 -> r4, r1 else @10
  @8: test_put_cons r4, r3 -> r3 live=5
  @9: call_only part/4 base=r0 arity=4
  @10: match_fail FunctionClause r0

function module_info/0 (exported)
  @11: enter size=2 arity=0
  @12: move list_clauses -> r0
  @13: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @14: enter size=3 arity=1
  @15: move2 r0 -> r1, list_clauses -> r0
  @16: call_ext_only erlang:get_module_info/2 base=r0 arity=2
