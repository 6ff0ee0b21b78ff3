module comprehensions

function squares/1 (exported)
  @0: enter size=2 arity=1
  @1: call_only -squares/1-lc$^0/1-0-/1 base=r0 arity=1

function -squares/1-lc$^0/1-0-/1
  @2: enter size=6 arity=1
  @3: get_list r0 -> r1, r2 else @8
  @4: mul r1, r1 -> r3 else raise
  @5: move r2 -> r4; call -squares/1-lc$^0/1-0-/1 base=r4
  @6: test_put_cons r3, r4 -> r0 live=5
  @7: return
  @8: is_eq_imm r0, [] else @11
  @9: move [] -> r0
  @10: return
  @11: test_put_tuple {bad_generator, r0} -> r1 live=1
  @12: raise error r1 

function pairs/2 (exported)
  @13: enter size=3 arity=2
  @14: call_only -pairs/2-lc$^0/1-0-/2 base=r0 arity=2

function -pairs/2-lc$^1/1-1-/4
  @15: enter size=12 arity=4
  @16: get_list r0 -> r4, r5 else @24
  @17: cmp ExactNe r1, r4 else @23
  @18: test_put_tuple {r1, r4} -> r6 live=6
  @19: move2 r5 -> r7, r1 -> r8
  @20: move r2 -> r9, r3 -> r10; call -pairs/2-lc$^1/1-1-/4 base=r7
  @21: test_put_cons r6, r7 -> r0 live=8
  @22: return
  @23: move r5 -> r0; call_only -pairs/2-lc$^1/1-1-/4 base=r0 arity=4
  @24: is_eq_imm r0, [] else @26
  @25: move r2 -> r0, r3 -> r1; call_only -pairs/2-lc$^0/1-0-/2 base=r0 arity=2
  @26: test_put_tuple {bad_generator, r0} -> r4 live=1
  @27: raise error r4 

function -pairs/2-lc$^0/1-0-/2
  @28: enter size=5 arity=2
  @29: get_list r0 -> r2, r3 else @33
  @30: move2 r1 -> r0, r3 -> r4
  @31: move2 r1 -> r3, r2 -> r1
  @32: move r4 -> r2; call_only -pairs/2-lc$^1/1-1-/4 base=r0 arity=4
  @33: is_eq_imm r0, [] else @36
  @34: move [] -> r0
  @35: return
  @36: test_put_tuple {bad_generator, r0} -> r2 live=1
  @37: raise error r2 

function filt/2 (exported)
  @38: enter size=3 arity=2
  @39: call_only -filt/2-lc$^0/1-0-/2 base=r0 arity=2

function -filt/2-lc$^0/1-0-/2
  @40: enter size=9 arity=2
  @41: test Cons r0 else @57
  @42: get_hd r0 -> r2
  @43: is_tagged_tuple r2 arity=2 tag=ok else @57
  @44: get_element r2 2 -> r3
  @45: get_tl r0 -> r4
  @46: move r3 -> r5, r1 -> r6; call_fun base=r5 arity=1
  @47: is_eq_imm r5, true else @53
  @48: cmp Gt r3, 1 else @52
  @49: move r4 -> r6, r1 -> r7; call -filt/2-lc$^0/1-0-/2 base=r6
  @50: test_put_cons r3, r6 -> r0 live=7
  @51: return
  @52: move r4 -> r0; call_only -filt/2-lc$^0/1-0-/2 base=r0 arity=2
  @53: is_eq_imm r5, false else @55
  @54: move r4 -> r0; call_only -filt/2-lc$^0/1-0-/2 base=r0 arity=2
  @55: test_put_tuple {bad_filter, r5} -> r6 live=6
  @56: raise error r6 
  @57: test Cons r0 else @60
  @58: get_tl r0 -> r0
  @59: call_only -filt/2-lc$^0/1-0-/2 base=r0 arity=2
  @60: is_eq_imm r0, [] else @63
  @61: move [] -> r0
  @62: return
  @63: test_put_tuple {bad_generator, r0} -> r2 live=1
  @64: raise error r2 

function bytes/1 (exported)
  @65: enter size=2 arity=1
  @66: call_only -bytes/1-lc$^0/1-0-/1 base=r0 arity=1

function -bytes/1-lc$^0/1-0-/1
  @67: enter size=7 arity=1
  @68: bs_start r0 ctx=r1 else @74
  @69: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @74
  @70: bs_rest ctx=r1 unit=1 -> r4 else @74
  @71: move r4 -> r5; call -bytes/1-lc$^0/1-0-/1 base=r5
  @72: test_put_cons r3, r5 -> r0 live=6
  @73: return
  @74: bs_start r0 ctx=r1 else @78
  @75: bs_rest_unused ctx=r1 unit=1 -> r3 else @78
  @76: move [] -> r0
  @77: return
  @78: test_put_tuple {bad_generator, r0} -> r1 live=1
  @79: raise error r1 

function bc/1 (exported)
  @80: enter size=3 arity=1
  @81: move <<>> -> r1; call_only -bc/1-lbc$^0/2-0-/2 base=r0 arity=2

function -bc/1-lbc$^0/2-0-/2
  @82: enter size=5 arity=2
  @83: get_list r0 -> r2, r3 else @86
  @84: bs_build <<r1:default/BinSpec { ty: Binary, unit: 1, signed: false, endian: Big }, r2:16/BinSpec { ty: Integer, unit: 1, signed: false, endian: Little }>> -> r4
  @85: move r3 -> r0, r4 -> r1; call_only -bc/1-lbc$^0/2-0-/2 base=r0 arity=2
  @86: is_eq_imm r0, [] else @89
  @87: move r1 -> r0
  @88: return
  @89: test_put_tuple {bad_generator, r0} -> r2 live=1
  @90: raise error r2 

function strs/1 (exported)
  @91: enter size=2 arity=1
  @92: call_only -strs/1-lc$^0/1-0-/1 base=r0 arity=1

function -strs/1-lc$^0/1-0-/1
  @93: enter size=6 arity=1
  @94: get_list r0 -> r1, r2 else @101
  @95: cmp Ge r1, 97 else @100
  @96: test_put_cons r1, [33] -> r3 live=3
  @97: move r2 -> r4; call -strs/1-lc$^0/1-0-/1 base=r4
  @98: test_put_cons r3, r4 -> r0 live=5
  @99: return
  @100: move r2 -> r0; call_only -strs/1-lc$^0/1-0-/1 base=r0 arity=1
  @101: is_eq_imm r0, [] else @104
  @102: move [] -> r0
  @103: return
  @104: test_put_tuple {bad_generator, r0} -> r1 live=1
  @105: raise error r1 

function module_info/0 (exported)
  @106: enter size=2 arity=0
  @107: move comprehensions -> r0
  @108: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @109: enter size=3 arity=1
  @110: move2 r0 -> r1, comprehensions -> r0
  @111: call_ext_only erlang:get_module_info/2 base=r0 arity=2
