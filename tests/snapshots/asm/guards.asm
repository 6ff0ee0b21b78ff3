module guards

function t/1 (exported)
  @0: enter size=6 arity=1
  @1: bif erlang:is_list/1(r0) -> r1 else @15
  @2: is_eq_imm r1, true else @5
  @3: move true -> r2
  @4: jump @12
  @5: bif erlang:is_tuple/1(r0) -> r3 else @15
  @6: is_eq_imm r3, true else @11
  @7: bif erlang:tuple_size/1(r0) -> r4 else @15
  @8: cmp_value Gt r4, 0 -> r5
  @9: move r5 -> r2
  @10: jump @12
  @11: move false -> r2
  @12: is_eq_imm r2, true else @15
  @13: move container -> r0
  @14: return
  @15: is_function r0 1 else @18
  @16: move fn -> r0
  @17: return
  @18: bif erlang:is_binary/1(r0) -> r1 else @28
  @19: is_eq_imm r1, true else @24
  @20: bif erlang:byte_size/1(r0) -> r3 else @28
  @21: cmp_value Ge r3, 4 -> r4
  @22: move r4 -> r2
  @23: jump @25
  @24: move false -> r2
  @25: is_eq_imm r2, true else @28
  @26: move bin -> r0
  @27: return
  @28: move other -> r0
  @29: return

function bif/2 (exported)
  @30: enter size=9 arity=2
  @31: bif erlang:abs/1(r0) -> r2 else @47
  @32: cmp_value Gt r2, r1 -> r3
  @33: is_eq_imm r3, true else @43
  @34: element 1 r1 -> r5 else @47
  @35: cmp_value ExactEq r5, a -> r6
  @36: is_eq_imm r6, true else @41
  @37: arith Rem r0, 2 -> r7 else @47
  @38: cmp_value Eq r7, 0 -> r8
  @39: move r8 -> r4
  @40: jump @44
  @41: move false -> r4
  @42: jump @44
  @43: move false -> r4
  @44: is_eq_imm r4, true else @47
  @45: move ok -> r0
  @46: return
  @47: move no -> r0
  @48: return

function alt/1 (exported)
  @49: enter size=9 arity=1
  @50: try handler=@57 regs=r3
  @51: bif erlang:hd/1(r0) -> r7 else raise
  @52: cmp_value ExactEq r7, 1 -> r8
  @53: move r8 -> r6
  @54: try_end
  @55: move r6 -> r2
  @56: jump @58
  @57: move false -> r2
  @58: is_eq_imm r2, true else @61
  @59: move true -> r1
  @60: jump @63
  @61: cmp_value ExactEq r0, [] -> r3
  @62: move r3 -> r1
  @63: is_eq_imm r1, true else @66
  @64: move yes -> r0
  @65: return
  @66: move no -> r0
  @67: return

function sc/1 (exported)
  @68: enter size=7 arity=1
  @69: cmp_value Gt r0, 0 -> r1
  @70: is_eq_imm r1, true else @74
  @71: cmp_value Lt r0, 10 -> r4
  @72: move r4 -> r3
  @73: jump @78
  @74: is_eq_imm r1, false else @94
  @75: move false -> r3
  @76: jump @78
  @77: jump @94
  @78: is_eq_imm r3, true else @81
  @79: move true -> r2
  @80: jump @91
  @81: cmp_value ExactEq r0, -1 -> r4
  @82: is_eq_imm r4, true else @85
  @83: move true -> r2
  @84: jump @91
  @85: is_eq_imm r4, false else @94
  @86: bif erlang:is_integer/1(r0) -> r5 else @94
  @87: bif erlang:not/1(r5) -> r6 else @94
  @88: move r6 -> r2
  @89: jump @91
  @90: jump @94
  @91: is_eq_imm r2, true else @94
  @92: move ok -> r0
  @93: return
  @94: move no -> r0
  @95: return

function module_info/0 (exported)
  @96: enter size=2 arity=0
  @97: move guards -> r0
  @98: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @99: enter size=3 arity=1
  @100: move2 r0 -> r1, guards -> r0
  @101: call_ext_only erlang:get_module_info/2 base=r0 arity=2
