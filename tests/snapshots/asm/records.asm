module records

function new/0 (exported)
  @0: enter size=1 arity=0
  @1: move {point,0,0,undefined} -> r0
  @2: return

function new/1 (exported)
  @3: enter size=4 arity=1
  @4: test_put_tuple {point, r0, 1, 1} -> r1 live=1
  @5: call_ext erlang:now/0 base=r2
  @6: test_put_tuple {box, r1, [], r2} -> r0 live=3
  @7: return

function get/1 (exported)
  @8: enter size=2 arity=1
  @9: is_tagged_tuple r0 arity=4 tag=point else @12
  @10: get_element r0 2 -> r0
  @11: return
  @12: test_put_tuple {badrecord, r0} -> r1 live=1
  @13: raise error r1 
  @14: match_fail CaseClause r0

function set/2 (exported)
  @15: enter size=4 arity=2
  @16: is_tagged_tuple r0 arity=4 tag=point else @20
  @17: get_element r0 2 -> r2
  @18: test_put_tuple {point, r2, r1, seen} -> r0 live=3
  @19: return
  @20: test_put_tuple {badrecord, r0} -> r2 live=2
  @21: raise error r2 
  @22: match_fail CaseClause r0

function match/1 (exported)
  @23: enter size=3 arity=1
  @24: is_tagged_tuple r0 arity=4 tag=point else @29
  @25: get_element2 r0 2 -> r1, 3 -> r2
  @26: cmp ExactEq r2, r1 else @29
  @27: move diag -> r0
  @28: return
  @29: is_tagged_tuple r0 arity=4 tag=box else @34
  @30: get_element r0 2 -> r1
  @31: is_tagged_tuple r1 arity=4 tag=point else @34
  @32: get_element r1 4 -> r0
  @33: return
  @34: match_fail FunctionClause r0

function info/0 (exported)
  @35: enter size=1 arity=0
  @36: move {[x,y,label],4} -> r0
  @37: return

function idx/0 (exported)
  @38: enter size=1 arity=0
  @39: move 3 -> r0
  @40: return

function is/1 (exported)
  @41: enter size=2 arity=1
  @42: bif erlang:is_record/3(r0, point, 4) -> r0 else raise
  @43: return

function guard/1 (exported)
  @44: enter size=5 arity=1 clear=r1..r3
  @45: is_tagged_tuple r0 arity=4 tag=point else @49
  @46: get_element r0 2 -> r3
  @47: move r3 -> r2
  @48: jump @52
  @49: test_put_tuple {badrecord, r0} -> r3 live=3
  @50: raise error r3 
  @51: jump @63
  @52: bif erlang:>/2(r2, 0) -> r3 else @63
  @53: is_eq_imm r3, true else @57
  @54: bif erlang:is_record/3(r0, point, 4) -> r4 else @63
  @55: move r4 -> r1
  @56: jump @60
  @57: move false -> r1
  @58: jump @60
  @59: jump @63
  @60: is_eq_imm r1, true else @63
  @61: move ok -> r0
  @62: return
  @63: match_fail FunctionClause r0

function module_info/0 (exported)
  @64: enter size=2 arity=0
  @65: move records -> r0
  @66: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @67: enter size=3 arity=1
  @68: move2 r0 -> r1, records -> r0
  @69: call_ext_only erlang:get_module_info/2 base=r0 arity=2
