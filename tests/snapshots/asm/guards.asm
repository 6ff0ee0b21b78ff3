module guards

function t/1 (exported)
  @0: enter size=6 arity=1
  @1: bif erlang:is_list/1(r0) -> r1 else @16
  @2: is_eq_imm r1, true else @5
  @3: move true -> r2
  @4: jump @13
  @5: bif erlang:is_tuple/1(r0) -> r3 else @16
  @6: is_eq_imm r3, true else @11
  @7: bif erlang:tuple_size/1(r0) -> r4 else @16
  @8: bif erlang:>/2(r4, 0) -> r5 else @16
  @9: move r5 -> r2
  @10: jump @13
  @11: move false -> r2
  @12: jump @13
  @13: is_eq_imm r2, true else @16
  @14: move container -> r0
  @15: return
  @16: is_function r0 1 else @19
  @17: move fn -> r0
  @18: return
  @19: bif erlang:is_binary/1(r0) -> r1 else @30
  @20: is_eq_imm r1, true else @25
  @21: bif erlang:byte_size/1(r0) -> r3 else @30
  @22: bif erlang:>=/2(r3, 4) -> r4 else @30
  @23: move r4 -> r2
  @24: jump @27
  @25: move false -> r2
  @26: jump @27
  @27: is_eq_imm r2, true else @30
  @28: move bin -> r0
  @29: return
  @30: move other -> r0
  @31: return

function bif/2 (exported)
  @32: enter size=9 arity=2
  @33: bif erlang:abs/1(r0) -> r2 else @50
  @34: bif erlang:>/2(r2, r1) -> r3 else @50
  @35: is_eq_imm r3, true else @45
  @36: bif erlang:element/2(1, r1) -> r5 else @50
  @37: bif erlang:=:=/2(r5, a) -> r6 else @50
  @38: is_eq_imm r6, true else @43
  @39: arith Rem r0, 2 -> r7 else @50
  @40: bif erlang:==/2(r7, 0) -> r8 else @50
  @41: move r8 -> r4
  @42: jump @47
  @43: move false -> r4
  @44: jump @47
  @45: move false -> r4
  @46: jump @47
  @47: is_eq_imm r4, true else @50
  @48: move ok -> r0
  @49: return
  @50: move no -> r0
  @51: return

function alt/1 (exported)
  @52: enter size=9 arity=1
  @53: try handler=@61 regs=r3
  @54: bif erlang:hd/1(r0) -> r7 else raise
  @55: bif erlang:=:=/2(r7, 1) -> r8 else raise
  @56: move r8 -> r6
  @57: jump @58
  @58: try_end
  @59: move r6 -> r2
  @60: jump @63
  @61: move false -> r2
  @62: jump @63
  @63: is_eq_imm r2, true else @66
  @64: move true -> r1
  @65: jump @69
  @66: bif erlang:=:=/2(r0, []) -> r3 else @72
  @67: move r3 -> r1
  @68: jump @69
  @69: is_eq_imm r1, true else @72
  @70: move yes -> r0
  @71: return
  @72: move no -> r0
  @73: return

function sc/1 (exported)
  @74: enter size=7 arity=1
  @75: bif erlang:>/2(r0, 0) -> r1 else @100
  @76: is_eq_imm r1, true else @80
  @77: bif erlang:</2(r0, 10) -> r4 else @100
  @78: move r4 -> r3
  @79: jump @84
  @80: is_eq_imm r1, false else @100
  @81: move false -> r3
  @82: jump @84
  @83: jump @100
  @84: is_eq_imm r3, true else @87
  @85: move true -> r2
  @86: jump @97
  @87: bif erlang:=:=/2(r0, -1) -> r4 else @100
  @88: is_eq_imm r4, true else @91
  @89: move true -> r2
  @90: jump @97
  @91: is_eq_imm r4, false else @100
  @92: bif erlang:is_integer/1(r0) -> r5 else @100
  @93: bif erlang:not/1(r5) -> r6 else @100
  @94: move r6 -> r2
  @95: jump @97
  @96: jump @100
  @97: is_eq_imm r2, true else @100
  @98: move ok -> r0
  @99: return
  @100: move no -> r0
  @101: return

function module_info/0 (exported)
  @102: enter size=2 arity=0
  @103: move guards -> r0
  @104: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @105: enter size=3 arity=1
  @106: move2 r0 -> r1, guards -> r0
  @107: call_ext_only erlang:get_module_info/2 base=r0 arity=2
