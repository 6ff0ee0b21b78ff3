%% filelib: a few of Erlang/OTP's filelib functions (is_file, is_dir,
%% is_regular, file_size, last_modified, ensure_dir, wildcard/1,2 with *, ?,
%% [...] and {a,b} patterns).
-module(filelib).
-export([is_file/1, is_dir/1, is_regular/1, file_size/1, last_modified/1,
         ensure_dir/1, wildcard/1, wildcard/2]).

is_file(Name) -> type(Name) =/= none.

is_dir(Name) -> type(Name) =:= directory.

is_regular(Name) -> type(Name) =:= regular.

type(Name) ->
    case file:read_file_info(Name) of
        {ok, Info} -> element(3, Info);
        _ -> none
    end.

file_size(Name) ->
    case file:read_file_info(Name) of
        {ok, Info} -> element(2, Info);
        _ -> 0
    end.

last_modified(Name) ->
    case file:read_file_info(Name) of
        {ok, Info} -> element(6, Info);
        _ -> 0
    end.

%% Make the directories that the file Name would be in.
ensure_dir(Name) ->
    Dir = filename:dirname(Name),
    case is_dir(Dir) of
        true -> ok;
        false when Dir =:= Name -> {error, einval};
        false ->
            case ensure_dir(Dir) of
                ok ->
                    case file:make_dir(Dir) of
                        {error, eexist} = E ->
                            case is_dir(Dir) of
                                true -> ok;
                                false -> E
                            end;
                        R -> R
                    end;
                E -> E
            end
    end.

wildcard(Pattern) -> wildcard(Pattern, ".").

%% The sorted names matching Pattern, relative to Cwd unless it is absolute.
wildcard(Pattern0, Cwd) ->
    Pattern = unicode:characters_to_list(Pattern0),
    Parts = filename:split(Pattern),
    {Start, Rest} = case Parts of
                        ["/" | R] -> {"/", R};
                        _ -> {[], Parts}
                    end,
    lists:sort(expand(Rest, Start, Cwd)).

%% Expand the components one at a time; Prefix is the path matched so far.
expand([], Prefix, _Cwd) -> [Prefix];
expand([Part | Rest], Prefix, Cwd) ->
    case has_wild(Part) of
        false ->
            Path = join(Prefix, Part),
            case Rest =:= [] andalso not exists(Path, Cwd) of
                true -> [];
                false -> expand(Rest, Path, Cwd)
            end;
        true ->
            Dir = case Prefix of [] -> Cwd; _ -> in_cwd(Prefix, Cwd) end,
            case file:list_dir(Dir) of
                {ok, Names} ->
                    Pat = compile(Part),
                    lists:append([expand(Rest, join(Prefix, N), Cwd)
                                  || N <- lists:sort(Names), visible(N, Part),
                                     match(Pat, N),
                                     Rest =:= [] orelse is_dir(in_cwd(join(Prefix, N), Cwd))]);
                _ -> []
            end
    end.

exists(Path, Cwd) -> is_file(in_cwd(Path, Cwd)) orelse is_link(in_cwd(Path, Cwd)).

is_link(Path) ->
    case file:read_link_info(Path) of
        {ok, _} -> true;
        _ -> false
    end.

in_cwd(Path, ".") -> Path;
in_cwd(Path, Cwd) -> filename:join(Cwd, Path).

join([], Part) -> Part;
join(Prefix, Part) -> filename:join(Prefix, Part).

%% Names starting with a dot match only a pattern starting with a dot.
visible([$. | _], [$. | _]) -> true;
visible([$. | _], _) -> false;
visible(_, _) -> true.

has_wild(Part) -> lists:any(fun(C) -> lists:member(C, "*?[{") end, Part).

%% A pattern as a list of: {lit, C}, star, any, {set, [{Lo, Hi}]}, {alt, [Pattern]}.
compile([]) -> [];
compile([$* | T]) -> [star | compile(T)];
compile([$? | T]) -> [any | compile(T)];
compile([$[ | T]) ->
    {Set, T1} = set(T, []),
    [{set, Set} | compile(T1)];
compile([${ | T]) ->
    {Alts, T1} = alts(T, [], []),
    [{alt, [compile(A) || A <- Alts]} | compile(T1)];
compile([$\\, C | T]) -> [{lit, C} | compile(T)];
compile([C | T]) -> [{lit, C} | compile(T)].

set([$] | T], Acc) -> {Acc, T};
set([Lo, $-, Hi | T], Acc) when Hi =/= $] -> set(T, [{Lo, Hi} | Acc]);
set([C | T], Acc) -> set(T, [{C, C} | Acc]);
set([], Acc) -> {Acc, []}.

alts([$} | T], Cur, Acc) -> {lists:reverse([lists:reverse(Cur) | Acc]), T};
alts([$, | T], Cur, Acc) -> alts(T, [], [lists:reverse(Cur) | Acc]);
alts([C | T], Cur, Acc) -> alts(T, [C | Cur], Acc);
alts([], Cur, Acc) -> {lists:reverse([lists:reverse(Cur) | Acc]), []}.

match([], []) -> true;
match([star | P], Name) ->
    match(P, Name) orelse (Name =/= [] andalso match([star | P], tl(Name)));
match([any | P], [_ | Name]) -> match(P, Name);
match([{lit, C} | P], [C | Name]) -> match(P, Name);
match([{set, Set} | P], [C | Name]) ->
    lists:any(fun({Lo, Hi}) -> C >= Lo andalso C =< Hi end, Set) andalso match(P, Name);
match([{alt, Alts} | P], Name) ->
    lists:any(fun(A) -> match(A ++ P, Name) end, Alts);
match(_, _) -> false.
