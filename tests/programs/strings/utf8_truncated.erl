-module(utf8_truncated).
-export([main/1]).

%% unicode:characters_to_binary/1 and characters_to_list/1 on UTF-8 data that ends in
%% the middle of a sequence: Erlang/OTP calls it incomplete when the lead byte is of a
%% 2-, 3- or 4-byte form (16#C0..16#F7) and only continuation bytes follow, without yet
%% checking the value they would give; anything else is an error.

main(_) ->
    Tails = [[192], [193], [194], [223], [224], [224, 128], [224, 160], [237, 160],
             [239, 191], [240], [240, 128], [240, 144, 128], [244, 144], [245], [247],
             [247, 191, 191], [248], [252], [254], [255], [128], [191],
             [224, 65], [240, 65, 65], [240, 128, 65], [194, 65], [192, 128], [193, 191],
             [245, 128, 128, 128], [248, 128, 128, 128], [224, 128, 128], [237, 160, 128],
             [244, 144, 128, 128], [200, 83, 1]],
    lists:foreach(
      fun (T) ->
              B = list_to_binary([<<"abc">>, T]),
              io:format("~w: ~w ~w~n",
                        [T, unicode:characters_to_binary(B), unicode:characters_to_list(B)])
      end, Tails),
    Chunked = [[$a, <<192>>], [$a, <<224, 160>>], [<<"a">>, <<224>>, <<160>>],
               [<<"a">>, <<224>>, <<160>>, $b], [<<"a">>, <<224>>, $b],
               [<<"a", 224>>, <<160, 128>>], [<<"a", 224>>, <<160>>, <<128>>, $z],
               [<<"x">>, 233, <<195>>]],
    lists:foreach(
      fun (L) ->
              io:format("~w: ~w~n", [L, unicode:characters_to_binary(L)])
      end, Chunked),
    io:format("~w~n", [unicode:characters_to_binary(<<"ok", 195, 169>>)]).
