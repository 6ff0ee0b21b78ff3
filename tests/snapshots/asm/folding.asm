module folding

function loop/2 (exported)
  @0: enter size=4 arity=2
  @1: is_eq_imm r0, 0 else @4
  @2: move r1 -> r0
  @3: return
  @4: sub r0, 1 -> r0 else raise
  @5: test_put_tuple {1, 2, 3, r1} -> r1 live=2
  @6: call_only loop/2 base=r0 arity=2

function unused/1 (exported)
  @7: enter size=2 arity=1
  @8: add r0, 1 -> r0 else raise
  @9: return

function -unused/1-fun-0-/1
  @10: enter size=1 arity=1
  @11: return

function out_of_range/1 (exported)
  @12: enter size=2 arity=1
  @13: test_put_tuple {r0} -> r1 live=1
  @14: element 2 r1 -> r0 else raise
  @15: return

function in_guard/1 (exported)
  @16: enter size=1 arity=1
  @17: is_eq_imm r0, ok else @20
  @18: move yes -> r0
  @19: return
  @20: move no -> r0
  @21: return

function used_whole/1 (exported)
  @22: enter size=3 arity=1
  @23: test_put_tuple {r0, b} -> r1 live=1
  @24: test_put_tuple {b, r1} -> r0 live=2; return

function pair/2 (exported)
  @25: enter size=3 arity=2
  @26: is_eq_imm r1, 3 else @29
  @27: move three -> r0
  @28: return
  @29: is_eq_imm r0, 1 else @31
  @30: test_put_tuple {one, r1} -> r0 live=2; return
  @31: move other -> r0
  @32: return

function life/2 (exported)
  @33: enter size=2 arity=2
  @34: is_eq_imm r1, 3 else @37
  @35: move 1 -> r0
  @36: return
  @37: is_eq_imm r0, 1 else @41
  @38: is_eq_imm r1, 2 else @41
  @39: move 1 -> r0
  @40: return
  @41: move 0 -> r0
  @42: return

function pair_partial/2 (exported)
  @43: enter size=4 arity=2
  @44: test_put_tuple {r0, r1} -> r2 live=2
  @45: is_tuple r2 arity=2 else @50
  @46: get_element r2 1 -> r3
  @47: is_eq_imm r3, 1 else @51
  @48: move one -> r0
  @49: return
  @50: is_tuple r2 arity=2 else @55
  @51: get_element r2 2 -> r3
  @52: is_eq_imm r3, 2 else @55
  @53: move two -> r0
  @54: return
  @55: match_fail CaseClause r2

function swap/2 (exported)
  @56: enter size=4 arity=2
  @57: test_put_cons r0, [] -> r2 live=2
  @58: test_put_cons r1, r2 -> r0 live=3
  @59: return

function module_info/0 (exported)
  @60: enter size=2 arity=0
  @61: move folding -> r0
  @62: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @63: enter size=3 arity=1
  @64: move2 r0 -> r1, folding -> r0
  @65: call_ext_only erlang:get_module_info/2 base=r0 arity=2
