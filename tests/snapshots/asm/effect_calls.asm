module effect_calls

function run/1 (exported)
  @0: enter size=3 arity=1
  @1: move r0 -> r1
  @2: call build/1 base=r1
  @3: call wait/0 base=r1
  @4: return

function build/1
  @5: enter size=4 arity=1
  @6: cmp ExactEq r0, 0 else @9
  @7: move [] -> r0
  @8: return
  @9: arith Sub r0, 1 -> r1 else raise
  @10: move r1 -> r2
  @11: call build/1 base=r2
  @12: test_heap need=2 live=3
  @13: put_cons r0, r2 -> r3
  @14: move r3 -> r0
  @15: return
  @16: match_fail FunctionClause r0

function wait/0
  @17: enter size=1 arity=0
  @18: recv_peek -> r0 else @24
  @19: cmp ExactEq r0, stop else @23
  @20: recv_accept
  @21: move ok -> r0
  @22: return
  @23: recv_next @18
  @24: recv_wait timeout=infinity again=@18

function module_info/0 (exported)
  @25: enter size=2 arity=0
  @26: move effect_calls -> r0
  @27: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @28: enter size=3 arity=1
  @29: move r0 -> r1
  @30: move effect_calls -> r0
  @31: call_ext_only erlang:get_module_info/2 base=r0 arity=2
