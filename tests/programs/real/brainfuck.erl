-module(brainfuck).
-export([main/1]).

%% A Brainfuck interpreter: the program is compiled into a tuple with
%% precomputed jump targets, the tape is a zipper of two lists.

compile(Src) ->
    Ops = list_to_tuple([C || C <- Src, lists:member(C, "+-<>[].,")]),
    Jumps = jumps(Ops, 1, [], #{}),
    {Ops, Jumps}.

jumps(Ops, I, Stack, Acc) when I > tuple_size(Ops) ->
    [] = Stack,
    Acc;
jumps(Ops, I, Stack, Acc) ->
    case element(I, Ops) of
        $[ -> jumps(Ops, I + 1, [I | Stack], Acc);
        $] -> [J | S] = Stack, jumps(Ops, I + 1, S, Acc#{I => J, J => I});
        _ -> jumps(Ops, I + 1, Stack, Acc)
    end.

run(Src, Input) ->
    {Ops, Jumps} = compile(Src),
    exec(Ops, Jumps, 1, {[], 0, []}, Input, [], 0).

exec(Ops, _, Pc, _, _, Out, Steps) when Pc > tuple_size(Ops) -> {lists:reverse(Out), Steps};
exec(Ops, J, Pc, {L, C, R} = Tape, In, Out, S) ->
    case element(Pc, Ops) of
        $+ -> exec(Ops, J, Pc + 1, {L, (C + 1) band 255, R}, In, Out, S + 1);
        $- -> exec(Ops, J, Pc + 1, {L, (C - 1) band 255, R}, In, Out, S + 1);
        $> -> exec(Ops, J, Pc + 1, right(Tape), In, Out, S + 1);
        $< -> exec(Ops, J, Pc + 1, left(Tape), In, Out, S + 1);
        $. -> exec(Ops, J, Pc + 1, Tape, In, [C | Out], S + 1);
        $, -> case In of
                  [H | T] -> exec(Ops, J, Pc + 1, {L, H, R}, T, Out, S + 1);
                  [] -> exec(Ops, J, Pc + 1, {L, 0, R}, [], Out, S + 1)
              end;
        $[ when C =:= 0 -> exec(Ops, J, maps:get(Pc, J) + 1, Tape, In, Out, S + 1);
        $[ -> exec(Ops, J, Pc + 1, Tape, In, Out, S + 1);
        $] when C =/= 0 -> exec(Ops, J, maps:get(Pc, J) + 1, Tape, In, Out, S + 1);
        $] -> exec(Ops, J, Pc + 1, Tape, In, Out, S + 1)
    end.

right({L, C, []}) -> {[C | L], 0, []};
right({L, C, [H | T]}) -> {[C | L], H, T}.
left({[], C, R}) -> {[], 0, [C | R]};
left({[H | T], C, R}) -> {T, H, [C | R]}.

%% optimizer: fold runs of + - < > into counted instructions and turn
%% "[-]" into a clear instruction; then run on the folded program
optimize(Src) -> fold([C || C <- Src, lists:member(C, "+-<>[].,")]).

fold([]) -> [];
fold("[-]" ++ T) -> [clear | fold(T)];
fold([C | _] = L) when C =:= $+; C =:= $-; C =:= $<; C =:= $> ->
    {Run, Rest} = lists:splitwith(fun(X) -> X =:= C end, L),
    [{C, length(Run)} | fold(Rest)];
fold([C | T]) -> [C | fold(T)].

describe(Ops) ->
    lists:flatten([case Op of
                       clear -> "Z";
                       {C, 1} -> [C];
                       {C, N} -> [C | integer_to_list(N)];
                       C -> [C]
                   end || Op <- Ops]).

main(_) ->
    Hello = "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++.",
    {Out1, S1} = run(Hello, []),
    io:format("~s(~p steps)~n", [Out1, S1]),
    Opt = optimize(Hello),
    io:format("optimized: ~p ops instead of ~p~n~s~n", [length(Opt), length([C || C <- Hello, lists:member(C, "+-<>[].,")]), describe(Opt)]),
    io:format("~s~n", [describe(optimize("[-]>>+++[<-]..,,"))]),
    Rev = ">,[>,]<[.<]",
    {Out2, _} = run(Rev, "stressed"),
    io:format("~s~n", [Out2]),
    Add = ",>,[<+>-]<.",
    {[Sum], _} = run(Add, [30, 12]),
    io:format("30 + 12 = ~p~n", [Sum]),
    Upper = ",[>++++[<-------->-]<.,]",
    {Out3, _} = run(Upper, "erlang"),
    io:format("~s~n", [Out3]),
    Squares = "++++[>+++++<-]>[<+++++>-]+<+[>[>+>+<<-]++>>[<<+>>-]>>>[-]++>[-]+>>>+[[-]++++++>>>]<<<[[<++++++++<++>>-]+<.<[>----<-]<]<<[>>>>>[>>>[-]+++++++++<[>-<-]+++++++++>[-[<->-]+[<<<]]<[>+<-]>]<<-]<<-]",
    {Out4, S4} = run(Squares, []),
    io:format("~s(~p steps)~n", [Out4, S4]),
    ok.
