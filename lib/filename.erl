%% The parts of filename that programs commonly use, for "/"-separated paths.
-module(filename).
-export([basename/1, basename/2, dirname/1, extension/1, rootname/1, rootname/2,
         join/1, join/2, split/1]).

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

join([A]) -> flat(A);
join([A, B | Rest]) -> join([join(A, B) | Rest]).

join(A, B) ->
    case flat(B) of
        [$/ | _] = Abs -> Abs;
        BB ->
            case lists:reverse(flat(A)) of
                [] -> BB;
                [$/ | _] -> flat(A) ++ BB;
                _ -> flat(A) ++ "/" ++ BB
            end
    end.

split(Name) ->
    N = flat(Name),
    Parts = string:tokens(N, "/"),
    case N of
        [$/ | _] -> ["/" | Parts];
        _ -> Parts
    end.

flat(A) when is_atom(A) -> atom_to_list(A);
flat(B) when is_binary(B) -> binary_to_list(B);
flat(L) -> lists:flatten(L).

strip_trailing(N) -> lists:reverse(strip_slashes(lists:reverse(N))).
strip_slashes([$/ | T]) when T =/= [] -> strip_slashes(T);
strip_slashes(T) -> T.
take_until_slash([]) -> [];
take_until_slash([$/ | _]) -> [];
take_until_slash([C | T]) -> [C | take_until_slash(T)].
drop_until_slash([]) -> [];
drop_until_slash([$/ | _] = T) -> T;
drop_until_slash([_ | T]) -> drop_until_slash(T).
