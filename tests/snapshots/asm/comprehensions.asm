module comprehensions

function squares/1 (exported)
  @0: enter size=2 arity=1
  @1: call_only -squares/1-lc$^0-/1 base=r0 arity=1

function -squares/1-lc$^0-/1
  @2: enter size=6 arity=1
  @3: get_list r0 -> r1, r2 else @10
  @4: arith Mul r1, r1 -> r3 else raise
  @5: move r2 -> r4
  @6: call -squares/1-lc$^0-/1 base=r4
  @7: test_heap need=2 live=5
  @8: put_cons r3, r4 -> r0
  @9: return
  @10: is_eq_imm r0, [] else @13
  @11: move [] -> r0
  @12: return
  @13: test_heap need=3 live=1
  @14: put_tuple {bad_generator, r0} -> r1
  @15: raise error r1 
  @16: match_fail CaseClause r0

function pairs/2 (exported)
  @17: enter size=3 arity=2
  @18: call_only -pairs/2-lc$^0-/2 base=r0 arity=2

function -pairs/2-lc$^1-/4
  @19: enter size=12 arity=4
  @20: get_list r0 -> r4, r5 else @33
  @21: cmp ExactNe r1, r4 else @30
  @22: test_heap need=3 live=6
  @23: put_tuple {r1, r4} -> r6
  @24: move2 r5 -> r7, r1 -> r8
  @25: move2 r2 -> r9, r3 -> r10
  @26: call -pairs/2-lc$^1-/4 base=r7
  @27: test_heap need=2 live=8
  @28: put_cons r6, r7 -> r0
  @29: return
  @30: move r5 -> r0
  @31: call_only -pairs/2-lc$^1-/4 base=r0 arity=4
  @32: match_fail CaseClause []
  @33: is_eq_imm r0, [] else @36
  @34: move2 r2 -> r0, r3 -> r1
  @35: call_only -pairs/2-lc$^0-/2 base=r0 arity=2
  @36: test_heap need=3 live=4
  @37: put_tuple {bad_generator, r0} -> r4
  @38: raise error r4 
  @39: match_fail CaseClause r0

function -pairs/2-lc$^0-/2
  @40: enter size=5 arity=2
  @41: get_list r0 -> r2, r3 else @46
  @42: move2 r1 -> r0, r3 -> r4
  @43: move2 r1 -> r3, r2 -> r1
  @44: move r4 -> r2
  @45: call_only -pairs/2-lc$^1-/4 base=r0 arity=4
  @46: is_eq_imm r0, [] else @49
  @47: move [] -> r0
  @48: return
  @49: test_heap need=3 live=2
  @50: put_tuple {bad_generator, r0} -> r2
  @51: raise error r2 
  @52: match_fail CaseClause r0

function filt/2 (exported)
  @53: enter size=3 arity=2
  @54: call_only -filt/2-lc$^0-/2 base=r0 arity=2

function -filt/2-lc$^0-/2
  @55: enter size=9 arity=2
  @56: test Cons r0 else @80
  @57: get_hd r0 -> r2
  @58: is_tagged_tuple r2 arity=2 tag=ok else @80
  @59: get_element r2 2 -> r3
  @60: get_tl r0 -> r4
  @61: move2 r3 -> r5, r1 -> r6
  @62: call_fun base=r5 arity=1
  @63: is_eq_imm r5, true else @73
  @64: cmp Gt r3, 1 else @70
  @65: move2 r4 -> r6, r1 -> r7
  @66: call -filt/2-lc$^0-/2 base=r6
  @67: test_heap need=2 live=7
  @68: put_cons r3, r6 -> r0
  @69: return
  @70: move r4 -> r0
  @71: call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @72: match_fail CaseClause []
  @73: is_eq_imm r5, false else @76
  @74: move r4 -> r0
  @75: call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @76: test_heap need=3 live=6
  @77: put_tuple {bad_filter, r5} -> r6
  @78: raise error r6 
  @79: match_fail CaseClause r5
  @80: test Cons r0 else @84
  @81: get_tl r0 -> r2
  @82: move r2 -> r0
  @83: call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @84: is_eq_imm r0, [] else @87
  @85: move [] -> r0
  @86: return
  @87: test_heap need=3 live=2
  @88: put_tuple {bad_generator, r0} -> r2
  @89: raise error r2 
  @90: match_fail CaseClause r0

function bytes/1 (exported)
  @91: enter size=2 arity=1
  @92: call_only -bytes/1-lc$^0-/1 base=r0 arity=1

function -bytes/1-lc$^0-/1
  @93: enter size=7 arity=1
  @94: bs_start r0 ctx=r1 else @102
  @95: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @102
  @96: bs_rest ctx=r1 unit=1 -> r4 else @102
  @97: move r4 -> r5
  @98: call -bytes/1-lc$^0-/1 base=r5
  @99: test_heap need=2 live=6
  @100: put_cons r3, r5 -> r0
  @101: return
  @102: bs_start r0 ctx=r1 else @106
  @103: bs_rest ctx=r1 unit=1 -> r3 else @106
  @104: move [] -> r0
  @105: return
  @106: test_heap need=3 live=1
  @107: put_tuple {bad_generator, r0} -> r1
  @108: raise error r1 
  @109: match_fail CaseClause r0

function bc/1 (exported)
  @110: enter size=3 arity=1
  @111: move <<>> -> r1
  @112: call_only -bc/1-lbc$^0-/2 base=r0 arity=2

function -bc/1-lbc$^0-/2
  @113: enter size=5 arity=2
  @114: get_list r0 -> r2, r3 else @118
  @115: bs_build <<r1:default/BinSpec { ty: Binary, unit: 1, signed: false, endian: Big }, r2:16/BinSpec { ty: Integer, unit: 1, signed: false, endian: Little }>> -> r4
  @116: move2 r3 -> r0, r4 -> r1
  @117: call_only -bc/1-lbc$^0-/2 base=r0 arity=2
  @118: is_eq_imm r0, [] else @121
  @119: move r1 -> r0
  @120: return
  @121: test_heap need=3 live=2
  @122: put_tuple {bad_generator, r0} -> r2
  @123: raise error r2 
  @124: match_fail CaseClause r0

function strs/1 (exported)
  @125: enter size=2 arity=1
  @126: call_only -strs/1-lc$^0-/1 base=r0 arity=1

function -strs/1-lc$^0-/1
  @127: enter size=6 arity=1
  @128: get_list r0 -> r1, r2 else @140
  @129: cmp Ge r1, 97 else @137
  @130: test_heap need=2 live=3
  @131: put_cons r1, [33] -> r3
  @132: move r2 -> r4
  @133: call -strs/1-lc$^0-/1 base=r4
  @134: test_heap need=2 live=5
  @135: put_cons r3, r4 -> r0
  @136: return
  @137: move r2 -> r0
  @138: call_only -strs/1-lc$^0-/1 base=r0 arity=1
  @139: match_fail CaseClause []
  @140: is_eq_imm r0, [] else @143
  @141: move [] -> r0
  @142: return
  @143: test_heap need=3 live=1
  @144: put_tuple {bad_generator, r0} -> r1
  @145: raise error r1 
  @146: match_fail CaseClause r0

function module_info/0 (exported)
  @147: enter size=2 arity=0
  @148: move comprehensions -> r0
  @149: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @150: enter size=3 arity=1
  @151: move2 r0 -> r1, comprehensions -> r0
  @152: call_ext_only erlang:get_module_info/2 base=r0 arity=2
