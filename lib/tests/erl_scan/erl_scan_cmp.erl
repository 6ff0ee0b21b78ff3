-module(erl_scan_cmp).
-export([run/0]).

%% Inputs: snippets of Erlang plus random strings; each is scanned with
%% several option sets, via string/1,2,3 and tokens/3 (whole and chunked).

snippets() ->
    ["X = 1 + foo.", "{ok, [1, 2, three]}.", "a \x{1}b\x{80}c\x{A0}d\x{A1}",
     "'ab", "\"abc\ndef", "$", "a $", "1 ` 2\n3", "16#", "37#1", "2#12",
     "1.0e", "1.0e+", "1_", "1__2", "1_000", "16#F_F", "1.5_5e1_0", "\\",
     "ab@c \x{DF}x \x{C0}x \x{D7}x \x{F7}", [256], [97,256], [39,256,39],
     "\"\\x{41}\\101\\^a\\q\\e\"", "$\\x{41}$\\", "$\\", "X.", "1.", "1.x",
     "a.%c\n", "a.b", "..", "...", "....", "<<>>", "1e5", "1.5E-3", "0.0",
     "#{}", "a:=b", "\"abcdefghijklmnopqrstuvwxyz", "'x\\", "\"\\x{", "$\\x{4",
     "\"\\x{110000}\"", "999999999999999999999999.0e999", "'\\'", "\"\\\"",
     "$\n", "$ ", "1.e4", "2#", "0#1", "36#zZ", "1e", "fun", "?a", "a%b\nc",
     "a\rb\r\nc", [256|" abc\nd"], [97,10,256|" b\nc."], "16#\n\nx",
     "37#1\n\nx", "1.0e\n\n", "$\\x{4\n\n", "\"\\x{110000}\"\n\n",
     "$\\x{110000}", "\"\\x{}\"", "\"\\x{g}\"", "$\\x{}", "$\\xg",
     "\"\\xgg\"", "\"\\x4\"", "\"\\x4g\"", "\"\\8\"", "\"\\7777\"", "$\\^?",
     "$\\^[", "\"\\b\\d\\f\\n\\r\\s\\t\\v\\z\"", "$\\\n", "\"a\\\nb\"",
     "1.0e-0", "08", "1.0_e1", "1._5", "1_.5", "16#_F", "16#F_", "2#1_1",
     "1.5e1_", "1.5e_1", "1e-", "a@", "A@b_c", "_", "_A", "x\x{AA}y",
     "\x{DF}", "\x{FF}y", "\x{DE}Z", "\x{C0}",
     "when andalso orelse bnot not div rem band bor bxor bsl bsr and or xor "
     "begin end if of case receive after try catch cond let query maybe else fun",
     "<<=>>>=<===/=:=:-=<-||+++---->!?#;:::.|", "&&", "**", "|||", "==<",
     "=/", "=:", ":=:", "<=<", "=>=", "1-2", "a-1", "[1|2]", "a.\n", "a. ",
     "a.\t", "a.%", "a.\x{A0}", [97,46,1], ".", "'' \"\"", "'a\nb' x",
     "$\\x{10ffff}", "$\\377", "$\\400", "$\\1x", "10#", "1#0", "16#1.0",
     "1.0.0", "1e1.0", "0.1e+1", "1.5e+0005", "\"\\^\"", "$\\^", "'abc",
     "'abc\ndef", "1 % x\n\n2", "a\n  \n", "a\t \r\n\tb", "a.\r\n", "a.%x\n",
     [39,256,39,32,34,256,34,32,36,256], [37,256,10], [$",16#D800,$"],
     [$$,16#D800], [$',16#110000,$'], [$%,16#D800], "\"\\x{D800}\"",
     "\"\\x{41\"", "\"ab\\x{41", "$\\x{41", "ab \"x\\x{110000}\"",
     "ab \"x\\xg\"", "x $\\x{}", "x $\\x{41", "q 16#", "q 16#\n", "w 1.5e+x",
     "e 37#5", "\"a\\\n", "r 1.0e999", "x 'a\\x{110000}'",
     lists:duplicate(256, $a), lists:duplicate(255, $a),
     "'" ++ lists:duplicate(256, $a) ++ "'", lists:duplicate(256, $A),
     "-module(m).\n-export([f/1]).\n\n%% comment\nf(X) when X > 0 ->\n"
     "    case X of\n\t1 -> <<X:8/binary>>;\n\t_ -> #{a => X, b := 2}\n"
     "    end;\nf(_) -> [Y || Y <- lists:seq(1, 10), Y rem 2 =:= 0].\n",
     "g() -> try foo() catch error:R:St -> {R, St} after ok end.\n"
     "h(A, B) -> A =/= B andalso A =< B orelse not (A /= B).\n"
     "-spec k(integer()) -> 'ok' | {error, term()}.\n"
     "k(N) -> receive {msg, N} -> $a + $\\n; _ -> 2#1010 after 100 -> 1.5e-10 end.\n",
     "fun (X) -> X end. fun m:f/1. 'quoted atom' \"str\\twith\\\"escapes\\\"\" $\\' $\\\\",
     "x\n  y\n\tz\n \t w", "  \n\n  % c1\n% c2\n a", "a.b.c. d . e.. f...",
     "A1 _B2 c3 'D4' \"e5\" 6.6 7 $8 16#9", "1 .5", "1. 5", "1..5", "<< >>",
     "[H|T] ++ [] -- [x]", "{a, b, c} = {1, 2, 3}", "M#r.f", "#r{a = 1}",
     "fun ?MODULE:f/0", "??x", "\"multi\nline\nstring\" done", "$\\s$\\t$\\e",
     "0#", "3#", "16#ff_FF", "1_2_3.4_5e6_7", "1.0E10", "5e", "5.e", "5.0e-"].

chunkings() -> [whole, 1, 3].

run() ->
    rand:seed(exsss, {1, 2, 3}),
    Randoms = [random_string() || _ <- lists:seq(1, 3000)],
    Inputs = snippets() ++ Randoms,
    lists:foldl(fun(S, {P, F}) ->
                        lists:foldl(fun(Case, {P1, F1}) ->
                                            case check(Case, S) of
                                                ok -> {P1 + 1, F1};
                                                fail -> {P1, F1 + 1}
                                            end
                                    end, {P, F}, cases())
                end, {0, 0}, Inputs).

cases() ->
    [string1, {string2, 1}, {string2, {1, 1}}, {string2, {7, 3}},
     {string3, 1, [text]}, {string3, {1, 1}, [text, return]},
     {string3, {1, 1}, [return_comments]}, {string3, 1, [return_white_spaces]},
     {tokens, whole, {1, 1}}, {tokens, 1, 1}, {tokens, 3, {1, 1}},
     format_error].

call(M, string1, S) -> M:string(S);
call(M, {string2, L}, S) -> M:string(S, L);
call(M, {string3, L, O}, S) -> M:string(S, L, O);
call(M, {tokens, Chunk, L}, S) -> all_tokens(M, chunks(S, Chunk), L, [], 0);
call(M, format_error, S) ->
    case M:string(S, {1, 1}) of
        {error, {_, _, E}, _} -> M:format_error(E);
        _ -> none
    end.

check(Case, S) ->
    R1 = (catch call(th_erl_scan, Case, S)),
    R2 = (catch call(erl_scan, Case, S)),
    case R1 =:= R2 of
        true -> ok;
        false ->
            io:format("MISMATCH ~p on ~p:~n  ours: ~p~n  otp:  ~p~n",
                      [Case, S, R1, R2]),
            fail
    end.

chunks(S, whole) -> [S];
chunks([], _) -> [];
chunks(S, N) when length(S) =< N -> [S];
chunks(S, N) -> {A, B} = lists:split(N, S), [A | chunks(B, N)].

%% Scan forms until eof; all results.
all_tokens(_M, _Chunks, _L, Acc, K) when K > 200 -> lists:reverse([loop | Acc]);
all_tokens(M, Chunks, L, Acc, K) ->
    feed(M, [], Chunks, L, Acc, K).

feed(M, Cont, [], L, Acc, K) ->
    case M:tokens(Cont, eof, L) of
        {done, {eof, _} = R, _} -> lists:reverse([R | Acc]);
        {done, R, eof} -> lists:reverse([R | Acc]);
        {done, R, Rest} -> all_tokens(M, [Rest], L, [R | Acc], K + 1)
    end;
feed(M, Cont, [C | Cs], L, Acc, K) ->
    case M:tokens(Cont, C, L) of
        {more, Cont1} -> feed(M, Cont1, Cs, L, Acc, K);
        {done, R, Rest} -> all_tokens(M, [Rest | Cs], L, [R | Acc], K + 1)
    end.

random_string() ->
    Len = rand:uniform(20),
    [random_char() || _ <- lists:seq(1, Len)].

random_char() ->
    Alphabet = "aZ_09.#$\\\"'%x{}e+-=<>/:|!?\n\t ^&*()[],;@",
    case rand:uniform(20) of
        1 -> rand:uniform(256) - 1;
        2 -> lists:nth(rand:uniform(4), [16#100, 16#D800, 16#10FFFF, 160]);
        _ -> lists:nth(rand:uniform(length(Alphabet)), Alphabet)
    end.
