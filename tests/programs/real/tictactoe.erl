-module(tictactoe).
-export([main/1]).

%% Tic-tac-toe with full minimax search (with memoisation in a map).

empty() -> list_to_tuple(lists:duplicate(9, e)).

lines() ->
    [[1, 2, 3], [4, 5, 6], [7, 8, 9], [1, 4, 7], [2, 5, 8], [3, 6, 9], [1, 5, 9], [3, 5, 7]].

winner(B) ->
    case [P || [X, Y, Z] <- lines(), (P = element(X, B)) =/= e, P =:= element(Y, B), P =:= element(Z, B)] of
        [W | _] -> W;
        [] -> case lists:member(e, tuple_to_list(B)) of true -> none; false -> draw end
    end.

moves(B) -> [I || I <- lists:seq(1, 9), element(I, B) =:= e].

other(x) -> o;
other(o) -> x.

%% score from x's point of view
minimax(B, Player, Memo) ->
    case maps:find({B, Player}, Memo) of
        {ok, V} -> {V, Memo};
        error ->
            {V, Memo2} =
                case winner(B) of
                    x -> {1, Memo};
                    o -> {-1, Memo};
                    draw -> {0, Memo};
                    none ->
                        {Scores, M2} = lists:mapfoldl(fun(I, M) ->
                            minimax(setelement(I, B, Player), other(Player), M)
                        end, Memo, moves(B)),
                        case Player of
                            x -> {lists:max(Scores), M2};
                            o -> {lists:min(Scores), M2}
                        end
                end,
            {V, Memo2#{{B, Player} => V}}
    end.

best_move(B, Player, Memo) ->
    {Scored, Memo2} = lists:mapfoldl(fun(I, M) ->
        {S, M2} = minimax(setelement(I, B, Player), other(Player), M),
        {{S, I}, M2}
    end, Memo, moves(B)),
    Pick = case Player of
               x -> lists:foldl(fun({S, I}, {BS, BI}) -> if S > BS -> {S, I}; true -> {BS, BI} end end, hd(Scored), tl(Scored));
               o -> lists:foldl(fun({S, I}, {BS, BI}) -> if S < BS -> {S, I}; true -> {BS, BI} end end, hd(Scored), tl(Scored))
           end,
    {element(2, Pick), Memo2}.

show(B) ->
    [io:format(" ~s ~s ~s~n", [sym(element(R * 3 + 1, B)), sym(element(R * 3 + 2, B)), sym(element(R * 3 + 3, B))])
     || R <- [0, 1, 2]],
    ok.

sym(e) -> ".";
sym(x) -> "X";
sym(o) -> "O".

play(B, Player, Memo, Turn) ->
    case winner(B) of
        none ->
            {Move, Memo2} = best_move(B, Player, Memo),
            io:format("turn ~p: ~p plays ~p~n", [Turn, Player, Move]),
            play(setelement(Move, B, Player), other(Player), Memo2, Turn + 1);
        Result ->
            show(B),
            io:format("result: ~p~n", [Result]),
            Memo
    end.

main(_) ->
    Memo = play(empty(), x, #{}, 1),
    io:format("positions evaluated: ~p~n", [map_size(Memo)]),
    %% a position where x can win immediately
    B = list_to_tuple([x, x, e, o, o, e, e, e, e]),
    show(B),
    {M1, _} = best_move(B, x, #{}),
    io:format("x should play ~p~n", [M1]),
    {M2, _} = best_move(B, o, #{}),
    io:format("o should play ~p~n", [M2]),
    {V, _} = minimax(empty(), x, #{}),
    io:format("value of empty board: ~p~n", [V]),
    ok.
