-module(msg_binaries).
-export([main/1]).

main(_) ->
    Me = self(),
    E = spawn(fun Loop() -> receive {F, X} -> F ! {echo, X}, Loop(); stop -> ok end end),
    Small = <<"small binary">>,
    E ! {Me, Small},
    receive {echo, S2} -> io:format("small: ~p~n", [S2]) end,
    Big = list_to_binary([I rem 256 || I <- lists:seq(1, 1000)]),
    E ! {Me, Big},
    receive {echo, B2} -> io:format("1000 bytes: equal ~p, size ~p, sum ~p~n",
                                    [B2 =:= Big, byte_size(B2), lists:sum(binary_to_list(B2))]) end,
    Huge = binary:copy(<<"0123456789">>, 100000),
    E ! {Me, Huge},
    receive {echo, H2} -> io:format("1MB: equal ~p, size ~p~n", [H2 =:= Huge, byte_size(H2)]) end,
    <<_:100/binary, Sub:200/binary, _/binary>> = Big,
    E ! {Me, Sub},
    receive {echo, Sub2} -> io:format("sub-binary: ~p ~p~n", [Sub2 =:= Sub, binary:part(Sub2, 0, 5)]) end,
    Bits = <<1:3, 255:8, 7:5, 1:1>>,
    E ! {Me, Bits},
    receive {echo, Bits2} -> io:format("bitstring: ~p ~p~n", [Bits2, bit_size(Bits2)]) end,
    %% the same big binary to many processes
    Ps = [spawn(fun() -> receive {bin, B} -> Me ! {size, byte_size(B), erlang:crc32(B)} end end) || _ <- lists:seq(1, 20)],
    [P ! {bin, Huge} || P <- Ps],
    Sizes = lists:usort([receive {size, Sz, Crc} -> {Sz, Crc} end || _ <- Ps]),
    io:format("20 receivers agree: ~p~n", [length(Sizes) =:= 1 andalso element(1, hd(Sizes)) =:= 1000000]),
    Many = [<<I:32, (binary:copy(<<I>>, 100))/binary>> || I <- lists:seq(1, 200)],
    E ! {Me, Many},
    receive {echo, Many2} -> io:format("list of 200 binaries: ~p~n", [Many2 =:= Many]) end,
    E ! stop,
    ok.
