module clauses

function fact/1 (exported)
  @0: enter size=6 arity=1
  @1: is_eq_imm r0, 0 else @4
  @2: move 1 -> r0
  @3: return
  @4: bif erlang:is_integer/1(r0) -> r1 else @15
  @5: is_eq_imm r1, true else @9
  @6: cmp_value Gt r0, 0 -> r3
  @7: move r3 -> r2
  @8: jump @10
  @9: move false -> r2
  @10: is_eq_imm r2, true else @15
  @11: sub r0, 1 -> r3 else raise
  @12: move r3 -> r4; call fact/1 base=r4
  @13: mul r0, r4 -> r0 else raise
  @14: return
  @15: match_fail FunctionClause r0

function classify/1 (exported)
  @16: enter size=4 arity=1
  @17: bif erlang:is_integer/1(r0) -> r1 else @26
  @18: is_eq_imm r1, true else @21
  @19: move true -> r2
  @20: jump @23
  @21: bif erlang:is_float/1(r0) -> r3 else @26
  @22: move r3 -> r2
  @23: is_eq_imm r2, true else @26
  @24: move number -> r0
  @25: return
  @26: test Atom r0 else @29
  @27: move atom -> r0
  @28: return
  @29: move other -> r0
  @30: return

function sum/1 (exported)
  @31: enter size=5 arity=1 clear=r2..r3
  @32: get_list r0 -> r1, r3 else @36
  @33: call sum/1 base=r3
  @34: add r1, r3 -> r0 else raise
  @35: return
  @36: is_eq_imm r0, [] else @39
  @37: move 0 -> r0
  @38: return
  @39: match_fail FunctionClause r0

function len/2 (exported)
  @40: enter size=5 arity=2
  @41: switch_list r0 nil, cons -> r2, r0 at @45, else @47
  @42: move r1 -> r0
  @43: return
  @44: get_list r0 -> r2, r0 else @47
  @45: add r1, r2 -> r1 else raise
  @46: call_only len/2 base=r0 arity=2
  @47: match_fail FunctionClause r0

function swap/1 (exported)
  @48: enter size=4 arity=1
  @49: is_tuple r0 arity=2 else @52
  @50: get_element2 r0 1 -> r1, 2 -> r2
  @51: test_put_tuple {r2, r1} -> r0 live=3; return
  @52: match_fail FunctionClause r0

function same/2 (exported)
  @53: enter size=2 arity=2
  @54: cmp ExactEq r1, r0 else @57
  @55: move true -> r0
  @56: return
  @57: move false -> r0
  @58: return

function first/1 (exported)
  @59: enter size=7 arity=1
  @60: test Cons r0 else @65
  @61: get_hd r0 -> r1
  @62: is_eq_imm r1, -1 else @65
  @63: move minus_one -> r0
  @64: return
  @65: test Cons r0 else @78
  @66: get_hd r0 -> r1
  @67: is_eq_imm r1, 97 else @78
  @68: get_tl r0 -> r2
  @69: test Cons r2 else @78
  @70: get_hd r2 -> r3
  @71: is_eq_imm r3, 98 else @78
  @72: get_tl r2 -> r4
  @73: test Cons r4 else @78
  @74: get_hd r4 -> r5
  @75: is_eq_imm r5, 99 else @78
  @76: get_tl r4 -> r0
  @77: return
  @78: test Cons r0 else @86
  @79: get_hd r0 -> r1
  @80: cmp ExactEq r1, {ok,1} else @86
  @81: get_tl r0 -> r2
  @82: get_list r2 -> r3, r4 else @86
  @83: is_eq_imm r4, [] else @86
  @84: test_put_cons r3, [1,2] -> r0 live=4
  @85: return
  @86: move {ok,[1,2,[120,121]]} -> r0
  @87: return

function module_info/0 (exported)
  @88: enter size=2 arity=0
  @89: move clauses -> r0
  @90: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @91: enter size=3 arity=1
  @92: move2 r0 -> r1, clauses -> r0
  @93: call_ext_only erlang:get_module_info/2 base=r0 arity=2
