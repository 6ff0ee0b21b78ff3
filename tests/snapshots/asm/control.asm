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
  @38: jump @41
  @39: move2 3 -> r1, 4 -> r2
  @40: move 4 -> r3
  @41: add r1, r2 -> r0 else raise
  @42: return

function m/1 (exported)
  @43: enter size=5 arity=1
  @44: is_tuple r0 arity=2 else @51
  @45: get_element2 r0 1 -> r1, 2 -> r2
  @46: test Cons r1 else @50
  @47: get_hd r1 -> r3
  @48: add r3, r2 -> r0 else raise
  @49: return
  @50: match_fail Badmatch r1
  @51: match_fail Badmatch r0

function t/1 (exported)
  @52: enter size=10 arity=1 clear=r1..r9
  @53: try handler=@78 regs=r1
  @54: try handler=@64 regs=r5
  @55: move r0 -> r9; call_fun base=r9 arity=0
  @56: move r9 -> r8
  @57: try_end
  @58: is_eq_imm r8, ok else @61
  @59: move fine -> r4
  @60: jump @73
  @61: test_put_tuple {other, r8} -> r9 live=9
  @62: move r9 -> r4
  @63: jump @73
  @64: is_eq_imm r5, throw else @68
  @65: test_put_tuple {thrown, r6} -> r9 live=7
  @66: move r9 -> r4
  @67: jump @73
  @68: is_eq_imm r5, error else @72
  @69: test_put_tuple {error, r6, r7} -> r9 live=8
  @70: move r9 -> r4
  @71: jump @73
  @72: raise r5 r6 r7
  @73: try_end
  @74: move [100,111,110,101,126,110] -> r5
  @75: call_ext io:format/1 base=r5
  @76: move r4 -> r0
  @77: return
  @78: move [100,111,110,101,126,110] -> r5
  @79: call_ext io:format/1 base=r5
  @80: raise r1 r2 r3

function t2/1 (exported)
  @81: enter size=3 arity=1
  @82: catch handler=@86 -> r1
  @83: add r0, 1 -> r2 else raise
  @84: move r2 -> r1
  @85: catch_end
  @86: move r1 -> r0
  @87: return

function sc/2 (exported)
  @88: enter size=3 arity=2
  @89: is_eq_imm r0, true else @97
  @90: is_eq_imm r1, true else @93
  @91: move true -> r0
  @92: return
  @93: is_eq_imm r1, false else @95
  @94: return
  @95: test_put_tuple {badarg, r1} -> r2 live=2
  @96: raise error r2 
  @97: is_eq_imm r0, false else @100
  @98: move false -> r0
  @99: return
  @100: test_put_tuple {badarg, r0} -> r2 live=1
  @101: raise error r2 

function send/2 (exported)
  @102: enter size=5 arity=2
  @103: bif erlang:self/0() -> r2 else raise
  @104: test_put_tuple {r2, r1} -> r3 live=3
  @105: send r0 ! r3 -> r4
  @106: move r4 -> r0
  @107: return

function module_info/0 (exported)
  @108: enter size=2 arity=0
  @109: move control -> r0
  @110: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @111: enter size=3 arity=1
  @112: move2 r0 -> r1, control -> r0
  @113: call_ext_only erlang:get_module_info/2 base=r0 arity=2
