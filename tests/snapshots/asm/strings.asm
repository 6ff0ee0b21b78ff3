module strings

function cmd/1 (exported)
  @0: enter size=12 arity=1
  @1: test Cons r0 else @18
  @2: get_hd r0 -> r1
  @3: is_eq_imm r1, 103 else @18
  @4: get_tl r0 -> r2
  @5: test Cons r2 else @18
  @6: get_hd r2 -> r3
  @7: is_eq_imm r3, 101 else @18
  @8: get_tl r2 -> r4
  @9: test Cons r4 else @18
  @10: get_hd r4 -> r5
  @11: is_eq_imm r5, 116 else @18
  @12: get_tl r4 -> r6
  @13: test Cons r6 else @18
  @14: get_hd r6 -> r7
  @15: is_eq_imm r7, 32 else @18
  @16: get_tl r6 -> r8
  @17: test_put_tuple {get, r8} -> r0 live=9; return
  @18: test Cons r0 else @36
  @19: get_hd r0 -> r1
  @20: is_eq_imm r1, 112 else @36
  @21: get_tl r0 -> r2
  @22: test Cons r2 else @36
  @23: get_hd r2 -> r3
  @24: is_eq_imm r3, 117 else @36
  @25: get_tl r2 -> r4
  @26: test Cons r4 else @36
  @27: get_hd r4 -> r5
  @28: is_eq_imm r5, 116 else @36
  @29: get_tl r4 -> r6
  @30: test Cons r6 else @36
  @31: get_hd r6 -> r7
  @32: is_eq_imm r7, 32 else @36
  @33: get_tl r6 -> r8
  @34: get_list r8 -> r9, r10 else @36
  @35: test_put_tuple {put, r9, r10} -> r0 live=11; return
  @36: cmp ExactEq r0, [113] else @39
  @37: move quit -> r0
  @38: return
  @39: move unknown -> r0
  @40: return
  @41: match_fail FunctionClause r0

function greet/1 (exported)
  @42: enter size=3 arity=1
  @43: bif erlang:++/2(r0, [33]) -> r1 else raise
  @44: bif erlang:++/2([72,101,108,108,111,44,32], r1) -> r0 else raise
  @45: return

function chars/1 (exported)
  @46: enter size=8 arity=1
  @47: get_list r0 -> r1, r2 else @61
  @48: bif erlang:>=/2(r1, 48) -> r3 else @61
  @49: is_eq_imm r3, true else @53
  @50: bif erlang:=</2(r1, 57) -> r5 else @61
  @51: move r5 -> r4
  @52: jump @56
  @53: move false -> r4
  @54: jump @56
  @55: jump @61
  @56: is_eq_imm r4, true else @61
  @57: sub r1, 48 -> r5 else raise
  @58: move r2 -> r6; call chars/1 base=r6
  @59: test_put_cons r5, r6 -> r0 live=7
  @60: return
  @61: move [] -> r0
  @62: return
  @63: match_fail FunctionClause r0

function empty/1 (exported)
  @64: enter size=1 arity=1
  @65: is_eq_imm r0, [] else @68
  @66: move true -> r0
  @67: return
  @68: move false -> r0
  @69: return
  @70: match_fail FunctionClause r0

function module_info/0 (exported)
  @71: enter size=2 arity=0
  @72: move strings -> r0
  @73: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @74: enter size=3 arity=1
  @75: move2 r0 -> r1, strings -> r0
  @76: call_ext_only erlang:get_module_info/2 base=r0 arity=2
