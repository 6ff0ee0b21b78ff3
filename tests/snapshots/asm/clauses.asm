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
  @37: enter size=5 arity=1
  @38: get_list r0 -> r1, r2 else @43
  @39: move r2 -> r3
  @40: call sum/1 base=r3
  @41: add r1, r3 -> r0 else raise
  @42: return
  @43: is_eq_imm r0, [] else @46
  @44: move 0 -> r0
  @45: return
  @46: match_fail FunctionClause r0

function len/2 (exported)
  @47: enter size=5 arity=2
  @48: switch_list r0 nil, cons -> r2, r0 at @52, else @54
  @49: move r1 -> r0
  @50: return
  @51: get_list r0 -> r2, r0 else @54
  @52: add r1, r2 -> r1 else raise
  @53: call_only len/2 base=r0 arity=2
  @54: match_fail FunctionClause r0

function swap/1 (exported)
  @55: enter size=4 arity=1
  @56: is_tuple r0 arity=2 else @60
  @57: get_element2 r0 1 -> r1, 2 -> r2
  @58: test_put_tuple {r2, r1} -> r0 live=3
  @59: return
  @60: match_fail FunctionClause r0

function same/2 (exported)
  @61: enter size=2 arity=2
  @62: cmp ExactEq r1, r0 else @65
  @63: move true -> r0
  @64: return
  @65: move false -> r0
  @66: return
  @67: match_fail FunctionClause r0

function first/1 (exported)
  @68: enter size=7 arity=1
  @69: test Cons r0 else @74
  @70: get_hd r0 -> r1
  @71: is_eq_imm r1, -1 else @74
  @72: move minus_one -> r0
  @73: return
  @74: test Cons r0 else @87
  @75: get_hd r0 -> r1
  @76: is_eq_imm r1, 97 else @87
  @77: get_tl r0 -> r2
  @78: test Cons r2 else @87
  @79: get_hd r2 -> r3
  @80: is_eq_imm r3, 98 else @87
  @81: get_tl r2 -> r4
  @82: test Cons r4 else @87
  @83: get_hd r4 -> r5
  @84: is_eq_imm r5, 99 else @87
  @85: get_tl r4 -> r0
  @86: return
  @87: test Cons r0 else @95
  @88: get_hd r0 -> r1
  @89: cmp ExactEq r1, {ok,1} else @95
  @90: get_tl r0 -> r2
  @91: get_list r2 -> r3, r4 else @95
  @92: is_eq_imm r4, [] else @95
  @93: test_put_cons r3, [1,2] -> r0 live=5
  @94: return
  @95: move {ok,[1,2,[120,121]]} -> r0
  @96: return
  @97: match_fail FunctionClause r0

function module_info/0 (exported)
  @98: enter size=2 arity=0
  @99: move clauses -> r0
  @100: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @101: enter size=3 arity=1
  @102: move2 r0 -> r1, clauses -> r0
  @103: call_ext_only erlang:get_module_info/2 base=r0 arity=2
