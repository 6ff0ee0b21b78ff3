module comprehensions

function squares/1 (exported)
  @0: enter size=3 arity=1
  @1: move r0 -> r1
  @2: call_only -squares/1-lc$^0-/1 base=r1 arity=1

function -squares/1-lc$^0-/1
  @3: enter size=6 arity=1
  @4: test Cons r0 else @14
  @5: get_hd r0 -> r1
  @6: get_tl r0 -> r2
  @7: arith Mul r1, r1 -> r3 else raise
  @8: move r2 -> r4
  @9: call -squares/1-lc$^0-/1 base=r4
  @10: test_heap need=2 live=5
  @11: put_cons r3, r4 -> r5
  @12: move r5 -> r0
  @13: return
  @14: cmp ExactEq r0, [] else @17
  @15: move [] -> r0
  @16: return
  @17: test_heap need=3 live=1
  @18: put_tuple {bad_generator, r0} -> r1
  @19: raise error r1 
  @20: match_fail CaseClause r0

function pairs/2 (exported)
  @21: enter size=5 arity=2
  @22: move r0 -> r2
  @23: move r1 -> r3
  @24: call_only -pairs/2-lc$^0-/2 base=r2 arity=2

function -pairs/2-lc$^1-/4
  @25: enter size=12 arity=4
  @26: test Cons r0 else @47
  @27: get_hd r0 -> r4
  @28: get_tl r0 -> r5
  @29: cmp ExactNe r1, r4 else @41
  @30: test_heap need=3 live=6
  @31: put_tuple {r1, r4} -> r6
  @32: move r5 -> r7
  @33: move r1 -> r8
  @34: move r2 -> r9
  @35: move r3 -> r10
  @36: call -pairs/2-lc$^1-/4 base=r7
  @37: test_heap need=2 live=8
  @38: put_cons r6, r7 -> r8
  @39: move r8 -> r0
  @40: return
  @41: move r5 -> r6
  @42: move r1 -> r7
  @43: move r2 -> r8
  @44: move r3 -> r9
  @45: call_only -pairs/2-lc$^1-/4 base=r6 arity=4
  @46: match_fail CaseClause []
  @47: cmp ExactEq r0, [] else @51
  @48: move r2 -> r4
  @49: move r3 -> r5
  @50: call_only -pairs/2-lc$^0-/2 base=r4 arity=2
  @51: test_heap need=3 live=4
  @52: put_tuple {bad_generator, r0} -> r4
  @53: raise error r4 
  @54: match_fail CaseClause r0

function -pairs/2-lc$^0-/2
  @55: enter size=9 arity=2
  @56: test Cons r0 else @64
  @57: get_hd r0 -> r2
  @58: get_tl r0 -> r3
  @59: move r1 -> r4
  @60: move r2 -> r5
  @61: move r3 -> r6
  @62: move r1 -> r7
  @63: call_only -pairs/2-lc$^1-/4 base=r4 arity=4
  @64: cmp ExactEq r0, [] else @67
  @65: move [] -> r0
  @66: return
  @67: test_heap need=3 live=2
  @68: put_tuple {bad_generator, r0} -> r2
  @69: raise error r2 
  @70: match_fail CaseClause r0

function filt/2 (exported)
  @71: enter size=5 arity=2
  @72: move r0 -> r2
  @73: move r1 -> r3
  @74: call_only -filt/2-lc$^0-/2 base=r2 arity=2

function -filt/2-lc$^0-/2
  @75: enter size=9 arity=2
  @76: test Cons r0 else @105
  @77: get_hd r0 -> r2
  @78: is_tagged_tuple r2 arity=2 tag=ok else @105
  @79: get_element r2 2 -> r3
  @80: get_tl r0 -> r4
  @81: move r3 -> r5
  @82: move r1 -> r6
  @83: call_fun base=r5 arity=1
  @84: cmp ExactEq r5, true else @97
  @85: cmp Gt r3, 1 else @93
  @86: move r4 -> r6
  @87: move r1 -> r7
  @88: call -filt/2-lc$^0-/2 base=r6
  @89: test_heap need=2 live=7
  @90: put_cons r3, r6 -> r7
  @91: move r7 -> r0
  @92: return
  @93: move r4 -> r6
  @94: move r1 -> r7
  @95: call_only -filt/2-lc$^0-/2 base=r6 arity=2
  @96: match_fail CaseClause []
  @97: cmp ExactEq r5, false else @101
  @98: move r4 -> r6
  @99: move r1 -> r7
  @100: call_only -filt/2-lc$^0-/2 base=r6 arity=2
  @101: test_heap need=3 live=6
  @102: put_tuple {bad_filter, r5} -> r6
  @103: raise error r6 
  @104: match_fail CaseClause r5
  @105: test Cons r0 else @110
  @106: get_tl r0 -> r2
  @107: move r2 -> r3
  @108: move r1 -> r4
  @109: call_only -filt/2-lc$^0-/2 base=r3 arity=2
  @110: cmp ExactEq r0, [] else @113
  @111: move [] -> r0
  @112: return
  @113: test_heap need=3 live=2
  @114: put_tuple {bad_generator, r0} -> r2
  @115: raise error r2 
  @116: match_fail CaseClause r0

function bytes/1 (exported)
  @117: enter size=3 arity=1
  @118: move r0 -> r1
  @119: call_only -bytes/1-lc$^0-/1 base=r1 arity=1

function -bytes/1-lc$^0-/1
  @120: enter size=7 arity=1
  @121: bs_start r0 ctx=r1 else @130
  @122: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @130
  @123: bs_rest ctx=r1 unit=1 -> r4 else @130
  @124: move r4 -> r5
  @125: call -bytes/1-lc$^0-/1 base=r5
  @126: test_heap need=2 live=6
  @127: put_cons r3, r5 -> r6
  @128: move r6 -> r0
  @129: return
  @130: bs_start r0 ctx=r1 else @134
  @131: bs_rest ctx=r1 unit=1 -> r3 else @134
  @132: move [] -> r0
  @133: return
  @134: test_heap need=3 live=1
  @135: put_tuple {bad_generator, r0} -> r1
  @136: raise error r1 
  @137: match_fail CaseClause r0

function bc/1 (exported)
  @138: enter size=4 arity=1
  @139: move r0 -> r1
  @140: move <<>> -> r2
  @141: call_only -bc/1-lbc$^0-/2 base=r1 arity=2

function -bc/1-lbc$^0-/2
  @142: enter size=8 arity=2
  @143: test Cons r0 else @150
  @144: get_hd r0 -> r2
  @145: get_tl r0 -> r3
  @146: bs_build <<r1:default/BinSpec { ty: Binary, unit: 1, signed: false, endian: Big }, r2:16/BinSpec { ty: Integer, unit: 1, signed: false, endian: Little }>> -> r4
  @147: move r3 -> r5
  @148: move r4 -> r6
  @149: call_only -bc/1-lbc$^0-/2 base=r5 arity=2
  @150: cmp ExactEq r0, [] else @153
  @151: move r1 -> r0
  @152: return
  @153: test_heap need=3 live=2
  @154: put_tuple {bad_generator, r0} -> r2
  @155: raise error r2 
  @156: match_fail CaseClause r0

function strs/1 (exported)
  @157: enter size=3 arity=1
  @158: move r0 -> r1
  @159: call_only -strs/1-lc$^0-/1 base=r1 arity=1

function -strs/1-lc$^0-/1
  @160: enter size=6 arity=1
  @161: test Cons r0 else @176
  @162: get_hd r0 -> r1
  @163: get_tl r0 -> r2
  @164: cmp Ge r1, 97 else @173
  @165: test_heap need=2 live=3
  @166: put_cons r1, [33] -> r3
  @167: move r2 -> r4
  @168: call -strs/1-lc$^0-/1 base=r4
  @169: test_heap need=2 live=5
  @170: put_cons r3, r4 -> r5
  @171: move r5 -> r0
  @172: return
  @173: move r2 -> r3
  @174: call_only -strs/1-lc$^0-/1 base=r3 arity=1
  @175: match_fail CaseClause []
  @176: cmp ExactEq r0, [] else @179
  @177: move [] -> r0
  @178: return
  @179: test_heap need=3 live=1
  @180: put_tuple {bad_generator, r0} -> r1
  @181: raise error r1 
  @182: match_fail CaseClause r0

function module_info/0 (exported)
  @183: enter size=2 arity=0
  @184: move comprehensions -> r0
  @185: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @186: enter size=4 arity=1
  @187: move comprehensions -> r1
  @188: move r0 -> r2
  @189: call_ext_only erlang:get_module_info/2 base=r1 arity=2
