-module(lib_zlib).
-export([main/1]).
-compile(nowarn_deprecated_function).

%% The zlib module: one-shot functions, streams, their errors and OTP's output shapes.

main(_) ->
    Small = <<"hello hello hello hello">>,
    Text = iolist_to_binary([io_lib:format("~p ~p ~p~n", [I, I * I, {I, [I rem 7, "abc"]}])
                             || I <- lists:seq(1, 3000)]),
    p(zlib:compress(Small)),
    p(zlib:gzip(Small)),
    p(zlib:zip(Small)),
    p(zlib:compress(<<>>)),
    p(zlib:gzip(<<>>)),
    p(zlib:zip(<<>>)),
    p(zlib:compress(["ab", <<"c">> | <<"d">>])),
    %% Large data: the compressed bytes equal OTP's (digest and size).
    [p({byte_size(C), erlang:md5(C)}) || C <- [zlib:compress(Text), zlib:gzip(Text), zlib:zip(Text)]],
    p([zlib:uncompress(zlib:compress(Text)) =:= Text, zlib:gunzip(zlib:gzip(Text)) =:= Text,
       zlib:unzip(zlib:zip(Text)) =:= Text, zlib:uncompress(zlib:compress(Small)),
       zlib:unzip(zlib:zip(<<>>)), zlib:gunzip(zlib:gzip([]))]),
    %% Trailing data; several gzip members.
    p([c(fun() -> zlib:uncompress(<<(zlib:compress(<<"abc">>))/binary, "x">>) end),
       c(fun() -> zlib:gunzip(<<(zlib:gzip(<<"abc">>))/binary, (zlib:gzip(<<"def">>))/binary>>) end),
       c(fun() -> zlib:gunzip(<<(zlib:gzip(<<"abc">>))/binary, "junk">>) end),
       c(fun() -> zlib:unzip(<<(zlib:zip(<<"abc">>))/binary, "junk">>) end)]),
    %% Bad data and arguments.
    p([c(fun() -> zlib:uncompress(<<"garbage">>) end),
       c(fun() -> zlib:uncompress(<<"garbage!!">>) end),
       c(fun() -> zlib:unzip(<<"garbage">>) end),
       c(fun() -> zlib:gunzip(<<"garbage">>) end),
       c(fun() -> zlib:uncompress(<<>>) end),
       c(fun() -> zlib:gunzip(<<>>) end),
       c(fun() -> zlib:unzip(<<>>) end),
       c(fun() -> B = zlib:compress(<<"abcdef">>), zlib:uncompress(binary:part(B, 0, byte_size(B) - 2)) end),
       c(fun() -> B = zlib:zip(<<"abcdef">>), zlib:unzip(binary:part(B, 0, byte_size(B) - 2)) end),
       c(fun() -> zlib:compress(a) end),
       c(fun() -> zlib:compress(<<1:3>>) end),
       c(fun() -> zlib:uncompress(a) end),
       c(fun() -> zlib:gzip([1 | 2]) end)]),
    streams(Text),
    levels(Text),
    chunks(Text).

streams(Text) ->
    Z = zlib:open(),
    p(is_reference(Z)),
    p([c(fun() -> zlib:deflate(Z, <<"x">>) end), c(fun() -> zlib:inflate(Z, <<"x">>) end),
       c(fun() -> zlib:deflateEnd(Z) end), c(fun() -> zlib:inflateEnd(Z) end)]),
    ok = zlib:deflateInit(Z),
    p(zlib:deflate(Z, <<"hello">>)),
    p(zlib:deflate(Z, <<"hello">>, sync)),
    p(zlib:deflate(Z, <<"hello">>, full)),
    p(zlib:deflate(Z, <<"bye">>, finish)),
    p(zlib:deflate(Z, <<>>, finish)),
    p(c(fun() -> zlib:deflate(Z, <<"more">>, finish) end)),
    p(c(fun() -> zlib:deflateEnd(Z) end)),
    p(c(fun() -> zlib:deflateEnd(Z) end)),
    ok = zlib:deflateInit(Z, 9),
    p(zlib:deflate(Z, <<"abc">>)),
    p(c(fun() -> zlib:deflateEnd(Z) end)),
    p([c(fun() -> zlib:deflateInit(Z, 10) end), c(fun() -> zlib:deflateInit(Z, -1) end),
       c(fun() -> zlib:deflateInit(Z, fast) end), c(fun() -> zlib:deflateInit(Z, default) end),
       c(fun() -> zlib:deflateInit(Z, default) end), c(fun() -> zlib:inflateInit(Z) end)]),
    %% Input is queued before the flush is checked.
    p(c(fun() -> zlib:deflate(Z, <<"x">>, bogus) end)),
    p(c(fun() -> zlib:deflate(Z, bogus) end)),
    p(zlib:deflate(Z, [<<"x">> | <<"y">>], finish)),
    ok = zlib:deflateEnd(Z),
    ok = zlib:deflateInit(Z),
    p(c(fun() -> zlib:deflate(Z, <<"x">>, bogus) end)),
    p(c(fun() -> zlib:deflateEnd(Z) end)),
    ok = zlib:deflateInit(Z),
    p(zlib:deflateEnd(Z)),
    ok = zlib:deflateInit(Z),
    p(zlib:deflate(Z, <<>>, none)),
    p(c(fun() -> zlib:deflateEnd(Z) end)),
    ok = zlib:deflateInit(Z, none),
    p(zlib:deflate(Z, "abcabcabc", finish)),
    ok = zlib:deflateReset(Z),
    p(zlib:deflate(Z, "abcabcabc", finish)),
    ok = zlib:deflateEnd(Z),
    [begin
         p(c(fun() -> zlib:deflateInit(Z, Level, deflated, Bits, 8, default) end)),
         p(zlib:deflate(Z, "abcabcabc", finish)),
         p(zlib:deflateEnd(Z))
     end || {Level, Bits} <- [{default, -15}, {best_speed, 31}, {best_compression, 15}, {3, 9}]],
    p([c(fun() -> zlib:deflateInit(Z, default, deflated, 7, 8, default) end),
       c(fun() -> zlib:deflateInit(Z, default, deflated, 32, 8, default) end),
       c(fun() -> zlib:deflateInit(Z, default, deflated, 15, 10, default) end),
       c(fun() -> zlib:deflateInit(Z, default, deflated, 15, 0, default) end),
       c(fun() -> zlib:deflateInit(Z, default, stored, 15, 8, default) end),
       c(fun() -> zlib:deflateInit(Z, default, deflated, 15, 8, bogus) end)]),
    %% Inflating.
    C = zlib:compress(<<"hello world hello world">>),
    ok = zlib:inflateInit(Z),
    p(zlib:inflate(Z, binary:part(C, 0, 5))),
    p(zlib:inflate(Z, binary:part(C, 5, byte_size(C) - 5))),
    p(zlib:inflate(Z, <<"more">>)),
    p(zlib:inflate(Z, <<>>)),
    p(zlib:inflateEnd(Z)),
    ok = zlib:inflateInit(Z),
    p(zlib:inflate(Z, binary:part(C, 0, 5))),
    p(c(fun() -> zlib:inflateEnd(Z) end)),
    ok = zlib:inflateInit(Z),
    p(c(fun() -> zlib:inflate(Z, <<"garbage!!">>) end)),
    p(c(fun() -> zlib:inflate(Z, <<"garbage!!">>) end)),
    p(c(fun() -> zlib:inflateEnd(Z) end)),
    ok = zlib:inflateInit(Z),
    p(zlib:inflate(Z, <<>>)),
    p(c(fun() -> zlib:inflateEnd(Z) end)),
    ok = zlib:inflateInit(Z, 31),
    p(zlib:inflate(Z, zlib:gzip("gz"))),
    ok = zlib:inflateReset(Z),
    p(zlib:inflate(Z, zlib:gzip("again"))),
    ok = zlib:inflateEnd(Z),
    [begin
         ok = zlib:inflateInit(Z, 47),
         p(zlib:inflate(Z, Data)),
         ok = zlib:inflateEnd(Z)
     end || Data <- [zlib:gzip(<<"auto">>), zlib:compress(<<"auto">>)]],
    ok = zlib:inflateInit(Z, -15),
    p(zlib:inflate(Z, zlib:zip(<<"raw">>))),
    ok = zlib:inflateEnd(Z),
    p([{B, init_end(fun() -> zlib:inflateInit(Z, B) end, fun() -> zlib:inflateEnd(Z) end)}
       || B <- [7, 8, 9, 15, 16, 24, 31, 32, 40, 47, 48, -7, -8, -15, -16, x]]),
    p([{B, init_end(fun() -> zlib:deflateInit(Z, default, deflated, B, 8, default) end,
                    fun() -> zlib:deflateEnd(Z) end)}
       || B <- [7, 8, 9, 15, 16, 24, 25, 31, 32, 47, 48, -8, -9, -15, -16, x]]),
    p([c(fun() -> zlib:inflateInit(Z, 15, bogus) end), c(fun() -> zlib:deflate(Z, <<>>) end),
       c(fun() -> zlib:deflate(Z, [a]) end), c(fun() -> zlib:inflate(Z, [a]) end),
       c(fun() -> zlib:inflate(Z, <<>>) end)]),
    ok = zlib:inflateInit(Z, 15, error),
    p(c(fun() -> zlib:inflate(Z, [zlib:compress("a"), zlib:compress("b")]) end)),
    p(c(fun() -> zlib:inflateEnd(Z) end)),
    ok = zlib:inflateInit(Z, 15, reset),
    p(c(fun() -> zlib:inflate(Z, [zlib:compress("a"), zlib:compress("b")]) end)),
    p(c(fun() -> zlib:inflateEnd(Z) end)),
    ok = zlib:deflateInit(Z),
    p(c(fun() -> zlib:inflate(Z, <<"abc">>) end)),
    p(c(fun() -> zlib:deflateEnd(Z) end)),
    %% safeInflate: one chunk at a time.
    ok = zlib:inflateInit(Z),
    {finished, Out1} = zlib:safeInflate(Z, zlib:compress(<<"safe">>)),
    p(Out1),
    ok = zlib:inflateEnd(Z),
    ok = zlib:inflateInit(Z),
    {continue, Out2} = zlib:safeInflate(Z, zlib:compress(Text)),
    p(iolist_size(Out2)),
    ok = zlib:inflateReset(Z),
    %% Closing.
    p(c(fun() -> zlib:close(Z) end)),
    p(c(fun() -> zlib:close(Z) end)),
    p(c(fun() -> zlib:deflateInit(Z) end)),
    p(c(fun() -> zlib:deflate(Z, <<"x">>) end)),
    p(c(fun() -> zlib:close(make_ref()) end)),
    p(c(fun() -> zlib:close(foo) end)),
    %% Only the controlling process may use a stream.
    Z3 = zlib:open(),
    Self = self(),
    Pid = spawn(fun() ->
                        Self ! {r, c(fun() -> zlib:deflateInit(Z3) end)},
                        receive go -> Self ! {r, c(fun() -> zlib:deflateInit(Z3) end)} end
                end),
    receive {r, R1} -> p(R1) end,
    p(zlib:set_controlling_process(Z3, Pid)),
    p(c(fun() -> zlib:deflateInit(Z3) end)),
    Pid ! go,
    receive {r, R2} -> p(R2) end,
    %% Deprecated checksums given a stream.
    Z4 = zlib:open(),
    p([zlib:crc32(Z4, "abc"), zlib:crc32(Z4, 5, "abc"), zlib:adler32(Z4, "abc"),
       zlib:adler32(Z4, 5, "abc"), c(fun() -> zlib:crc32(foo, "abc") end),
       zlib:crc32_combine(Z4, 1, 2, 3), zlib:adler32_combine(Z4, 1, 2, 3),
       c(fun() -> zlib:crc32_combine(foo, 1, 2, 3) end)]),
    p([zlib:getBufSize(Z4), zlib:setBufSize(Z4, 100), zlib:getBufSize(Z4),
       c(fun() -> zlib:setBufSize(Z4, 16) end), c(fun() -> zlib:setBufSize(Z4, 1 bsl 24) end)]),
    ok = zlib:close(Z4).

%% Compression levels: the compressed bytes' digests and sizes.
levels(Text) ->
    [begin
         Z = zlib:open(),
         ok = zlib:deflateInit(Z, L),
         X = iolist_to_binary(zlib:deflate(Z, Text, finish)),
         ok = zlib:deflateEnd(Z),
         ok = zlib:close(Z),
         p({L, byte_size(X), erlang:md5(X)})
     end || L <- lists:seq(0, 9)].

%% OTP's output chunks (8 KiB deflating, 16 KiB inflating), nested as it joins them.
chunks(Text) ->
    Z = zlib:open(),
    ok = zlib:deflateInit(Z, none),
    p(shape(zlib:deflate(Z, Text))),
    p(shape(zlib:deflate(Z, Text, finish))),
    ok = zlib:deflateEnd(Z),
    ok = zlib:inflateInit(Z),
    p(shape(zlib:inflate(Z, zlib:compress([Text, Text])))),
    ok = zlib:inflateEnd(Z),
    ok = zlib:deflateInit(Z),
    p(shape(zlib:deflate(Z, [Text, Text, Text], sync))),
    p(shape(zlib:deflate(Z, [], finish))),
    ok = zlib:deflateEnd(Z),
    ok = zlib:close(Z).

init_end(Init, End) ->
    R = c(Init),
    c(End),
    R.

shape(B) when is_binary(B) -> byte_size(B);
shape(L) when is_list(L) -> [shape(X) || X <- L].

p(X) -> io:format("~p~n", [X]).

c(F) ->
    try F() of
        V -> {ok, V}
    catch
        C:R -> {C, R}
    end.
