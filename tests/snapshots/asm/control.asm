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
  @62: try handler=@91 regs=r1
  @63: try handler=@76 regs=r5
  @64: move r0 -> r9
  @65: call_fun base=r9 arity=0
  @66: move r9 -> r8
  @67: jump @68
  @68: try_end
  @69: is_eq_imm r8, ok else @72
  @70: move fine -> r4
  @71: jump @86
  @72: test_put_tuple {other, r8} -> r9 live=9
  @73: move r9 -> r4
  @74: jump @86
  @75: match_fail TryClause r8
  @76: is_eq_imm r5, throw else @80
  @77: test_put_tuple {thrown, r6} -> r9 live=9
  @78: move r9 -> r4
  @79: jump @86
  @80: is_eq_imm r5, error else @84
  @81: test_put_tuple {error, r6, r7} -> r9 live=9
  @82: move r9 -> r4
  @83: jump @86
  @84: raise r5 r6 r7
  @85: match_fail CaseClause r5
  @86: try_end
  @87: move [100,111,110,101,126,110] -> r5
  @88: call_ext io:format/1 base=r5
  @89: move r4 -> r0
  @90: return
  @91: move [100,111,110,101,126,110] -> r5
  @92: call_ext io:format/1 base=r5
  @93: raise r1 r2 r3

function t2/1 (exported)
  @94: enter size=3 arity=1
  @95: catch handler=@100 -> r1
  @96: add r0, 1 -> r2 else raise
  @97: move r2 -> r1
  @98: jump @99
  @99: catch_end
  @100: move r1 -> r0
  @101: return

function sc/2 (exported)
  @102: enter size=3 arity=2
  @103: is_eq_imm r0, true else @112
  @104: is_eq_imm r1, true else @107
  @105: move true -> r0
  @106: return
  @107: is_eq_imm r1, false else @109
  @108: return
  @109: test_put_tuple {badarg, r1} -> r2 live=2
  @110: raise error r2 
  @111: match_fail CaseClause r1
  @112: is_eq_imm r0, false else @115
  @113: move false -> r0
  @114: return
  @115: test_put_tuple {badarg, r0} -> r2 live=2
  @116: raise error r2 
  @117: match_fail CaseClause r0

function send/2 (exported)
  @118: enter size=5 arity=2
  @119: bif erlang:self/0() -> r2 else raise
  @120: test_put_tuple {r2, r1} -> r3 live=3
  @121: send r0 ! r3 -> r4
  @122: move r4 -> r0
  @123: return

function module_info/0 (exported)
  @124: enter size=2 arity=0
  @125: move control -> r0
  @126: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @127: enter size=3 arity=1
  @128: move2 r0 -> r1, control -> r0
  @129: call_ext_only erlang:get_module_info/2 base=r0 arity=2
