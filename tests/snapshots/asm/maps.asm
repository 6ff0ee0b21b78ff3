module maps_ex

function new/2 (exported)
  @0: enter size=4 arity=2
  @1: test_heap need=12 live=2
  @2: move [] -> r2
  @3: put_tuple {b, 2, false} -> r3
  @4: put_cons r3, r2 -> r2
  @5: put_tuple {r0, r1, false} -> r3
  @6: put_cons r3, r2 -> r2
  @7: bif triheap:map_build/1(r2) -> r0 else raise
  @8: return

function upd/2 (exported)
  @9: enter size=4 arity=2
  @10: test_heap need=12 live=2
  @11: move [] -> r2
  @12: put_tuple {b, 3, false} -> r3
  @13: put_cons r3, r2 -> r2
  @14: put_tuple {a, r1, true} -> r3
  @15: put_cons r3, r2 -> r2
  @16: bif triheap:map_update/2(r0, r2) -> r0 else raise
  @17: return

function get/1 (exported)
  @18: enter size=4 arity=1
  @19: test Map r0 else @24
  @20: bif maps:get/2(a, r0) -> r1 else @24
  @21: test Map r0 else @24
  @22: bif maps:get/2(b, r0) -> r2 else @24
  @23: test_put_tuple {r1, r2} -> r0 live=3; return
  @24: match_fail FunctionClause r0

function konst/0 (exported)
  @25: enter size=1 arity=0
  @26: move #{a => 1,[115] => [x]} -> r0
  @27: return

function module_info/0 (exported)
  @28: enter size=2 arity=0
  @29: move maps_ex -> r0
  @30: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @31: enter size=3 arity=1
  @32: move2 r0 -> r1, maps_ex -> r0
  @33: call_ext_only erlang:get_module_info/2 base=r0 arity=2
