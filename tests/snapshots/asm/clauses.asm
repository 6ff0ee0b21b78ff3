module clauses

function fact/1 (exported)
  @0: enter size=6 arity=1
  @1: is_eq_imm r0, 0 else @4
  @2: move 1 -> r0
  @3: return
  @4: bif erlang:is_integer/1(r0) -> r1 else @16
  @5: is_eq_imm r1, true else @9
  @6: bif erlang:>/2(r0, 0) -> r3 else @16
  @7: move r3 -> r2
  @8: jump @11
  @9: move false -> r2
  @10: jump @11
  @11: is_eq_imm r2, true else @16
  @12: sub r0, 1 -> r3 else raise
  @13: move r3 -> r4; call fact/1 base=r4
  @14: mul r0, r4 -> r0 else raise
  @15: return
  @16: match_fail FunctionClause r0

function classify/1 (exported)
  @17: enter size=4 arity=1
  @18: bif erlang:is_integer/1(r0) -> r1 else @28
  @19: is_eq_imm r1, true else @22
  @20: move true -> r2
  @21: jump @25
  @22: bif erlang:is_float/1(r0) -> r3 else @28
  @23: move r3 -> r2
  @24: jump @25
  @25: is_eq_imm r2, true else @28
  @26: move number -> r0
  @27: return
  @28: test Atom r0 else @31
  @29: move atom -> r0
  @30: return
  @31: move other -> r0
  @32: return

function sum/1 (exported)
  @33: enter size=5 arity=1 clear=r2..r3
  @34: get_list r0 -> r1, r3 else @38
  @35: call sum/1 base=r3
  @36: add r1, r3 -> r0 else raise
  @37: return
  @38: is_eq_imm r0, [] else @41
  @39: move 0 -> r0
  @40: return
  @41: match_fail FunctionClause r0

function len/2 (exported)
  @42: enter size=5 arity=2
  @43: switch_list r0 nil, cons -> r2, r0 at @47, else @49
  @44: move r1 -> r0
  @45: return
  @46: get_list r0 -> r2, r0 else @49
  @47: add r1, r2 -> r1 else raise
  @48: call_only len/2 base=r0 arity=2
  @49: match_fail FunctionClause r0

function swap/1 (exported)
  @50: enter size=4 arity=1
  @51: is_tuple r0 arity=2 else @54
  @52: get_element2 r0 1 -> r1, 2 -> r2
  @53: test_put_tuple {r2, r1} -> r0 live=3; return
  @54: match_fail FunctionClause r0

function same/2 (exported)
  @55: enter size=2 arity=2
  @56: cmp ExactEq r1, r0 else @59
  @57: move true -> r0
  @58: return
  @59: move false -> r0
  @60: return

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
  @80: test Cons r0 else @88
  @81: get_hd r0 -> r1
  @82: cmp ExactEq r1, {ok,1} else @88
  @83: get_tl r0 -> r2
  @84: get_list r2 -> r3, r4 else @88
  @85: is_eq_imm r4, [] else @88
  @86: test_put_cons r3, [1,2] -> r0 live=5
  @87: return
  @88: move {ok,[1,2,[120,121]]} -> r0
  @89: return

function module_info/0 (exported)
  @90: enter size=2 arity=0
  @91: move clauses -> r0
  @92: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @93: enter size=3 arity=1
  @94: move2 r0 -> r1, clauses -> r0
  @95: call_ext_only erlang:get_module_info/2 base=r0 arity=2
