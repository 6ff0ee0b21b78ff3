module scoping

function nested/2 (exported)
  @0: enter size=6 arity=2
  @1: cmp ExactEq r0, 1 else @13
  @2: cmp ExactEq r1, x else @6
  @3: move one_x -> r4
  @4: move one_x -> r5
  @5: jump @10
  @6: move one -> r4
  @7: move one -> r5
  @8: jump @10
  @9: match_fail CaseClause r1
  @10: move r4 -> r2
  @11: move r5 -> r3
  @12: jump @17
  @13: move other -> r2
  @14: move other -> r3
  @15: jump @17
  @16: match_fail CaseClause r0
  @17: test_heap need=3 live=4
  @18: put_tuple {r2, r0} -> r4
  @19: move r4 -> r0
  @20: return

function shadow/1 (exported)
  @21: enter size=6 arity=1
  @22: test_heap need=3 live=1
  @23: make_fun -shadow/1-fun-0-/1 [r0] -> r1
  @24: test_heap need=3 live=2
  @25: make_fun -shadow/1-fun-1-/1 [r0] -> r2
  @26: move r0 -> r3
  @27: move r1 -> r4
  @28: call_fun base=r3 arity=1
  @29: move r0 -> r4
  @30: move r2 -> r5
  @31: call_fun base=r4 arity=1
  @32: test_heap need=3 live=5
  @33: put_tuple {r3, r4} -> r5
  @34: move r5 -> r0
  @35: return

function -shadow/1-fun-0-/2
  @36: enter size=3 arity=2
  @37: arith Add r0, 1 -> r2 else raise
  @38: move r2 -> r0
  @39: return

function -shadow/1-fun-1-/2
  @40: enter size=3 arity=2
  @41: cmp ExactEq r0, r1 else @44
  @42: move r0 -> r2
  @43: jump @45
  @44: match_fail Badmatch r0
  @45: return

function bound/2 (exported)
  @46: enter size=5 arity=2
  @47: test Cons r1 else @55
  @48: get_hd r1 -> r2
  @49: get_tl r1 -> r3
  @50: cmp ExactEq r2, r0 else @55
  @51: test_heap need=3 live=4
  @52: put_tuple {found, r3} -> r4
  @53: move r4 -> r0
  @54: return
  @55: test Cons r1 else @63
  @56: get_hd r1 -> r2
  @57: is_tuple r2 arity=2 else @63
  @58: get_element r2 1 -> r3
  @59: get_element r2 2 -> r4
  @60: cmp ExactEq r3, r0 else @63
  @61: move r4 -> r0
  @62: return
  @63: move none -> r0
  @64: return
  @65: match_fail CaseClause r1

function block/1 (exported)
  @66: enter size=4 arity=1
  @67: arith Add r0, 1 -> r1 else raise
  @68: arith Mul r1, 2 -> r2 else raise
  @69: test_heap need=3 live=3
  @70: put_tuple {r2, r1} -> r3
  @71: move r3 -> r0
  @72: return

function after_fun/1 (exported)
  @73: enter size=2 arity=1
  @74: test_heap need=3 live=1
  @75: make_fun -after_fun/1-fun-0-/0 [r0] -> r1
  @76: return

function -after_fun/1-fun-0-/1
  @77: enter size=1 arity=1
  @78: return

function module_info/0 (exported)
  @79: enter size=2 arity=0
  @80: move scoping -> r0
  @81: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @82: enter size=3 arity=1
  @83: move r0 -> r1
  @84: move scoping -> r0
  @85: call_ext_only erlang:get_module_info/2 base=r0 arity=2
