-module(match_context).
-export([main/1]).

%% Loops over a binary whose rest goes back to the function itself: the rest is a match
%% context advanced in place, which no value the program sees may show.

sum(<<>>, S) -> S;
sum(<<X, Rest/binary>>, S) -> sum(Rest, S + X).

%% The binary is the second argument; a guard and a literal after it.
count(N, <<X, Rest/binary>>, lim) when X > 100 -> count(N + 1, Rest, lim);
count(N, <<_, Rest/binary>>, lim) -> count(N, Rest, lim);
count(N, <<>>, lim) -> N.

%% A clause that fails after its rest is matched falls to one that reads the binary again.
pairs(<<A, B, Rest/binary>>, Acc) when A < B -> pairs(Rest, [{A, B} | Acc]);
pairs(<<A, Rest/binary>>, Acc) -> pairs(Rest, [A | Acc]);
pairs(<<>>, Acc) -> lists:reverse(Acc).

%% A rest taken whole at position 0 is given out: it must be a binary of its own.
drop_x(<<$x, R/binary>>) -> drop_x(R);
drop_x(<<B/binary>>) -> B.
drop_y(<<$y, R/binary>>) -> drop_y(R);
drop_y(<<B/binary>>) -> B.

%% Body recursion.
to_list(<<X, R/binary>>) -> [X | to_list(R)];
to_list(<<>>) -> [].

%% Bits.
bits(<<B:1, R/bitstring>>, Acc) -> bits(R, [B | Acc]);
bits(<<>>, Acc) -> lists:reverse(Acc).

%% Words of 16 bits, and a rest that is not a whole number of bytes.
words(<<W:16, R/binary>>, Acc) -> words(R, [W | Acc]);
words(<<>>, Acc) -> lists:reverse(Acc).

%% The self call inside a case and a try.
scan(<<C, R/binary>>, N) ->
    case C of
        $a -> scan(R, N + 1);
        _ ->
            try scan(R, N) of
                V -> V
            catch
                throw:T -> {caught, T}
            end
    end;
scan(<<>>, N) when N > 2 -> throw({many, N});
scan(<<>>, N) -> N.

%% A guard after the rest: the clause is chosen only then.
evens(<<X, R/binary>>) when X rem 2 =:= 0 -> evens(R);
evens(<<>>) -> ok.

%% Contexts passed between functions: words split at spaces.
tokens(<<>>, Acc) -> lists:reverse(Acc);
tokens(<<$\s, R/binary>>, Acc) -> tokens(R, Acc);
tokens(<<R/binary>>, Acc) -> word(R, <<>>, Acc).

word(<<C, R/binary>>, W, Acc) when C =/= $\s -> word(R, <<W/binary, C>>, Acc);
word(<<R/binary>>, W, Acc) -> tokens(R, [W | Acc]).

%% A rest passed on in one of two tail calls.
dispatch(<<T, R/binary>>, Acc) ->
    case T of
        $a -> count_a(R, Acc + 1);
        _ -> dispatch(R, Acc)
    end;
dispatch(<<>>, Acc) -> Acc.

count_a(<<$a, R/binary>>, Acc) -> count_a(R, Acc + 1);
count_a(<<R/binary>>, Acc) -> dispatch(R, Acc * 10).

%% A rest read by a call that returns, then passed on: each call must see it whole.
skip2(<<_, R/binary>>, N) when N > 0 ->
    done = eat(R),
    skip2(R, N - 1);
skip2(<<R/binary>>, 0) -> R.

eat(<<_, R/binary>>) -> eat(R);
eat(<<>>) -> done.

%% A rest passed twice to one call.
pair(<<_, R/binary>>) -> both(R, R).

both(<<A, X/binary>>, <<B, Y/binary>>) -> {A, B, X, Y}.

pair_zip(<<_, R/binary>>) -> zip(R, R, []).

zip(<<A, X/binary>>, <<B, Y/binary>>, Acc) -> zip(X, Y, [{A, B} | Acc]);
zip(_, _, Acc) -> lists:reverse(Acc).

%% A rest used twice is a sub-binary, never a context.
twice(<<_, R/binary>>, Acc) when byte_size(R) > 0 -> twice(R, [R | Acc]);
twice(_, Acc) -> lists:reverse(Acc).

main(_) ->
    Big = list_to_binary([X band 255 || X <- lists:seq(1, 100000)]),
    io:format("~p~n", [sum(Big, 0)]),
    io:format("~p~n", [sum(<<"hello">>, 0)]),
    io:format("~p~n", [count(0, Big, lim)]),
    io:format("~p~n", [pairs(<<1, 2, 5, 3, 4, 9, 9, 7>>, [])]),
    M1 = drop_x(<<"xxyyxz">>),
    M2 = drop_y(M1),
    M3 = drop_x(M2),
    io:format("~p ~p ~p~n", [M1, M2, M3]),
    io:format("~p~n", [to_list(<<"abc">>)]),
    io:format("~p~n", [bits(<<5:3, 1:2>>, [])]),
    io:format("~p~n", [words(<<1, 2, 3, 4>>, [])]),
    {'EXIT', {function_clause, [{match_context, words, Args3, _} | _]}} =
        (catch words(<<1, 2, 3>>, [])),
    io:format("~p~n", [Args3]),
    {'EXIT', {function_clause, [{match_context, words, Args, _} | _]}} =
        (catch words(<<1, 2, 3, 4, 5>>, [])),
    [Tail, _] = Args,
    io:format("~p~n", [Args]),
    io:format("~p ~p~n", [drop_y(Tail), Tail]),
    io:format("~p~n", [words(<<Tail/binary, 6>>, [])]),
    io:format("~p ~p ~p~n", [scan(<<"abab">>, 0), scan(<<"aaab">>, 0), scan(<<"bbb">>, 0)]),
    {'EXIT', {function_clause, [{match_context, evens, [Odd], _} | _]}} =
        (catch evens(<<2, 4, 5, 6, 8>>)),
    io:format("~p ~p ~p~n", [Odd, sum(Odd, 0), Odd]),
    io:format("~p~n", [tokens(<<"  the quick  brown fox ">>, [])]),
    io:format("~p~n", [dispatch(<<"xaaxyaxaaa">>, 0)]),
    io:format("~p~n", [skip2(<<"abcdef">>, 3)]),
    io:format("~p~n", [pair(<<"xyz">>)]),
    io:format("~p~n", [pair_zip(<<"xyz">>)]),
    io:format("~p~n", [twice(<<"abcd">>, [])]),
    Sub = binary:part(Big, 10, 20),
    io:format("~p ~p~n", [sum(Sub, 0), Sub =:= binary:part(Big, 10, 20)]).
