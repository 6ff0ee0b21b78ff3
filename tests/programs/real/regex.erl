-module(regex).
-export([main/1]).

%% A small backtracking regular expression engine: literals, '.', '*',
%% '+', '?', anchors '^' and '$', character classes [a-z] / [^0-9],
%% escapes \d \w \s, alternation via '|' at the top level and groups.

compile(Pat) -> {Re, []} = alt(Pat), Re.

alt(P) ->
    {S, Rest} = seq(P, []),
    case Rest of
        [$| | R] -> {A, R2} = alt(R), {{alt, S, A}, R2};
        _ -> {S, Rest}
    end.

seq([], Acc) -> {{seq, lists:reverse(Acc)}, []};
seq([C | _] = P, Acc) when C =:= $|; C =:= $) -> {{seq, lists:reverse(Acc)}, P};
seq(P, Acc) ->
    {Atom, Rest} = atom(P),
    case Rest of
        [$* | R] -> seq(R, [{star, Atom} | Acc]);
        [$+ | R] -> seq(R, [{plus, Atom} | Acc]);
        [$? | R] -> seq(R, [{opt, Atom} | Acc]);
        _ -> seq(Rest, [Atom | Acc])
    end.

atom([$( | R]) -> {A, [$) | R2]} = alt(R), {A, R2};
atom([$. | R]) -> {any, R};
atom([$^ | R]) -> {bol, R};
atom([$$ | R]) -> {eol, R};
atom([$\\, $d | R]) -> {{class, false, [{$0, $9}]}, R};
atom([$\\, $w | R]) -> {{class, false, [{$a, $z}, {$A, $Z}, {$0, $9}, {$_, $_}]}, R};
atom([$\\, $s | R]) -> {{class, false, [{$\s, $\s}, {$\t, $\t}, {$\n, $\n}]}, R};
atom([$\\, C | R]) -> {{char, C}, R};
atom([$[, $^ | R]) -> {Ranges, R2} = class(R, []), {{class, true, Ranges}, R2};
atom([$[ | R]) -> {Ranges, R2} = class(R, []), {{class, false, Ranges}, R2};
atom([C | R]) -> {{char, C}, R}.

class([$] | R], Acc) -> {lists:reverse(Acc), R};
class([A, $-, B | R], Acc) when B =/= $] -> class(R, [{A, B} | Acc]);
class([A | R], Acc) -> class(R, [{A, A} | Acc]).

%% m(Node, Input, Continuation) -> true | false; continuation style backtracking
m({seq, []}, S, K) -> K(S);
m({seq, [N | Ns]}, S, K) -> m(N, S, fun(S2) -> m({seq, Ns}, S2, K) end);
m({alt, A, B}, S, K) -> m(A, S, K) orelse m(B, S, K);
m({star, N}, S, K) -> m(N, S, fun(S2) when S2 =/= S -> m({star, N}, S2, K); (_) -> false end) orelse K(S);
m({plus, N}, S, K) -> m(N, S, fun(S2) -> m({star, N}, S2, K) end);
m({opt, N}, S, K) -> m(N, S, K) orelse K(S);
m(any, {[C | T], Pos}, K) when C =/= $\n -> K({T, Pos + 1});
m({char, C}, {[C | T], Pos}, K) -> K({T, Pos + 1});
m({class, Neg, Rs}, {[C | T], Pos}, K) ->
    In = lists:any(fun({A, B}) -> C >= A andalso C =< B end, Rs),
    (In xor Neg) andalso K({T, Pos + 1});
m(bol, {_, 0} = S, K) -> K(S);
m(eol, {[], _} = S, K) -> K(S);
m(_, _, _) -> false.

%% search: first match position and matched text
search(Pat, Str) ->
    Re = compile(Pat),
    search(Re, Str, 0).
search(Re, Str, Pos) ->
    Self = self_ref(),
    put(Self, none),
    Matched = m(Re, {Str, Pos}, fun({_, End}) -> put(Self, End), true end),
    case Matched of
        true -> End = get(Self), {match, Pos, lists:sublist(Str, End - Pos)};
        false when Str =:= [] -> nomatch;
        false -> search(Re, tl(Str), Pos + 1)
    end.

self_ref() -> regex_end.

main(_) ->
    Tests = [{"abc", "xxabcxx"}, {"a.c", "abc adc"}, {"ab*c", "ac abbbc"}, {"ab+c", "ac abbc"},
             {"colou?r", "my color"}, {"colou?r", "my colour"}, {"^hello", "hello world"},
             {"^world", "hello world"}, {"world$", "hello world"}, {"[0-9]+", "abc 12345 def"},
             {"[^a-z ]+", "abc DEF ghi"}, {"\\d+\\.\\d+", "pi is 3.14159!"}, {"\\w+@\\w+\\.com", "mail bob@example.com now"},
             {"cat|dog", "hotdog"}, {"(ab)+", "xxababab"}, {"a(b|c)*d", "xabcbcbdx"}, {"x*", "aaa"},
             {"(a|b)*abb", "babaabb"}, {"\\s+", "no_spaces"}, {"[a-c-]+", "zz-ab-c-zz"}, {"", "empty"},
             {"a**", "aaa"}],
    lists:foreach(fun({P, S}) ->
        R = try search(P, S) catch error:E -> {error, E} end,
        io:format("~-18s ~-26s ~p~n", [P, io_lib:format("~p", [S]), R])
    end, Tests),
    io:format("~p~n", [compile("a(b|c)*d")]),
    ok.
