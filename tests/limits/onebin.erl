%% Builds a binary of 1,200,000,000 bytes one of three ways (the argument): it fits under a
%% 2 GB address-space limit only if it is built without a second copy of its bytes.
-module(onebin).
-export([main/1]).
main([How]) ->
    N = 1200000000,
    B = case How of
            "zeros" -> <<0:N/unit:8>>;
            "little" -> <<1:N/little-unit:8>>;
            "iolist" -> list_to_binary(lists:duplicate(N div 1000, <<0:8000>>))
        end,
    io:format("~p~n", [byte_size(B)]).
