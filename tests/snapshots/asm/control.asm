module control

function c/1 (exported)
  @0: enter size=2 arity=1
  @1: is_tagged_tuple r0 arity=2 tag=ok else @6
  @2: get_element r0 2 -> r1
  @3: cmp Gt r1, 0 else @6
  @4: move r1 -> r0
  @5: return
  @6: is_tagged_tuple r0 arity=2 tag=error else @8
  @7: return
  @8: move undefined -> r0
  @9: return

function i/1 (exported)
  @10: enter size=1 arity=1
  @11: cmp Gt r0, 0 else @14
  @12: move pos -> r0
  @13: return
  @14: cmp Lt r0, 0 else @17
  @15: move neg -> r0
  @16: return
  @17: move zero -> r0
  @18: return

function r/0 (exported)
  @19: enter size=2 arity=0 clear=r0..r2
  @20: recv_peek -> r0 else @31
  @21: is_tagged_tuple r0 arity=2 tag=msg else @26
  @22: get_element r0 2 -> r1
  @23: recv_accept
  @24: move r1 -> r0
  @25: return
  @26: is_eq_imm r0, stop else @30
  @27: recv_accept
  @28: move stopped -> r0
  @29: return
  @30: recv_next @20
  @31: recv_wait timeout=100 again=@20
  @32: move timeout -> r0
  @33: return

function exported/1 (exported)
  @34: enter size=5 arity=1
  @35: is_eq_imm r0, a else @39
  @36: move2 1 -> r1, 2 -> r2
  @37: move 2 -> r3
  @38: jump @42
  @39: move2 3 -> r1, 4 -> r2
  @40: move 4 -> r3
  @41: jump @42
  @42: add r1, r2 -> r0 else raise
  @43: return

function m/1 (exported)
  @44: enter size=10 arity=1
  @45: is_tuple r0 arity=2 else @57
  @46: get_element2 r0 1 -> r1, 2 -> r2
  @47: move2 r1 -> r3, r2 -> r4
  @48: move r0 -> r5
  @49: jump @50
  @50: test Cons r3 else @56
  @51: get_hd r3 -> r6
  @52: move2 r6 -> r7, r3 -> r8
  @53: jump @54
  @54: add r7, r4 -> r0 else raise
  @55: return
  @56: match_fail Badmatch r3
  @57: match_fail Badmatch r0

function t/1 (exported)
  @58: enter size=10 arity=1 clear=r1..r9
  @59: try handler=@85 regs=r1
  @60: try handler=@71 regs=r5
  @61: move r0 -> r9; call_fun base=r9 arity=0
  @62: move r9 -> r8
  @63: jump @64
  @64: try_end
  @65: is_eq_imm r8, ok else @68
  @66: move fine -> r4
  @67: jump @80
  @68: test_put_tuple {other, r8} -> r9 live=9
  @69: move r9 -> r4
  @70: jump @80
  @71: is_eq_imm r5, throw else @75
  @72: test_put_tuple {thrown, r6} -> r9 live=9
  @73: move r9 -> r4
  @74: jump @80
  @75: is_eq_imm r5, error else @79
  @76: test_put_tuple {error, r6, r7} -> r9 live=9
  @77: move r9 -> r4
  @78: jump @80
  @79: raise r5 r6 r7
  @80: try_end
  @81: move [100,111,110,101,126,110] -> r5
  @82: call_ext io:format/1 base=r5
  @83: move r4 -> r0
  @84: return
  @85: move [100,111,110,101,126,110] -> r5
  @86: call_ext io:format/1 base=r5
  @87: raise r1 r2 r3

function t2/1 (exported)
  @88: enter size=3 arity=1
  @89: catch handler=@94 -> r1
  @90: add r0, 1 -> r2 else raise
  @91: move r2 -> r1
  @92: jump @93
  @93: catch_end
  @94: move r1 -> r0
  @95: return

function sc/2 (exported)
  @96: enter size=3 arity=2
  @97: is_eq_imm r0, true else @105
  @98: is_eq_imm r1, true else @101
  @99: move true -> r0
  @100: return
  @101: is_eq_imm r1, false else @103
  @102: return
  @103: test_put_tuple {badarg, r1} -> r2 live=2
  @104: raise error r2 
  @105: is_eq_imm r0, false else @108
  @106: move false -> r0
  @107: return
  @108: test_put_tuple {badarg, r0} -> r2 live=2
  @109: raise error r2 

function send/2 (exported)
  @110: enter size=5 arity=2
  @111: bif erlang:self/0() -> r2 else raise
  @112: test_put_tuple {r2, r1} -> r3 live=3
  @113: send r0 ! r3 -> r4
  @114: move r4 -> r0
  @115: return

function module_info/0 (exported)
  @116: enter size=2 arity=0
  @117: move control -> r0
  @118: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @119: enter size=3 arity=1
  @120: move2 r0 -> r1, control -> r0
  @121: call_ext_only erlang:get_module_info/2 base=r0 arity=2
