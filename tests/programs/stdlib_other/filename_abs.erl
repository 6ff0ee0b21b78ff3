-module(filename_abs).
-export([main/1]).

t(F) -> try F() catch C:R -> {C, R} end.

show(Label, F) -> io:format("~s -> ~p~n", [Label, t(F)]).

main(_) ->
    {ok, Cwd} = file:get_cwd(),
    %% absname/1 depends on the current directory: print relations only
    Rel = ["a", "a/b/", "../x", "./y", ".", "", a, ["a", [$b, "c"]]],
    [io:format("absname(~p) = join(Cwd, _): ~p~n",
               [R, filename:absname(R) =:= filename:join(Cwd, filename:flatten(R))])
     || R <- Rel],
    io:format("absname(<<\"a\">>) is join(Cwd): ~p~n",
              [filename:absname(<<"a">>) =:= list_to_binary(filename:join(Cwd, "a"))]),
    io:format("~p~n", [[filename:absname(A) || A <- ["/", "/a//b/", <<"/">>, '/t']]]),
    io:format("absolute: ~p~n", [filename:pathtype(filename:absname("q")) =:= absolute]),
    show("absname(1)", fun() -> filename:absname(1) end),
    Abs2 = [{"a", "/x/y"}, {"a/b/", "/x/y/"}, {"/a//b/", "/x"}, {"../a", "/x"},
            {"./a", "/x"}, {".", "/x"}, {"", "/x"}, {<<"a">>, "/x"},
            {"a", <<"/x">>}, {a, "/x"}, {["a", [$b, "c"], d], "/x"},
            {"a", "rel"}, {"a", ["/x", "y"]}, {"a", x}, {"a", "/"},
            {"a/./b/.", "/x"}, {"/", "/x"}, {1, "/x"}],
    [show(io_lib:format("absname(~p, ~p)", [N, B]), fun() -> filename:absname(N, B) end)
     || {N, B} <- Abs2],
    Joins = [{"/x", "a"}, {"/x/", "/a"}, {"/x", ["a", "b"]}, {<<"/x">>, "a"},
             {"x", "a//b"}, {"/x", <<"a/">>}, {"", "a"}],
    [show(io_lib:format("absname_join(~p, ~p)", [B, N]),
          fun() -> filename:absname_join(B, N) end) || {B, N} <- Joins],
    Apps = [{"a", "b"}, {"a/", "/b"}, {<<"a">>, "b"}, {"a", <<"b">>}, {a, b},
            {"", "b"}, {"a", ""}, {["a", "b"], "c"}, {<<"a/">>, <<"b">>}],
    [show(io_lib:format("append(~p, ~p)", [A, B]), fun() -> filename:append(A, B) end)
     || {A, B} <- Apps],
    Types = ["/a", "a", "", <<"/a">>, <<"a">>, <<>>, '/a', a, ["/", "a"],
             [["/a"]], [[], "/a"], "//a", "./a", "~/a", 1, 1.5],
    [show(io_lib:format("pathtype(~p)", [N]), fun() -> filename:pathtype(N) end)
     || N <- Types],
    Natives = ["/a//b/", "a/b/", "/", <<"/a//b/">>, a, ["a", "/b"], "",
               "./a/.", "a/./b", "//", 1],
    [show(io_lib:format("nativename(~p)", [N]), fun() -> filename:nativename(N) end)
     || N <- Natives],
    Flats = ["abc", ["a", [b, "c"], <<"d">>], <<"abc">>, abc, [], [[], [[]]],
             ["a" | "b"], [1.5], 1, 1.5],
    [show(io_lib:format("flatten(~p)", [N]), fun() -> filename:flatten(N) end)
     || N <- Flats],
    %% join normalises the way absname relies on
    Js = [{"/a/", "b/"}, {"a//b", "c"}, {<<"a">>, "b"}, {"a", "./b"},
          {"a/./b", "c"}, {"a/.", "b"}, {".", "a"}, {"a", "."}, {"./", "a"},
          {"a", "b/./"}, {"a", ""}, {"", ""}, {"", "a"}, {"/", ""},
          {".", "."}, {"//", "a"}, {"a", "/"}, {a, b}, {"a", ".."},
          {<<"/a//">>, <<"./b/">>}, {["a", ["b", c]], "d"}, {"a", 1}],
    [show(io_lib:format("join(~p, ~p)", [A, B]), fun() -> filename:join(A, B) end)
     || {A, B} <- Js],
    show("join([\"a\", \"b/\", \"/c/\"])", fun() -> filename:join(["a", "b/", "/c/"]) end),
    show("join([\"/\", \"a\"])", fun() -> filename:join(["/", "a"]) end),
    show("join([\"a//\"])", fun() -> filename:join(["a//"]) end),
    show("join([])", fun() -> filename:join([]) end),
    ok.
