-module(records).
-export([make/0]).

-record(point, {x = 0 :: integer(), y = 0 :: integer()}).
-record(person, {name :: string() | undefined,
                 age = 0,
                 tags = [] :: [atom()],
                 pos = #point{} :: #point{},
                 meta :: #{atom() => {binary(), 1..10}} | undefined}).
-record(empty, {}).

make() ->
    P = #point{x = 1, y = 2},
    Q = P#point{y = 3},
    X = P#point.x,
    Idx = #point.y,
    Who = #person{name = "joe", _ = undefined},
    Nested = Who#person.pos#point.x,
    E = #empty{},
    case Q of
        #point{x = 1, y = Y} when Y > 2 -> Y;
        #point{} -> none
    end,
    {P, Q, X, Idx, Who, Nested, E}.
