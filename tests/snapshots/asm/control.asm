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
  @10: match_fail CaseClause r0

function i/1 (exported)
  @11: enter size=1 arity=1
  @12: cmp Gt r0, 0 else @15
  @13: move pos -> r0
  @14: return
  @15: cmp Lt r0, 0 else @18
  @16: move neg -> r0
  @17: return
  @18: move zero -> r0
  @19: return
  @20: match_fail IfClause []

function r/0 (exported)
  @21: enter size=2 arity=0 clear=r0..r2
  @22: recv_peek -> r0 else @33
  @23: is_tagged_tuple r0 arity=2 tag=msg else @28
  @24: get_element r0 2 -> r1
  @25: recv_accept
  @26: move r1 -> r0
  @27: return
  @28: is_eq_imm r0, stop else @32
  @29: recv_accept
  @30: move stopped -> r0
  @31: return
  @32: recv_next @22
  @33: recv_wait timeout=100 again=@22
  @34: move timeout -> r0
  @35: return

function exported/1 (exported)
  @36: enter size=5 arity=1
  @37: is_eq_imm r0, a else @41
  @38: move2 1 -> r1, 2 -> r2
  @39: move 2 -> r3
  @40: jump @45
  @41: move2 3 -> r1, 4 -> r2
  @42: move 4 -> r3
  @43: jump @45
  @44: match_fail CaseClause r0
  @45: add r1, r2 -> r0 else raise
  @46: return

function m/1 (exported)
  @47: enter size=7 arity=1
  @48: is_tuple r0 arity=2 else @53
  @49: get_element2 r0 1 -> r4, 2 -> r5
  @50: move2 r4 -> r1, r5 -> r2
  @51: move r0 -> r3
  @52: jump @54
  @53: match_fail Badmatch r0
  @54: test Cons r1 else @58
  @55: get_hd r1 -> r6
  @56: move2 r6 -> r4, r1 -> r5
  @57: jump @59
  @58: match_fail Badmatch r1
  @59: add r4, r2 -> r0 else raise
  @60: return

function t/1 (exported)
  @61: enter size=10 arity=1 clear=r1..r9
  @62: try handler=@90 regs=r1
  @63: try handler=@75 regs=r5
  @64: move r0 -> r9; call_fun base=r9 arity=0
  @65: move r9 -> r8
  @66: jump @67
  @67: try_end
  @68: is_eq_imm r8, ok else @71
  @69: move fine -> r4
  @70: jump @85
  @71: test_put_tuple {other, r8} -> r9 live=9
  @72: move r9 -> r4
  @73: jump @85
  @74: match_fail TryClause r8
  @75: is_eq_imm r5, throw else @79
  @76: test_put_tuple {thrown, r6} -> r9 live=9
  @77: move r9 -> r4
  @78: jump @85
  @79: is_eq_imm r5, error else @83
  @80: test_put_tuple {error, r6, r7} -> r9 live=9
  @81: move r9 -> r4
  @82: jump @85
  @83: raise r5 r6 r7
  @84: match_fail CaseClause r5
  @85: try_end
  @86: move [100,111,110,101,126,110] -> r5
  @87: call_ext io:format/1 base=r5
  @88: move r4 -> r0
  @89: return
  @90: move [100,111,110,101,126,110] -> r5
  @91: call_ext io:format/1 base=r5
  @92: raise r1 r2 r3

function t2/1 (exported)
  @93: enter size=3 arity=1
  @94: catch handler=@99 -> r1
  @95: add r0, 1 -> r2 else raise
  @96: move r2 -> r1
  @97: jump @98
  @98: catch_end
  @99: move r1 -> r0
  @100: return

function sc/2 (exported)
  @101: enter size=3 arity=2
  @102: is_eq_imm r0, true else @111
  @103: is_eq_imm r1, true else @106
  @104: move true -> r0
  @105: return
  @106: is_eq_imm r1, false else @108
  @107: return
  @108: test_put_tuple {badarg, r1} -> r2 live=2
  @109: raise error r2 
  @110: match_fail CaseClause r1
  @111: is_eq_imm r0, false else @114
  @112: move false -> r0
  @113: return
  @114: test_put_tuple {badarg, r0} -> r2 live=2
  @115: raise error r2 
  @116: match_fail CaseClause r0

function send/2 (exported)
  @117: enter size=5 arity=2
  @118: bif erlang:self/0() -> r2 else raise
  @119: test_put_tuple {r2, r1} -> r3 live=3
  @120: send r0 ! r3 -> r4
  @121: move r4 -> r0
  @122: return

function module_info/0 (exported)
  @123: enter size=2 arity=0
  @124: move control -> r0
  @125: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @126: enter size=3 arity=1
  @127: move2 r0 -> r1, control -> r0
  @128: call_ext_only erlang:get_module_info/2 base=r0 arity=2
