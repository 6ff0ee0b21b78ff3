module clauses

function fact/1 (exported)
  @0: enter size=6 arity=1
  @1: cmp ExactEq r0, 0 else @4
  @2: move 1 -> r0
  @3: return
  @4: bif erlang:is_integer/1(r0) -> r1 else @18
  @5: cmp ExactEq r1, true else @9
  @6: bif erlang:>/2(r0, 0) -> r3 else @18
  @7: move r3 -> r2
  @8: jump @12
  @9: move false -> r2
  @10: jump @12
  @11: jump @18
  @12: cmp ExactEq r2, true else @18
  @13: arith Sub r0, 1 -> r3 else raise
  @14: move r3 -> r4
  @15: call fact/1 base=r4
  @16: arith Mul r0, r4 -> r0 else raise
  @17: return
  @18: match_fail FunctionClause r0

function classify/1 (exported)
  @19: enter size=4 arity=1
  @20: bif erlang:is_integer/1(r0) -> r1 else @31
  @21: cmp ExactEq r1, true else @24
  @22: move true -> r2
  @23: jump @28
  @24: bif erlang:is_float/1(r0) -> r3 else @31
  @25: move r3 -> r2
  @26: jump @28
  @27: jump @31
  @28: cmp ExactEq r2, true else @31
  @29: move number -> r0
  @30: return
  @31: test Atom r0 else @34
  @32: move atom -> r0
  @33: return
  @34: move other -> r0
  @35: return
  @36: match_fail FunctionClause r0

function sum/1 (exported)
  @37: enter size=5 arity=1
  @38: get_list r0 -> r1, r2 else @43
  @39: move r2 -> r3
  @40: call sum/1 base=r3
  @41: arith Add r1, r3 -> r0 else raise
  @42: return
  @43: cmp ExactEq r0, [] else @46
  @44: move 0 -> r0
  @45: return
  @46: match_fail FunctionClause r0

function swap/1 (exported)
  @47: enter size=4 arity=1
  @48: is_tuple r0 arity=2 else @54
  @49: get_element r0 1 -> r1
  @50: get_element r0 2 -> r2
  @51: test_heap need=3 live=3
  @52: put_tuple {r2, r1} -> r0
  @53: return
  @54: match_fail FunctionClause r0

function same/2 (exported)
  @55: enter size=2 arity=2
  @56: cmp ExactEq r1, r0 else @59
  @57: move true -> r0
  @58: return
  @59: move false -> r0
  @60: return
  @61: match_fail FunctionClause r0

function first/1 (exported)
  @62: enter size=7 arity=1
  @63: test Cons r0 else @68
  @64: get_hd r0 -> r1
  @65: cmp ExactEq r1, -1 else @68
  @66: move minus_one -> r0
  @67: return
  @68: test Cons r0 else @81
  @69: get_hd r0 -> r1
  @70: cmp ExactEq r1, 97 else @81
  @71: get_tl r0 -> r2
  @72: test Cons r2 else @81
  @73: get_hd r2 -> r3
  @74: cmp ExactEq r3, 98 else @81
  @75: get_tl r2 -> r4
  @76: test Cons r4 else @81
  @77: get_hd r4 -> r5
  @78: cmp ExactEq r5, 99 else @81
  @79: get_tl r4 -> r0
  @80: return
  @81: test Cons r0 else @90
  @82: get_hd r0 -> r1
  @83: cmp ExactEq r1, {ok,1} else @90
  @84: get_tl r0 -> r2
  @85: get_list r2 -> r3, r4 else @90
  @86: cmp ExactEq r4, [] else @90
  @87: test_heap need=2 live=5
  @88: put_cons r3, [1,2] -> r0
  @89: return
  @90: move {ok,[1,2,[120,121]]} -> r0
  @91: return
  @92: match_fail FunctionClause r0

function module_info/0 (exported)
  @93: enter size=2 arity=0
  @94: move clauses -> r0
  @95: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @96: enter size=3 arity=1
  @97: move2 r0 -> r1, clauses -> r0
  @98: call_ext_only erlang:get_module_info/2 base=r0 arity=2
