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
  @34: match_fail FunctionClause r0

function refs/0 (exported)
  @35: enter size=5 arity=0
  @36: test_heap need=2 live=0
  @37: make_fun adder/1 [] -> r0
  @38: move2 lists -> r1, map -> r2
  @39: move 2 -> r3
  @40: call_ext erlang:make_fun/3 base=r1
  @41: test_heap need=2 live=2
  @42: make_fun -refs/0-fun-0-/1 [] -> r2
  @43: test_put_tuple {r0, r1, r2} -> r0 live=3; return

function -refs/0-fun-0-/1
  @44: enter size=2 arity=1
  @45: bif erlang:abs/1(r0) -> r0 else raise
  @46: return

function nested/2 (exported)
  @47: enter size=3 arity=2
  @48: test_heap need=4 live=2
  @49: make_fun -nested/2-fun-0-/1 [r0, r1] -> r0
  @50: return

function -nested/2-fun-1-/4
  @51: enter size=5 arity=4
  @52: test_put_tuple {r1, r2, r3, r0} -> r0 live=4; return

function -nested/2-fun-0-/3
  @53: enter size=4 arity=3
  @54: test_heap need=5 live=3
  @55: make_fun -nested/2-fun-1-/1 [r1, r2, r0] -> r0
  @56: return

function multi/1 (exported)
  @57: enter size=2 arity=1
  @58: test_heap need=3 live=1
  @59: make_fun -multi/1-fun-0-/1 [r0] -> r0
  @60: return

function -multi/1-fun-0-/2
  @61: enter size=4 arity=2
  @62: is_tuple r0 arity=2 else @67
  @63: get_element2 r0 1 -> r2, 2 -> r3
  @64: cmp ExactEq r2, r1 else @67
  @65: move r3 -> r0
  @66: return
  @67: move none -> r0
  @68: return
  @69: match_fail FunctionClause r0

function module_info/0 (exported)
  @70: enter size=2 arity=0
  @71: move funs -> r0
  @72: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @73: enter size=3 arity=1
  @74: move2 r0 -> r1, funs -> r0
  @75: call_ext_only erlang:get_module_info/2 base=r0 arity=2
