module effect_calls

function run/1 (exported)
  @0: enter size=3 arity=1
  @1: move r0 -> r1; call build/1 base=r1
  @2: call wait/0 base=r1
  @3: return

function build/1
  @4: enter size=4 arity=1 clear=r1..r2
  @5: is_eq_imm r0, 0 else @8
  @6: move [] -> r0
  @7: return
  @8: sub r0, 1 -> r2 else raise
  @9: call build/1 base=r2
  @10: test_put_cons r0, r2 -> r0 live=3
  @11: return
  @12: match_fail FunctionClause r0

function wait/0
  @13: enter size=1 arity=0 clear=r0..r1
  @14: recv_peek -> r0 else @20
  @15: is_eq_imm r0, stop else @19
  @16: recv_accept
  @17: move ok -> r0
  @18: return
  @19: recv_next @14
  @20: recv_wait timeout=infinity again=@14

function module_info/0 (exported)
  @21: enter size=2 arity=0
  @22: move effect_calls -> r0
  @23: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @24: enter size=3 arity=1
  @25: move2 r0 -> r1, effect_calls -> r0
  @26: call_ext_only erlang:get_module_info/2 base=r0 arity=2
