-module(endian).
-export([main/1]).

main(_) ->
    Vals = [0, 1, 255, 256, 65535, -1, -32768, 32767, 16#DEADBEEF],
    lists:foreach(fun(V) ->
        io:format("~w: big=~w little=~w native_ok=~w~n",
                  [V, <<V:32/big>>, <<V:32/little>>, byte_size(<<V:32/native>>) =:= 4])
    end, Vals),
    <<A:32/signed-little>> = <<255, 255, 255, 255>>,
    <<B:32/unsigned-little>> = <<255, 255, 255, 255>>,
    io:format("~p ~p~n", [A, B]),
    <<C:24/big>> = <<1, 2, 3>>,
    <<D:24/little>> = <<1, 2, 3>>,
    io:format("~p ~p~n", [C, D]),
    <<E:12/signed, F:4>> = <<16#FF, 16#F1>>,
    io:format("~p ~p~n", [E, F]),
    Floats = [0.0, 1.0, -1.0, 3.141592653589793, 1.0e300, 0.1],
    [io:format("~p: ~w ~w~n", [Fl, <<Fl:64/float>>, <<Fl:32/float-little>>]) || Fl <- Floats],
    <<G:64/float-little>> = <<0, 0, 0, 0, 0, 0, 240, 63>>,
    io:format("~p~n", [G]),
    <<H:16/float>> = <<16#3C00:16>>,
    io:format("~p~n", [H]),
    io:format("~w~n", [<<1.5:16/float>>]),
    ok.
