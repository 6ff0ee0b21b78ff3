-module(sites).
-export([lits/0, mixed/1, nested/1, send/2]).

%% Fully constant terms are literals, not allocation sites.
lits() -> {ok, [1, 2.5, "abc"], {a, {b, []}}, <<"bin">>, -7}.

%% Only the parts built from variables are sites.
mixed(X) -> {X, [1, 2], [X, 3], {const, tuple}}.

nested(X) -> [{X, X} | [{1, 2}]].

send(Pid, X) -> Pid ! {msg, [X | "tail"]}.
