module comprehensions

function squares/1 (exported)
  @0: enter size=2 arity=1
  @1: call_only -squares/1-lc$^0-/1 base=r0 arity=1

function -squares/1-lc$^0-/1
  @2: enter size=6 arity=1
  @3: test Cons r0 else @13
  @4: get_hd r0 -> r1
  @5: get_tl r0 -> r2
  @6: arith Mul r1, r1 -> r3 else raise
  @7: move r2 -> r4
  @8: call -squares/1-lc$^0-/1 base=r4
  @9: test_heap need=2 live=5
  @10: put_cons r3, r4 -> r5
  @11: move r5 -> r0
  @12: return
  @13: cmp ExactEq r0, [] else @16
  @14: move [] -> r0
  @15: return
  @16: test_heap need=3 live=1
  @17: put_tuple {bad_generator, r0} -> r1
  @18: raise error r1 
  @19: match_fail CaseClause r0

function pairs/2 (exported)
  @20: enter size=3 arity=2
  @21: call_only -pairs/2-lc$^0-/2 base=r0 arity=2

function -pairs/2-lc$^1-/4
  @22: enter size=12 arity=4
  @23: test Cons r0 else @41
  @24: get_hd r0 -> r4
  @25: get_tl r0 -> r5
  @26: cmp ExactNe r1, r4 else @38
  @27: test_heap need=3 live=6
  @28: put_tuple {r1, r4} -> r6
  @29: move r5 -> r7
  @30: move r1 -> r8
  @31: move r2 -> r9
  @32: move r3 -> r10
  @33: call -pairs/2-lc$^1-/4 base=r7
  @34: test_heap need=2 live=8
  @35: put_cons r6, r7 -> r8
  @36: move r8 -> r0
  @37: return
  @38: move r5 -> r0
  @39: call_only -pairs/2-lc$^1-/4 base=r0 arity=4
  @40: match_fail CaseClause []
  @41: cmp ExactEq r0, [] else @45
  @42: move r2 -> r0
  @43: move r3 -> r1
  @44: call_only -pairs/2-lc$^0-/2 base=r0 arity=2
  @45: test_heap need=3 live=4
  @46: put_tuple {bad_generator, r0} -> r4
  @47: raise error r4 
  @48: match_fail CaseClause r0

function -pairs/2-lc$^0-/2
  @49: enter size=5 arity=2
  @50: test Cons r0 else @59
  @51: get_hd r0 -> r2
  @52: get_tl r0 -> r3
  @53: move r1 -> r0
  @54: move r3 -> r4
  @55: move r1 -> r3
  @56: move r2 -> r1
  @57: move r4 -> r2
  @58: call_only -pairs/2-lc$^1-/4 base=r0 arity=4
  @59: cmp ExactEq r0, [] else @62
  @60: move [] -> r0
  @61: return
  @62: test_heap need=3 live=2
  @63: put_tuple {bad_generator, r0} -> r2
  @64: raise error r2 
  @65: match_fail CaseClause r0

function filt/2 (exported)
  @66: enter size=3 arity=2
  @67: call_only -filt/2-lc$^0-/2 base=r0 arity=2

function -filt/2-lc$^0-/2
  @68: enter size=9 arity=2
  @69: test Cons r0 else @96
  @70: get_hd r0 -> r2
  @71: is_tagged_tuple r2 arity=2 tag=ok else @96
  @72: get_element r2 2 -> r3
  @73: get_tl r0 -> r4
  @74: move r3 -> r5
  @75: move r1 -> r6
  @76: call_fun base=r5 arity=1
  @77: cmp ExactEq r5, true else @89
  @78: cmp Gt r3, 1 else @86
  @79: move r4 -> r6
  @80: move r1 -> r7
  @81: call -filt/2-lc$^0-/2 base=r6
  @82: test_heap need=2 live=7
  @83: put_cons r3, r6 -> r7
  @84: move r7 -> r0
  @85: return
  @86: move r4 -> r0
  @87: call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @88: match_fail CaseClause []
  @89: cmp ExactEq r5, false else @92
  @90: move r4 -> r0
  @91: call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @92: test_heap need=3 live=6
  @93: put_tuple {bad_filter, r5} -> r6
  @94: raise error r6 
  @95: match_fail CaseClause r5
  @96: test Cons r0 else @100
  @97: get_tl r0 -> r2
  @98: move r2 -> r0
  @99: call_only -filt/2-lc$^0-/2 base=r0 arity=2
  @100: cmp ExactEq r0, [] else @103
  @101: move [] -> r0
  @102: return
  @103: test_heap need=3 live=2
  @104: put_tuple {bad_generator, r0} -> r2
  @105: raise error r2 
  @106: match_fail CaseClause r0

function bytes/1 (exported)
  @107: enter size=2 arity=1
  @108: call_only -bytes/1-lc$^0-/1 base=r0 arity=1

function -bytes/1-lc$^0-/1
  @109: enter size=7 arity=1
  @110: bs_start r0 ctx=r1 else @119
  @111: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @119
  @112: bs_rest ctx=r1 unit=1 -> r4 else @119
  @113: move r4 -> r5
  @114: call -bytes/1-lc$^0-/1 base=r5
  @115: test_heap need=2 live=6
  @116: put_cons r3, r5 -> r6
  @117: move r6 -> r0
  @118: return
  @119: bs_start r0 ctx=r1 else @123
  @120: bs_rest ctx=r1 unit=1 -> r3 else @123
  @121: move [] -> r0
  @122: return
  @123: test_heap need=3 live=1
  @124: put_tuple {bad_generator, r0} -> r1
  @125: raise error r1 
  @126: match_fail CaseClause r0

function bc/1 (exported)
  @127: enter size=3 arity=1
  @128: move <<>> -> r1
  @129: call_only -bc/1-lbc$^0-/2 base=r0 arity=2

function -bc/1-lbc$^0-/2
  @130: enter size=5 arity=2
  @131: test Cons r0 else @138
  @132: get_hd r0 -> r2
  @133: get_tl r0 -> r3
  @134: bs_build <<r1:default/BinSpec { ty: Binary, unit: 1, signed: false, endian: Big }, r2:16/BinSpec { ty: Integer, unit: 1, signed: false, endian: Little }>> -> r4
  @135: move r3 -> r0
  @136: move r4 -> r1
  @137: call_only -bc/1-lbc$^0-/2 base=r0 arity=2
  @138: cmp ExactEq r0, [] else @141
  @139: move r1 -> r0
  @140: return
  @141: test_heap need=3 live=2
  @142: put_tuple {bad_generator, r0} -> r2
  @143: raise error r2 
  @144: match_fail CaseClause r0

function strs/1 (exported)
  @145: enter size=2 arity=1
  @146: call_only -strs/1-lc$^0-/1 base=r0 arity=1

function -strs/1-lc$^0-/1
  @147: enter size=6 arity=1
  @148: test Cons r0 else @163
  @149: get_hd r0 -> r1
  @150: get_tl r0 -> r2
  @151: cmp Ge r1, 97 else @160
  @152: test_heap need=2 live=3
  @153: put_cons r1, [33] -> r3
  @154: move r2 -> r4
  @155: call -strs/1-lc$^0-/1 base=r4
  @156: test_heap need=2 live=5
  @157: put_cons r3, r4 -> r5
  @158: move r5 -> r0
  @159: return
  @160: move r2 -> r0
  @161: call_only -strs/1-lc$^0-/1 base=r0 arity=1
  @162: match_fail CaseClause []
  @163: cmp ExactEq r0, [] else @166
  @164: move [] -> r0
  @165: return
  @166: test_heap need=3 live=1
  @167: put_tuple {bad_generator, r0} -> r1
  @168: raise error r1 
  @169: match_fail CaseClause r0

function module_info/0 (exported)
  @170: enter size=2 arity=0
  @171: move comprehensions -> r0
  @172: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @173: enter size=3 arity=1
  @174: move r0 -> r1
  @175: move comprehensions -> r0
  @176: call_ext_only erlang:get_module_info/2 base=r0 arity=2
