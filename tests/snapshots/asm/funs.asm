module funs

function adder/1 (exported)
  @0: enter size=2 arity=1
  @1: test_heap need=3 live=1
  @2: make_fun -adder/1-fun-0-/1 [r0] -> r0
  @3: return

function -adder/1-fun-0-/2
  @4: enter size=3 arity=2
  @5: add r0, r1 -> r0 else raise
  @6: return

function twice/0 (exported)
  @7: enter size=4 arity=0
  @8: test_heap need=2 live=0
  @9: make_fun -twice/0-fun-0-/2 [] -> r0
  @10: test_heap need=2 live=1
  @11: make_fun -twice/0-fun-1-/1 [] -> r1
  @12: move2 r0 -> r2, r1 -> r0
  @13: move 3 -> r1; call_fun_only base=r0 arity=2

function -twice/0-fun-0-/2
  @14: enter size=4 arity=2
  @15: move r1 -> r2, r0 -> r3; call_fun base=r2 arity=1
  @16: move r0 -> r1, r2 -> r0; call_fun_only base=r0 arity=1

function -twice/0-fun-1-/1
  @17: enter size=2 arity=1
  @18: mul r0, 2 -> r0 else raise
  @19: return

function fact/0 (exported)
  @20: enter size=1 arity=0
  @21: test_heap need=2 live=0
  @22: make_fun -fact/0-fun-0-/1 [] -> r0
  @23: return

function -fact/0-fun-0-/1
  @24: enter size=5 arity=1 clear=r2..r3
  @25: test_heap need=2 live=1
  @26: make_fun -fact/0-fun-0-/1 [] -> r1
  @27: is_eq_imm r0, 0 else @30
  @28: move 1 -> r0
  @29: return
  @30: sub r0, 1 -> r3 else raise
  @31: move r1 -> r4; call_fun base=r3 arity=1
  @32: mul r0, r3 -> r0 else raise
  @33: return

function refs/0 (exported)
  @34: enter size=5 arity=0
  @35: test_heap need=2 live=0
  @36: make_fun adder/1 [] -> r0
  @37: move2 lists -> r1, map -> r2
  @38: move 2 -> r3
  @39: call_ext erlang:make_fun/3 base=r1
  @40: test_heap need=2 live=2
  @41: make_fun -refs/0-fun-0-/1 [] -> r2
  @42: test_put_tuple {r0, r1, r2} -> r0 live=3; return

function -refs/0-fun-0-/1
  @43: enter size=2 arity=1
  @44: bif erlang:abs/1(r0) -> r0 else raise
  @45: return

function nested/2 (exported)
  @46: enter size=3 arity=2
  @47: test_heap need=4 live=2
  @48: make_fun -nested/2-fun-0-/1 [r0, r1] -> r0
  @49: return

function -nested/2-fun-1-/4
  @50: enter size=5 arity=4
  @51: test_put_tuple {r1, r2, r3, r0} -> r0 live=4; return

function -nested/2-fun-0-/3
  @52: enter size=4 arity=3
  @53: test_heap need=5 live=3
  @54: make_fun -nested/2-fun-1-/1 [r1, r2, r0] -> r0
  @55: return

function multi/1 (exported)
  @56: enter size=2 arity=1
  @57: test_heap need=3 live=1
  @58: make_fun -multi/1-fun-0-/1 [r0] -> r0
  @59: return

function -multi/1-fun-0-/2
  @60: enter size=4 arity=2
  @61: is_tuple r0 arity=2 else @66
  @62: get_element2 r0 1 -> r2, 2 -> r3
  @63: cmp ExactEq r2, r1 else @66
  @64: move r3 -> r0
  @65: return
  @66: move none -> r0
  @67: return

function module_info/0 (exported)
  @68: enter size=2 arity=0
  @69: move funs -> r0
  @70: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @71: enter size=3 arity=1
  @72: move2 r0 -> r1, funs -> r0
  @73: call_ext_only erlang:get_module_info/2 base=r0 arity=2
