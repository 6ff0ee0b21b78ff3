-module(attributes).
-behaviour(gen_server).
-compile([export_all, nowarn_export_all]).
-compile({inline, [helper/1]}).
-vsn("1.0").
-author("someone").
-dialyzer({nowarn_function, helper/1}).
-on_load(init/0).
-custom_attr({any, [term], 1.0}).
-export_type([t/0, range/0]).

-type t() :: {ok, term()} | {error, atom()}.
-type range() :: 1..100.
-opaque handle() :: #{id := pos_integer(),
                      cb := fun((term()) -> ok)}.
-callback handle(Msg :: term(), State :: term()) ->
    {noreply, term()} | {stop, term(), term()}.
-spec helper(X) -> X when X :: integer() | float().
-spec init() -> ok.
-spec(other(<<_:8, _:_*8>>) -> [byte()]).

init() -> ok.

helper(X) -> X.

other(B) -> binary_to_list(B).
