module strings

function cmd/1 (exported)
  @0: enter size=12 arity=1
  @1: test Cons r0 else @20
  @2: get_hd r0 -> r1
  @3: is_eq_imm r1, 103 else @20
  @4: get_tl r0 -> r2
  @5: test Cons r2 else @20
  @6: get_hd r2 -> r3
  @7: is_eq_imm r3, 101 else @20
  @8: get_tl r2 -> r4
  @9: test Cons r4 else @20
  @10: get_hd r4 -> r5
  @11: is_eq_imm r5, 116 else @20
  @12: get_tl r4 -> r6
  @13: test Cons r6 else @20
  @14: get_hd r6 -> r7
  @15: is_eq_imm r7, 32 else @20
  @16: get_tl r6 -> r8
  @17: test_heap need=3 live=9
  @18: put_tuple {get, r8} -> r0
  @19: return
  @20: test Cons r0 else @40
  @21: get_hd r0 -> r1
  @22: is_eq_imm r1, 112 else @40
  @23: get_tl r0 -> r2
  @24: test Cons r2 else @40
  @25: get_hd r2 -> r3
  @26: is_eq_imm r3, 117 else @40
  @27: get_tl r2 -> r4
  @28: test Cons r4 else @40
  @29: get_hd r4 -> r5
  @30: is_eq_imm r5, 116 else @40
  @31: get_tl r4 -> r6
  @32: test Cons r6 else @40
  @33: get_hd r6 -> r7
  @34: is_eq_imm r7, 32 else @40
  @35: get_tl r6 -> r8
  @36: get_list r8 -> r9, r10 else @40
  @37: test_heap need=4 live=11
  @38: put_tuple {put, r9, r10} -> r0
  @39: return
  @40: cmp ExactEq r0, [113] else @43
  @41: move quit -> r0
  @42: return
  @43: move unknown -> r0
  @44: return
  @45: match_fail FunctionClause r0

function greet/1 (exported)
  @46: enter size=3 arity=1
  @47: bif erlang:++/2(r0, [33]) -> r1 else raise
  @48: bif erlang:++/2([72,101,108,108,111,44,32], r1) -> r0 else raise
  @49: return

function chars/1 (exported)
  @50: enter size=8 arity=1
  @51: get_list r0 -> r1, r2 else @67
  @52: bif erlang:>=/2(r1, 48) -> r3 else @67
  @53: is_eq_imm r3, true else @57
  @54: bif erlang:=</2(r1, 57) -> r5 else @67
  @55: move r5 -> r4
  @56: jump @60
  @57: move false -> r4
  @58: jump @60
  @59: jump @67
  @60: is_eq_imm r4, true else @67
  @61: arith Sub r1, 48 -> r5 else raise
  @62: move r2 -> r6
  @63: call chars/1 base=r6
  @64: test_heap need=2 live=7
  @65: put_cons r5, r6 -> r0
  @66: return
  @67: move [] -> r0
  @68: return
  @69: match_fail FunctionClause r0

function empty/1 (exported)
  @70: enter size=1 arity=1
  @71: is_eq_imm r0, [] else @74
  @72: move true -> r0
  @73: return
  @74: move false -> r0
  @75: return
  @76: match_fail FunctionClause r0

function module_info/0 (exported)
  @77: enter size=2 arity=0
  @78: move strings -> r0
  @79: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @80: enter size=3 arity=1
  @81: move2 r0 -> r1, strings -> r0
  @82: call_ext_only erlang:get_module_info/2 base=r0 arity=2
