-module(port_lines).
-export([main/1]).

%% Line mode ({line, L}) at its boundaries, as lists and as binaries, and
%% what is left without a newline at the end.
main(_) ->
    Text = "a\\nabcd\\nabcdefgh\\nabcde\\n\\nxyz\\r\\nlast",
    lists:foreach(
        fun({L, Bin}) ->
            Opts = [{line, L}, exit_status] ++ [binary || Bin],
            P = open_port({spawn, "printf '" ++ Text ++ "'"}, Opts),
            io:format("line ~p binary ~p:~n", [L, Bin]),
            show(P)
        end,
        [{4, false}, {4, true}, {1, false}, {100, true}]),
    %% a long line in many pieces, from a program that writes it in parts
    P2 = open_port({spawn, "sh -c 'printf abc; sleep 0.1; printf defg; sleep 0.1; echo hij'"},
                   [{line, 3}, exit_status]),
    show(P2),
    ok.

show(P) ->
    receive
        {P, {data, D}} -> io:format("  ~p~n", [D]), show(P);
        {P, {exit_status, S}} -> io:format("  status ~p~n", [S]), show(P)
    after 300 -> io:format("  (no more)~n")
    end.
