-module(stack_vm).
-export([main/1]).

%% A small stack-based virtual machine with an assembler for labels.

assemble(Prog) ->
    {Labels, _} = lists:foldl(fun({label, L}, {M, Pc}) -> {M#{L => Pc}, Pc};
                                 (_, {M, Pc}) -> {M, Pc + 1} end, {#{}, 0}, Prog),
    Code = [resolve(I, Labels) || I <- Prog, not is_label(I)],
    list_to_tuple(Code).

resolve({jmp, L}, Ls) -> {jmp, maps:get(L, Ls)};
resolve({jz, L}, Ls) -> {jz, maps:get(L, Ls)};
resolve({call, L}, Ls) -> {call, maps:get(L, Ls)};
resolve(I, _) -> I.

is_label({label, _}) -> true;
is_label(_) -> false.

run(Code) -> run(Code, 0, [], [], #{}, [], 0).

run(Code, Pc, _, _, _, Out, Steps) when Pc >= tuple_size(Code) -> {halted, lists:reverse(Out), Steps};
run(_, _, _, _, _, Out, Steps) when Steps > 100000 -> {step_limit, lists:reverse(Out), Steps};
run(Code, Pc, Stack, Calls, Vars, Out, Steps) ->
    Next = Pc + 1, S = Steps + 1,
    case {element(Pc + 1, Code), Stack} of
        {{push, V}, _} -> run(Code, Next, [V | Stack], Calls, Vars, Out, S);
        {pop, [_ | R]} -> run(Code, Next, R, Calls, Vars, Out, S);
        {dup, [A | R]} -> run(Code, Next, [A, A | R], Calls, Vars, Out, S);
        {swap, [A, B | R]} -> run(Code, Next, [B, A | R], Calls, Vars, Out, S);
        {add, [B, A | R]} -> run(Code, Next, [A + B | R], Calls, Vars, Out, S);
        {sub, [B, A | R]} -> run(Code, Next, [A - B | R], Calls, Vars, Out, S);
        {mul, [B, A | R]} -> run(Code, Next, [A * B | R], Calls, Vars, Out, S);
        {'div', [0, _ | _]} -> {error, division_by_zero, Pc};
        {'div', [B, A | R]} -> run(Code, Next, [A div B | R], Calls, Vars, Out, S);
        {lt, [B, A | R]} -> run(Code, Next, [bool(A < B) | R], Calls, Vars, Out, S);
        {eq, [B, A | R]} -> run(Code, Next, [bool(A =:= B) | R], Calls, Vars, Out, S);
        {{store, Name}, [A | R]} -> run(Code, Next, R, Calls, Vars#{Name => A}, Out, S);
        {{load, Name}, _} -> run(Code, Next, [maps:get(Name, Vars, 0) | Stack], Calls, Vars, Out, S);
        {{jmp, T}, _} -> run(Code, T, Stack, Calls, Vars, Out, S);
        {{jz, T}, [0 | R]} -> run(Code, T, R, Calls, Vars, Out, S);
        {{jz, _}, [_ | R]} -> run(Code, Next, R, Calls, Vars, Out, S);
        {{call, T}, _} -> run(Code, T, Stack, [Next | Calls], Vars, Out, S);
        {ret, _} when Calls =:= [] -> {halted, lists:reverse(Out), S};
        {ret, _} -> [Ret | Cs] = Calls, run(Code, Ret, Stack, Cs, Vars, Out, S);
        {print, [A | R]} -> run(Code, Next, R, Calls, Vars, [A | Out], S);
        {halt, _} -> {halted, lists:reverse(Out), S};
        {Instr, _} -> {error, {stack_underflow, Instr}, Pc}
    end.

bool(true) -> 1;
bool(false) -> 0.

%% print factorials 1..N
fact_prog(N) ->
    [{push, 1}, {store, i}, {push, 1}, {store, acc},
     {label, loop},
     {load, i}, {push, N + 1}, lt, {jz, done},
     {load, acc}, {load, i}, mul, dup, {store, acc}, print,
     {load, i}, {push, 1}, add, {store, i},
     {jmp, loop},
     {label, done}, halt].

%% fibonacci numbers below a limit using a subroutine for printing
fib_prog(Limit) ->
    [{push, 0}, {store, a}, {push, 1}, {store, b},
     {label, loop},
     {load, a}, {push, Limit}, lt, {jz, done},
     {call, show},
     {load, a}, {load, b}, dup, {store, a}, add, {store, b},
     {jmp, loop},
     {label, show}, {load, a}, print, ret,
     {label, done}, halt].

gcd_prog(A, B) ->
    [{push, A}, {store, a}, {push, B}, {store, b},
     {label, loop},
     {load, b}, {push, 0}, eq, {jz, body}, {load, a}, print, halt,
     {label, body},
     {load, a}, {load, a}, {load, b}, 'div', {load, b}, mul, sub,
     {load, b}, {store, a}, {store, b},
     {jmp, loop}].

main(_) ->
    Progs = [{fact, fact_prog(12)}, {fib, fib_prog(1000)}, {gcd, gcd_prog(1071, 462)},
             {gcd2, gcd_prog(17, 5)},
             {underflow, [{push, 1}, add]}, {divzero, [{push, 1}, {push, 0}, 'div']},
             {infinite, [{label, l}, {jmp, l}]}],
    lists:foreach(fun({Name, P}) ->
        Code = assemble(P),
        io:format("~p (~p instructions): ~p~n", [Name, tuple_size(Code), run(Code)])
    end, Progs),
    io:format("~p~n", [assemble(gcd_prog(1, 2))]),
    ok.
