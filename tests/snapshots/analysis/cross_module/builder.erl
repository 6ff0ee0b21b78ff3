-module(builder).
-export([request/2, reply/1]).

%% Messages built here are sent by `sender`: analysed alone, this module has no send, and
%% its tuples stay local; analysed with `sender`, they are built in the area.
request(From, Body) -> {request, From, Body}.

reply(Value) -> {reply, [Value]}.
