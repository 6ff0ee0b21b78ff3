%% The parts of filename that programs commonly use, for "/"-separated paths.
-module(filename).
-export([basename/1, basename/2, dirname/1, extension/1, rootname/1, rootname/2,
         join/1, join/2, split/1]).
-export([absname/1, absname/2, absname_join/2, append/2, pathtype/1,
         nativename/1, flatten/1]).

basename(Name) ->
    case lists:reverse(strip_trailing(flat(Name))) of
        [] -> [];
        R -> lists:reverse(take_until_slash(R))
    end.

basename(Name, Ext) ->
    B = basename(Name),
    E = flat(Ext),
    case lists:suffix(E, B) of
        true -> lists:sublist(B, length(B) - length(E));
        false -> B
    end.

dirname(Name) ->
    N = flat(Name),
    case lists:reverse(N) of
        [] -> ".";
        R ->
            case drop_until_slash(R) of
                [] -> ".";
                "/" -> "/";
                [$/ | D] -> lists:reverse(strip_slashes(D));
                D -> lists:reverse(D)
            end
    end.

extension(Name) ->
    B = basename(Name),
    case lists:reverse(B) of
        R ->
            case lists:splitwith(fun(C) -> C =/= $. end, R) of
                {_, []} -> [];
                {E, [$. | Rest]} when Rest =/= [] -> [$. | lists:reverse(E)];
                _ -> []
            end
    end.

rootname(Name) ->
    N = flat(Name),
    case extension(N) of
        [] -> N;
        E -> lists:sublist(N, length(N) - length(E))
    end.

rootname(Name, Ext) ->
    N = flat(Name),
    E = flat(Ext),
    case lists:suffix(E, N) of
        true -> lists:sublist(N, length(N) - length(E));
        false -> N
    end.

join([A]) -> join1(A);
join([A, B | Rest]) -> join([join(A, B) | Rest]).

%% As in OTP: binaries in, a binary out; the result is normalised (no
%% repeated or trailing slashes, no "." components inside the path).
join(A, B) when is_binary(A); is_binary(B) ->
    unicode:characters_to_binary(join(name_list(A), name_list(B)));
join(A, B) ->
    case flat(B) of
        [] -> norm(flat(A));
        [$/ | _] = Abs -> norm(Abs);
        BB -> norm(flat(A) ++ [$/ | BB])
    end.

join1(A) when is_binary(A) -> unicode:characters_to_binary(norm(name_list(A)));
join1(A) -> norm(flat(A)).

name_list(B) when is_binary(B) -> unicode:characters_to_list(B);
name_list(N) -> flat(N).

norm([$/ | T]) ->
    case norm_parts(string:split(T, "/", all), false) of
        [] -> "/";
        Ps -> [$/ | lists:append(lists:join("/", Ps))]
    end;
norm(N) -> lists:append(lists:join("/", norm_parts(string:split(N, "/", all), true))).

%% Empty parts (from "//" or a trailing "/") go; a "." goes when a slash
%% follows it, unless it begins a relative path ("./a" stays).
norm_parts([], _) -> [];
norm_parts([[] | T], First) -> norm_parts(T, First);
norm_parts(["." | T], false) when T =/= [] -> norm_parts(T, false);
norm_parts([P | T], _) -> [P | norm_parts(T, false)].

split(Name) ->
    N = flat(Name),
    Parts = string:tokens(N, "/"),
    case N of
        [$/ | _] -> ["/" | Parts];
        _ -> Parts
    end.

absname(Name) ->
    {ok, Cwd} = file:get_cwd(),
    absname(Name, Cwd).

absname(Name, Base) ->
    case pathtype(Name) of
        relative -> absname_join(Base, Name);
        absolute -> join([flatten(Name)])
    end.

absname_join(Base, Name) -> join(Base, flatten(Name)).

append(Dir, Name) when is_binary(Dir); is_binary(Name) ->
    D = name_bin(Dir),
    N = name_bin(Name),
    <<D/binary, $/, N/binary>>;
append(Dir, Name) -> Dir ++ [$/ | Name].

name_bin(B) when is_binary(B) -> B;
name_bin(N) -> unicode:characters_to_binary(flatten(N)).

pathtype(Name) when is_atom(Name) -> pathtype(atom_to_list(Name));
pathtype(Name) when is_binary(Name); is_list(Name) ->
    case first_char(Name) of
        $/ -> absolute;
        _ -> relative
    end.

%% The first character of a deep name, or none.
first_char(<<C, _/binary>>) -> C;
first_char(<<>>) -> none;
first_char([]) -> none;
first_char([C | _]) when is_integer(C) -> C;
first_char([A | T]) when is_atom(A) -> first_char([atom_to_list(A) | T]);
first_char([H | T]) ->
    case first_char(H) of
        none -> first_char(T);
        C -> C
    end.

nativename(Name) -> join([Name]).

%% Deep list to flat list, atoms becoming their characters; binaries
%% stay as they are (also inside lists).
flatten(B) when is_binary(B) -> B;
flatten(A) when is_atom(A) -> atom_to_list(A);
flatten(L) when is_list(L) -> flatten(L, []).

flatten([H | T], Tail) when is_list(H) -> flatten(H, flatten(T, Tail));
flatten([H | T], Tail) when is_atom(H) -> atom_to_list(H) ++ flatten(T, Tail);
flatten([H | T], Tail) -> [H | flatten(T, Tail)];
flatten([], Tail) -> Tail.

flat(A) when is_atom(A) -> atom_to_list(A);
flat(B) when is_binary(B) -> binary_to_list(B);
flat(L) when is_list(L) -> flatten(L).

strip_trailing(N) -> lists:reverse(strip_slashes(lists:reverse(N))).
strip_slashes([$/ | T]) when T =/= [] -> strip_slashes(T);
strip_slashes(T) -> T.
take_until_slash([]) -> [];
take_until_slash([$/ | _]) -> [];
take_until_slash([C | T]) -> [C | take_until_slash(T)].
drop_until_slash([]) -> [];
drop_until_slash([$/ | _] = T) -> T;
drop_until_slash([_ | T]) -> drop_until_slash(T).
