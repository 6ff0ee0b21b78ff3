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
  @8: put_tuple {box, r1, [], r2} -> r3
  @9: move r3 -> r0
  @10: return

function get/1 (exported)
  @11: enter size=2 arity=1
  @12: is_tagged_tuple r0 arity=4 tag=point else @16
  @13: get_element r0 2 -> r1
  @14: move r1 -> r0
  @15: return
  @16: test_heap need=3 live=1
  @17: put_tuple {badrecord, r0} -> r1
  @18: raise error r1 
  @19: match_fail CaseClause r0

function set/2 (exported)
  @20: enter size=4 arity=2
  @21: is_tagged_tuple r0 arity=4 tag=point else @27
  @22: get_element r0 2 -> r2
  @23: test_heap need=5 live=3
  @24: put_tuple {point, r2, r1, seen} -> r3
  @25: move r3 -> r0
  @26: return
  @27: test_heap need=3 live=2
  @28: put_tuple {badrecord, r0} -> r2
  @29: raise error r2 
  @30: match_fail CaseClause r0

function match/1 (exported)
  @31: enter size=3 arity=1
  @32: is_tagged_tuple r0 arity=4 tag=point else @38
  @33: get_element r0 2 -> r1
  @34: get_element r0 3 -> r2
  @35: cmp ExactEq r2, r1 else @38
  @36: move diag -> r0
  @37: return
  @38: is_tagged_tuple r0 arity=4 tag=box else @44
  @39: get_element r0 2 -> r1
  @40: is_tagged_tuple r1 arity=4 tag=point else @44
  @41: get_element r1 4 -> r2
  @42: move r2 -> r0
  @43: return
  @44: match_fail FunctionClause r0

function info/0 (exported)
  @45: enter size=1 arity=0
  @46: move {[x,y,label],4} -> r0
  @47: return

function idx/0 (exported)
  @48: enter size=1 arity=0
  @49: move 3 -> r0
  @50: return

function is/1 (exported)
  @51: enter size=2 arity=1
  @52: bif erlang:is_record/3(r0, point, 4) -> r1 else raise
  @53: move r1 -> r0
  @54: return

function guard/1 (exported)
  @55: enter size=5 arity=1
  @56: is_tagged_tuple r0 arity=4 tag=point else @60
  @57: get_element r0 2 -> r3
  @58: move r3 -> r2
  @59: jump @64
  @60: test_heap need=3 live=3
  @61: put_tuple {badrecord, r0} -> r3
  @62: raise error r3 
  @63: jump @75
  @64: bif erlang:>/2(r2, 0) -> r3 else @75
  @65: cmp ExactEq r3, true else @69
  @66: bif erlang:is_record/3(r0, point, 4) -> r4 else @75
  @67: move r4 -> r1
  @68: jump @72
  @69: move false -> r1
  @70: jump @72
  @71: jump @75
  @72: cmp ExactEq r1, true else @75
  @73: move ok -> r0
  @74: return
  @75: match_fail FunctionClause r0

function module_info/0 (exported)
  @76: enter size=2 arity=0
  @77: move records -> r0
  @78: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @79: enter size=3 arity=1
  @80: move r0 -> r1
  @81: move records -> r0
  @82: call_ext_only erlang:get_module_info/2 base=r0 arity=2
