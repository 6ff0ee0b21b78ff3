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
  @44: enter size=5 arity=1
  @45: is_tuple r0 arity=2 else @52
  @46: get_element2 r0 1 -> r1, 2 -> r2
  @47: test Cons r1 else @51
  @48: get_hd r1 -> r3
  @49: add r3, r2 -> r0 else raise
  @50: return
  @51: match_fail Badmatch r1
  @52: match_fail Badmatch r0

function t/1 (exported)
  @53: enter size=10 arity=1 clear=r1..r9
  @54: try handler=@80 regs=r1
  @55: try handler=@66 regs=r5
  @56: move r0 -> r9; call_fun base=r9 arity=0
  @57: move r9 -> r8
  @58: jump @59
  @59: try_end
  @60: is_eq_imm r8, ok else @63
  @61: move fine -> r4
  @62: jump @75
  @63: test_put_tuple {other, r8} -> r9 live=9
  @64: move r9 -> r4
  @65: jump @75
  @66: is_eq_imm r5, throw else @70
  @67: test_put_tuple {thrown, r6} -> r9 live=9
  @68: move r9 -> r4
  @69: jump @75
  @70: is_eq_imm r5, error else @74
  @71: test_put_tuple {error, r6, r7} -> r9 live=9
  @72: move r9 -> r4
  @73: jump @75
  @74: raise r5 r6 r7
  @75: try_end
  @76: move [100,111,110,101,126,110] -> r5
  @77: call_ext io:format/1 base=r5
  @78: move r4 -> r0
  @79: return
  @80: move [100,111,110,101,126,110] -> r5
  @81: call_ext io:format/1 base=r5
  @82: raise r1 r2 r3

function t2/1 (exported)
  @83: enter size=3 arity=1
  @84: catch handler=@89 -> r1
  @85: add r0, 1 -> r2 else raise
  @86: move r2 -> r1
  @87: jump @88
  @88: catch_end
  @89: move r1 -> r0
  @90: return

function sc/2 (exported)
  @91: enter size=3 arity=2
  @92: is_eq_imm r0, true else @100
  @93: is_eq_imm r1, true else @96
  @94: move true -> r0
  @95: return
  @96: is_eq_imm r1, false else @98
  @97: return
  @98: test_put_tuple {badarg, r1} -> r2 live=2
  @99: raise error r2 
  @100: is_eq_imm r0, false else @103
  @101: move false -> r0
  @102: return
  @103: test_put_tuple {badarg, r0} -> r2 live=2
  @104: raise error r2 

function send/2 (exported)
  @105: enter size=5 arity=2
  @106: bif erlang:self/0() -> r2 else raise
  @107: test_put_tuple {r2, r1} -> r3 live=3
  @108: send r0 ! r3 -> r4
  @109: move r4 -> r0
  @110: return

function module_info/0 (exported)
  @111: enter size=2 arity=0
  @112: move control -> r0
  @113: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @114: enter size=3 arity=1
  @115: move2 r0 -> r1, control -> r0
  @116: call_ext_only erlang:get_module_info/2 base=r0 arity=2
