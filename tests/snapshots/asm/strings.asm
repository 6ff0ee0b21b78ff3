module strings

function cmd/1 (exported)
  @0: enter size=12 arity=1
  @1: test Cons r0 else @19
  @2: get_hd r0 -> r1
  @3: is_eq_imm r1, 103 else @19
  @4: get_tl r0 -> r2
  @5: test Cons r2 else @19
  @6: get_hd r2 -> r3
  @7: is_eq_imm r3, 101 else @19
  @8: get_tl r2 -> r4
  @9: test Cons r4 else @19
  @10: get_hd r4 -> r5
  @11: is_eq_imm r5, 116 else @19
  @12: get_tl r4 -> r6
  @13: test Cons r6 else @19
  @14: get_hd r6 -> r7
  @15: is_eq_imm r7, 32 else @19
  @16: get_tl r6 -> r8
  @17: test_put_tuple {get, r8} -> r0 live=9
  @18: return
  @19: test Cons r0 else @38
  @20: get_hd r0 -> r1
  @21: is_eq_imm r1, 112 else @38
  @22: get_tl r0 -> r2
  @23: test Cons r2 else @38
  @24: get_hd r2 -> r3
  @25: is_eq_imm r3, 117 else @38
  @26: get_tl r2 -> r4
  @27: test Cons r4 else @38
  @28: get_hd r4 -> r5
  @29: is_eq_imm r5, 116 else @38
  @30: get_tl r4 -> r6
  @31: test Cons r6 else @38
  @32: get_hd r6 -> r7
  @33: is_eq_imm r7, 32 else @38
  @34: get_tl r6 -> r8
  @35: get_list r8 -> r9, r10 else @38
  @36: test_put_tuple {put, r9, r10} -> r0 live=11
  @37: return
  @38: cmp ExactEq r0, [113] else @41
  @39: move quit -> r0
  @40: return
  @41: move unknown -> r0
  @42: return
  @43: match_fail FunctionClause r0

function greet/1 (exported)
  @44: enter size=3 arity=1
  @45: bif erlang:++/2(r0, [33]) -> r1 else raise
  @46: bif erlang:++/2([72,101,108,108,111,44,32], r1) -> r0 else raise
  @47: return

function chars/1 (exported)
  @48: enter size=8 arity=1
  @49: get_list r0 -> r1, r2 else @63
  @50: bif erlang:>=/2(r1, 48) -> r3 else @63
  @51: is_eq_imm r3, true else @55
  @52: bif erlang:=</2(r1, 57) -> r5 else @63
  @53: move r5 -> r4
  @54: jump @58
  @55: move false -> r4
  @56: jump @58
  @57: jump @63
  @58: is_eq_imm r4, true else @63
  @59: sub r1, 48 -> r5 else raise
  @60: move r2 -> r6; call chars/1 base=r6
  @61: test_put_cons r5, r6 -> r0 live=7
  @62: return
  @63: move [] -> r0
  @64: return
  @65: match_fail FunctionClause r0

function empty/1 (exported)
  @66: enter size=1 arity=1
  @67: is_eq_imm r0, [] else @70
  @68: move true -> r0
  @69: return
  @70: move false -> r0
  @71: return
  @72: match_fail FunctionClause r0

function module_info/0 (exported)
  @73: enter size=2 arity=0
  @74: move strings -> r0
  @75: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @76: enter size=3 arity=1
  @77: move2 r0 -> r1, strings -> r0
  @78: call_ext_only erlang:get_module_info/2 base=r0 arity=2
