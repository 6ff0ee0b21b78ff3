module effect_calls

function run/1 (exported)
  @0: enter size=3 arity=1
  @1: move r0 -> r1
  @2: call build/1 base=r1
  @3: call wait/0 base=r1
  @4: return

function build/1
  @5: enter size=4 arity=1 clear=r1..r2
  @6: is_eq_imm r0, 0 else @9
  @7: move [] -> r0
  @8: return
  @9: sub r0, 1 -> r2 else raise
  @10: call build/1 base=r2
  @11: test_put_cons r0, r2 -> r0 live=3
  @12: return
  @13: match_fail FunctionClause r0

function wait/0
  @14: enter size=1 arity=0 clear=r0..r1
  @15: recv_peek -> r0 else @21
  @16: is_eq_imm r0, stop else @20
  @17: recv_accept
  @18: move ok -> r0
  @19: return
  @20: recv_next @15
  @21: recv_wait timeout=infinity again=@15

function module_info/0 (exported)
  @22: enter size=2 arity=0
  @23: move effect_calls -> r0
  @24: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @25: enter size=3 arity=1
  @26: move2 r0 -> r1, effect_calls -> r0
  @27: call_ext_only erlang:get_module_info/2 base=r0 arity=2
