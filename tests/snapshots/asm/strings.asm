module strings

function cmd/1 (exported)
  @0: enter size=12 arity=1
  @1: test Cons r0 else @21
  @2: get_hd r0 -> r1
  @3: cmp ExactEq r1, 103 else @21
  @4: get_tl r0 -> r2
  @5: test Cons r2 else @21
  @6: get_hd r2 -> r3
  @7: cmp ExactEq r3, 101 else @21
  @8: get_tl r2 -> r4
  @9: test Cons r4 else @21
  @10: get_hd r4 -> r5
  @11: cmp ExactEq r5, 116 else @21
  @12: get_tl r4 -> r6
  @13: test Cons r6 else @21
  @14: get_hd r6 -> r7
  @15: cmp ExactEq r7, 32 else @21
  @16: get_tl r6 -> r8
  @17: test_heap need=3 live=9
  @18: put_tuple {get, r8} -> r9
  @19: move r9 -> r0
  @20: return
  @21: test Cons r0 else @44
  @22: get_hd r0 -> r1
  @23: cmp ExactEq r1, 112 else @44
  @24: get_tl r0 -> r2
  @25: test Cons r2 else @44
  @26: get_hd r2 -> r3
  @27: cmp ExactEq r3, 117 else @44
  @28: get_tl r2 -> r4
  @29: test Cons r4 else @44
  @30: get_hd r4 -> r5
  @31: cmp ExactEq r5, 116 else @44
  @32: get_tl r4 -> r6
  @33: test Cons r6 else @44
  @34: get_hd r6 -> r7
  @35: cmp ExactEq r7, 32 else @44
  @36: get_tl r6 -> r8
  @37: test Cons r8 else @44
  @38: get_hd r8 -> r9
  @39: get_tl r8 -> r10
  @40: test_heap need=4 live=11
  @41: put_tuple {put, r9, r10} -> r11
  @42: move r11 -> r0
  @43: return
  @44: cmp ExactEq r0, [113] else @47
  @45: move quit -> r0
  @46: return
  @47: move unknown -> r0
  @48: return
  @49: match_fail FunctionClause r0

function greet/1 (exported)
  @50: enter size=3 arity=1
  @51: bif erlang:++/2(r0, [33]) -> r1 else raise
  @52: bif erlang:++/2([72,101,108,108,111,44,32], r1) -> r2 else raise
  @53: move r2 -> r0
  @54: return

function chars/1 (exported)
  @55: enter size=8 arity=1
  @56: test Cons r0 else @75
  @57: get_hd r0 -> r1
  @58: get_tl r0 -> r2
  @59: bif erlang:>=/2(r1, 48) -> r3 else @75
  @60: cmp ExactEq r3, true else @64
  @61: bif erlang:=</2(r1, 57) -> r5 else @75
  @62: move r5 -> r4
  @63: jump @67
  @64: move false -> r4
  @65: jump @67
  @66: jump @75
  @67: cmp ExactEq r4, true else @75
  @68: arith Sub r1, 48 -> r5 else raise
  @69: move r2 -> r6
  @70: call chars/1 base=r6
  @71: test_heap need=2 live=7
  @72: put_cons r5, r6 -> r7
  @73: move r7 -> r0
  @74: return
  @75: move [] -> r0
  @76: return
  @77: match_fail FunctionClause r0

function empty/1 (exported)
  @78: enter size=1 arity=1
  @79: cmp ExactEq r0, [] else @82
  @80: move true -> r0
  @81: return
  @82: move false -> r0
  @83: return
  @84: match_fail FunctionClause r0

function module_info/0 (exported)
  @85: enter size=2 arity=0
  @86: move strings -> r0
  @87: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @88: enter size=3 arity=1
  @89: move r0 -> r1
  @90: move strings -> r0
  @91: call_ext_only erlang:get_module_info/2 base=r0 arity=2
