module binaries

function build/2 (exported)
  @0: enter size=3 arity=2
  @1: bs_build <<r0:16/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }, r1:default/BinSpec { ty: Binary, unit: 8, signed: false, endian: Big }, r0:default/BinSpec { ty: Float, unit: 1, signed: false, endian: Big }, 1:default/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }, 111:default/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }, 107:default/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }>> -> r2
  @2: move r2 -> r0
  @3: return

function consts/0 (exported)
  @4: enter size=1 arity=0
  @5: move {<<1,2,3>>,<<97,98,99>>,<<2,1>>,<<226,130,172>>,<<>>} -> r0
  @6: return

function parse/1 (exported)
  @7: enter size=8 arity=1
  @8: bs_start r0 ctx=r1 else @13
  @9: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @13
  @10: bs_get ctx=r1 size=r3 BinSpec { ty: Binary, unit: 8, signed: false, endian: Big } -> r4 else @13
  @11: bs_rest ctx=r1 unit=8 -> r5 else @13
  @12: test_put_tuple {r4, r5} -> r0 live=6; return
  @13: bs_start r0 ctx=r1 else @25
  @14: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @25
  @15: is_eq_imm r3, 71 else @25
  @16: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r4 else @25
  @17: is_eq_imm r4, 69 else @25
  @18: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r5 else @25
  @19: is_eq_imm r5, 84 else @25
  @20: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r6 else @25
  @21: is_eq_imm r6, 32 else @25
  @22: bs_rest ctx=r1 unit=8 -> r7 else @25
  @23: move r7 -> r0
  @24: return
  @25: bs_start r0 ctx=r1 else @31
  @26: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: true, endian: Big } -> r3 else @31
  @27: is_eq_imm r3, -1 else @31
  @28: bs_rest_unused ctx=r1 unit=1 -> r4 else @31
  @29: move minus -> r0
  @30: return
  @31: move error -> r0
  @32: return

function sized/1 (exported)
  @33: enter size=2 arity=1
  @34: bs_build <<0:r0/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }, 7:4/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }, 1:4/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }>> -> r1
  @35: move r1 -> r0
  @36: return

function str/1 (exported)
  @37: enter size=2 arity=1
  @38: bs_build <<r0:default/BinSpec { ty: Binary, unit: 8, signed: false, endian: Big }, 33:default/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }>> -> r1
  @39: move r1 -> r0
  @40: return

function utf/1 (exported)
  @41: enter size=5 arity=1
  @42: bs_start r0 ctx=r1 else @47
  @43: bs_get ctx=r1 size=default BinSpec { ty: Utf8, unit: 1, signed: false, endian: Big } -> r3 else @47
  @44: bs_rest_unused ctx=r1 unit=8 -> r4 else @47
  @45: move r3 -> r0
  @46: return
  @47: match_fail FunctionClause r0

function floats/1 (exported)
  @48: enter size=4 arity=1
  @49: bs_start r0 ctx=r1 else @54
  @50: bs_get ctx=r1 size=32 BinSpec { ty: Float, unit: 1, signed: false, endian: Big } -> r3 else @54
  @51: bs_end ctx=r1 else @54
  @52: move r3 -> r0
  @53: return
  @54: match_fail FunctionClause r0

function rest/1 (exported)
  @55: enter size=7 arity=1
  @56: bs_start r0 ctx=r1 else @61
  @57: bs_get ctx=r1 size=3 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @61
  @58: bs_get ctx=r1 size=5 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r4 else @61
  @59: bs_rest ctx=r1 unit=1 -> r5 else @61
  @60: test_put_tuple {r4, r5} -> r0 live=6; return
  @61: match_fail FunctionClause r0

function sum/2 (exported)
  @62: enter size=7 arity=2
  @63: bs_start r0 ctx=r2 else @69
  @64: bs_get ctx=r2 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r4 else @69
  @65: cmp Gt r4, 0 else @71
  @66: bs_rest_reuse ctx=r2 unit=8 -> r5 else @69
  @67: add r1, r4 -> r1 else raise
  @68: move r5 -> r0; call_only sum/2 base=r0 arity=2
  @69: bs_start r0 ctx=r2 else @73
  @70: bs_get ctx=r2 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r4 else @73
  @71: bs_rest_reuse ctx=r2 unit=8 -> r5 else @73
  @72: move r5 -> r0; call_only sum/2 base=r0 arity=2
  @73: test EmptyBitstring r0 else @76
  @74: move r1 -> r0
  @75: return
  @76: match_fail FunctionClause r0

function skip/2 (exported)
  @77: enter size=7 arity=2
  @78: bs_start r0 ctx=r2 else @83
  @79: bs_get ctx=r2 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r4 else @83
  @80: bs_rest ctx=r2 unit=8 -> r5 else @83
  @81: test_put_cons r5, r1 -> r1 live=6
  @82: move r5 -> r0; call_only skip/2 base=r0 arity=2
  @83: test EmptyBitstring r0 else @86
  @84: move r1 -> r0
  @85: return
  @86: match_fail FunctionClause r0

function module_info/0 (exported)
  @87: enter size=2 arity=0
  @88: move binaries -> r0
  @89: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @90: enter size=3 arity=1
  @91: move2 r0 -> r1, binaries -> r0
  @92: call_ext_only erlang:get_module_info/2 base=r0 arity=2
