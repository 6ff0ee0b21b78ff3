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

function wait/0
  @12: enter size=1 arity=0 clear=r0..r1
  @13: recv_peek -> r0 else @19
  @14: is_eq_imm r0, stop else @18
  @15: recv_accept
  @16: move ok -> r0
  @17: return
  @18: recv_next @13
  @19: recv_wait timeout=infinity again=@13

function module_info/0 (exported)
  @20: enter size=2 arity=0
  @21: move effect_calls -> r0
  @22: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @23: enter size=3 arity=1
  @24: move2 r0 -> r1, effect_calls -> r0
  @25: call_ext_only erlang:get_module_info/2 base=r0 arity=2
