module scoping

function nested/2 (exported)
  @0: enter size=6 arity=2
  @1: is_eq_imm r0, 1 else @8
  @2: is_eq_imm r1, x else @5
  @3: move2 one_x -> r4, one_x -> r5
  @4: jump @6
  @5: move2 one -> r4, one -> r5
  @6: move2 r4 -> r2, r5 -> r3
  @7: jump @9
  @8: move2 other -> r2, other -> r3
  @9: test_put_tuple {r2, r0} -> r0 live=3; return

function shadow/1 (exported)
  @10: enter size=6 arity=1
  @11: test_heap need=3 live=1
  @12: make_fun -shadow/1-fun-0-/1 [r0] -> r1
  @13: test_heap need=3 live=2
  @14: make_fun -shadow/1-fun-1-/1 [r0] -> r2
  @15: move r0 -> r3, r1 -> r4; call_fun base=r3 arity=1
  @16: move r0 -> r4, r2 -> r5; call_fun base=r4 arity=1
  @17: test_put_tuple {r3, r4} -> r0 live=5; return

function -shadow/1-fun-0-/2
  @18: enter size=3 arity=2
  @19: add r0, 1 -> r0 else raise
  @20: return

function -shadow/1-fun-1-/2
  @21: enter size=2 arity=2
  @22: cmp ExactEq r0, r1 else @24
  @23: return
  @24: match_fail Badmatch r0

function bound/2 (exported)
  @25: enter size=5 arity=2
  @26: get_list r1 -> r2, r3 else @29
  @27: cmp ExactEq r2, r0 else @29
  @28: test_put_tuple {found, r3} -> r0 live=4; return
  @29: test Cons r1 else @36
  @30: get_hd r1 -> r2
  @31: is_tuple r2 arity=2 else @36
  @32: get_element2 r2 1 -> r3, 2 -> r4
  @33: cmp ExactEq r3, r0 else @36
  @34: move r4 -> r0
  @35: return
  @36: move none -> r0
  @37: return

function block/1 (exported)
  @38: enter size=4 arity=1
  @39: add r0, 1 -> r1 else raise
  @40: mul r1, 2 -> r2 else raise
  @41: test_put_tuple {r2, r1} -> r0 live=3; return

function after_fun/1 (exported)
  @42: enter size=1 arity=1
  @43: return

function -after_fun/1-fun-0-/1
  @44: enter size=1 arity=1
  @45: return

function module_info/0 (exported)
  @46: enter size=2 arity=0
  @47: move scoping -> r0
  @48: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @49: enter size=3 arity=1
  @50: move2 r0 -> r1, scoping -> r0
  @51: call_ext_only erlang:get_module_info/2 base=r0 arity=2
