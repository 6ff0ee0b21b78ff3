-module(rand_unseeded).
-export([main/1]).

%% rand without a seed: seeded on first use (from the clock, so the numbers
%% differ from run to run); only their kind and range are printed.

main(_) ->
    io:format("~p~n", [rand:export_seed()]),
    X = rand:uniform(),
    io:format("~p~n", [is_float(X) andalso X >= 0.0 andalso X < 1.0]),
    case rand:export_seed() of
        {exsss, [A | B]} -> io:format("exsss ~p~n", [is_integer(A) andalso is_integer(B)]);
        Other -> io:format("~p~n", [Other])
    end,
    Ns = [rand:uniform(10) || _ <- lists:seq(1, 100)],
    io:format("~p~n", [lists:all(fun(N) -> N >= 1 andalso N =< 10 end, Ns)]),
    io:format("~p~n", [byte_size(rand:bytes(13))]),
    io:format("~p~n", [is_float(rand:normal())]),
    R = rand:uniform_real(),
    io:format("~p~n", [R > 0.0 andalso R < 1.0]),
    {Alg, _} = rand:export_seed_s(rand:seed_s(exrop)),
    io:format("~p~n", [Alg]),
    S = rand:seed(exro928ss),
    {Y, _} = rand:uniform_s(5, S),
    io:format("~p ~p~n", [element(1, rand:export_seed()), Y >= 1 andalso Y =< 5]),
    CX = rand:mwc59_seed(),
    io:format("~p~n", [is_integer(CX) andalso CX >= 1]),
    ok.
