%% Runner used only by tests/regen-expected.sh to produce expected outputs
%% with Erlang/OTP.  Usage:
%%   erl -noshell -pa <dir> -run th_run main <prog> -extra <args...>
%% Calls Prog:main(Args) (Args is a list of strings, like escript).
%% The program's arguments are passed after -extra (so that arguments
%% starting with '-' or '+' are not taken as emulator flags) and read with
%% init:get_plain_arguments/0.
%%  - main returns normally          -> exit status 0
%%  - main raises (any class)        -> report on stderr, exit status 1
%%  - the program calls halt(N)      -> exit status N (OTP does that itself)
%% halt/1 flushes port output (standard_io) before the VM exits.
-module(th_run).
-export([main/1]).

main([ProgStr]) ->
    Prog = list_to_atom(ProgStr),
    Args = init:get_plain_arguments(),
    Status =
        try Prog:main(Args) of
            _ -> 0
        catch
            Class:Reason:Stack ->
                io:format(standard_error,
                          "th_run: ~p terminated: ~p:~p~n  ~p~n",
                          [Prog, Class, Reason, Stack]),
                1
        end,
    %% make sure everything written to standard_io reached the port
    _ = io:getopts(standard_io),
    erlang:halt(Status, [{flush, true}]).
