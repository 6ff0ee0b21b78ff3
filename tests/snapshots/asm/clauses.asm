module clauses

function fact/1 (exported)
  @0: enter size=6 arity=1
  @1: is_eq_imm r0, 0 else @4
  @2: move 1 -> r0
  @3: return
  @4: bif erlang:is_integer/1(r0) -> r1 else @18
  @5: is_eq_imm r1, true else @9
  @6: bif erlang:>/2(r0, 0) -> r3 else @18
  @7: move r3 -> r2
  @8: jump @12
  @9: move false -> r2
  @10: jump @12
  @11: jump @18
  @12: is_eq_imm r2, true else @18
  @13: arith Sub r0, 1 -> r3 else raise
  @14: move r3 -> r4
  @15: call fact/1 base=r4
  @16: arith Mul r0, r4 -> r0 else raise
  @17: return
  @18: match_fail FunctionClause r0

function classify/1 (exported)
  @19: enter size=4 arity=1
  @20: bif erlang:is_integer/1(r0) -> r1 else @31
  @21: is_eq_imm r1, true else @24
  @22: move true -> r2
  @23: jump @28
  @24: bif erlang:is_float/1(r0) -> r3 else @31
  @25: move r3 -> r2
  @26: jump @28
  @27: jump @31
  @28: is_eq_imm r2, true else @31
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
  @43: is_eq_imm r0, [] else @46
  @44: move 0 -> r0
  @45: return
  @46: match_fail FunctionClause r0

function swap/1 (exported)
  @47: enter size=4 arity=1
  @48: is_tuple r0 arity=2 else @53
  @49: get_element2 r0 1 -> r1, 2 -> r2
  @50: test_heap need=3 live=3
  @51: put_tuple {r2, r1} -> r0
  @52: return
  @53: match_fail FunctionClause r0

function same/2 (exported)
  @54: enter size=2 arity=2
  @55: cmp ExactEq r1, r0 else @58
  @56: move true -> r0
  @57: return
  @58: move false -> r0
  @59: return
  @60: match_fail FunctionClause r0

function first/1 (exported)
  @61: enter size=7 arity=1
  @62: test Cons r0 else @67
  @63: get_hd r0 -> r1
  @64: is_eq_imm r1, -1 else @67
  @65: move minus_one -> r0
  @66: return
  @67: test Cons r0 else @80
  @68: get_hd r0 -> r1
  @69: is_eq_imm r1, 97 else @80
  @70: get_tl r0 -> r2
  @71: test Cons r2 else @80
  @72: get_hd r2 -> r3
  @73: is_eq_imm r3, 98 else @80
  @74: get_tl r2 -> r4
  @75: test Cons r4 else @80
  @76: get_hd r4 -> r5
  @77: is_eq_imm r5, 99 else @80
  @78: get_tl r4 -> r0
  @79: return
  @80: test Cons r0 else @89
  @81: get_hd r0 -> r1
  @82: cmp ExactEq r1, {ok,1} else @89
  @83: get_tl r0 -> r2
  @84: get_list r2 -> r3, r4 else @89
  @85: is_eq_imm r4, [] else @89
  @86: test_heap need=2 live=5
  @87: put_cons r3, [1,2] -> r0
  @88: return
  @89: move {ok,[1,2,[120,121]]} -> r0
  @90: return
  @91: match_fail FunctionClause r0

function module_info/0 (exported)
  @92: enter size=2 arity=0
  @93: move clauses -> r0
  @94: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @95: enter size=3 arity=1
  @96: move2 r0 -> r1, clauses -> r0
  @97: call_ext_only erlang:get_module_info/2 base=r0 arity=2
