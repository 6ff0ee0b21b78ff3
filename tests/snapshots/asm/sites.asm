module sites

function lits/0 (exported)
  @0: enter size=1 arity=0
  @1: move {ok,[1,2.5,[97,98,99]],{a,{b,[]}},<<98,105,110>>,-7} -> r0
  @2: return

function mixed/1 (exported)
  @3: enter size=3 arity=1
  @4: test_put_cons r0, [3] -> r1 live=1
  @5: test_put_tuple {r0, [1,2], r1, {const,tuple}} -> r0 live=2; return

function nested/1 (exported)
  @6: enter size=3 arity=1
  @7: test_put_tuple {r0, r0} -> r1 live=1
  @8: test_put_cons r1, [{1,2}] -> r0 live=2
  @9: return

function send/2 (exported)
  @10: enter size=5 arity=2
  @11: test_put_cons r1, [116,97,105,108] -> r2 live=2
  @12: test_put_tuple {msg, r2} -> r3 live=3
  @13: send r0 ! r3 -> r4
  @14: move r4 -> r0
  @15: return

function module_info/0 (exported)
  @16: enter size=2 arity=0
  @17: move sites -> r0
  @18: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @19: enter size=3 arity=1
  @20: move2 r0 -> r1, sites -> r0
  @21: call_ext_only erlang:get_module_info/2 base=r0 arity=2
