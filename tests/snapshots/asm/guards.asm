module guards

function t/1 (exported)
  @0: enter size=2 arity=1
  @1: test List r0 else @3
  @2: jump @6
  @3: test Tuple r0 else @8
  @4: bif erlang:tuple_size/1(r0) -> r1 else @8
  @5: cmp Gt r1, 0 else @8
  @6: move container -> r0
  @7: return
  @8: is_function r0 1 else @11
  @9: move fn -> r0
  @10: return
  @11: test Binary r0 else @16
  @12: bif erlang:byte_size/1(r0) -> r1 else @16
  @13: cmp Ge r1, 4 else @16
  @14: move bin -> r0
  @15: return
  @16: move other -> r0
  @17: return

function bif/2 (exported)
  @18: enter size=5 arity=2
  @19: bif erlang:abs/1(r0) -> r2 else @27
  @20: cmp Gt r2, r1 else @27
  @21: element 1 r1 -> r3 else @27
  @22: is_eq_imm r3, a else @27
  @23: arith Rem r0, 2 -> r4 else @27
  @24: cmp Eq r4, 0 else @27
  @25: move ok -> r0
  @26: return
  @27: move no -> r0
  @28: return

function alt/1 (exported)
  @29: enter size=2 arity=1
  @30: bif erlang:hd/1(r0) -> r1 else @33
  @31: is_eq_imm r1, 1 else @33
  @32: jump @34
  @33: is_eq_imm r0, [] else @36
  @34: move yes -> r0
  @35: return
  @36: move no -> r0
  @37: return

function sc/1 (exported)
  @38: enter size=2 arity=1
  @39: cmp Gt r0, 0 else @42
  @40: cmp Lt r0, 10 else @42
  @41: jump @47
  @42: is_eq_imm r0, -1 else @44
  @43: jump @47
  @44: bif erlang:is_integer/1(r0) -> r1 else @49
  @45: bif erlang:not/1(r1) -> r1 else @49
  @46: is_eq_imm r1, true else @49
  @47: move ok -> r0
  @48: return
  @49: move no -> r0
  @50: return

function module_info/0 (exported)
  @51: enter size=2 arity=0
  @52: move guards -> r0
  @53: call_ext_only erlang:get_module_info/1 base=r0 arity=1

function module_info/1 (exported)
  @54: enter size=3 arity=1
  @55: move2 r0 -> r1, guards -> r0
  @56: call_ext_only erlang:get_module_info/2 base=r0 arity=2
