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
  @8: bs_start r0 ctx=r1 else @16
  @9: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @16
  @10: bs_get ctx=r1 size=r3 BinSpec { ty: Binary, unit: 8, signed: false, endian: Big } -> r4 else @16
  @11: bs_rest ctx=r1 unit=8 -> r5 else @16
  @12: test_heap need=3 live=6
  @13: put_tuple {r4, r5} -> r6
  @14: move r6 -> r0
  @15: return
  @16: bs_start r0 ctx=r1 else @28
  @17: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @28
  @18: cmp ExactEq r3, 71 else @28
  @19: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r4 else @28
  @20: cmp ExactEq r4, 69 else @28
  @21: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r5 else @28
  @22: cmp ExactEq r5, 84 else @28
  @23: bs_get ctx=r1 size=default BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r6 else @28
  @24: cmp ExactEq r6, 32 else @28
  @25: bs_rest ctx=r1 unit=8 -> r7 else @28
  @26: move r7 -> r0
  @27: return
  @28: bs_start r0 ctx=r1 else @34
  @29: bs_get ctx=r1 size=8 BinSpec { ty: Integer, unit: 1, signed: true, endian: Big } -> r3 else @34
  @30: cmp ExactEq r3, -1 else @34
  @31: bs_rest ctx=r1 unit=1 -> r4 else @34
  @32: move minus -> r0
  @33: return
  @34: move error -> r0
  @35: return
  @36: match_fail FunctionClause r0

function sized/1 (exported)
  @37: enter size=2 arity=1
  @38: bs_build <<0:r0/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }, 7:4/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }, 1:4/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }>> -> r1
  @39: move r1 -> r0
  @40: return

function str/1 (exported)
  @41: enter size=2 arity=1
  @42: bs_build <<r0:default/BinSpec { ty: Binary, unit: 8, signed: false, endian: Big }, 33:default/BinSpec { ty: Integer, unit: 1, signed: false, endian: Big }>> -> r1
  @43: move r1 -> r0
  @44: return

function utf/1 (exported)
  @45: enter size=5 arity=1
  @46: bs_start r0 ctx=r1 else @51
  @47: bs_get ctx=r1 size=default BinSpec { ty: Utf8, unit: 1, signed: false, endian: Big } -> r3 else @51
  @48: bs_rest ctx=r1 unit=8 -> r4 else @51
  @49: move r3 -> r0
  @50: return
  @51: match_fail FunctionClause r0

function floats/1 (exported)
  @52: enter size=4 arity=1
  @53: bs_start r0 ctx=r1 else @58
  @54: bs_get ctx=r1 size=32 BinSpec { ty: Float, unit: 1, signed: false, endian: Big } -> r3 else @58
  @55: bs_end ctx=r1 else @58
  @56: move r3 -> r0
  @57: return
  @58: match_fail FunctionClause r0

function rest/1 (exported)
  @59: enter size=7 arity=1
  @60: bs_start r0 ctx=r1 else @68
  @61: bs_get ctx=r1 size=3 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r3 else @68
  @62: bs_get ctx=r1 size=5 BinSpec { ty: Integer, unit: 1, signed: false, endian: Big } -> r4 else @68
  @63: bs_rest ctx=r1 unit=1 -> r5 else @68
  @64: test_heap need=3 live=6
  @65: put_tuple {r4, r5} -> r6
  @66: move r6 -> r0
  @67: return
  @68: match_fail FunctionClause r0

function module_info/0 (exported)
  @69: enter size=2 arity=0
  @70: move binaries -> r0
  @71: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @72: enter size=3 arity=1
  @73: move r0 -> r1
  @74: move binaries -> r0
  @75: call_ext_only erlang:get_module_info/2 base=r0 arity=2
