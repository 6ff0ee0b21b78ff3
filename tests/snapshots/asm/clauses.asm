module clauses

function fact/1 (exported)
  @0: enter size=6 arity=1
  @1: is_eq_imm r0, 0 else @4
  @2: move 1 -> r0
  @3: return
  @4: bif erlang:is_integer/1(r0) -> r1 else @17
  @5: is_eq_imm r1, true else @9
  @6: bif erlang:>/2(r0, 0) -> r3 else @17
  @7: move r3 -> r2
  @8: jump @12
  @9: move false -> r2
  @10: jump @12
  @11: jump @17
  @12: is_eq_imm r2, true else @17
  @13: sub r0, 1 -> r3 else raise
  @14: move r3 -> r4; call fact/1 base=r4
  @15: mul r0, r4 -> r0 else raise
  @16: return
  @17: match_fail FunctionClause r0

function classify/1 (exported)
  @18: enter size=4 arity=1
  @19: bif erlang:is_integer/1(r0) -> r1 else @30
  @20: is_eq_imm r1, true else @23
  @21: move true -> r2
  @22: jump @27
  @23: bif erlang:is_float/1(r0) -> r3 else @30
  @24: move r3 -> r2
  @25: jump @27
  @26: jump @30
  @27: is_eq_imm r2, true else @30
  @28: move number -> r0
  @29: return
  @30: test Atom r0 else @33
  @31: move atom -> r0
  @32: return
  @33: move other -> r0
  @34: return
  @35: match_fail FunctionClause r0

function sum/1 (exported)
  @36: enter size=5 arity=1 clear=r2..r3
  @37: get_list r0 -> r1, r3 else @41
  @38: call sum/1 base=r3
  @39: add r1, r3 -> r0 else raise
  @40: return
  @41: is_eq_imm r0, [] else @44
  @42: move 0 -> r0
  @43: return
  @44: match_fail FunctionClause r0

function len/2 (exported)
  @45: enter size=5 arity=2
  @46: switch_list r0 nil, cons -> r2, r0 at @50, else @52
  @47: move r1 -> r0
  @48: return
  @49: get_list r0 -> r2, r0 else @52
  @50: add r1, r2 -> r1 else raise
  @51: call_only len/2 base=r0 arity=2
  @52: match_fail FunctionClause r0

function swap/1 (exported)
  @53: enter size=4 arity=1
  @54: is_tuple r0 arity=2 else @58
  @55: get_element2 r0 1 -> r1, 2 -> r2
  @56: test_put_tuple {r2, r1} -> r0 live=3
  @57: return
  @58: match_fail FunctionClause r0

function same/2 (exported)
  @59: enter size=2 arity=2
  @60: cmp ExactEq r1, r0 else @63
  @61: move true -> r0
  @62: return
  @63: move false -> r0
  @64: return
  @65: match_fail FunctionClause r0

function first/1 (exported)
  @66: enter size=7 arity=1
  @67: test Cons r0 else @72
  @68: get_hd r0 -> r1
  @69: is_eq_imm r1, -1 else @72
  @70: move minus_one -> r0
  @71: return
  @72: test Cons r0 else @85
  @73: get_hd r0 -> r1
  @74: is_eq_imm r1, 97 else @85
  @75: get_tl r0 -> r2
  @76: test Cons r2 else @85
  @77: get_hd r2 -> r3
  @78: is_eq_imm r3, 98 else @85
  @79: get_tl r2 -> r4
  @80: test Cons r4 else @85
  @81: get_hd r4 -> r5
  @82: is_eq_imm r5, 99 else @85
  @83: get_tl r4 -> r0
  @84: return
  @85: test Cons r0 else @93
  @86: get_hd r0 -> r1
  @87: cmp ExactEq r1, {ok,1} else @93
  @88: get_tl r0 -> r2
  @89: get_list r2 -> r3, r4 else @93
  @90: is_eq_imm r4, [] else @93
  @91: test_put_cons r3, [1,2] -> r0 live=5
  @92: return
  @93: move {ok,[1,2,[120,121]]} -> r0
  @94: return
  @95: match_fail FunctionClause r0

function module_info/0 (exported)
  @96: enter size=2 arity=0
  @97: move clauses -> r0
  @98: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @99: enter size=3 arity=1
  @100: move2 r0 -> r1, clauses -> r0
  @101: call_ext_only erlang:get_module_info/2 base=r0 arity=2
