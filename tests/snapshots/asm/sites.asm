module sites

function lits/0 (exported)
  @0: enter size=1 arity=0
  @1: move {ok,[1,2.5,[97,98,99]],{a,{b,[]}},<<98,105,110>>,-7} -> r0
  @2: return

function mixed/1 (exported)
  @3: enter size=3 arity=1
  @4: test_heap need=2 live=1
  @5: put_cons r0, [3] -> r1
  @6: test_heap need=5 live=2
  @7: put_tuple {r0, [1,2], r1, {const,tuple}} -> r0
  @8: return

function nested/1 (exported)
  @9: enter size=3 arity=1
  @10: test_heap need=3 live=1
  @11: put_tuple {r0, r0} -> r1
  @12: test_heap need=2 live=2
  @13: put_cons r1, [{1,2}] -> r0
  @14: return

function send/2 (exported)
  @15: enter size=5 arity=2
  @16: test_heap need=2 live=2
  @17: put_cons r1, [116,97,105,108] -> r2
  @18: test_heap need=3 live=3
  @19: put_tuple {msg, r2} -> r3
  @20: send r0 ! r3 -> r4
  @21: move r4 -> r0
  @22: return

function module_info/0 (exported)
  @23: enter size=2 arity=0
  @24: move sites -> r0
  @25: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @26: enter size=3 arity=1
  @27: move2 r0 -> r1, sites -> r0
  @28: call_ext_only erlang:get_module_info/2 base=r0 arity=2
