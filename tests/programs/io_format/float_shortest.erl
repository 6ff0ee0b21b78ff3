-module(float_shortest).
-export([main/1]).

%% Floats print with the shortest digits that read back the same; when two candidates are
%% equally close (2^-25 = 2.98023223876953125e-8 at 17 digits) the even one is taken.
main(_) ->
    L = [math:pow(2, -25), math:pow(2, -60), 0.1, 1.0, 100.0, 1.0e3, 1.0e15, 1.0e16,
         123456789.0, 1.0e-5, 0.001, 5.0e-324, 1.7976931348623157e308, 2.5, 1.5e300,
         3.0e-7, 1234567890123456789.0, 0.30000000000000004, 9007199254740992.0, 4.35,
         1.0e22, 1.0e23],
    [io:format("~p ~w ~s~n", [F, -F, float_to_list(F, [short])]) || F <- L],
    io:format("~p~n", [[X / 7 || X <- lists:seq(1, 12)]]),
    random_floats(3000, 12345).

%% Doubles from random bit patterns (no infinities or NaNs).
random_floats(0, _) -> ok;
random_floats(N, S) ->
    S1 = (S * 6364136223846793005 + 1442695040888963407) band 16#FFFFFFFFFFFFFFFF,
    <<F:64/float>> = case <<S1:64>> of
                         <<_:1, 2047:11, _:52>> -> <<1.5:64/float>>;
                         B -> B
                     end,
    io:format("~p~n", [F]),
    random_floats(N - 1, S1).
