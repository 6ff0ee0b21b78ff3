-module(control).
-export([run/1]).

run(X) ->
    Y = case X of
            {ok, V} when is_integer(V) -> V;
            {error, _} = E -> E;
            [H | _] -> H;
            _ -> undefined
        end,
    Z = if
            Y > 10 -> big;
            Y > 5; Y < -5 -> medium;
            true -> small
        end,
    W = receive
            {msg, M} -> M;
            stop -> stopped
        after 1000 ->
            timeout
        end,
    receive after 0 -> ok end,
    T = try risky(X) of
            {ok, R} -> R;
            Other -> Other
        catch
            throw:Thrown -> {thrown, Thrown};
            error:badarg:Stack -> {badarg, Stack};
            exit:Reason when Reason =/= normal -> Reason;
            Class:Any -> {Class, Any};
            Plain -> Plain
        after
            cleanup()
        end,
    C = catch risky(Y),
    B = begin
            one(),
            two()
        end,
    try risky(Z) after cleanup() end,
    {Y, Z, W, T, C, B}.

risky(X) -> X.
cleanup() -> ok.
one() -> 1.
two() -> 2.
