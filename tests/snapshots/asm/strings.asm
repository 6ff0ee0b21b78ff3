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

function greet/1 (exported)
  @41: enter size=2 arity=1
  @42: bif erlang:++/2(r0, [33]) -> r1 else raise
  @43: bif erlang:++/2([72,101,108,108,111,44,32], r1) -> r0 else raise
  @44: return

function chars/1 (exported)
  @45: enter size=6 arity=1
  @46: get_list r0 -> r1, r2 else @53
  @47: cmp Ge r1, 48 else @53
  @48: cmp Le r1, 57 else @53
  @49: sub r1, 48 -> r3 else raise
  @50: move r2 -> r4; call chars/1 base=r4
  @51: test_put_cons r3, r4 -> r0 live=5
  @52: return
  @53: move [] -> r0
  @54: return

function empty/1 (exported)
  @55: enter size=1 arity=1
  @56: is_eq_imm r0, [] else @59
  @57: move true -> r0
  @58: return
  @59: move false -> r0
  @60: return

function module_info/0 (exported)
  @61: enter size=2 arity=0
  @62: move strings -> r0
  @63: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @64: enter size=3 arity=1
  @65: move2 r0 -> r1, strings -> r0
  @66: call_ext_only erlang:get_module_info/2 base=r0 arity=2
