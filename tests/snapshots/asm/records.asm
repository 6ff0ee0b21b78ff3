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
  @29: is_tagged_tuple r0 arity=4 tag=point else @34
  @30: get_element2 r0 2 -> r1, 3 -> r2
  @31: cmp ExactEq r2, r1 else @34
  @32: move diag -> r0
  @33: return
  @34: is_tagged_tuple r0 arity=4 tag=box else @39
  @35: get_element r0 2 -> r1
  @36: is_tagged_tuple r1 arity=4 tag=point else @39
  @37: get_element r1 4 -> r0
  @38: return
  @39: match_fail FunctionClause r0

function info/0 (exported)
  @40: enter size=1 arity=0
  @41: move {[x,y,label],4} -> r0
  @42: return

function idx/0 (exported)
  @43: enter size=1 arity=0
  @44: move 3 -> r0
  @45: return

function is/1 (exported)
  @46: enter size=2 arity=1
  @47: bif erlang:is_record/3(r0, point, 4) -> r0 else raise
  @48: return

function guard/1 (exported)
  @49: enter size=5 arity=1
  @50: is_tagged_tuple r0 arity=4 tag=point else @54
  @51: get_element r0 2 -> r3
  @52: move r3 -> r2
  @53: jump @58
  @54: test_heap need=3 live=3
  @55: put_tuple {badrecord, r0} -> r3
  @56: raise error r3 
  @57: jump @69
  @58: bif erlang:>/2(r2, 0) -> r3 else @69
  @59: is_eq_imm r3, true else @63
  @60: bif erlang:is_record/3(r0, point, 4) -> r4 else @69
  @61: move r4 -> r1
  @62: jump @66
  @63: move false -> r1
  @64: jump @66
  @65: jump @69
  @66: is_eq_imm r1, true else @69
  @67: move ok -> r0
  @68: return
  @69: match_fail FunctionClause r0

function module_info/0 (exported)
  @70: enter size=2 arity=0
  @71: move records -> r0
  @72: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @73: enter size=3 arity=1
  @74: move2 r0 -> r1, records -> r0
  @75: call_ext_only erlang:get_module_info/2 base=r0 arity=2
