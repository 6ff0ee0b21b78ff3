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
  @8: bs_start r0 ctx=r1 else @15
  @9: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @15
  @10: bs_get ctx=r1 size=r3 BinSpec { ty: Binary, unit: 8, signed: false, endian: Big } -> r4 else @15
  @11: bs_rest ctx=r1 unit=8 -> r5 else @15
  @12: test_heap need=3 live=6
  @13: put_tuple {r4, r5} -> r0
  @14: return
  @15: bs_start r0 ctx=r1 else @27
  @16: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @27
  @17: is_eq_imm r3, 71 else @27
  @18: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r4 else @27
  @19: is_eq_imm r4, 69 else @27
  @20: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r5 else @27
  @21: is_eq_imm r5, 84 else @27
  @22: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r6 else @27
  @23: is_eq_imm r6, 32 else @27
  @24: bs_rest ctx=r1 unit=8 -> r7 else @27
  @25: move r7 -> r0
  @26: return
  @27: bs_start r0 ctx=r1 else @33
  @28: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: true, endian: Big } -> r3 else @33
  @29: is_eq_imm r3, -1 else @33
  @30: bs_rest ctx=r1 unit=1 -> r4 else @33
  @31: move minus -> r0
  @32: return
  @33: move error -> r0
  @34: return
  @35: match_fail FunctionClause r0

function sized/1 (exported)
  @36: enter size=2 arity=1
  @37: bs_build <<0:r0/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }, 7:4/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }, 1:4/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }>> -> r1
  @38: move r1 -> r0
  @39: return

function str/1 (exported)
  @40: enter size=2 arity=1
  @41: bs_build <<r0:default/BinSpec { ty: Binary, unit: 8, signed: false, endian: Big }, 33:default/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }>> -> r1
  @42: move r1 -> r0
  @43: return

function utf/1 (exported)
  @44: enter size=5 arity=1
  @45: bs_start r0 ctx=r1 else @50
  @46: bs_get ctx=r1 size=default BinSpec { ty: Utf8, unit: 1, signed: false, endian: Big } -> r3 else @50
  @47: bs_rest ctx=r1 unit=8 -> r4 else @50
  @48: move r3 -> r0
  @49: return
  @50: match_fail FunctionClause r0

function floats/1 (exported)
  @51: enter size=4 arity=1
  @52: bs_start r0 ctx=r1 else @57
  @53: bs_get ctx=r1 size=32 BinSpec { ty: Float, unit: 1, signed: false, endian: Big } -> r3 else @57
  @54: bs_end ctx=r1 else @57
  @55: move r3 -> r0
  @56: return
  @57: match_fail FunctionClause r0

function rest/1 (exported)
  @58: enter size=7 arity=1
  @59: bs_start r0 ctx=r1 else @66
  @60: bs_get ctx=r1 size=3 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @66
  @61: bs_get ctx=r1 size=5 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r4 else @66
  @62: bs_rest ctx=r1 unit=1 -> r5 else @66
  @63: test_heap need=3 live=6
  @64: put_tuple {r4, r5} -> r0
  @65: return
  @66: match_fail FunctionClause r0

function module_info/0 (exported)
  @67: enter size=2 arity=0
  @68: move binaries -> r0
  @69: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @70: enter size=3 arity=1
  @71: move2 r0 -> r1, binaries -> r0
  @72: call_ext_only erlang:get_module_info/2 base=r0 arity=2
