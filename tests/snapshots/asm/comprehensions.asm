module comprehensions

function squares/1 (exported)
  @0: enter size=2 arity=1
  @1: call_only -squares/1-lc$^0-/1 base=r0 arity=1

function -squares/1-lc$^0-/1
  @2: enter size=6 arity=1
  @3: get_list r0 -> r1, r2 else @8
  @4: mul r1, r1 -> r3 else raise
  @5: move r2 -> r4; call -squares/1-lc$^0-/1 base=r4
  @6: test_put_cons r3, r4 -> r0 live=5
  @7: return
  @8: is_eq_imm r0, [] else @11
  @9: move [] -> r0
  @10: return
  @11: test_put_tuple {bad_generator, r0} -> r1 live=1
  @12: raise error r1 
  @13: match_fail CaseClause r0

function pairs/2 (exported)
  @14: enter size=3 arity=2
  @15: call_only -pairs/2-lc$^0-/2 base=r0 arity=2

function -pairs/2-lc$^1-/4
  @16: enter size=12 arity=4
  @17: get_list r0 -> r4, r5 else @26
  @18: cmp ExactNe r1, r4 else @24
  @19: test_put_tuple {r1, r4} -> r6 live=6
  @20: move2 r5 -> r7, r1 -> r8
  @21: move r2 -> r9, r3 -> r10; call -pairs/2-lc$^1-/4 base=r7
  @22: test_put_cons r6, r7 -> r0 live=8
  @23: return
  @24: move r5 -> r0; call_only -pairs/2-lc$^1-/4 base=r0 arity=4
  @25: match_fail CaseClause []
  @26: is_eq_imm r0, [] else @28
  @27: move r2 -> r0, r3 -> r1; call_only -pairs/2-lc$^0-/2 base=r0 arity=2
  @28: test_put_tuple {bad_generator, r0} -> r4 live=4
  @29: raise error r4 
  @30: match_fail CaseClause r0

function -pairs/2-lc$^0-/2
  @31: enter size=5 arity=2
  @32: get_list r0 -> r2, r3 else @36
  @33: move2 r1 -> r0, r3 -> r4
  @34: move2 r1 -> r3, r2 -> r1
  @35: move r4 -> r2; call_only -pairs/2-lc$^1-/4 base=r0 arity=4
  @36: is_eq_imm r0, [] else @39
  @37: move [] -> r0
  @38: return
  @39: test_put_tuple {bad_generator, r0} -> r2 live=2
  @40: raise error r2 
  @41: match_fail CaseClause r0

function filt/2 (exported)
  @42: enter size=3 arity=2
  @43: call_only -filt/2-lc$^0-/2 base=r0 arity=2

function -filt/2-lc$^0-/2
  @44: enter size=9 arity=2
  @45: test Cons r0 else @63
  @46: get_hd r0 -> r2
  @47: is_tagged_tuple r2 arity=2 tag=ok else @63
  @48: get_element r2 2 -> r3
  @49: get_tl r0 -> r4
  @50: move r3 -> r5, r1 -> r6; call_fun base=r5 arity=1
  @51: is_eq_imm r5, true else @58
  @52: cmp Gt r3, 1 else @56
  @53: move r4 -> r6, r1 -> r7; call -filt/2-lc$^0-/2 base=r6
  @54: test_put_cons r3, r6 -> r0 live=7
  @55: return
  @56: move r4 -> r0; call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @57: match_fail CaseClause []
  @58: is_eq_imm r5, false else @60
  @59: move r4 -> r0; call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @60: test_put_tuple {bad_filter, r5} -> r6 live=6
  @61: raise error r6 
  @62: match_fail CaseClause r5
  @63: test Cons r0 else @66
  @64: get_tl r0 -> r0
  @65: call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @66: is_eq_imm r0, [] else @69
  @67: move [] -> r0
  @68: return
  @69: test_put_tuple {bad_generator, r0} -> r2 live=2
  @70: raise error r2 
  @71: match_fail CaseClause r0

function bytes/1 (exported)
  @72: enter size=2 arity=1
  @73: call_only -bytes/1-lc$^0-/1 base=r0 arity=1

function -bytes/1-lc$^0-/1
  @74: enter size=7 arity=1
  @75: bs_start r0 ctx=r1 else @81
  @76: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @81
  @77: bs_rest ctx=r1 unit=1 -> r4 else @81
  @78: move r4 -> r5; call -bytes/1-lc$^0-/1 base=r5
  @79: test_put_cons r3, r5 -> r0 live=6
  @80: return
  @81: bs_start r0 ctx=r1 else @85
  @82: bs_rest ctx=r1 unit=1 -> r3 else @85
  @83: move [] -> r0
  @84: return
  @85: test_put_tuple {bad_generator, r0} -> r1 live=1
  @86: raise error r1 
  @87: match_fail CaseClause r0

function bc/1 (exported)
  @88: enter size=3 arity=1
  @89: move <<>> -> r1; call_only -bc/1-lbc$^0-/2 base=r0 arity=2

function -bc/1-lbc$^0-/2
  @90: enter size=5 arity=2
  @91: get_list r0 -> r2, r3 else @94
  @92: bs_build <<r1:default/BinSpec { ty: Binary, unit: 1, signed: false, endian: Big }, r2:16/BinSpec { ty: Integer, unit: 1, signed: false, endian: Little }>> -> r4
  @93: move r3 -> r0, r4 -> r1; call_only -bc/1-lbc$^0-/2 base=r0 arity=2
  @94: is_eq_imm r0, [] else @97
  @95: move r1 -> r0
  @96: return
  @97: test_put_tuple {bad_generator, r0} -> r2 live=2
  @98: raise error r2 
  @99: match_fail CaseClause r0

function strs/1 (exported)
  @100: enter size=2 arity=1
  @101: call_only -strs/1-lc$^0-/1 base=r0 arity=1

function -strs/1-lc$^0-/1
  @102: enter size=6 arity=1
  @103: get_list r0 -> r1, r2 else @111
  @104: cmp Ge r1, 97 else @109
  @105: test_put_cons r1, [33] -> r3 live=3
  @106: move r2 -> r4; call -strs/1-lc$^0-/1 base=r4
  @107: test_put_cons r3, r4 -> r0 live=5
  @108: return
  @109: move r2 -> r0; call_only -strs/1-lc$^0-/1 base=r0 arity=1
  @110: match_fail CaseClause []
  @111: is_eq_imm r0, [] else @114
  @112: move [] -> r0
  @113: return
  @114: test_put_tuple {bad_generator, r0} -> r1 live=1
  @115: raise error r1 
  @116: match_fail CaseClause r0

function module_info/0 (exported)
  @117: enter size=2 arity=0
  @118: move comprehensions -> r0
  @119: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @120: enter size=3 arity=1
  @121: move2 r0 -> r1, comprehensions -> r0
  @122: call_ext_only erlang:get_module_info/2 base=r0 arity=2
