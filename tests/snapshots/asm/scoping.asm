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
  @13: test_heap need=3 live=4
  @14: put_tuple {r2, r0} -> r0
  @15: return

function shadow/1 (exported)
  @16: enter size=6 arity=1
  @17: test_heap need=3 live=1
  @18: make_fun -shadow/1-fun-0-/1 [r0] -> r1
  @19: test_heap need=3 live=2
  @20: make_fun -shadow/1-fun-1-/1 [r0] -> r2
  @21: move2 r0 -> r3, r1 -> r4
  @22: call_fun base=r3 arity=1
  @23: move2 r0 -> r4, r2 -> r5
  @24: call_fun base=r4 arity=1
  @25: test_heap need=3 live=5
  @26: put_tuple {r3, r4} -> r0
  @27: return

function -shadow/1-fun-0-/2
  @28: enter size=3 arity=2
  @29: arith Add r0, 1 -> r0 else raise
  @30: return

function -shadow/1-fun-1-/2
  @31: enter size=3 arity=2
  @32: cmp ExactEq r0, r1 else @35
  @33: move r0 -> r2
  @34: jump @36
  @35: match_fail Badmatch r0
  @36: return

function bound/2 (exported)
  @37: enter size=5 arity=2
  @38: get_list r1 -> r2, r3 else @43
  @39: cmp ExactEq r2, r0 else @43
  @40: test_heap need=3 live=4
  @41: put_tuple {found, r3} -> r0
  @42: return
  @43: test Cons r1 else @50
  @44: get_hd r1 -> r2
  @45: is_tuple r2 arity=2 else @50
  @46: get_element2 r2 1 -> r3, 2 -> r4
  @47: cmp ExactEq r3, r0 else @50
  @48: move r4 -> r0
  @49: return
  @50: move none -> r0
  @51: return
  @52: match_fail CaseClause r1

function block/1 (exported)
  @53: enter size=4 arity=1
  @54: arith Add r0, 1 -> r1 else raise
  @55: arith Mul r1, 2 -> r2 else raise
  @56: test_heap need=3 live=3
  @57: put_tuple {r2, r1} -> r0
  @58: return

function after_fun/1 (exported)
  @59: enter size=2 arity=1
  @60: test_heap need=3 live=1
  @61: make_fun -after_fun/1-fun-0-/0 [r0] -> r1
  @62: return

function -after_fun/1-fun-0-/1
  @63: enter size=1 arity=1
  @64: return

function module_info/0 (exported)
  @65: enter size=2 arity=0
  @66: move scoping -> r0
  @67: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @68: enter size=3 arity=1
  @69: move2 r0 -> r1, scoping -> r0
  @70: call_ext_only erlang:get_module_info/2 base=r0 arity=2
