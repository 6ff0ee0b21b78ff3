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
  @21: enter size=2 arity=0
  @22: recv_peek -> r0 else @33
  @23: is_tagged_tuple r0 arity=2 tag=msg else @28
  @24: get_element r0 2 -> r1
  @25: recv_accept
  @26: move r1 -> r0
  @27: return
  @28: cmp ExactEq r0, stop else @32
  @29: recv_accept
  @30: move stopped -> r0
  @31: return
  @32: recv_next @22
  @33: recv_wait timeout=100 again=@22
  @34: move timeout -> r0
  @35: return

function exported/1 (exported)
  @36: enter size=5 arity=1
  @37: cmp ExactEq r0, a else @42
  @38: move 1 -> r1
  @39: move 2 -> r2
  @40: move 2 -> r3
  @41: jump @47
  @42: move 3 -> r1
  @43: move 4 -> r2
  @44: move 4 -> r3
  @45: jump @47
  @46: match_fail CaseClause r0
  @47: arith Add r1, r2 -> r4 else raise
  @48: move r4 -> r0
  @49: return

function m/1 (exported)
  @50: enter size=7 arity=1
  @51: is_tuple r0 arity=2 else @58
  @52: get_element r0 1 -> r4
  @53: get_element r0 2 -> r5
  @54: move r4 -> r1
  @55: move r5 -> r2
  @56: move r0 -> r3
  @57: jump @59
  @58: match_fail Badmatch r0
  @59: test Cons r1 else @64
  @60: get_hd r1 -> r6
  @61: move r6 -> r4
  @62: move r1 -> r5
  @63: jump @65
  @64: match_fail Badmatch r1
  @65: arith Add r4, r2 -> r6 else raise
  @66: move r6 -> r0
  @67: return

function t/1 (exported)
  @68: enter size=10 arity=1
  @69: try handler=@101 regs=r1
  @70: try handler=@84 regs=r5
  @71: move r0 -> r9
  @72: call_fun base=r9 arity=0
  @73: move r9 -> r8
  @74: jump @75
  @75: try_end
  @76: cmp ExactEq r8, ok else @79
  @77: move fine -> r4
  @78: jump @96
  @79: test_heap need=3 live=9
  @80: put_tuple {other, r8} -> r9
  @81: move r9 -> r4
  @82: jump @96
  @83: match_fail TryClause r8
  @84: cmp ExactEq r5, throw else @89
  @85: test_heap need=3 live=9
  @86: put_tuple {thrown, r6} -> r9
  @87: move r9 -> r4
  @88: jump @96
  @89: cmp ExactEq r5, error else @94
  @90: test_heap need=4 live=9
  @91: put_tuple {error, r6, r7} -> r9
  @92: move r9 -> r4
  @93: jump @96
  @94: raise r5 r6 r7
  @95: match_fail CaseClause r5
  @96: try_end
  @97: move [100,111,110,101,126,110] -> r5
  @98: call_ext io:format/1 base=r5
  @99: move r4 -> r0
  @100: return
  @101: move [100,111,110,101,126,110] -> r5
  @102: call_ext io:format/1 base=r5
  @103: raise r1 r2 r3

function t2/1 (exported)
  @104: enter size=3 arity=1
  @105: catch handler=@110 -> r1
  @106: arith Add r0, 1 -> r2 else raise
  @107: move r2 -> r1
  @108: jump @109
  @109: catch_end
  @110: move r1 -> r0
  @111: return

function sc/2 (exported)
  @112: enter size=3 arity=2
  @113: cmp ExactEq r0, true else @123
  @114: cmp ExactEq r1, true else @117
  @115: move true -> r0
  @116: return
  @117: cmp ExactEq r1, false else @119
  @118: return
  @119: test_heap need=3 live=2
  @120: put_tuple {badarg, r1} -> r2
  @121: raise error r2 
  @122: match_fail CaseClause r1
  @123: cmp ExactEq r0, false else @126
  @124: move false -> r0
  @125: return
  @126: test_heap need=3 live=2
  @127: put_tuple {badarg, r0} -> r2
  @128: raise error r2 
  @129: match_fail CaseClause r0

function send/2 (exported)
  @130: enter size=5 arity=2
  @131: bif erlang:self/0() -> r2 else raise
  @132: test_heap need=3 live=3
  @133: put_tuple {r2, r1} -> r3
  @134: send r0 ! r3 -> r4
  @135: move r4 -> r0
  @136: return

function module_info/0 (exported)
  @137: enter size=2 arity=0
  @138: move control -> r0
  @139: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @140: enter size=3 arity=1
  @141: move r0 -> r1
  @142: move control -> r0
  @143: call_ext_only erlang:get_module_info/2 base=r0 arity=2
