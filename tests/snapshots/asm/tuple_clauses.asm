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
  @12: is_tuple r1 arity=4 else @16
  @13: get_element r1 2 -> r2
  @14: test_put_tuple {ok, r2} -> r0 live=3
  @15: return
  @16: match_fail FunctionClause r0

function pick/1 (exported)
  @17: enter size=3 arity=1
  @18: is_tuple r0 arity=2 else @23
  @19: get_element2 r0 1 -> r1, 2 -> r2
  @20: cmp Gt r1, r2 else @27
  @21: move r1 -> r0
  @22: return
  @23: is_tuple r0 arity=3 else @26
  @24: get_element r0 1 -> r0
  @25: return
  @26: is_tuple r0 arity=2 else @29
  @27: get_element r0 2 -> r0
  @28: return
  @29: match_fail FunctionClause r0

function insert/3 (exported)
  @30: enter size=11 arity=3
  @31: switch_tuple r2 nil, tuple/4 at @35, else @41
  @32: test_put_tuple {r0, r1, nil, nil} -> r0 live=3
  @33: return
  @34: is_tuple r2 arity=4 else @41
  @35: get_element4 r2 1 -> r3, 2 -> r4, 3 -> r5, 4 -> r6
  @36: cmp Lt r0, r3 else @42
  @37: move2 r0 -> r7, r1 -> r8
  @38: move r5 -> r9; call insert/3 base=r7
  @39: test_put_tuple {r3, r4, r7, r6} -> r0 live=8
  @40: return
  @41: is_tuple r2 arity=4 else @46
  @42: get_element2 r2 1 -> r3, 3 -> r4
  @43: get_element r2 4 -> r5
  @44: test_put_tuple {r3, r1, r4, r5} -> r0 live=6
  @45: return
  @46: match_fail FunctionClause r0

function module_info/0 (exported)
  @47: enter size=2 arity=0
  @48: move tuple_clauses -> r0
  @49: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @50: enter size=3 arity=1
  @51: move2 r0 -> r1, tuple_clauses -> r0
  @52: call_ext_only erlang:get_module_info/2 base=r0 arity=2
