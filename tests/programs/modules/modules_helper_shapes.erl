%% helper
-module(modules_helper_shapes).
-export([new/2, area/1, describe/1, all_kinds/0]).

-record(shape, {kind, size}).

new(Kind, Size) -> #shape{kind = Kind, size = Size}.

area(#shape{kind = square, size = S}) -> modules_helper_math:square(S);
area(#shape{kind = cube, size = S}) -> 6 * modules_helper_math:square(S);
area(#shape{kind = circle, size = R}) -> 3 * R * R.

describe(#shape{kind = K, size = S} = Sh) ->
    lists:flatten(io_lib:format("~p of size ~p has area ~p", [K, S, area(Sh)])).

all_kinds() -> [square, cube, circle].
