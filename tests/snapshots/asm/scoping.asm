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
  @20: move2 r0 -> r3, r1 -> r4
  @21: call_fun base=r3 arity=1
  @22: move2 r0 -> r4, r2 -> r5
  @23: call_fun base=r4 arity=1
  @24: test_put_tuple {r3, r4} -> r0 live=5
  @25: return

function -shadow/1-fun-0-/2
  @26: enter size=3 arity=2
  @27: add r0, 1 -> r0 else raise
  @28: return

function -shadow/1-fun-1-/2
  @29: enter size=3 arity=2
  @30: cmp ExactEq r0, r1 else @33
  @31: move r0 -> r2
  @32: jump @34
  @33: match_fail Badmatch r0
  @34: return

function bound/2 (exported)
  @35: enter size=5 arity=2
  @36: get_list r1 -> r2, r3 else @40
  @37: cmp ExactEq r2, r0 else @40
  @38: test_put_tuple {found, r3} -> r0 live=4
  @39: return
  @40: test Cons r1 else @47
  @41: get_hd r1 -> r2
  @42: is_tuple r2 arity=2 else @47
  @43: get_element2 r2 1 -> r3, 2 -> r4
  @44: cmp ExactEq r3, r0 else @47
  @45: move r4 -> r0
  @46: return
  @47: move none -> r0
  @48: return
  @49: match_fail CaseClause r1

function block/1 (exported)
  @50: enter size=4 arity=1
  @51: add r0, 1 -> r1 else raise
  @52: mul r1, 2 -> r2 else raise
  @53: test_put_tuple {r2, r1} -> r0 live=3
  @54: return

function after_fun/1 (exported)
  @55: enter size=2 arity=1
  @56: test_heap need=3 live=1
  @57: make_fun -after_fun/1-fun-0-/0 [r0] -> r1
  @58: return

function -after_fun/1-fun-0-/1
  @59: enter size=1 arity=1
  @60: return

function module_info/0 (exported)
  @61: enter size=2 arity=0
  @62: move scoping -> r0
  @63: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @64: enter size=3 arity=1
  @65: move2 r0 -> r1, scoping -> r0
  @66: call_ext_only erlang:get_module_info/2 base=r0 arity=2
