module maps_ex

function new/2 (exported)
  @0: enter size=4 arity=2
  @1: test_heap need=12 live=2
  @2: move [] -> r2
  @3: put_tuple {b, 2, false} -> r3
  @4: put_cons r3, r2 -> r2
  @5: put_tuple {r0, r1, false} -> r3
  @6: put_cons r3, r2 -> r2
  @7: bif triheap:map_build/1(r2) -> r2 else raise
  @8: move r2 -> r0
  @9: return

function upd/2 (exported)
  @10: enter size=4 arity=2
  @11: test_heap need=12 live=2
  @12: move [] -> r2
  @13: put_tuple {b, 3, false} -> r3
  @14: put_cons r3, r2 -> r2
  @15: put_tuple {a, r1, true} -> r3
  @16: put_cons r3, r2 -> r2
  @17: bif triheap:map_update/2(r0, r2) -> r2 else raise
  @18: move r2 -> r0
  @19: return

function get/1 (exported)
  @20: enter size=4 arity=1
  @21: test Map r0 else @29
  @22: bif maps:get/2(a, r0) -> r1 else @29
  @23: test Map r0 else @29
  @24: bif maps:get/2(b, r0) -> r2 else @29
  @25: test_heap need=3 live=3
  @26: put_tuple {r1, r2} -> r3
  @27: move r3 -> r0
  @28: return
  @29: match_fail FunctionClause r0

function konst/0 (exported)
  @30: enter size=1 arity=0
  @31: move #{a => 1,[115] => [x]} -> r0
  @32: return

function module_info/0 (exported)
  @33: enter size=2 arity=0
  @34: move maps_ex -> r0
  @35: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @36: enter size=3 arity=1
  @37: move r0 -> r1
  @38: move maps_ex -> r0
  @39: call_ext_only erlang:get_module_info/2 base=r0 arity=2
