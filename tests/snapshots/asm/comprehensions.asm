module comprehensions

function squares/1 (exported)
  @0: enter size=2 arity=1
  @1: call_only -squares/1-lc$^0-/1 base=r0 arity=1

function -squares/1-lc$^0-/1
  @2: enter size=6 arity=1
  @3: get_list r0 -> r1, r2 else @9
  @4: mul r1, r1 -> r3 else raise
  @5: move r2 -> r4
  @6: call -squares/1-lc$^0-/1 base=r4
  @7: test_put_cons r3, r4 -> r0 live=5
  @8: return
  @9: is_eq_imm r0, [] else @12
  @10: move [] -> r0
  @11: return
  @12: test_put_tuple {bad_generator, r0} -> r1 live=1
  @13: raise error r1 
  @14: match_fail CaseClause r0

function pairs/2 (exported)
  @15: enter size=3 arity=2
  @16: call_only -pairs/2-lc$^0-/2 base=r0 arity=2

function -pairs/2-lc$^1-/4
  @17: enter size=12 arity=4
  @18: get_list r0 -> r4, r5 else @29
  @19: cmp ExactNe r1, r4 else @26
  @20: test_put_tuple {r1, r4} -> r6 live=6
  @21: move2 r5 -> r7, r1 -> r8
  @22: move2 r2 -> r9, r3 -> r10
  @23: call -pairs/2-lc$^1-/4 base=r7
  @24: test_put_cons r6, r7 -> r0 live=8
  @25: return
  @26: move r5 -> r0
  @27: call_only -pairs/2-lc$^1-/4 base=r0 arity=4
  @28: match_fail CaseClause []
  @29: is_eq_imm r0, [] else @32
  @30: move2 r2 -> r0, r3 -> r1
  @31: call_only -pairs/2-lc$^0-/2 base=r0 arity=2
  @32: test_put_tuple {bad_generator, r0} -> r4 live=4
  @33: raise error r4 
  @34: match_fail CaseClause r0

function -pairs/2-lc$^0-/2
  @35: enter size=5 arity=2
  @36: get_list r0 -> r2, r3 else @41
  @37: move2 r1 -> r0, r3 -> r4
  @38: move2 r1 -> r3, r2 -> r1
  @39: move r4 -> r2
  @40: call_only -pairs/2-lc$^1-/4 base=r0 arity=4
  @41: is_eq_imm r0, [] else @44
  @42: move [] -> r0
  @43: return
  @44: test_put_tuple {bad_generator, r0} -> r2 live=2
  @45: raise error r2 
  @46: match_fail CaseClause r0

function filt/2 (exported)
  @47: enter size=3 arity=2
  @48: call_only -filt/2-lc$^0-/2 base=r0 arity=2

function -filt/2-lc$^0-/2
  @49: enter size=9 arity=2
  @50: test Cons r0 else @72
  @51: get_hd r0 -> r2
  @52: is_tagged_tuple r2 arity=2 tag=ok else @72
  @53: get_element r2 2 -> r3
  @54: get_tl r0 -> r4
  @55: move2 r3 -> r5, r1 -> r6
  @56: call_fun base=r5 arity=1
  @57: is_eq_imm r5, true else @66
  @58: cmp Gt r3, 1 else @63
  @59: move2 r4 -> r6, r1 -> r7
  @60: call -filt/2-lc$^0-/2 base=r6
  @61: test_put_cons r3, r6 -> r0 live=7
  @62: return
  @63: move r4 -> r0
  @64: call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @65: match_fail CaseClause []
  @66: is_eq_imm r5, false else @69
  @67: move r4 -> r0
  @68: call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @69: test_put_tuple {bad_filter, r5} -> r6 live=6
  @70: raise error r6 
  @71: match_fail CaseClause r5
  @72: test Cons r0 else @75
  @73: get_tl r0 -> r0
  @74: call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @75: is_eq_imm r0, [] else @78
  @76: move [] -> r0
  @77: return
  @78: test_put_tuple {bad_generator, r0} -> r2 live=2
  @79: raise error r2 
  @80: match_fail CaseClause r0

function bytes/1 (exported)
  @81: enter size=2 arity=1
  @82: call_only -bytes/1-lc$^0-/1 base=r0 arity=1

function -bytes/1-lc$^0-/1
  @83: enter size=7 arity=1
  @84: bs_start r0 ctx=r1 else @91
  @85: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @91
  @86: bs_rest ctx=r1 unit=1 -> r4 else @91
  @87: move r4 -> r5
  @88: call -bytes/1-lc$^0-/1 base=r5
  @89: test_put_cons r3, r5 -> r0 live=6
  @90: return
  @91: bs_start r0 ctx=r1 else @95
  @92: bs_rest ctx=r1 unit=1 -> r3 else @95
  @93: move [] -> r0
  @94: return
  @95: test_put_tuple {bad_generator, r0} -> r1 live=1
  @96: raise error r1 
  @97: match_fail CaseClause r0

function bc/1 (exported)
  @98: enter size=3 arity=1
  @99: move <<>> -> r1
  @100: call_only -bc/1-lbc$^0-/2 base=r0 arity=2

function -bc/1-lbc$^0-/2
  @101: enter size=5 arity=2
  @102: get_list r0 -> r2, r3 else @106
  @103: bs_build <<r1:default/BinSpec { ty: Binary, unit: 1, signed: false, endian: Big }, r2:16/BinSpec { ty: Integer, unit: 1, signed: false, endian: Little }>> -> r4
  @104: move2 r3 -> r0, r4 -> r1
  @105: call_only -bc/1-lbc$^0-/2 base=r0 arity=2
  @106: is_eq_imm r0, [] else @109
  @107: move r1 -> r0
  @108: return
  @109: test_put_tuple {bad_generator, r0} -> r2 live=2
  @110: raise error r2 
  @111: match_fail CaseClause r0

function strs/1 (exported)
  @112: enter size=2 arity=1
  @113: call_only -strs/1-lc$^0-/1 base=r0 arity=1

function -strs/1-lc$^0-/1
  @114: enter size=6 arity=1
  @115: get_list r0 -> r1, r2 else @125
  @116: cmp Ge r1, 97 else @122
  @117: test_put_cons r1, [33] -> r3 live=3
  @118: move r2 -> r4
  @119: call -strs/1-lc$^0-/1 base=r4
  @120: test_put_cons r3, r4 -> r0 live=5
  @121: return
  @122: move r2 -> r0
  @123: call_only -strs/1-lc$^0-/1 base=r0 arity=1
  @124: match_fail CaseClause []
  @125: is_eq_imm r0, [] else @128
  @126: move [] -> r0
  @127: return
  @128: test_put_tuple {bad_generator, r0} -> r1 live=1
  @129: raise error r1 
  @130: match_fail CaseClause r0

function module_info/0 (exported)
  @131: enter size=2 arity=0
  @132: move comprehensions -> r0
  @133: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @134: enter size=3 arity=1
  @135: move2 r0 -> r1, comprehensions -> r0
  @136: call_ext_only erlang:get_module_info/2 base=r0 arity=2
