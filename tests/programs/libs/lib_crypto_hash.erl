-module(lib_crypto_hash).
-export([main/1]).

%% crypto: hashes, HMAC, incremental states, random bytes (sizes only) and helpers.

main(_) ->
    Hashes = crypto:supports(hashs),
    p(Hashes),
    p(lists:member(hmac, crypto:supports(macs))),
    p(lists:keyfind(hashs, 1, crypto:supports())),
    Inputs = [<<>>, "abc", [<<"a">>, [$b | <<"c">>]], binary:copy(<<"0123456789">>, 1000)],
    [p({H, [hex(crypto:hash(H, I)) || I <- Inputs]}) || H <- Hashes],
    %% Incremental hashing equals one-shot; old states stay usable.
    [begin
         S0 = crypto:hash_init(H),
         S1 = crypto:hash_update(S0, "ab"),
         S2 = crypto:hash_update(S1, <<"c">>),
         S3 = crypto:hash_update(S0, "xyz"),
         p({H, is_reference(S0), S1 =:= S0,
            crypto:hash_final(S2) =:= crypto:hash(H, "abc"),
            crypto:hash_final(S3) =:= crypto:hash(H, "xyz"),
            crypto:hash_final(S1) =:= crypto:hash(H, "ab"),
            crypto:hash_final(S1) =:= crypto:hash(H, "ab"),
            crypto:hash_final(S0) =:= crypto:hash(H, "")})
     end || H <- Hashes],
    %% HMAC, RFC 2202 / 4231 vectors and each hash.
    p(hex(crypto:mac(hmac, md5, "Jefe", "what do ya want for nothing?"))),
    p(hex(crypto:mac(hmac, sha, binary:copy(<<16#0b>>, 20), "Hi There"))),
    p(hex(crypto:mac(hmac, sha256, "key", "The quick brown fox jumps over the lazy dog"))),
    Long = lists:duplicate(200, $k),
    [p({H, hex(crypto:mac(hmac, H, "k", "data")), hex(crypto:mac(hmac, H, Long, [<<"da">>, "ta"])),
        hex(crypto:mac(hmac, H, <<>>, <<>>))}) || H <- Hashes],
    p(hex(crypto:macN(hmac, sha, "k", "d", 5))),
    p(crypto:macN(hmac, sha, "k", "d", 0)),
    M = crypto:mac_init(hmac, sha256, "key"),
    M1 = crypto:mac_update(M, "abc"),
    M2 = crypto:mac_update(M, "def"),
    p({is_reference(M), M1 =:= M, M2 =:= M}),
    p(crypto:mac_final(M) =:= crypto:mac(hmac, sha256, "key", "abcdef")),
    MN = crypto:mac_update(crypto:mac_init(hmac, sha256, "key"), "abcdef"),
    p(hex(crypto:mac_finalN(MN, 4))),
    %% Random bytes: only their sizes.
    p([byte_size(crypto:strong_rand_bytes(N)) || N <- [0, 1, 16, 1000]]),
    R = [crypto:rand_uniform(1, 10) || _ <- lists:seq(1, 200)],
    p({lists:min(R) >= 1, lists:max(R) =< 9}),
    %% Helpers.
    p([crypto:hash_equals(<<"ab">>, <<"ab">>), crypto:hash_equals(<<"ab">>, <<"ac">>),
       crypto:hash_equals(<<>>, <<>>)]),
    p([crypto:exor(<<1, 2, 3>>, <<3, 2, 1>>), crypto:exor([1, 2, 3], <<3, 2, 1>>),
       crypto:exor(<<>>, <<>>)]),
    p([crypto:bytes_to_integer(<<1, 2, 3>>), crypto:bytes_to_integer(<<>>),
       crypto:bytes_to_integer(<<255, 255, 255, 255, 255, 255, 255, 255, 255>>)]),
    Bad = [fun() -> crypto:hash(md7, "a") end,
           fun() -> crypto:hash(sha, a) end,
           fun() -> crypto:hash(md7, a) end,
           fun() -> crypto:hash(sha, <<1:3>>) end,
           fun() -> crypto:hash("sha", "a") end,
           fun() -> crypto:hash(sha512_256, "") end,
           fun() -> crypto:hash_init(md7) end,
           fun() -> crypto:hash_update(foo, "a") end,
           fun() -> crypto:hash_update(foo, a) end,
           fun() -> crypto:hash_update(crypto:hash_init(sha), a) end,
           fun() -> crypto:hash_final(foo) end,
           fun() -> crypto:hash_final(make_ref()) end,
           fun() -> crypto:hash_final(crypto:mac_init(hmac, sha, "k")) end,
           fun() -> crypto:mac(hmac, md7, "k", "d") end,
           fun() -> crypto:mac(hmac, sha, a, "d") end,
           fun() -> crypto:mac(hmac, sha, "k", a) end,
           fun() -> crypto:mac(bogus, sha, "k", "d") end,
           fun() -> crypto:mac(bogus, md7, a, a) end,
           fun() -> crypto:mac(hmac, md7, a, a) end,
           fun() -> crypto:mac(hmac, sha, <<1:3>>, "k") end,
           fun() -> crypto:mac(hmac, [sha], "k", "d") end,
           fun() -> crypto:mac(hmac, sha, "k") end,
           fun() -> crypto:macN(hmac, sha, "k", "d", 50) end,
           fun() -> crypto:macN(hmac, sha, "k", "d", -1) end,
           fun() -> crypto:mac_init(hmac, md7, "k") end,
           fun() -> crypto:mac_init(hmac, sha, a) end,
           fun() -> crypto:mac_init(bogus, sha, "k") end,
           fun() -> crypto:mac_update(crypto:mac_init(hmac, sha, "k"), a) end,
           fun() -> crypto:mac_update(foo, "abc") end,
           fun() -> crypto:mac_update(crypto:hash_init(sha), "abc") end,
           fun() -> crypto:mac_final(foo) end,
           fun() -> crypto:mac_finalN(foo, 3) end,
           fun() -> crypto:mac_finalN(crypto:mac_init(hmac, sha, "k"), 30) end,
           fun() -> crypto:mac_finalN(crypto:mac_init(hmac, sha, "k"), -1) end,
           fun() -> crypto:strong_rand_bytes(-1) end,
           fun() -> crypto:strong_rand_bytes(a) end,
           fun() -> crypto:strong_rand_bytes(1 bsl 40) end,
           fun() -> crypto:hash_equals(<<"a">>, <<"ab">>) end,
           fun() -> crypto:hash_equals("ab", <<"ab">>) end,
           fun() -> crypto:hash_equals(a, <<"ab">>) end,
           fun() -> crypto:exor(<<1, 2, 3>>, <<3, 2>>) end,
           fun() -> crypto:exor(a, <<3, 2>>) end,
           fun() -> crypto:exor(<<1:3>>, <<1:3>>) end,
           fun() -> crypto:bytes_to_integer("ab") end,
           fun() -> crypto:supports(bogus) end],
    [p(c(F)) || F <- Bad].

hex(B) -> binary:encode_hex(B).

p(X) -> io:format("~p~n", [X]).

c(F) ->
    try F() of
        V -> {ok, V}
    catch
        C:R -> {C, R}
    end.
