%% Compares th_io_lib (triheap's io_lib renamed) against OTP's io_lib.
%% Run via compare.sh.  Prints failures and "N passed, M failed".
-module(io_compare).
-export([main/2, check/2]).

main(N, Seed) ->
    rand:seed(exsss, {Seed, 17, 4711}),
    Cases = fixed_cases() ++ term_cases(N) ++ number_cases(N) ++ string_cases(N)
        ++ layout_cases(N) ++ random_format_cases(N),
    {Pass, Fail} = run(Cases, 0, 0),
    Api = api_checks(),
    {Pass2, Fail2} = run_api(Api, Pass, Fail),
    io:format("~w passed, ~w failed~n", [Pass2, Fail2]).

run([], P, F) -> {P, F};
run([{Fmt, Args} | Cs], P, F) ->
    case safe_check(Fmt, Args) of
        ok -> run(Cs, P + 1, F);
        {fail, Mine, Otp} ->
            case F < 40 of
                true -> report(Fmt, Args, Mine, Otp);
                false -> ok
            end,
            save_failure({Fmt, Args}),
            run(Cs, P, F + 1)
    end.

%% Failing cases are saved (term_to_binary) for reproduction.
save_failure(Case) ->
    Old = case get(failures) of undefined -> []; L -> L end,
    put(failures, [Case | Old]),
    file:write_file("/tmp/io_compare_failures.bin",
                    term_to_binary(lists:reverse([Case | Old]))).

report(Fmt, Args, Mine, Otp) ->
    S = io_lib:format("~w ~w", [Fmt, Args]),
    io:format("FAIL ~ts~n", [lists:sublist(lists:flatten(S), 300)]),
    case is_list(Mine) andalso is_list(Otp) of
        true ->
            {N, ML, OL} = first_diff(lines(Mine), lines(Otp), 1),
            io:format("  line ~w~n  mine: ~ts~n  otp:  ~ts~n", [N, ML, OL]);
        false ->
            io:format("  mine: ~w~n  otp:  ~w~n", [cut(Mine), cut(Otp)])
    end.

cut(L) when is_list(L) -> lists:sublist(L, 200);
cut(X) -> X.

lines(S) -> string:split(S, "\n", all).

first_diff([L | As], [L | Bs], N) -> first_diff(As, Bs, N + 1);
first_diff([A | _], [B | _], N) -> {N, A, B};
first_diff([], [B | _], N) -> {N, "<none>", B};
first_diff([A | _], [], N) -> {N, A, "<none>"};
first_diff([], [], N) -> {N, "", ""}.


%% Run check/2 in a separate process so that a hang counts as a failure.
safe_check(Fmt, Args) ->
    Self = self(),
    Pid = spawn(fun() -> Self ! {self(), check(Fmt, Args)} end),
    receive
        {Pid, R} -> R
    after 5000 ->
        exit(Pid, kill),
        {fail, timeout, timeout}
    end.

check(Fmt, Args) ->
    Otp = try lists:flatten(io_lib:format(Fmt, Args))
          catch C:R -> {C, R} end,
    Mine = try lists:flatten(th_io_lib:format(Fmt, Args))
           catch C2:R2 -> {C2, R2} end,
    case Mine =:= Otp of
        true -> ok;
        false -> {fail, Mine, Otp}
    end.

is_exit({'EXIT', _}) -> true;
is_exit(_) -> false.

run_api([], P, F) -> {P, F};
run_api([{Name, Mine, Otp} | Rest], P, F) ->
    M = (catch lists:flatten(Mine())),
    O = (catch lists:flatten(Otp())),
    case M =:= O orelse (is_exit(M) andalso is_exit(O)) of
        true -> run_api(Rest, P + 1, F);
        false ->
            io:format("API FAIL ~p~n  mine: ~w~n  otp:  ~w~n", [Name, M, O]),
            run_api(Rest, P, F + 1)
    end.

%%% ------------------------------------------------------------------
%%% Hand-written cases
%%% ------------------------------------------------------------------

fixed_cases() ->
    Long = lists:seq(1, 40),
    Tup = {aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb,
           Long, {c, d}, "abc"},
    Map = #{aaaaaaaaaaaaaaaaaaaaaaaa => bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb,
            cccccccccccccccccccccc => Long,
            d => {eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee,
                  fffffffffffffffffffffffffffffffffffff, gggggggggggggggggggggg}},
    [{"~w", [[1,2,3]]}, {"~W", [[1,2,3,4,5,6],3]}, {"~W", [{a,b,c,d},2]},
     {"~W", [{a,b,c,d},1]}, {"~W", [{a,b,c,d},0]}, {"~W", [[a|b],1]},
     {"~W", [[a|b],2]}, {"~W", [[a,b|c],2]}, {"~W", [<<1,2,3,4>>,2]},
     {"~W", [<<1,2,3,4:3>>,3]}, {"~W", [#{a=>1,b=>2},2]}, {"~W", [#{a=>1,b=>2},1]},
     {"~P", [[1,2,3,4,5,6],3]}, {"~P", ["abcdef",3]}, {"~P", [<<"abcdef">>,3]},
     {"~P", [#{a=>1,b=>2,c=>3},2]}, {"~w", [<<1,2,3:2>>]}, {"~p", [<<"abc">>]},
     {"~tp", [<<"ab", 200/utf8>>]}, {"~p", [<<"ab", 200/utf8>>]}, {"~p", [[200]]},
     {"~tp", [[1000]]}, {"~p", [[1000]]}, {"~w", ['hello world']}, {"~w", ['Abc']},
     {"~w", ['case']}, {"~w", ['and']}, {"~w", ['a@b']}, {"~w", ['']}, {"~w", ['\n']},
     {"~p", [[7,8,9,10,11,12,13,27]]}, {"~p", ["a\"b\\c"]}, {"~w", ['a\'b']},
     {"~p", [[0]]}, {"~s", [[1,2]]}, {"~p", ['ü']}, {"~w", ['ÿx']},
     {"~w", [list_to_atom([1000])]}, {"~tw", [list_to_atom([$a,1000])]},
     {"~p", [1.0e10]}, {"~p", [-0.0]}, {"~f", [-0.0]}, {"~e", [-0.0]}, {"~g", [-0.0]},
     {"~f", [1]}, {"~e", [1.0]}, {"~.1e", [1.0]}, {"~.0f", [1.0]}, {"~g", [1.0]},
     {"~g", [123456.0]}, {"~g", [0.01]}, {"~g", [1.0e-10]}, {"~g", [12345.6]},
     {"~.1g", [0.5]}, {"~.1g", [5.0]}, {"~f", [1.0e300]}, {"~e", [1.0e300]},
     {"~e", [-1.5e-300]}, {"~.3f", [2.5e-7]}, {"~5.1f", [123.45]}, {"~e", [9.9999999]},
     {"~.2e", [9.96]}, {"~.2f", [9.996]}, {"~.2f", [-9.996]}, {"~f", [0.0]}, {"~e", [0.0]},
     {"~X", [-255, "0x"]}, {"~.16X", [-255, "0x"]}, {"~.16X", [255, '0x']},
     {"~.16x", [255, <<"0x">>]}, {"~.16#", [-255]}, {"~.16+", [-255]}, {"~2b", [1000]},
     {"~.37b", [1]}, {"~.1b", [1]}, {"~5~", []}, {"~3n", []}, {"~-3n", []},
     {"~5c", [$a]}, {"~.3c", [$a]}, {"~5.3c", [$a]}, {"~-5.3c", [$a]}, {"~c", [256+$a]},
     {"~tc", [1000]}, {"~c", [-1]}, {"~s", [abc]}, {"~s", [<<"abc">>]},
     {"~s", [[<<"a">>,"b",[$c]]]}, {"~s", [[1000]]}, {"~ts", [[1000]]},
     {"~ts", [<<200/utf8>>]}, {"~s", [<<200/utf8>>]}, {"~ts", [<<255>>]},
     {"~s", [list_to_atom([1000])]}, {"~ts", [list_to_atom([1000])]},
     {"~3s", ["abcdef"]}, {"~-8s|", ["abc"]}, {"~8s|", ["abc"]}, {"~.2s|", ["abc"]},
     {"~8.2s|", ["abc"]}, {"~8.5s|", ["abc"]}, {"~3.3s|", ["abcdef"]},
     {"~8.5.xs|", ["abc"]}, {"~10w|", [abc]}, {"~2w|", [abc]}, {"~-10w|", [abc]},
     {"~10.2w|", [abc]}, {"~.2w|", [abc]}, {"~10.2p|", [abc]}, {"~-10p|", [abc]},
     {"~10p|", [abc]}, {"~d", [x]}, {"~p", []}, {"~p", [a,b]}, {<<"~p">>, [x]},
     {foo, []}, {<<"é~p">>, [a]}, {"~i~p", [a,b]}, {"~*.*f", [10,3,1.5]},
     {"~*c", [-5,$a]}, {"~.*.*f", [3,$0,1.5]}, {"~lp", [[65,66]]}, {"~tlp", [[65,66]]},
     {"~ltp", [[65,66]]}, {"~ls", ["a"]}, {"~tw", ['ü']}, {"~10.4.0B", [-5]},
     {"~8.2.0B", [5]}, {"~.16B", [255]}, {"~b", [-10]}, {"~.16b", [255]},
     {"~a", [x]}, {"~", []}, {"~5", []}, {"~p", x}, {"~s", [[a]]}, {"~c", [a]},
     {"~w~p~n", [[a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u,v,w,x,y,z], Long]},
     {"~s~p", [["abcdefghij","abcdefghij","abcdefghij"], Long]},
     {"~5b~p", [1, Long]}, {"abc\tx~p", [Long]}, {"~p~p", [Long, Long]},
     {"~-10w~p", [a, Long]}, {"~10.0p", [Long]}, {"~80.10p", [Long]}, {"~30p", [Long]},
     {"~p", [Tup]}, {"~p", [Map]}, {"~p", [list_to_binary(lists:seq(1, 100))]},
     {"~p", [[{a,1},{b,2},{c,3},{d,4},{e,5},{f,6},{g,7},{h,8},{i,9},{j,10},{k,11},{l,12}]]},
     {"~p", [{a_very_long_tag_name_which_is_long_indeed_and_more_and_more, Long}]},
     {"~p", [lists:flatten(lists:duplicate(10, "hello world\n"))]},
     {"~p", [list_to_binary(lists:duplicate(10, "hello world "))]},
     {"~p", [[self(), make_ref(), fun lists:reverse/1]]},
     {"~p", [{[], {}, #{}, <<>>, [[]], {{}}}]}
    ].

api_checks() ->
    Terms = ['a b', "str\n", [1,2|x], {x, <<1,2,3>>}, 3.5, -7, 'Q', [],
             #{1 => 2}, <<"abc">>, list_to_atom([200]), list_to_atom([1000])],
    Strings = ["abc", "a\"b", [0,1,7,27,127,128,160,255], [1000], "x'y"],
    Chars = [$a, $\s, 0, 10, 39, 34, 92, 127, 160, 255, 1000],
    Lists = ["abc", [], [1000], [-1], [a], "a" ++ b, [16#D800], [0], [200], [8], [27],
             [127], [159], [160], [16#FFFE], [16#10000], [16#110000], ["ab", $c],
             [<<"a">>]],
    [{{write, T}, fun() -> th_io_lib:write(T) end, fun() -> io_lib:write(T) end}
     || T <- Terms] ++
    [{{write2, T}, fun() -> th_io_lib:write(T, 2) end, fun() -> io_lib:write(T, 2) end}
     || T <- Terms] ++
    [{{print, T}, fun() -> th_io_lib:print(T) end, fun() -> io_lib:print(T) end}
     || T <- Terms] ++
    [{{write_atom, T}, fun() -> th_io_lib:write_atom(T) end,
      fun() -> io_lib:write_atom(T) end} || T <- Terms, is_atom(T)] ++
    [{{write_string, S}, fun() -> th_io_lib:write_string(S) end,
      fun() -> io_lib:write_string(S) end} || S <- Strings] ++
    [{{write_latin1_string, S}, fun() -> th_io_lib:write_latin1_string(S) end,
      fun() -> io_lib:write_latin1_string(S) end} || S <- Strings] ++
    [{{write_char, C}, fun() -> th_io_lib:write_char(C) end,
      fun() -> io_lib:write_char(C) end} || C <- Chars] ++
    [{{preds, L},
      fun() -> [th_io_lib:char_list(L), th_io_lib:printable_list(L),
                th_io_lib:printable_latin1_list(L),
                th_io_lib:printable_unicode_list(L), th_io_lib:deep_char_list(L)] end,
      fun() -> [io_lib:char_list(L), io_lib:printable_list(L),
                io_lib:printable_latin1_list(L),
                io_lib:printable_unicode_list(L), io_lib:deep_char_list(L)] end}
     || L <- Lists] ++
    [{nl, fun() -> th_io_lib:nl() end, fun() -> io_lib:nl() end}].

%%% ------------------------------------------------------------------
%%% Generated term cases (~p, ~w, ...)
%%% ------------------------------------------------------------------

term_cases(N) ->
    [term_case() || _ <- lists:seq(1, N)].

term_case() ->
    T = rand_term(rand:uniform(5)),
    Col = rand:uniform(70) - 1,
    Prefix = lists:duplicate(Col, $x),
    case rand:uniform(12) of
        1 -> {"~w", [T]};
        2 -> {"~W", [T, rand:uniform(8)]};
        3 -> {"~P", [T, rand:uniform(10)]};
        4 -> {Prefix ++ "~tp", [T]};
        5 -> {"~lp", [T]};
        6 -> {"~" ++ integer_to_list(20 + rand:uniform(80)) ++ "p", [T]};
        7 -> {"~." ++ integer_to_list(rand:uniform(40)) ++ "p", [T]};
        8 -> {Prefix ++ "~P", [T, rand:uniform(12)]};
        9 -> {"~tw", [T]};
        _ -> {Prefix ++ "~p", [T]}
    end.

rand_term(D) when D =< 0 -> rand_atomic();
rand_term(D) ->
    case rand:uniform(10) of
        1 -> rand_atomic();
        2 -> rand_atomic();
        3 -> [rand_term(D - 1) || _ <- lists:seq(1, rand:uniform(12) - 1)];
        4 -> list_to_tuple([rand_term(D - 1) || _ <- lists:seq(1, rand:uniform(8) - 1)]);
        5 -> list_to_tuple([rand_atom() | [rand_term(D - 1) || _ <- lists:seq(1, rand:uniform(6) - 1)]]);
        6 -> maps:from_list([{rand_term(D - 2), rand_term(D - 1)} || _ <- lists:seq(1, rand:uniform(6) - 1)]);
        7 -> [rand_small() || _ <- lists:seq(1, rand:uniform(40))];
        8 -> [{rand_atom(), rand_small()} || _ <- lists:seq(1, rand:uniform(12))];
        9 -> improper(D);
        _ -> rand_term(D - 1)
    end.

improper(D) ->
    L = [rand_term(D - 1) || _ <- lists:seq(1, rand:uniform(4))],
    lists:foldr(fun(E, Acc) -> [E | Acc] end, rand_atomic(), L).

rand_small() ->
    case rand:uniform(3) of
        1 -> rand:uniform(1000);
        2 -> rand_atom();
        3 -> rand_string()
    end.

rand_atomic() ->
    case rand:uniform(12) of
        1 -> rand:uniform(100);
        2 -> rand:uniform(1 bsl 70) - (1 bsl 69);
        3 -> rand_float();
        4 -> rand_atom();
        5 -> rand_atom();
        6 -> rand_string();
        7 -> unicode:characters_to_binary(rand_string());
        8 -> rand_binary();
        9 -> [];
        10 -> {};
        11 -> self();
        _ -> rand_string()
    end.

rand_float() ->
    case rand:uniform(4) of
        1 -> rand:uniform() * 100;
        2 -> float(rand:uniform(1000));
        3 -> (rand:uniform() - 0.5) * math:pow(10, rand:uniform(60) - 30);
        4 -> 1.0e20 * rand:uniform()
    end.

rand_atom() ->
    Atoms = [a, foo, bar, ok, error, undefined, 'Hello', 'with space', 'case',
             longer_atom_name, another_rather_long_atom_name_here, x, y, z,
             'a@b', '', 'ü', 'quote\'s', true, false, list_to_atom([1000]),
             very_very_very_very_long_atom_name_exceeding_forty_characters],
    lists:nth(rand:uniform(length(Atoms)), Atoms).

rand_string() ->
    Pool = "abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789\n\t\"\\'",
    Len = rand:uniform(30) - 1,
    S = [lists:nth(rand:uniform(length(Pool)), Pool) || _ <- lists:seq(1, Len)],
    case rand:uniform(10) of
        1 -> S ++ [rand:uniform(300)];
        2 -> S ++ [0];
        3 -> S ++ [1000];
        4 -> S ++ "éü";
        _ -> S
    end.

rand_binary() ->
    case rand:uniform(5) of
        1 -> list_to_binary([rand:uniform(256) - 1 || _ <- lists:seq(1, rand:uniform(60))]);
        2 -> <<(unicode:characters_to_binary(rand_string()))/binary, 3:3>>;
        3 -> unicode:characters_to_binary(rand_string() ++ [1000, 233]);
        4 -> list_to_binary(lists:duplicate(rand:uniform(100), $a));
        5 -> list_to_binary([C || C <- rand_string(), C < 256] ++ [233])
    end.

%%% ------------------------------------------------------------------
%%% Numbers
%%% ------------------------------------------------------------------

number_cases(N) ->
    [number_case() || _ <- lists:seq(1, N)].

number_case() ->
    F = rand_float2(),
    I = rand_int(),
    W = width(),
    case rand:uniform(9) of
        1 -> {"~" ++ W ++ prec() ++ "f", [F]};
        2 -> {"~" ++ W ++ prec() ++ "e", [F]};
        3 -> {"~" ++ W ++ prec() ++ "g", [F]};
        4 -> {"~" ++ W ++ "." ++ integer_to_list(rand:uniform(36)) ++ padc() ++ "b", [I]};
        5 -> {"~" ++ W ++ "." ++ integer_to_list(rand:uniform(36)) ++ padc() ++ "B", [I]};
        6 -> {"~" ++ W ++ "." ++ integer_to_list(rand:uniform(36)) ++ "X", [I, "0x"]};
        7 -> {"~" ++ W ++ "." ++ integer_to_list(rand:uniform(36)) ++ "#", [I]};
        8 -> {"~" ++ W ++ "." ++ integer_to_list(rand:uniform(36)) ++ "+", [I]};
        9 -> {"~w ~p ~" ++ W ++ "w", [F, F, I]}
    end.

width() ->
    case rand:uniform(4) of
        1 -> "";
        2 -> integer_to_list(rand:uniform(20));
        3 -> "-" ++ integer_to_list(rand:uniform(20));
        4 -> integer_to_list(rand:uniform(30))
    end.

prec() ->
    case rand:uniform(3) of
        1 -> "";
        _ -> "." ++ integer_to_list(rand:uniform(20) - 1)
    end.

padc() ->
    case rand:uniform(3) of
        1 -> ".0";
        _ -> ""
    end.

rand_float2() ->
    case rand:uniform(6) of
        1 -> rand:uniform() * 10;
        2 -> -rand:uniform() * 1000;
        3 -> (rand:uniform() - 0.5) * math:pow(10, rand:uniform(600) - 300);
        4 -> float(rand:uniform(100000)) / 8;
        5 -> float(rand:uniform(1000000)) / 1000 + 0.0005;
        6 -> round(rand:uniform() * 1000) / 100 + 0.005
    end.

rand_int() ->
    case rand:uniform(3) of
        1 -> rand:uniform(1000) - 500;
        2 -> rand:uniform(1 bsl 80) - (1 bsl 79);
        3 -> rand:uniform(100)
    end.

%%% ------------------------------------------------------------------
%%% Strings and chars
%%% ------------------------------------------------------------------

string_cases(N) ->
    [string_case() || _ <- lists:seq(1, N div 2)].

string_case() ->
    S = rand_string(),
    W = width(),
    P = prec(),
    Pad = case rand:uniform(3) of 1 -> ".*"; _ -> "" end,
    PadArg = case Pad of ".*" -> [$.]; _ -> [] end,
    Enc = case rand:uniform(2) of 1 -> "t"; 2 -> "" end,
    case rand:uniform(6) of
        1 -> {"~" ++ W ++ P ++ Pad ++ Enc ++ "s|", PadArg ++ [S]};
        2 -> {"~" ++ W ++ P ++ Pad ++ Enc ++ "s|", PadArg ++ [unicode:characters_to_binary(S)]};
        3 -> {"~" ++ W ++ P ++ Pad ++ Enc ++ "s|", PadArg ++ [[S, <<"bin">>, [[$x]]]]};
        4 -> {"~" ++ W ++ P ++ Enc ++ "c|", [lists:nth(1, S ++ "z")]};
        5 -> {"~" ++ W ++ P ++ Pad ++ "s|", PadArg ++ [rand_atom()]};
        6 -> {"~" ++ W ++ P ++ Enc ++ "w|", [rand_term(2)]}
    end.

%%% ------------------------------------------------------------------
%%% Layout stress: narrow lines, long tags, nested maps
%%% ------------------------------------------------------------------

layout_cases(N) ->
    [layout_case() || _ <- lists:seq(1, N)].

layout_case() ->
    T = layout_term(rand:uniform(5)),
    Pre = case rand:uniform(4) of
              1 -> "";
              2 -> lists:duplicate(rand:uniform(50), $-);
              3 -> "ab\tcd\t";
              4 -> "line1\n" ++ lists:duplicate(rand:uniform(30), $y)
          end,
    case rand:uniform(6) of
        1 -> {Pre ++ "~" ++ integer_to_list(9 + rand:uniform(90)) ++ "p", [T]};
        2 -> {Pre ++ "~" ++ integer_to_list(9 + rand:uniform(90)) ++ "."
              ++ integer_to_list(rand:uniform(60)) ++ "p", [T]};
        3 -> {Pre ++ "~p~n~p", [T, T]};
        4 -> {Pre ++ "~" ++ integer_to_list(20 + rand:uniform(60)) ++ "P", [T, rand:uniform(9)]};
        _ -> {Pre ++ "~p", [T]}
    end.

layout_term(D) when D =< 0 -> layout_atomic();
layout_term(D) ->
    case rand:uniform(9) of
        1 -> layout_atomic();
        2 -> [layout_term(D - 1) || _ <- lists:seq(1, rand:uniform(8) - 1)];
        3 -> list_to_tuple([long_tag() | [layout_term(D - 1) || _ <- lists:seq(1, rand:uniform(5))]]);
        4 -> list_to_tuple([rand_atom() | [layout_term(D - 1) || _ <- lists:seq(1, rand:uniform(5))]]);
        5 -> maps:from_list([{layout_term(D - 2), layout_term(D - 1)} || _ <- lists:seq(1, rand:uniform(5))]);
        6 -> [{long_tag(), layout_atomic()} || _ <- lists:seq(1, rand:uniform(10))];
        7 -> list_to_tuple([layout_term(D - 1) || _ <- lists:seq(1, rand:uniform(5))]);
        8 -> lists:foldr(fun(E, Acc) -> [E | Acc] end, layout_term(D - 1),
                         [layout_term(D - 1) || _ <- lists:seq(1, rand:uniform(3))]);
        9 -> list_to_binary([rand:uniform(256) - 1 || _ <- lists:seq(1, rand:uniform(120))])
    end.

layout_atomic() ->
    case rand:uniform(6) of
        1 -> long_tag();
        2 -> rand:uniform(100000);
        3 -> [C || C <- rand_string(), C < 256];
        4 -> rand_atom();
        5 -> 'ab';
        6 -> {}
    end.

long_tag() ->
    L = rand:uniform(45),
    list_to_atom([$t | lists:duplicate(L, $a)]).

%%% ------------------------------------------------------------------
%%% Random format strings (including invalid ones)
%%% ------------------------------------------------------------------

random_format_cases(N) ->
    [random_format_case() || _ <- lists:seq(1, N div 2)].

random_format_case() ->
    Parts = [random_directive() || _ <- lists:seq(1, rand:uniform(4))],
    Fmt = lists:append([F || {F, _} <- Parts]),
    Args = lists:append([A || {_, A} <- Parts]),
    {Fmt, Args}.

random_directive() ->
    Ctrl = lists:nth(rand:uniform(20), "wpWPsefgbBxX#+cn~iaq"),
    W = case rand:uniform(5) of
            1 -> "-" ++ integer_to_list(rand:uniform(12));
            2 -> integer_to_list(rand:uniform(12));
            3 -> "*";
            _ -> ""
        end,
    P = case rand:uniform(5) of
            1 -> "." ++ integer_to_list(rand:uniform(12) - 1);
            2 -> ".*";
            _ -> ""
        end,
    Pad = case {P, rand:uniform(5)} of
              {"", 1} -> "..";
              {_, 1} -> ".x";
              {_, 2} -> ".*";
              _ -> ""
          end,
    Mod = lists:nth(rand:uniform(4), ["", "t", "l", "tl"]),
    WArgs = case W of "*" -> [rand:uniform(21) - 11]; _ -> [] end,
    PArgs = case P of ".*" -> [rand:uniform(20) - 1]; _ -> [] end,
    PadArgs = case Pad of ".*" -> [$_]; _ -> [] end,
    NArgs = case Ctrl of
                C when C =:= $W; C =:= $P; C =:= $x; C =:= $X -> 2;
                C when C =:= $n; C =:= $~ -> 0;
                _ -> 1
            end,
    As = [random_arg(Ctrl, I) || I <- lists:seq(1, NArgs)],
    {"<~" ++ W ++ P ++ Pad ++ Mod ++ [Ctrl] ++ ">", WArgs ++ PArgs ++ PadArgs ++ As}.

random_arg(Ctrl, 2) when Ctrl =:= $W; Ctrl =:= $P -> rand:uniform(6) - 1;
random_arg(Ctrl, 2) when Ctrl =:= $x; Ctrl =:= $X ->
    lists:nth(rand:uniform(4), ["0x", '#', [$$, "h"], 7]);
random_arg(_Ctrl, _) ->
    case rand:uniform(8) of
        1 -> rand:uniform(2000) - 1000;
        2 -> rand_float2();
        3 -> rand_atom();
        4 -> rand_string();
        5 -> list_to_binary([C || C <- rand_string(), C < 256]);
        6 -> rand_term(2);
        7 -> rand:uniform(300);
        8 -> [rand:uniform(1100)]
    end.
