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
  @9: sub r0, 1 -> r1 else raise
  @10: move r1 -> r2
  @11: call build/1 base=r2
  @12: test_put_cons r0, r2 -> r0 live=3
  @13: return
  @14: match_fail FunctionClause r0

function wait/0
  @15: enter size=1 arity=0
  @16: recv_peek -> r0 else @22
  @17: is_eq_imm r0, stop else @21
  @18: recv_accept
  @19: move ok -> r0
  @20: return
  @21: recv_next @16
  @22: recv_wait timeout=infinity again=@16

function module_info/0 (exported)
  @23: enter size=2 arity=0
  @24: move effect_calls -> r0
  @25: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @26: enter size=3 arity=1
  @27: move2 r0 -> r1, effect_calls -> r0
  @28: call_ext_only erlang:get_module_info/2 base=r0 arity=2
