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

function set/2 (exported)
  @13: enter size=4 arity=2
  @14: is_tagged_tuple r0 arity=4 tag=point else @17
  @15: get_element r0 2 -> r2
  @16: test_put_tuple {point, r2, r1, seen} -> r0 live=3; return
  @17: test_put_tuple {badrecord, r0} -> r2 live=1
  @18: raise error r2 

function match/1 (exported)
  @19: enter size=3 arity=1
  @20: is_tagged_tuple r0 arity=4 tag=point else @25
  @21: get_element2 r0 2 -> r1, 3 -> r2
  @22: cmp ExactEq r2, r1 else @25
  @23: move diag -> r0
  @24: return
  @25: is_tagged_tuple r0 arity=4 tag=box else @30
  @26: get_element r0 2 -> r1
  @27: is_tagged_tuple r1 arity=4 tag=point else @30
  @28: get_element r1 4 -> r0
  @29: return
  @30: match_fail FunctionClause r0

function info/0 (exported)
  @31: enter size=1 arity=0
  @32: move {[x,y,label],4} -> r0
  @33: return

function idx/0 (exported)
  @34: enter size=1 arity=0
  @35: move 3 -> r0
  @36: return

function is/1 (exported)
  @37: enter size=2 arity=1
  @38: bif erlang:is_record/3(r0, point, 4) -> r0 else raise
  @39: return

function guard/1 (exported)
  @40: enter size=5 arity=1
  @41: is_tagged_tuple r0 arity=4 tag=point else @54
  @42: get_element r0 2 -> r2
  @43: cmp_value Gt r2, 0 -> r3
  @44: is_eq_imm r3, true else @48
  @45: bif erlang:is_record/3(r0, point, 4) -> r4 else @54
  @46: move r4 -> r1
  @47: jump @51
  @48: move false -> r1
  @49: jump @51
  @50: jump @54
  @51: is_eq_imm r1, true else @54
  @52: move ok -> r0
  @53: return
  @54: match_fail FunctionClause r0

function module_info/0 (exported)
  @55: enter size=2 arity=0
  @56: move records -> r0
  @57: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @58: enter size=3 arity=1
  @59: move2 r0 -> r1, records -> r0
  @60: call_ext_only erlang:get_module_info/2 base=r0 arity=2
