module records

function new/0 (exported)
  @0: enter size=1 arity=0
  @1: move {point,0,0,undefined} -> r0
  @2: return

function new/1 (exported)
  @3: enter size=4 arity=1
  @4: test_heap need=5 live=1
  @5: put_tuple {point, r0, 1, 1} -> r1
  @6: call_ext erlang:now/0 base=r2
  @7: test_heap need=5 live=3
  @8: put_tuple {box, r1, [], r2} -> r0
  @9: return

function get/1 (exported)
  @10: enter size=2 arity=1
  @11: is_tagged_tuple r0 arity=4 tag=point else @14
  @12: get_element r0 2 -> r0
  @13: return
  @14: test_heap need=3 live=1
  @15: put_tuple {badrecord, r0} -> r1
  @16: raise error r1 
  @17: match_fail CaseClause r0

function set/2 (exported)
  @18: enter size=4 arity=2
  @19: is_tagged_tuple r0 arity=4 tag=point else @24
  @20: get_element r0 2 -> r2
  @21: test_heap need=5 live=3
  @22: put_tuple {point, r2, r1, seen} -> r0
  @23: return
  @24: test_heap need=3 live=2
  @25: put_tuple {badrecord, r0} -> r2
  @26: raise error r2 
  @27: match_fail CaseClause r0

function match/1 (exported)
  @28: enter size=3 arity=1
  @29: is_tagged_tuple r0 arity=4 tag=point else @35
  @30: get_element r0 2 -> r1
  @31: get_element r0 3 -> r2
  @32: cmp ExactEq r2, r1 else @35
  @33: move diag -> r0
  @34: return
  @35: is_tagged_tuple r0 arity=4 tag=box else @40
  @36: get_element r0 2 -> r1
  @37: is_tagged_tuple r1 arity=4 tag=point else @40
  @38: get_element r1 4 -> r0
  @39: return
  @40: match_fail FunctionClause r0

function info/0 (exported)
  @41: enter size=1 arity=0
  @42: move {[x,y,label],4} -> r0
  @43: return

function idx/0 (exported)
  @44: enter size=1 arity=0
  @45: move 3 -> r0
  @46: return

function is/1 (exported)
  @47: enter size=2 arity=1
  @48: bif erlang:is_record/3(r0, point, 4) -> r0 else raise
  @49: return

function guard/1 (exported)
  @50: enter size=5 arity=1
  @51: is_tagged_tuple r0 arity=4 tag=point else @55
  @52: get_element r0 2 -> r3
  @53: move r3 -> r2
  @54: jump @59
  @55: test_heap need=3 live=3
  @56: put_tuple {badrecord, r0} -> r3
  @57: raise error r3 
  @58: jump @70
  @59: bif erlang:>/2(r2, 0) -> r3 else @70
  @60: cmp ExactEq r3, true else @64
  @61: bif erlang:is_record/3(r0, point, 4) -> r4 else @70
  @62: move r4 -> r1
  @63: jump @67
  @64: move false -> r1
  @65: jump @67
  @66: jump @70
  @67: cmp ExactEq r1, true else @70
  @68: move ok -> r0
  @69: return
  @70: match_fail FunctionClause r0

function module_info/0 (exported)
  @71: enter size=2 arity=0
  @72: move records -> r0
  @73: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @74: enter size=3 arity=1
  @75: move2 r0 -> r1, records -> r0
  @76: call_ext_only erlang:get_module_info/2 base=r0 arity=2
