module clauses

function fact/1 (exported)
  @0: enter size=6 arity=1
  @1: cmp ExactEq r0, 0 else @4
  @2: move 1 -> r0
  @3: return
  @4: bif erlang:is_integer/1(r0) -> r1 else @19
  @5: cmp ExactEq r1, true else @9
  @6: bif erlang:>/2(r0, 0) -> r3 else @19
  @7: move r3 -> r2
  @8: jump @12
  @9: move false -> r2
  @10: jump @12
  @11: jump @19
  @12: cmp ExactEq r2, true else @19
  @13: arith Sub r0, 1 -> r3 else raise
  @14: move r3 -> r4
  @15: call fact/1 base=r4
  @16: arith Mul r0, r4 -> r5 else raise
  @17: move r5 -> r0
  @18: return
  @19: match_fail FunctionClause r0

function classify/1 (exported)
  @20: enter size=4 arity=1
  @21: bif erlang:is_integer/1(r0) -> r1 else @32
  @22: cmp ExactEq r1, true else @25
  @23: move true -> r2
  @24: jump @29
  @25: bif erlang:is_float/1(r0) -> r3 else @32
  @26: move r3 -> r2
  @27: jump @29
  @28: jump @32
  @29: cmp ExactEq r2, true else @32
  @30: move number -> r0
  @31: return
  @32: test Atom r0 else @35
  @33: move atom -> r0
  @34: return
  @35: move other -> r0
  @36: return
  @37: match_fail FunctionClause r0

function sum/1 (exported)
  @38: enter size=5 arity=1
  @39: test Cons r0 else @47
  @40: get_hd r0 -> r1
  @41: get_tl r0 -> r2
  @42: move r2 -> r3
  @43: call sum/1 base=r3
  @44: arith Add r1, r3 -> r4 else raise
  @45: move r4 -> r0
  @46: return
  @47: cmp ExactEq r0, [] else @50
  @48: move 0 -> r0
  @49: return
  @50: match_fail FunctionClause r0

function swap/1 (exported)
  @51: enter size=4 arity=1
  @52: is_tuple r0 arity=2 else @59
  @53: get_element r0 1 -> r1
  @54: get_element r0 2 -> r2
  @55: test_heap need=3 live=3
  @56: put_tuple {r2, r1} -> r3
  @57: move r3 -> r0
  @58: return
  @59: match_fail FunctionClause r0

function same/2 (exported)
  @60: enter size=2 arity=2
  @61: cmp ExactEq r1, r0 else @64
  @62: move true -> r0
  @63: return
  @64: move false -> r0
  @65: return
  @66: match_fail FunctionClause r0

function first/1 (exported)
  @67: enter size=7 arity=1
  @68: test Cons r0 else @73
  @69: get_hd r0 -> r1
  @70: cmp ExactEq r1, -1 else @73
  @71: move minus_one -> r0
  @72: return
  @73: test Cons r0 else @87
  @74: get_hd r0 -> r1
  @75: cmp ExactEq r1, 97 else @87
  @76: get_tl r0 -> r2
  @77: test Cons r2 else @87
  @78: get_hd r2 -> r3
  @79: cmp ExactEq r3, 98 else @87
  @80: get_tl r2 -> r4
  @81: test Cons r4 else @87
  @82: get_hd r4 -> r5
  @83: cmp ExactEq r5, 99 else @87
  @84: get_tl r4 -> r6
  @85: move r6 -> r0
  @86: return
  @87: test Cons r0 else @99
  @88: get_hd r0 -> r1
  @89: cmp ExactEq r1, {ok,1} else @99
  @90: get_tl r0 -> r2
  @91: test Cons r2 else @99
  @92: get_hd r2 -> r3
  @93: get_tl r2 -> r4
  @94: cmp ExactEq r4, [] else @99
  @95: test_heap need=2 live=5
  @96: put_cons r3, [1,2] -> r5
  @97: move r5 -> r0
  @98: return
  @99: move {ok,[1,2,[120,121]]} -> r0
  @100: return
  @101: match_fail FunctionClause r0

function module_info/0 (exported)
  @102: enter size=2 arity=0
  @103: move clauses -> r0
  @104: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @105: enter size=3 arity=1
  @106: move r0 -> r1
  @107: move clauses -> r0
  @108: call_ext_only erlang:get_module_info/2 base=r0 arity=2
