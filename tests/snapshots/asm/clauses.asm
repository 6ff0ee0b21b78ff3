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
  @13: sub r0, 1 -> r3 else raise
  @14: move r3 -> r4
  @15: call fact/1 base=r4
  @16: mul r0, r4 -> r0 else raise
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
  @37: enter size=5 arity=1 clear=r2..r3
  @38: get_list r0 -> r1, r3 else @42
  @39: call sum/1 base=r3
  @40: add r1, r3 -> r0 else raise
  @41: return
  @42: is_eq_imm r0, [] else @45
  @43: move 0 -> r0
  @44: return
  @45: match_fail FunctionClause r0

function len/2 (exported)
  @46: enter size=5 arity=2
  @47: switch_list r0 nil, cons -> r2, r0 at @51, else @53
  @48: move r1 -> r0
  @49: return
  @50: get_list r0 -> r2, r0 else @53
  @51: add r1, r2 -> r1 else raise
  @52: call_only len/2 base=r0 arity=2
  @53: match_fail FunctionClause r0

function swap/1 (exported)
  @54: enter size=4 arity=1
  @55: is_tuple r0 arity=2 else @59
  @56: get_element2 r0 1 -> r1, 2 -> r2
  @57: test_put_tuple {r2, r1} -> r0 live=3
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
  @70: is_eq_imm r1, -1 else @73
  @71: move minus_one -> r0
  @72: return
  @73: test Cons r0 else @86
  @74: get_hd r0 -> r1
  @75: is_eq_imm r1, 97 else @86
  @76: get_tl r0 -> r2
  @77: test Cons r2 else @86
  @78: get_hd r2 -> r3
  @79: is_eq_imm r3, 98 else @86
  @80: get_tl r2 -> r4
  @81: test Cons r4 else @86
  @82: get_hd r4 -> r5
  @83: is_eq_imm r5, 99 else @86
  @84: get_tl r4 -> r0
  @85: return
  @86: test Cons r0 else @94
  @87: get_hd r0 -> r1
  @88: cmp ExactEq r1, {ok,1} else @94
  @89: get_tl r0 -> r2
  @90: get_list r2 -> r3, r4 else @94
  @91: is_eq_imm r4, [] else @94
  @92: test_put_cons r3, [1,2] -> r0 live=5
  @93: return
  @94: move {ok,[1,2,[120,121]]} -> r0
  @95: return
  @96: match_fail FunctionClause r0

function module_info/0 (exported)
  @97: enter size=2 arity=0
  @98: move clauses -> r0
  @99: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @100: enter size=3 arity=1
  @101: move2 r0 -> r1, clauses -> r0
  @102: call_ext_only erlang:get_module_info/2 base=r0 arity=2
