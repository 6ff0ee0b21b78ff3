-module(guards).
-export([t/1, bif/2, alt/1, sc/1]).

t(X) when is_list(X); is_tuple(X), tuple_size(X) > 0 -> container;
t(X) when is_function(X, 1) -> fn;
t(X) when is_binary(X), byte_size(X) >= 4 -> bin;
t(_) -> other.

bif(X, Y) when abs(X) > Y, element(1, Y) =:= a, X rem 2 == 0 -> ok;
bif(_, _) -> no.

%% A raising alternative falls through to the next one.
alt(X) when hd(X) =:= 1; X =:= [] -> yes;
alt(_) -> no.

sc(X) when X > 0 andalso X < 10; X =:= -1 orelse not is_integer(X) -> ok;
sc(_) -> no.
