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
  @54: is_tuple r0 arity=2 else @57
  @55: get_element2 r0 1 -> r1, 2 -> r2
  @56: test_put_tuple {r2, r1} -> r0 live=3; return
  @57: match_fail FunctionClause r0

function same/2 (exported)
  @58: enter size=2 arity=2
  @59: cmp ExactEq r1, r0 else @62
  @60: move true -> r0
  @61: return
  @62: move false -> r0
  @63: return
  @64: match_fail FunctionClause r0

function first/1 (exported)
  @65: enter size=7 arity=1
  @66: test Cons r0 else @71
  @67: get_hd r0 -> r1
  @68: is_eq_imm r1, -1 else @71
  @69: move minus_one -> r0
  @70: return
  @71: test Cons r0 else @84
  @72: get_hd r0 -> r1
  @73: is_eq_imm r1, 97 else @84
  @74: get_tl r0 -> r2
  @75: test Cons r2 else @84
  @76: get_hd r2 -> r3
  @77: is_eq_imm r3, 98 else @84
  @78: get_tl r2 -> r4
  @79: test Cons r4 else @84
  @80: get_hd r4 -> r5
  @81: is_eq_imm r5, 99 else @84
  @82: get_tl r4 -> r0
  @83: return
  @84: test Cons r0 else @92
  @85: get_hd r0 -> r1
  @86: cmp ExactEq r1, {ok,1} else @92
  @87: get_tl r0 -> r2
  @88: get_list r2 -> r3, r4 else @92
  @89: is_eq_imm r4, [] else @92
  @90: test_put_cons r3, [1,2] -> r0 live=5
  @91: return
  @92: move {ok,[1,2,[120,121]]} -> r0
  @93: return
  @94: match_fail FunctionClause r0

function module_info/0 (exported)
  @95: enter size=2 arity=0
  @96: move clauses -> r0
  @97: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @98: enter size=3 arity=1
  @99: move2 r0 -> r1, clauses -> r0
  @100: call_ext_only erlang:get_module_info/2 base=r0 arity=2
