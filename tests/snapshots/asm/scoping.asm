module scoping

function nested/2 (exported)
  @0: enter size=6 arity=2
  @1: is_eq_imm r0, 1 else @10
  @2: is_eq_imm r1, x else @5
  @3: move2 one_x -> r4, one_x -> r5
  @4: jump @8
  @5: move2 one -> r4, one -> r5
  @6: jump @8
  @7: match_fail CaseClause r1
  @8: move2 r4 -> r2, r5 -> r3
  @9: jump @13
  @10: move2 other -> r2, other -> r3
  @11: jump @13
  @12: match_fail CaseClause r0
  @13: test_put_tuple {r2, r0} -> r0 live=4; return

function shadow/1 (exported)
  @14: enter size=6 arity=1
  @15: test_heap need=3 live=1
  @16: make_fun -shadow/1-fun-0-/1 [r0] -> r1
  @17: test_heap need=3 live=2
  @18: make_fun -shadow/1-fun-1-/1 [r0] -> r2
  @19: move r0 -> r3, r1 -> r4; call_fun base=r3 arity=1
  @20: move r0 -> r4, r2 -> r5; call_fun base=r4 arity=1
  @21: test_put_tuple {r3, r4} -> r0 live=5; return

function -shadow/1-fun-0-/2
  @22: enter size=3 arity=2
  @23: add r0, 1 -> r0 else raise
  @24: return

function -shadow/1-fun-1-/2
  @25: enter size=3 arity=2
  @26: cmp ExactEq r0, r1 else @29
  @27: move r0 -> r2
  @28: jump @30
  @29: match_fail Badmatch r0
  @30: return

function bound/2 (exported)
  @31: enter size=5 arity=2
  @32: get_list r1 -> r2, r3 else @35
  @33: cmp ExactEq r2, r0 else @35
  @34: test_put_tuple {found, r3} -> r0 live=4; return
  @35: test Cons r1 else @42
  @36: get_hd r1 -> r2
  @37: is_tuple r2 arity=2 else @42
  @38: get_element2 r2 1 -> r3, 2 -> r4
  @39: cmp ExactEq r3, r0 else @42
  @40: move r4 -> r0
  @41: return
  @42: move none -> r0
  @43: return
  @44: match_fail CaseClause r1

function block/1 (exported)
  @45: enter size=4 arity=1
  @46: add r0, 1 -> r1 else raise
  @47: mul r1, 2 -> r2 else raise
  @48: test_put_tuple {r2, r1} -> r0 live=3; return

function after_fun/1 (exported)
  @49: enter size=2 arity=1
  @50: test_heap need=3 live=1
  @51: make_fun -after_fun/1-fun-0-/0 [r0] -> r1
  @52: return

function -after_fun/1-fun-0-/1
  @53: enter size=1 arity=1
  @54: return

function module_info/0 (exported)
  @55: enter size=2 arity=0
  @56: move scoping -> r0
  @57: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @58: enter size=3 arity=1
  @59: move2 r0 -> r1, scoping -> r0
  @60: call_ext_only erlang:get_module_info/2 base=r0 arity=2
