-module(code).

%% The code server's queries about loaded modules. A module is loaded on its first call
%% (from the main file's directory, the -pa paths or the standard library); ensure_loaded/1
%% makes that call. Paths are the sources modules were compiled from: triheap loads no
%% .beam files. Native modules (erlang, math, zlib, ...) are always loaded, as Erlang/OTP's
%% preloaded modules are, and are {file, preloaded}.

-export([ensure_loaded/1, is_loaded/1, all_loaded/0]).

ensure_loaded(Mod) when is_atom(Mod) ->
    case is_loaded(Mod) of
        {file, _} ->
            {module, Mod};
        false ->
            try Mod:module_info(module) of
                Mod -> {module, Mod}
            catch
                error:undef -> {error, nofile}
            end
    end.

is_loaded(Mod) when is_atom(Mod) ->
    case erlang:function_exported(Mod, module_info, 0) of
        true ->
            {file, atom_to_list(Mod) ++ ".erl"};
        false ->
            case erlang:module_loaded(Mod) of
                true -> {file, preloaded};
                false -> false
            end
    end.

%% Every loaded module with where it came from.
all_loaded() ->
    [{Mod, File} || Mod <- erlang:loaded(), {file, File} <- [is_loaded(Mod)]].
