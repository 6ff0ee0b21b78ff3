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
  @13: move 3 -> r1
  @14: call_fun_only base=r0 arity=2

function -twice/0-fun-0-/2
  @15: enter size=4 arity=2
  @16: move2 r1 -> r2, r0 -> r3
  @17: call_fun base=r2 arity=1
  @18: move2 r0 -> r1, r2 -> r0
  @19: call_fun_only base=r0 arity=1

function -twice/0-fun-1-/1
  @20: enter size=2 arity=1
  @21: mul r0, 2 -> r0 else raise
  @22: return

function fact/0 (exported)
  @23: enter size=1 arity=0
  @24: test_heap need=2 live=0
  @25: make_fun -fact/0-fun-0-/1 [] -> r0
  @26: return

function -fact/0-fun-0-/1
  @27: enter size=5 arity=1 clear=r2..r3
  @28: test_heap need=2 live=1
  @29: make_fun -fact/0-fun-0-/1 [] -> r1
  @30: is_eq_imm r0, 0 else @33
  @31: move 1 -> r0
  @32: return
  @33: sub r0, 1 -> r3 else raise
  @34: move r1 -> r4
  @35: call_fun base=r3 arity=1
  @36: mul r0, r3 -> r0 else raise
  @37: return
  @38: match_fail FunctionClause r0

function refs/0 (exported)
  @39: enter size=5 arity=0
  @40: test_heap need=2 live=0
  @41: make_fun adder/1 [] -> r0
  @42: move2 lists -> r1, map -> r2
  @43: move 2 -> r3
  @44: call_ext erlang:make_fun/3 base=r1
  @45: test_heap need=2 live=2
  @46: make_fun -refs/0-fun-0-/1 [] -> r2
  @47: test_put_tuple {r0, r1, r2} -> r0 live=3
  @48: return

function -refs/0-fun-0-/1
  @49: enter size=2 arity=1
  @50: bif erlang:abs/1(r0) -> r0 else raise
  @51: return

function nested/2 (exported)
  @52: enter size=3 arity=2
  @53: test_heap need=4 live=2
  @54: make_fun -nested/2-fun-0-/1 [r0, r1] -> r0
  @55: return

function -nested/2-fun-1-/4
  @56: enter size=5 arity=4
  @57: test_put_tuple {r1, r2, r3, r0} -> r0 live=4
  @58: return

function -nested/2-fun-0-/3
  @59: enter size=4 arity=3
  @60: test_heap need=5 live=3
  @61: make_fun -nested/2-fun-1-/1 [r1, r2, r0] -> r0
  @62: return

function multi/1 (exported)
  @63: enter size=2 arity=1
  @64: test_heap need=3 live=1
  @65: make_fun -multi/1-fun-0-/1 [r0] -> r0
  @66: return

function -multi/1-fun-0-/2
  @67: enter size=4 arity=2
  @68: is_tuple r0 arity=2 else @73
  @69: get_element2 r0 1 -> r2, 2 -> r3
  @70: cmp ExactEq r2, r1 else @73
  @71: move r3 -> r0
  @72: return
  @73: move none -> r0
  @74: return
  @75: match_fail FunctionClause r0

function module_info/0 (exported)
  @76: enter size=2 arity=0
  @77: move funs -> r0
  @78: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @79: enter size=3 arity=1
  @80: move2 r0 -> r1, funs -> r0
  @81: call_ext_only erlang:get_module_info/2 base=r0 arity=2
