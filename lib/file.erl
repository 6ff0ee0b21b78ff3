%% The parts of the file module written in Erlang: reading terms from a file.
%% Whole-file operations (read_file, write_file, list_dir, ...) are native BIFs.
-module(file).
-export([consult/1, write_file/3]).

%% Erlang terms, each ended by a dot, as a list.
consult(Name) ->
    case file:read_file(Name) of
        {ok, Bin} ->
            try terms(binary_to_list(Bin), 1, [])
            catch throw:{error, _} = E -> E
            end;
        Error -> Error
    end.

terms(Chars, Line, Acc) ->
    case erl_scan:tokens([], Chars, Line) of
        {done, {ok, Tokens, End}, Rest} ->
            case erl_parse:parse_term(Tokens) of
                {ok, T} -> terms(Rest, End, [T | Acc]);
                {error, E} -> throw({error, E})
            end;
        {done, {eof, _}, _} -> {ok, lists:reverse(Acc)};
        {done, {error, E, _}, _} -> throw({error, E});
        {more, _} ->
            %% Only white space and comments may follow the last term.
            case erl_scan:string(Chars, Line) of
                {ok, [], _} -> {ok, lists:reverse(Acc)};
                _ -> throw({error, {Line, erl_parse, ["syntax error before: ", []]}})
            end
    end.

write_file(Name, Data, _Modes) -> file:write_file(Name, Data).
