module funs

function adder/1 (exported)
  @0: enter size=2 arity=1
  @1: test_heap need=3 live=1
  @2: make_fun -adder/1-fun-0-/1 [r0] -> r1
  @3: move r1 -> r0
  @4: return

function -adder/1-fun-0-/2
  @5: enter size=3 arity=2
  @6: arith Add r0, r1 -> r2 else raise
  @7: move r2 -> r0
  @8: return

function twice/0 (exported)
  @9: enter size=4 arity=0
  @10: test_heap need=2 live=0
  @11: make_fun -twice/0-fun-0-/2 [] -> r0
  @12: test_heap need=2 live=1
  @13: make_fun -twice/0-fun-1-/1 [] -> r1
  @14: move r0 -> r2
  @15: move r1 -> r0
  @16: move 3 -> r1
  @17: call_fun_only base=r0 arity=2

function -twice/0-fun-0-/2
  @18: enter size=4 arity=2
  @19: move r1 -> r2
  @20: move r0 -> r3
  @21: call_fun base=r2 arity=1
  @22: move r0 -> r1
  @23: move r2 -> r0
  @24: call_fun_only base=r0 arity=1

function -twice/0-fun-1-/1
  @25: enter size=2 arity=1
  @26: arith Mul r0, 2 -> r1 else raise
  @27: move r1 -> r0
  @28: return

function fact/0 (exported)
  @29: enter size=1 arity=0
  @30: test_heap need=2 live=0
  @31: make_fun -fact/0-fun-0-/1 [] -> r0
  @32: return

function -fact/0-fun-0-/1
  @33: enter size=5 arity=1
  @34: test_heap need=2 live=1
  @35: make_fun -fact/0-fun-0-/1 [] -> r1
  @36: cmp ExactEq r0, 0 else @39
  @37: move 1 -> r0
  @38: return
  @39: arith Sub r0, 1 -> r2 else raise
  @40: move r2 -> r3
  @41: move r1 -> r4
  @42: call_fun base=r3 arity=1
  @43: arith Mul r0, r3 -> r4 else raise
  @44: move r4 -> r0
  @45: return
  @46: match_fail FunctionClause r0

function refs/0 (exported)
  @47: enter size=5 arity=0
  @48: test_heap need=2 live=0
  @49: make_fun adder/1 [] -> r0
  @50: move lists -> r1
  @51: move map -> r2
  @52: move 2 -> r3
  @53: call_ext erlang:make_fun/3 base=r1
  @54: test_heap need=2 live=2
  @55: make_fun -refs/0-fun-0-/1 [] -> r2
  @56: test_heap need=4 live=3
  @57: put_tuple {r0, r1, r2} -> r3
  @58: move r3 -> r0
  @59: return

function -refs/0-fun-0-/1
  @60: enter size=2 arity=1
  @61: bif erlang:abs/1(r0) -> r1 else raise
  @62: move r1 -> r0
  @63: return

function nested/2 (exported)
  @64: enter size=3 arity=2
  @65: test_heap need=4 live=2
  @66: make_fun -nested/2-fun-0-/1 [r0, r1] -> r2
  @67: move r2 -> r0
  @68: return

function -nested/2-fun-1-/4
  @69: enter size=5 arity=4
  @70: test_heap need=5 live=4
  @71: put_tuple {r1, r2, r3, r0} -> r4
  @72: move r4 -> r0
  @73: return

function -nested/2-fun-0-/3
  @74: enter size=4 arity=3
  @75: test_heap need=5 live=3
  @76: make_fun -nested/2-fun-1-/1 [r1, r2, r0] -> r3
  @77: move r3 -> r0
  @78: return

function multi/1 (exported)
  @79: enter size=2 arity=1
  @80: test_heap need=3 live=1
  @81: make_fun -multi/1-fun-0-/1 [r0] -> r1
  @82: move r1 -> r0
  @83: return

function -multi/1-fun-0-/2
  @84: enter size=4 arity=2
  @85: is_tuple r0 arity=2 else @91
  @86: get_element r0 1 -> r2
  @87: get_element r0 2 -> r3
  @88: cmp ExactEq r2, r1 else @91
  @89: move r3 -> r0
  @90: return
  @91: move none -> r0
  @92: return
  @93: match_fail FunctionClause r0

function module_info/0 (exported)
  @94: enter size=2 arity=0
  @95: move funs -> r0
  @96: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @97: enter size=3 arity=1
  @98: move r0 -> r1
  @99: move funs -> r0
  @100: call_ext_only erlang:get_module_info/2 base=r0 arity=2
