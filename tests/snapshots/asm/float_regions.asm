module float_regions

function dist/6 (exported)
  @0: enter size=15 arity=6 clear=r7..r13
  @1: test_heap need=4 live=6
  @2: fsub r0, r3 -> f0, r6 else @11
  @3: fsub r1, r4 -> f1 else @11
  @4: fsub r2, r5 -> f2 else @11
  @5: fmul f0, f0 -> f3 else @11
  @6: fmul f1, f1 -> f4 else @11
  @7: fadd f3, f4 -> f5 else @11
  @8: fmul f2, f2 -> f6 else @11
  @9: fadd f5, f6 -> f7, r13 else @11
  @10: jump @19
  @11: sub r0, r3 -> r6 else raise
  @12: sub r1, r4 -> r7 else raise
  @13: sub r2, r5 -> r8 else raise
  @14: mul r6, r6 -> r9 else raise
  @15: mul r7, r7 -> r10 else raise
  @16: add r9, r10 -> r11 else raise
  @17: mul r8, r8 -> r12 else raise
  @18: add r11, r12 -> r13 else raise
  @19: test_put_tuple {r13, r6} -> r0 live=14; return

function lcg/1 (exported)
  @20: enter size=2 arity=1
  @21: mul r0, 1103515245 -> r1 else raise
  @22: add r1, 12345 -> r1 else raise
  @23: arith Band r1, 2147483647 -> r0 else raise
  @24: return

function root/2 (exported)
  @25: enter size=10 arity=2 clear=r5..r8
  @26: test_heap need=2 live=2
  @27: fmul r0, r0 -> f0 else @34
  @28: fmul r1, r1 -> f1 else @34
  @29: fadd f0, f1 -> f2 else @34
  @30: fsqrt f2 -> f3 else @34
  @31: fneg f3 -> f4 else @34
  @32: fmul f4, 0.5 -> f5, r7 else @34
  @33: jump @42
  @34: mul r0, r0 -> r2 else raise
  @35: mul r1, r1 -> r3 else raise
  @36: add r2, r3 -> r4 else raise
  @37: move r4 -> r8
  @38: call_ext math:sqrt/1 base=r8
  @39: move r8 -> r5
  @40: bif erlang:-/1(r5) -> r6 else raise
  @41: mul r6, 0.5 -> r7 else raise
  @42: move r7 -> r0
  @43: return

function module_info/0 (exported)
  @44: enter size=2 arity=0
  @45: move float_regions -> r0
  @46: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @47: enter size=3 arity=1
  @48: move2 r0 -> r1, float_regions -> r0
  @49: call_ext_only erlang:get_module_info/2 base=r0 arity=2
