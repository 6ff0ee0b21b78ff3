%% helper
-module(file_tmpdir).
-export([make/0, remove/1]).

%% A fresh directory under /tmp with a unique name, and its removal (with
%% everything in it, one level of subdirectories deep). The OS process id keeps
%% runs started in the same microsecond apart (the test runner starts several).
make() ->
    N = erlang:system_time(microsecond) rem 1000000000,
    U = erlang:unique_integer([positive]),
    Dir = "/tmp/th_file_io_" ++ os:getpid() ++ "_" ++ integer_to_list(N) ++ "_"
        ++ integer_to_list(U),
    ok = file:make_dir(Dir),
    Dir.

remove(Dir) ->
    {ok, Names} = file:list_dir(Dir),
    lists:foreach(fun(N) ->
                          P = filename:join(Dir, N),
                          case filelib:is_dir(P) of
                              true -> remove(P);
                              false -> ok = file:delete(P)
                          end
                  end, Names),
    ok = file:del_dir(Dir).
