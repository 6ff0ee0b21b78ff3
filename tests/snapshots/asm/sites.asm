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
  @7: put_tuple {r0, [1,2], r1, {const,tuple}} -> r2
  @8: move r2 -> r0
  @9: return

function nested/1 (exported)
  @10: enter size=3 arity=1
  @11: test_heap need=3 live=1
  @12: put_tuple {r0, r0} -> r1
  @13: test_heap need=2 live=2
  @14: put_cons r1, [{1,2}] -> r2
  @15: move r2 -> r0
  @16: return

function send/2 (exported)
  @17: enter size=5 arity=2
  @18: test_heap need=2 live=2
  @19: put_cons r1, [116,97,105,108] -> r2
  @20: test_heap need=3 live=3
  @21: put_tuple {msg, r2} -> r3
  @22: send r0 ! r3 -> r4
  @23: move r4 -> r0
  @24: return

function module_info/0 (exported)
  @25: enter size=2 arity=0
  @26: move sites -> r0
  @27: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @28: enter size=3 arity=1
  @29: move r0 -> r1
  @30: move sites -> r0
  @31: call_ext_only erlang:get_module_info/2 base=r0 arity=2
