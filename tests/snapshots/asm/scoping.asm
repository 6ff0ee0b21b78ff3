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
  @13: test_put_tuple {r2, r0} -> r0 live=4
  @14: return

function shadow/1 (exported)
  @15: enter size=6 arity=1
  @16: test_heap need=3 live=1
  @17: make_fun -shadow/1-fun-0-/1 [r0] -> r1
  @18: test_heap need=3 live=2
  @19: make_fun -shadow/1-fun-1-/1 [r0] -> r2
  @20: move r0 -> r3, r1 -> r4; call_fun base=r3 arity=1
  @21: move r0 -> r4, r2 -> r5; call_fun base=r4 arity=1
  @22: test_put_tuple {r3, r4} -> r0 live=5
  @23: return

function -shadow/1-fun-0-/2
  @24: enter size=3 arity=2
  @25: add r0, 1 -> r0 else raise
  @26: return

function -shadow/1-fun-1-/2
  @27: enter size=3 arity=2
  @28: cmp ExactEq r0, r1 else @31
  @29: move r0 -> r2
  @30: jump @32
  @31: match_fail Badmatch r0
  @32: return

function bound/2 (exported)
  @33: enter size=5 arity=2
  @34: get_list r1 -> r2, r3 else @38
  @35: cmp ExactEq r2, r0 else @38
  @36: test_put_tuple {found, r3} -> r0 live=4
  @37: return
  @38: test Cons r1 else @45
  @39: get_hd r1 -> r2
  @40: is_tuple r2 arity=2 else @45
  @41: get_element2 r2 1 -> r3, 2 -> r4
  @42: cmp ExactEq r3, r0 else @45
  @43: move r4 -> r0
  @44: return
  @45: move none -> r0
  @46: return
  @47: match_fail CaseClause r1

function block/1 (exported)
  @48: enter size=4 arity=1
  @49: add r0, 1 -> r1 else raise
  @50: mul r1, 2 -> r2 else raise
  @51: test_put_tuple {r2, r1} -> r0 live=3
  @52: return

function after_fun/1 (exported)
  @53: enter size=2 arity=1
  @54: test_heap need=3 live=1
  @55: make_fun -after_fun/1-fun-0-/0 [r0] -> r1
  @56: return

function -after_fun/1-fun-0-/1
  @57: enter size=1 arity=1
  @58: return

function module_info/0 (exported)
  @59: enter size=2 arity=0
  @60: move scoping -> r0
  @61: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @62: enter size=3 arity=1
  @63: move2 r0 -> r1, scoping -> r0
  @64: call_ext_only erlang:get_module_info/2 base=r0 arity=2
