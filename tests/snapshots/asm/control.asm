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
  @37: cmp ExactEq r0, a else @41
  @38: move2 1 -> r1, 2 -> r2
  @39: move 2 -> r3
  @40: jump @45
  @41: move2 3 -> r1, 4 -> r2
  @42: move 4 -> r3
  @43: jump @45
  @44: match_fail CaseClause r0
  @45: arith Add r1, r2 -> r0 else raise
  @46: return

function m/1 (exported)
  @47: enter size=7 arity=1
  @48: is_tuple r0 arity=2 else @54
  @49: get_element r0 1 -> r4
  @50: get_element r0 2 -> r5
  @51: move2 r4 -> r1, r5 -> r2
  @52: move r0 -> r3
  @53: jump @55
  @54: match_fail Badmatch r0
  @55: test Cons r1 else @59
  @56: get_hd r1 -> r6
  @57: move2 r6 -> r4, r1 -> r5
  @58: jump @60
  @59: match_fail Badmatch r1
  @60: arith Add r4, r2 -> r0 else raise
  @61: return

function t/1 (exported)
  @62: enter size=10 arity=1
  @63: try handler=@95 regs=r1
  @64: try handler=@78 regs=r5
  @65: move r0 -> r9
  @66: call_fun base=r9 arity=0
  @67: move r9 -> r8
  @68: jump @69
  @69: try_end
  @70: cmp ExactEq r8, ok else @73
  @71: move fine -> r4
  @72: jump @90
  @73: test_heap need=3 live=9
  @74: put_tuple {other, r8} -> r9
  @75: move r9 -> r4
  @76: jump @90
  @77: match_fail TryClause r8
  @78: cmp ExactEq r5, throw else @83
  @79: test_heap need=3 live=9
  @80: put_tuple {thrown, r6} -> r9
  @81: move r9 -> r4
  @82: jump @90
  @83: cmp ExactEq r5, error else @88
  @84: test_heap need=4 live=9
  @85: put_tuple {error, r6, r7} -> r9
  @86: move r9 -> r4
  @87: jump @90
  @88: raise r5 r6 r7
  @89: match_fail CaseClause r5
  @90: try_end
  @91: move [100,111,110,101,126,110] -> r5
  @92: call_ext io:format/1 base=r5
  @93: move r4 -> r0
  @94: return
  @95: move [100,111,110,101,126,110] -> r5
  @96: call_ext io:format/1 base=r5
  @97: raise r1 r2 r3

function t2/1 (exported)
  @98: enter size=3 arity=1
  @99: catch handler=@104 -> r1
  @100: arith Add r0, 1 -> r2 else raise
  @101: move r2 -> r1
  @102: jump @103
  @103: catch_end
  @104: move r1 -> r0
  @105: return

function sc/2 (exported)
  @106: enter size=3 arity=2
  @107: cmp ExactEq r0, true else @117
  @108: cmp ExactEq r1, true else @111
  @109: move true -> r0
  @110: return
  @111: cmp ExactEq r1, false else @113
  @112: return
  @113: test_heap need=3 live=2
  @114: put_tuple {badarg, r1} -> r2
  @115: raise error r2 
  @116: match_fail CaseClause r1
  @117: cmp ExactEq r0, false else @120
  @118: move false -> r0
  @119: return
  @120: test_heap need=3 live=2
  @121: put_tuple {badarg, r0} -> r2
  @122: raise error r2 
  @123: match_fail CaseClause r0

function send/2 (exported)
  @124: enter size=5 arity=2
  @125: bif erlang:self/0() -> r2 else raise
  @126: test_heap need=3 live=3
  @127: put_tuple {r2, r1} -> r3
  @128: send r0 ! r3 -> r4
  @129: move r4 -> r0
  @130: return

function module_info/0 (exported)
  @131: enter size=2 arity=0
  @132: move control -> r0
  @133: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @134: enter size=3 arity=1
  @135: move2 r0 -> r1, control -> r0
  @136: call_ext_only erlang:get_module_info/2 base=r0 arity=2
