-module(scoping).
-export([nested/2, shadow/1, bound/2, block/1, after_fun/1]).

nested(A, B) ->
    case A of
        1 ->
            case B of
                x -> R = one_x;
                _ -> R = one
            end;
        _ ->
            R = other
    end,
    {R, A}.

%% Fun heads shadow outer variables; bodies see them.
shadow(X) ->
    F = fun(X) -> X + 1 end,
    G = fun(Y) -> X = Y end,
    {F(X), G(X)}.

%% An already bound variable in a pattern is an equality test.
bound(X, L) ->
    case L of
        [X | T] -> {found, T};
        [{X, V} | _] -> V;
        _ -> none
    end.

block(X) ->
    Y = begin Z = X + 1, Z * 2 end,
    {Y, Z}.

after_fun(X) ->
    _ = fun() -> Local = X, Local end,
    X.
