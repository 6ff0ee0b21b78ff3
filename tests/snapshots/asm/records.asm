module records

function new/0 (exported)
  @0: enter size=1 arity=0
  @1: move {point,0,0,undefined} -> r0
  @2: return

function new/1 (exported)
  @3: enter size=4 arity=1
  @4: test_put_tuple {point, r0, 1, 1} -> r1 live=1
  @5: call_ext erlang:now/0 base=r2
  @6: test_put_tuple {box, r1, [], r2} -> r0 live=3; return

function get/1 (exported)
  @7: enter size=2 arity=1
  @8: is_tagged_tuple r0 arity=4 tag=point else @11
  @9: get_element r0 2 -> r0
  @10: return
  @11: test_put_tuple {badrecord, r0} -> r1 live=1
  @12: raise error r1 
  @13: match_fail CaseClause r0

function set/2 (exported)
  @14: enter size=4 arity=2
  @15: is_tagged_tuple r0 arity=4 tag=point else @18
  @16: get_element r0 2 -> r2
  @17: test_put_tuple {point, r2, r1, seen} -> r0 live=3; return
  @18: test_put_tuple {badrecord, r0} -> r2 live=2
  @19: raise error r2 
  @20: match_fail CaseClause r0

function match/1 (exported)
  @21: enter size=3 arity=1
  @22: is_tagged_tuple r0 arity=4 tag=point else @27
  @23: get_element2 r0 2 -> r1, 3 -> r2
  @24: cmp ExactEq r2, r1 else @27
  @25: move diag -> r0
  @26: return
  @27: is_tagged_tuple r0 arity=4 tag=box else @32
  @28: get_element r0 2 -> r1
  @29: is_tagged_tuple r1 arity=4 tag=point else @32
  @30: get_element r1 4 -> r0
  @31: return
  @32: match_fail FunctionClause r0

function info/0 (exported)
  @33: enter size=1 arity=0
  @34: move {[x,y,label],4} -> r0
  @35: return

function idx/0 (exported)
  @36: enter size=1 arity=0
  @37: move 3 -> r0
  @38: return

function is/1 (exported)
  @39: enter size=2 arity=1
  @40: bif erlang:is_record/3(r0, point, 4) -> r0 else raise
  @41: return

function guard/1 (exported)
  @42: enter size=5 arity=1 clear=r1..r3
  @43: is_tagged_tuple r0 arity=4 tag=point else @47
  @44: get_element r0 2 -> r3
  @45: move r3 -> r2
  @46: jump @50
  @47: test_put_tuple {badrecord, r0} -> r3 live=3
  @48: raise error r3 
  @49: jump @61
  @50: bif erlang:>/2(r2, 0) -> r3 else @61
  @51: is_eq_imm r3, true else @55
  @52: bif erlang:is_record/3(r0, point, 4) -> r4 else @61
  @53: move r4 -> r1
  @54: jump @58
  @55: move false -> r1
  @56: jump @58
  @57: jump @61
  @58: is_eq_imm r1, true else @61
  @59: move ok -> r0
  @60: return
  @61: match_fail FunctionClause r0

function module_info/0 (exported)
  @62: enter size=2 arity=0
  @63: move records -> r0
  @64: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @65: enter size=3 arity=1
  @66: move2 r0 -> r1, records -> r0
  @67: call_ext_only erlang:get_module_info/2 base=r0 arity=2
