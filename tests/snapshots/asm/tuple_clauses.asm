module tuple_clauses

function lookup/2 (exported)
  @0: enter size=4 arity=2
  @1: is_eq_imm r1, nil else @4
  @2: move none -> r0
  @3: return
  @4: is_tuple r1 arity=4 else @9
  @5: get_element2 r1 1 -> r2, 3 -> r3
  @6: cmp Lt r0, r2 else @10
  @7: move r3 -> r1
  @8: call_only lookup/2 base=r0 arity=2
  @9: is_tuple r1 arity=4 else @14
  @10: get_element2 r1 1 -> r2, 4 -> r3
  @11: cmp Gt r0, r2 else @15
  @12: move r3 -> r1
  @13: call_only lookup/2 base=r0 arity=2
  @14: is_tuple r1 arity=4 else @18
  @15: get_element r1 2 -> r2
  @16: test_put_tuple {ok, r2} -> r0 live=3
  @17: return
  @18: match_fail FunctionClause r0

function pick/1 (exported)
  @19: enter size=3 arity=1
  @20: is_tuple r0 arity=2 else @25
  @21: get_element2 r0 1 -> r1, 2 -> r2
  @22: cmp Gt r1, r2 else @29
  @23: move r1 -> r0
  @24: return
  @25: is_tuple r0 arity=3 else @28
  @26: get_element r0 1 -> r0
  @27: return
  @28: is_tuple r0 arity=2 else @31
  @29: get_element r0 2 -> r0
  @30: return
  @31: match_fail FunctionClause r0

function insert/3 (exported)
  @32: enter size=11 arity=3
  @33: is_eq_imm r2, nil else @36
  @34: test_put_tuple {r0, r1, nil, nil} -> r0 live=3
  @35: return
  @36: is_tuple r2 arity=4 else @44
  @37: get_element4 r2 1 -> r3, 2 -> r4, 3 -> r5, 4 -> r6
  @38: cmp Lt r0, r3 else @45
  @39: move2 r0 -> r7, r1 -> r8
  @40: move r5 -> r9
  @41: call insert/3 base=r7
  @42: test_put_tuple {r3, r4, r7, r6} -> r0 live=8
  @43: return
  @44: is_tuple r2 arity=4 else @49
  @45: get_element2 r2 1 -> r3, 3 -> r4
  @46: get_element r2 4 -> r5
  @47: test_put_tuple {r3, r1, r4, r5} -> r0 live=6
  @48: return
  @49: match_fail FunctionClause r0

function module_info/0 (exported)
  @50: enter size=2 arity=0
  @51: move tuple_clauses -> r0
  @52: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @53: enter size=3 arity=1
  @54: move2 r0 -> r1, tuple_clauses -> r0
  @55: call_ext_only erlang:get_module_info/2 base=r0 arity=2
