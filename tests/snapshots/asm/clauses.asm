module clauses

function fact/1 (exported)
  @0: enter size=4 arity=1 clear=r1..r2
  @1: is_eq_imm r0, 0 else @4
  @2: move 1 -> r0
  @3: return
  @4: test Integer r0 else @10
  @5: cmp Gt r0, 0 else @10
  @6: sub r0, 1 -> r2 else raise
  @7: call fact/1 base=r2
  @8: mul r0, r2 -> r0 else raise
  @9: return
  @10: match_fail FunctionClause r0

function classify/1 (exported)
  @11: enter size=1 arity=1
  @12: test Integer r0 else @14
  @13: jump @15
  @14: test Float r0 else @17
  @15: move number -> r0
  @16: return
  @17: test Atom r0 else @20
  @18: move atom -> r0
  @19: return
  @20: move other -> r0
  @21: return

function sum/1 (exported)
  @22: enter size=5 arity=1 clear=r2..r3
  @23: get_list r0 -> r1, r3 else @27
  @24: call sum/1 base=r3
  @25: add r1, r3 -> r0 else raise
  @26: return
  @27: is_eq_imm r0, [] else @30
  @28: move 0 -> r0
  @29: return
  @30: match_fail FunctionClause r0

function len/2 (exported)
  @31: enter size=5 arity=2
  @32: switch_list r0 nil, cons -> r2, r0 at @36, else @38
  @33: move r1 -> r0
  @34: return
  @35: get_list r0 -> r2, r0 else @38
  @36: add r1, r2 -> r1 else raise
  @37: call_only len/2 base=r0 arity=2
  @38: match_fail FunctionClause r0

function swap/1 (exported)
  @39: enter size=4 arity=1
  @40: is_tuple r0 arity=2 else @43
  @41: get_element2 r0 1 -> r1, 2 -> r2
  @42: test_put_tuple {r2, r1} -> r0 live=3; return
  @43: match_fail FunctionClause r0

function same/2 (exported)
  @44: enter size=2 arity=2
  @45: cmp ExactEq r1, r0 else @48
  @46: move true -> r0
  @47: return
  @48: move false -> r0
  @49: return

function first/1 (exported)
  @50: enter size=7 arity=1
  @51: test Cons r0 else @56
  @52: get_hd r0 -> r1
  @53: is_eq_imm r1, -1 else @56
  @54: move minus_one -> r0
  @55: return
  @56: test Cons r0 else @69
  @57: get_hd r0 -> r1
  @58: is_eq_imm r1, 97 else @69
  @59: get_tl r0 -> r2
  @60: test Cons r2 else @69
  @61: get_hd r2 -> r3
  @62: is_eq_imm r3, 98 else @69
  @63: get_tl r2 -> r4
  @64: test Cons r4 else @69
  @65: get_hd r4 -> r5
  @66: is_eq_imm r5, 99 else @69
  @67: get_tl r4 -> r0
  @68: return
  @69: test Cons r0 else @77
  @70: get_hd r0 -> r1
  @71: cmp ExactEq r1, {ok,1} else @77
  @72: get_tl r0 -> r2
  @73: get_list r2 -> r3, r4 else @77
  @74: is_eq_imm r4, [] else @77
  @75: test_put_cons r3, [1,2] -> r0 live=4
  @76: return
  @77: move {ok,[1,2,[120,121]]} -> r0
  @78: return

function module_info/0 (exported)
  @79: enter size=2 arity=0
  @80: move clauses -> r0
  @81: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @82: enter size=3 arity=1
  @83: move2 r0 -> r1, clauses -> r0
  @84: call_ext_only erlang:get_module_info/2 base=r0 arity=2
