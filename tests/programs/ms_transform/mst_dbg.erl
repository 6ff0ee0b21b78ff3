-module(mst_dbg).
-include_lib("stdlib/include/ms_transform.hrl").
-export([main/1]).

p(X) -> io:format("~p~n", [X]).

main(_) ->
    p(dbg:fun2ms(fun(_) -> return_trace() end)),
    p(dbg:fun2ms(fun([A, B]) when A > B -> message(A), return_trace() end)),
    p(dbg:fun2ms(fun([]) -> exception_trace() end)),
    p(dbg:fun2ms(fun([X | _]) when is_atom(X) -> display(X), caller() end)),
    p(dbg:fun2ms(fun(Args = [_, _]) -> message(Args) end)),
    p(dbg:fun2ms(fun([A]) -> set_seq_token(label, A), get_seq_token(), process_dump() end)),
    p(dbg:fun2ms(fun([A]) -> enable_trace(send), disable_trace(self(), call), silent(true) end)),
    p(dbg:fun2ms(fun([A]) when node() == A -> trace([send], []) end)),
    ok.
