module guards

function t/1 (exported)
  @0: enter size=6 arity=1
  @1: bif erlang:is_list/1(r0) -> r1 else @18
  @2: is_eq_imm r1, true else @5
  @3: move true -> r2
  @4: jump @15
  @5: bif erlang:is_tuple/1(r0) -> r3 else @18
  @6: is_eq_imm r3, true else @11
  @7: bif erlang:tuple_size/1(r0) -> r4 else @18
  @8: bif erlang:>/2(r4, 0) -> r5 else @18
  @9: move r5 -> r2
  @10: jump @15
  @11: move false -> r2
  @12: jump @15
  @13: jump @18
  @14: jump @18
  @15: is_eq_imm r2, true else @18
  @16: move container -> r0
  @17: return
  @18: is_function r0 1 else @21
  @19: move fn -> r0
  @20: return
  @21: bif erlang:is_binary/1(r0) -> r1 else @33
  @22: is_eq_imm r1, true else @27
  @23: bif erlang:byte_size/1(r0) -> r3 else @33
  @24: bif erlang:>=/2(r3, 4) -> r4 else @33
  @25: move r4 -> r2
  @26: jump @30
  @27: move false -> r2
  @28: jump @30
  @29: jump @33
  @30: is_eq_imm r2, true else @33
  @31: move bin -> r0
  @32: return
  @33: move other -> r0
  @34: return
  @35: match_fail FunctionClause r0

function bif/2 (exported)
  @36: enter size=9 arity=2
  @37: bif erlang:abs/1(r0) -> r2 else @56
  @38: bif erlang:>/2(r2, r1) -> r3 else @56
  @39: is_eq_imm r3, true else @50
  @40: bif erlang:element/2(1, r1) -> r5 else @56
  @41: bif erlang:=:=/2(r5, a) -> r6 else @56
  @42: is_eq_imm r6, true else @47
  @43: arith Rem r0, 2 -> r7 else @56
  @44: bif erlang:==/2(r7, 0) -> r8 else @56
  @45: move r8 -> r4
  @46: jump @53
  @47: move false -> r4
  @48: jump @53
  @49: jump @56
  @50: move false -> r4
  @51: jump @53
  @52: jump @56
  @53: is_eq_imm r4, true else @56
  @54: move ok -> r0
  @55: return
  @56: move no -> r0
  @57: return
  @58: match_fail FunctionClause r0

function alt/1 (exported)
  @59: enter size=9 arity=1
  @60: try handler=@68 regs=r3
  @61: bif erlang:hd/1(r0) -> r7 else raise
  @62: bif erlang:=:=/2(r7, 1) -> r8 else raise
  @63: move r8 -> r6
  @64: jump @65
  @65: try_end
  @66: move r6 -> r2
  @67: jump @70
  @68: move false -> r2
  @69: jump @70
  @70: is_eq_imm r2, true else @73
  @71: move true -> r1
  @72: jump @77
  @73: bif erlang:=:=/2(r0, []) -> r3 else @80
  @74: move r3 -> r1
  @75: jump @77
  @76: jump @80
  @77: is_eq_imm r1, true else @80
  @78: move yes -> r0
  @79: return
  @80: move no -> r0
  @81: return
  @82: match_fail FunctionClause r0

function sc/1 (exported)
  @83: enter size=7 arity=1 clear=r2..r4
  @84: bif erlang:>/2(r0, 0) -> r1 else @114
  @85: is_eq_imm r1, true else @89
  @86: bif erlang:</2(r0, 10) -> r4 else @114
  @87: move r4 -> r3
  @88: jump @95
  @89: is_eq_imm r1, false else @92
  @90: move false -> r3
  @91: jump @95
  @92: test_put_tuple {badarg, r1} -> r4 live=4
  @93: raise error r4 
  @94: jump @114
  @95: is_eq_imm r3, true else @98
  @96: move true -> r2
  @97: jump @111
  @98: bif erlang:=:=/2(r0, -1) -> r4 else @114
  @99: is_eq_imm r4, true else @102
  @100: move true -> r2
  @101: jump @111
  @102: is_eq_imm r4, false else @107
  @103: bif erlang:is_integer/1(r0) -> r5 else @114
  @104: bif erlang:not/1(r5) -> r6 else @114
  @105: move r6 -> r2
  @106: jump @111
  @107: test_put_tuple {badarg, r4} -> r5 live=5
  @108: raise error r5 
  @109: jump @114
  @110: jump @114
  @111: is_eq_imm r2, true else @114
  @112: move ok -> r0
  @113: return
  @114: move no -> r0
  @115: return
  @116: match_fail FunctionClause r0

function module_info/0 (exported)
  @117: enter size=2 arity=0
  @118: move guards -> r0
  @119: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @120: enter size=3 arity=1
  @121: move2 r0 -> r1, guards -> r0
  @122: call_ext_only erlang:get_module_info/2 base=r0 arity=2
