module scoping

function nested/2 (exported)
  @0: enter size=6 arity=2
  @1: is_eq_imm r0, 1 else @9
  @2: is_eq_imm r1, x else @5
  @3: move2 one_x -> r4, one_x -> r5
  @4: jump @7
  @5: move2 one -> r4, one -> r5
  @6: jump @7
  @7: move2 r4 -> r2, r5 -> r3
  @8: jump @11
  @9: move2 other -> r2, other -> r3
  @10: jump @11
  @11: test_put_tuple {r2, r0} -> r0 live=4; return

function shadow/1 (exported)
  @12: enter size=6 arity=1
  @13: test_heap need=3 live=1
  @14: make_fun -shadow/1-fun-0-/1 [r0] -> r1
  @15: test_heap need=3 live=2
  @16: make_fun -shadow/1-fun-1-/1 [r0] -> r2
  @17: move r0 -> r3, r1 -> r4; call_fun base=r3 arity=1
  @18: move r0 -> r4, r2 -> r5; call_fun base=r4 arity=1
  @19: test_put_tuple {r3, r4} -> r0 live=5; return

function -shadow/1-fun-0-/2
  @20: enter size=3 arity=2
  @21: add r0, 1 -> r0 else raise
  @22: return

function -shadow/1-fun-1-/2
  @23: enter size=2 arity=2
  @24: cmp ExactEq r0, r1 else @26
  @25: return
  @26: match_fail Badmatch r0

function bound/2 (exported)
  @27: enter size=5 arity=2
  @28: get_list r1 -> r2, r3 else @31
  @29: cmp ExactEq r2, r0 else @31
  @30: test_put_tuple {found, r3} -> r0 live=4; return
  @31: test Cons r1 else @38
  @32: get_hd r1 -> r2
  @33: is_tuple r2 arity=2 else @38
  @34: get_element2 r2 1 -> r3, 2 -> r4
  @35: cmp ExactEq r3, r0 else @38
  @36: move r4 -> r0
  @37: return
  @38: move none -> r0
  @39: return

function block/1 (exported)
  @40: enter size=4 arity=1
  @41: add r0, 1 -> r1 else raise
  @42: mul r1, 2 -> r2 else raise
  @43: test_put_tuple {r2, r1} -> r0 live=3; return

function after_fun/1 (exported)
  @44: enter size=2 arity=1
  @45: test_heap need=3 live=1
  @46: make_fun -after_fun/1-fun-0-/0 [r0] -> r1
  @47: return

function -after_fun/1-fun-0-/1
  @48: enter size=1 arity=1
  @49: return

function module_info/0 (exported)
  @50: enter size=2 arity=0
  @51: move scoping -> r0
  @52: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @53: enter size=3 arity=1
  @54: move2 r0 -> r1, scoping -> r0
  @55: call_ext_only erlang:get_module_info/2 base=r0 arity=2
