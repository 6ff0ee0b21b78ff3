-module(text_wrap).
-export([main/1]).

%% Word wrapping, justification and centring of a paragraph.

paragraph() ->
    "Erlang is a programming language used to build massively scalable soft "
    "real-time systems with requirements on high availability. Some of its uses "
    "are in telecoms, banking, e-commerce, computer telephony and instant "
    "messaging. Erlang's runtime system has built-in support for concurrency, "
    "distribution and fault tolerance.".

wrap(Text, Width) ->
    Words = string:tokens(Text, " "),
    lists:reverse([lists:reverse(L) || L <- wrap(Words, Width, [], 0, [])]).

wrap([], _, Line, _, Acc) -> [Line | Acc];
wrap([W | Ws], Width, [], _, Acc) -> wrap(Ws, Width, [W], length(W), Acc);
wrap([W | Ws], Width, Line, Len, Acc) when Len + 1 + length(W) =< Width ->
    wrap(Ws, Width, [W | Line], Len + 1 + length(W), Acc);
wrap(Ws, Width, Line, _, Acc) -> wrap(Ws, Width, [], 0, [Line | Acc]).

justify([W], _) -> W;
justify(Words, Width) ->
    Chars = lists:sum([length(W) || W <- Words]),
    Gaps = length(Words) - 1,
    Spaces = Width - Chars,
    Base = Spaces div Gaps, Extra = Spaces rem Gaps,
    {Line, _} = lists:foldl(fun(W, {Acc, I}) when I =:= 0 -> {W, 1};
                               (W, {Acc, I}) ->
                                   Pad = Base + (if I =< Extra -> 1; true -> 0 end),
                                   {Acc ++ lists:duplicate(Pad, $\s) ++ W, I + 1}
                            end, {"", 0}, Words),
    Line.

main(Args) ->
    Widths = case Args of [] -> [40]; _ -> [list_to_integer(A) || A <- Args] end,
    lists:foreach(fun(W) ->
        Lines = wrap(paragraph(), W),
        io:format("~s~n", [lists:duplicate(W, $-)]),
        [io:format("~s~n", [string:join(L, " ")]) || L <- Lines],
        io:format("~s~n", [lists:duplicate(W, $-)]),
        Justified = [justify(L, W) || L <- lists:droplast(Lines)] ++ [string:join(lists:last(Lines), " ")],
        [io:format("|~-*s|~n", [W, L]) || L <- Justified],
        [io:format("|~s|~n", [string:centre(string:join(L, " "), W)]) || L <- lists:sublist(Lines, 3)],
        [io:format("|~*s|~n", [W, string:join(L, " ")]) || L <- lists:sublist(Lines, 3)]
    end, Widths),
    ok.
