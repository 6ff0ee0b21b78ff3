module effect_calls

function run/1 (exported)
  @0: enter size=3 arity=1
  @1: move r0 -> r1
  @2: call build/1 base=r1
  @3: call wait/0 base=r1
  @4: return

function build/1
  @5: enter size=4 arity=1
  @6: is_eq_imm r0, 0 else @9
  @7: move [] -> r0
  @8: return
  @9: arith Sub r0, 1 -> r1 else raise
  @10: move r1 -> r2
  @11: call build/1 base=r2
  @12: test_heap need=2 live=3
  @13: put_cons r0, r2 -> r0
  @14: return
  @15: match_fail FunctionClause r0

function wait/0
  @16: enter size=1 arity=0
  @17: recv_peek -> r0 else @23
  @18: is_eq_imm r0, stop else @22
  @19: recv_accept
  @20: move ok -> r0
  @21: return
  @22: recv_next @17
  @23: recv_wait timeout=infinity again=@17

function module_info/0 (exported)
  @24: enter size=2 arity=0
  @25: move effect_calls -> r0
  @26: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @27: enter size=3 arity=1
  @28: move2 r0 -> r1, effect_calls -> r0
  @29: call_ext_only erlang:get_module_info/2 base=r0 arity=2
