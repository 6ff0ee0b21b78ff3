module tuple_clauses

function lookup/2 (exported)
  @0: enter size=4 arity=2
  @1: switch_tuple r1 nil, tuple/4 at @5, else @8
  @2: move none -> r0
  @3: return
  @4: is_tuple r1 arity=4 else @8
  @5: get_element2 r1 1 -> r2, 3 -> r3
  @6: cmp Lt r0, r2 else @9
  @7: move r3 -> r1; call_only lookup/2 base=r0 arity=2
  @8: is_tuple r1 arity=4 else @12
  @9: get_element2 r1 1 -> r2, 4 -> r3
  @10: cmp Gt r0, r2 else @13
  @11: move r3 -> r1; call_only lookup/2 base=r0 arity=2
  @12: is_tuple r1 arity=4 else @15
  @13: get_element r1 2 -> r2
  @14: test_put_tuple {ok, r2} -> r0 live=3; return
  @15: match_fail FunctionClause r0

function pick/1 (exported)
  @16: enter size=3 arity=1
  @17: is_tuple r0 arity=2 else @22
  @18: get_element2 r0 1 -> r1, 2 -> r2
  @19: cmp Gt r1, r2 else @26
  @20: move r1 -> r0
  @21: return
  @22: is_tuple r0 arity=3 else @25
  @23: get_element r0 1 -> r0
  @24: return
  @25: is_tuple r0 arity=2 else @28
  @26: get_element r0 2 -> r0
  @27: return
  @28: match_fail FunctionClause r0

function insert/3 (exported)
  @29: enter size=11 arity=3
  @30: switch_tuple r2 nil, tuple/4 at @33, else @38
  @31: test_put_tuple {r0, r1, nil, nil} -> r0 live=2; return
  @32: is_tuple r2 arity=4 else @38
  @33: get_element4 r2 1 -> r3, 2 -> r4, 3 -> r5, 4 -> r6
  @34: cmp Lt r0, r3 else @39
  @35: move2 r0 -> r7, r1 -> r8
  @36: move r5 -> r9; call insert/3 base=r7
  @37: test_put_tuple {r3, r4, r7, r6} -> r0 live=8; return
  @38: is_tuple r2 arity=4 else @42
  @39: get_element2 r2 1 -> r3, 3 -> r4
  @40: get_element r2 4 -> r5
  @41: test_put_tuple {r3, r1, r4, r5} -> r0 live=6; return
  @42: match_fail FunctionClause r0

function module_info/0 (exported)
  @43: enter size=2 arity=0
  @44: move tuple_clauses -> r0
  @45: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @46: enter size=3 arity=1
  @47: move2 r0 -> r1, tuple_clauses -> r0
  @48: call_ext_only erlang:get_module_info/2 base=r0 arity=2
