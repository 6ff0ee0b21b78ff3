-module(rle).
-export([main/1]).

%% Run length encoding on binaries and lists.

encode(<<>>) -> <<>>;
encode(<<B, Rest/binary>>) -> encode(Rest, B, 1, <<>>).

encode(<<B, Rest/binary>>, B, N, Acc) when N < 255 -> encode(Rest, B, N + 1, Acc);
encode(<<C, Rest/binary>>, B, N, Acc) -> encode(Rest, C, 1, <<Acc/binary, N, B>>);
encode(<<>>, B, N, Acc) -> <<Acc/binary, N, B>>.

decode(Bin) -> << <<(binary:copy(<<B>>, N))/binary>> || <<N, B>> <= Bin >>.

encode_list([]) -> [];
encode_list([H | T]) -> encode_list(T, H, 1).
encode_list([H | T], H, N) -> encode_list(T, H, N + 1);
encode_list([H | T], P, N) -> [{N, P} | encode_list(T, H, 1)];
encode_list([], P, N) -> [{N, P}].

to_string(Runs) -> lists:flatten([integer_to_list(N) ++ [C] || {N, C} <- Runs]).

from_string([]) -> [];
from_string(S) ->
    {Digits, [C | Rest]} = lists:splitwith(fun(X) -> X >= $0 andalso X =< $9 end, S),
    lists:duplicate(list_to_integer(Digits), C) ++ from_string(Rest).

main(_) ->
    Inputs = [<<"aaabbbcccd">>, <<"abc">>, <<>>, <<"zzzzzzzzzzzzzzzzzzzz">>,
              binary:copy(<<"x">>, 600), <<0, 0, 0, 1, 1, 255, 255, 255>>],
    lists:foreach(fun(In) ->
        E = encode(In),
        D = decode(E),
        io:format("~w bytes -> ~w bytes: ~w ok=~p~n", [byte_size(In), byte_size(E), E, D =:= In])
    end, Inputs),
    Strs = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abcd", "aabbaa"],
    lists:foreach(fun(S) ->
        Runs = encode_list(S),
        Enc = to_string(Runs),
        io:format("~s~n  ~s~n  ~p~n", [S, Enc, from_string(Enc) =:= S])
    end, Strs),
    ok.
