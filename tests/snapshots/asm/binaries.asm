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
  @8: bs_start r0 ctx=r1 else @14
  @9: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @14
  @10: bs_get ctx=r1 size=r3 BinSpec { ty: Binary, unit: 8, signed: false, endian: Big } -> r4 else @14
  @11: bs_rest ctx=r1 unit=8 -> r5 else @14
  @12: test_put_tuple {r4, r5} -> r0 live=6
  @13: return
  @14: bs_start r0 ctx=r1 else @26
  @15: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @26
  @16: is_eq_imm r3, 71 else @26
  @17: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r4 else @26
  @18: is_eq_imm r4, 69 else @26
  @19: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r5 else @26
  @20: is_eq_imm r5, 84 else @26
  @21: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r6 else @26
  @22: is_eq_imm r6, 32 else @26
  @23: bs_rest ctx=r1 unit=8 -> r7 else @26
  @24: move r7 -> r0
  @25: return
  @26: bs_start r0 ctx=r1 else @32
  @27: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: true, endian: Big } -> r3 else @32
  @28: is_eq_imm r3, -1 else @32
  @29: bs_rest ctx=r1 unit=1 -> r4 else @32
  @30: move minus -> r0
  @31: return
  @32: move error -> r0
  @33: return
  @34: match_fail FunctionClause r0

function sized/1 (exported)
  @35: enter size=2 arity=1
  @36: bs_build <<0:r0/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }, 7:4/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }, 1:4/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }>> -> r1
  @37: move r1 -> r0
  @38: return

function str/1 (exported)
  @39: enter size=2 arity=1
  @40: bs_build <<r0:default/BinSpec { ty: Binary, unit: 8, signed: false, endian: Big }, 33:default/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }>> -> r1
  @41: move r1 -> r0
  @42: return

function utf/1 (exported)
  @43: enter size=5 arity=1
  @44: bs_start r0 ctx=r1 else @49
  @45: bs_get ctx=r1 size=default BinSpec { ty: Utf8, unit: 1, signed: false, endian: Big } -> r3 else @49
  @46: bs_rest ctx=r1 unit=8 -> r4 else @49
  @47: move r3 -> r0
  @48: return
  @49: match_fail FunctionClause r0

function floats/1 (exported)
  @50: enter size=4 arity=1
  @51: bs_start r0 ctx=r1 else @56
  @52: bs_get ctx=r1 size=32 BinSpec { ty: Float, unit: 1, signed: false, endian: Big } -> r3 else @56
  @53: bs_end ctx=r1 else @56
  @54: move r3 -> r0
  @55: return
  @56: match_fail FunctionClause r0

function rest/1 (exported)
  @57: enter size=7 arity=1
  @58: bs_start r0 ctx=r1 else @64
  @59: bs_get ctx=r1 size=3 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @64
  @60: bs_get ctx=r1 size=5 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r4 else @64
  @61: bs_rest ctx=r1 unit=1 -> r5 else @64
  @62: test_put_tuple {r4, r5} -> r0 live=6
  @63: return
  @64: match_fail FunctionClause r0

function module_info/0 (exported)
  @65: enter size=2 arity=0
  @66: move binaries -> r0
  @67: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @68: enter size=3 arity=1
  @69: move2 r0 -> r1, binaries -> r0
  @70: call_ext_only erlang:get_module_info/2 base=r0 arity=2
