%% cowlib's cow_hpack module (Cowlib 2.18.0, src/cow_hpack.erl) with its own eunit tests.
%% Source: https://github.com/ninenines/cowlib (commit ae75c4d)
%% Author: Loïc Hoguin and the cowlib contributors.  Licence: ISC (see the notice below).
%% Changes: the module is renamed cowlib_hpack (calls to other cowlib modules name
%% their renamed copies), its include files are inlined, TEST is defined and the
%% eunit/assert macros are replaced by ones that print each check's outcome
%% (defined below), the PropEr properties are left out, and main/1 runs the tests.

%% Copyright (c) Loïc Hoguin <essen@ninenines.eu>
%%
%% Permission to use, copy, modify, and/or distribute this software for any
%% purpose with or without fee is hereby granted, provided that the above
%% copyright notice and this permission notice appear in all copies.
%%
%% THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES
%% WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
%% MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR
%% ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
%% WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
%% ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
%% OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.

%% The current implementation is not suitable for use in
%% intermediaries as the information about headers that
%% should never be indexed is currently lost.

-module(cowlib_hpack).
-export([main/1]).
-define(TEST, 1).
%% ---- added for this test: eunit assertion macros that print the outcome of each check ----
-define(assert(BoolExpr), th_bool(true, (BoolExpr))).
-define(assertNot(BoolExpr), th_bool(false, (BoolExpr))).
-define(assertEqual(Expect, Expr), th_equal((Expect), (Expr))).
-define(assertMatch(Guard, Expr),
        ((fun () -> __V = (Expr), case __V of Guard -> th_ok(__V); _ -> th_fail(match, __V) end end)())).
-define(assertError(Term, Expr),
        ((fun () ->
              try (Expr) of __V -> th_fail(no_error, __V)
              catch error:Term = __R -> th_ok({error, __R});
                    __C:__R -> th_fail(__C, __R)
              end
          end)())).
-define(assertNotEqual(Unexpected, Expr), th_bool(false, (Unexpected) =:= (Expr))).
-define(assertNotMatch(Guard, Expr),
        ((fun () -> __V = (Expr), case __V of Guard -> th_fail(match, __V); _ -> th_ok(__V) end end)())).
-define(assertException(Class, Term, Expr),
        ((fun () ->
              try (Expr) of __V -> th_fail(no_exception, __V)
              catch Class:Term = __R -> th_ok({Class, __R});
                    __C:__R -> th_fail(__C, __R)
              end
          end)())).
-define(assertThrow(Term, Expr), ?assertException(throw, Term, Expr)).
-define(assertExit(Term, Expr), ?assertException(exit, Term, Expr)).
-define(_test(Expr), {?LINE, fun () -> (Expr) end}).
-define(_assert(BoolExpr), ?_test(?assert(BoolExpr))).
-define(_assertNot(BoolExpr), ?_test(?assertNot(BoolExpr))).
-define(_assertEqual(Expect, Expr), ?_test(?assertEqual(Expect, Expr))).
-define(_assertMatch(Guard, Expr), ?_test(?assertMatch(Guard, Expr))).
-define(_assertError(Term, Expr), ?_test(?assertError(Term, Expr))).
-define(_assertNotEqual(U, Expr), ?_test(?assertNotEqual(U, Expr))).
-define(_assertNotMatch(G, Expr), ?_test(?assertNotMatch(G, Expr))).
-define(_assertException(C, T, Expr), ?_test(?assertException(C, T, Expr))).
-define(_assertThrow(T, Expr), ?_test(?assertThrow(T, Expr))).
-define(_assertExit(T, Expr), ?_test(?assertExit(T, Expr))).
-dialyzer(no_improper_lists).

-export([init/0]).
-export([init/1]).
-export([set_max_size/2]).

-export([decode/1]).
-export([decode/2]).
-export([decode/3]).

-export([encode/1]).
-export([encode/2]).
-export([encode/3]).

-record(state, {
	size = 0 :: non_neg_integer(),
	max_size = 4096 :: non_neg_integer(),
	configured_max_size = 4096 :: non_neg_integer(),
	dyn_table = [] :: [{pos_integer(), {binary(), binary()}}]
}).

-opaque state() :: #state{}.
-export_type([state/0]).

-type decoder_opts() :: #{
	max_headers => non_neg_integer()
}.
-export_type([decoder_opts/0]).

-type encoder_opts() :: #{
	huffman => boolean()
}.
-export_type([encoder_opts/0]).

-ifdef(TEST).
-endif.

%% ---- included cow_hpack_common.hrl ----
%% Copyright (c) Loïc Hoguin <essen@ninenines.eu>
%%
%% Permission to use, copy, modify, and/or distribute this software for any
%% purpose with or without fee is hereby granted, provided that the above
%% copyright notice and this permission notice appear in all copies.
%%
%% THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES
%% WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
%% MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR
%% ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
%% WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
%% ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
%% OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.

%% The prefixed integer and the string formats are common
%% to both HPACK and QPACK. They are included directly in
%% each module in order to avoid fully-qualified calls and
%% slightly improve performance.
%%
%% Some functions are only used in one or the other even
%% though the format is the same. In that case the functions
%% can be found in the relevant module.
%%
%% Any tests relevant to these functions should be added to
%% cow_hpack since HPACK is where these originate from.

%% Prefix decoding.
%%
%% The HPACK format has 4 different integer prefixes length (from 4 to 7)
%% and each can be used to create an indefinite length integer if all bits
%% of the prefix are set to 1.

dec_int5(<<2#11111:5, Rest/bits>>) ->
	dec_big_int(Rest, 31, 0);
dec_int5(<<Int:5, Rest/bits>>) ->
	{Int, Rest}.

dec_big_int(<<0:1, Value:7, Rest/bits>>, Int, M) ->
	{Int + (Value bsl M), Rest};
dec_big_int(<<1:1, Value:7, Rest/bits>>, Int, M) ->
	dec_big_int(Rest, Int + (Value bsl M), M + 7).

%% Prefix encoding.

enc_int5(Int, Prefix) when Int < 31 ->
	<<Prefix:3, Int:5>>;
enc_int5(Int, Prefix) ->
	enc_big_int(Int - 31, <<Prefix:3, 2#11111:5>>).

enc_int6(Int, Prefix) when Int < 63 ->
	<<Prefix:2, Int:6>>;
enc_int6(Int, Prefix) ->
	enc_big_int(Int - 63, <<Prefix:2, 2#111111:6>>).

enc_int7(Int, Prefix) when Int < 127 ->
	<<Prefix:1, Int:7>>;
enc_int7(Int, Prefix) ->
	enc_big_int(Int - 127, <<Prefix:1, 2#1111111:7>>).

enc_big_int(Int, Acc) when Int < 128 ->
	<<Acc/binary, Int:8>>;
enc_big_int(Int, Acc) ->
	enc_big_int(Int bsr 7, <<Acc/binary, 1:1, Int:7>>).

%% String decoding.
%%
%% We use a lookup table that allows us to benefit from
%% the binary match context optimization. A more naive
%% implementation using bit pattern matching cannot reuse
%% a match context because it wouldn't always match on
%% byte boundaries.
%%
%% See cow_hpack_dec_huffman_lookup.hrl for more details.

dec_huffman(<<A:4, B:4, R/bits>>, Len, Huff0, Acc) when Len > 1 ->
	{_, CharA, Huff1} = dec_huffman_lookup(Huff0, A),
	{_, CharB, Huff} = dec_huffman_lookup(Huff1, B),
	case {CharA, CharB} of
		{undefined, undefined} -> dec_huffman(R, Len - 1, Huff, Acc);
		{CharA, undefined} -> dec_huffman(R, Len - 1, Huff, <<Acc/binary, CharA>>);
		{undefined, CharB} -> dec_huffman(R, Len - 1, Huff, <<Acc/binary, CharB>>);
		{CharA, CharB} -> dec_huffman(R, Len - 1, Huff, <<Acc/binary, CharA, CharB>>)
	end;
dec_huffman(<<A:4, B:4, Rest/bits>>, 1, Huff0, Acc) ->
	{_, CharA, Huff} = dec_huffman_lookup(Huff0, A),
	{ok, CharB, _} = dec_huffman_lookup(Huff, B),
	case {CharA, CharB} of
		%% {undefined, undefined} (> 7-bit final padding) is rejected with a crash.
		{CharA, undefined} ->
			{<<Acc/binary, CharA>>, Rest};
		{undefined, CharB} ->
			{<<Acc/binary, CharB>>, Rest};
		_ ->
			{<<Acc/binary, CharA, CharB>>, Rest}
	end;
%% Can only be reached when the string length to decode is 0.
dec_huffman(Rest, 0, _, <<>>) ->
	{<<>>, Rest}.

%% ---- included cow_hpack_dec_huffman_lookup.hrl ----
%% Copyright (c) Loïc Hoguin <essen@ninenines.eu>
%%
%% Permission to use, copy, modify, and/or distribute this software for any
%% purpose with or without fee is hereby granted, provided that the above
%% copyright notice and this permission notice appear in all copies.
%%
%% THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES
%% WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
%% MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR
%% ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
%% WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
%% ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
%% OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.

%% This lookup function was created by converting the
%% table from Nginx[1] into a form better suitable for
%% Erlang/OTP. This particular table takes a byte-sized
%% state and 4 bits to determine whether to emit a
%% character and what the next state is. It is most
%% appropriate for Erlang/OTP because we can benefit
%% from binary pattern matching optimizations by
%% matching the binary one byte at a time, calling
%% this lookup function twice. This and similar
%% algorithms are discussed here[2] and there[3].
%%
%% It is possible to write a lookup table taking
%% a full byte instead of just 4 bits, but this
%% would make this function take 65536 clauses instead
%% of the current 4096. This could be done later
%% as a further optimization but might not yield
%% significant improvements.
%% 
%% [1] https://hg.nginx.org/nginx/file/tip/src/http/v2/ngx_http_v2_huff_decode.c
%% [2] http://citeseerx.ist.psu.edu/viewdoc/download?doi=10.1.1.9.4248&rep=rep1&type=pdf
%% [3] https://commandlinefanatic.com/cgi-bin/showarticle.cgi?article=art007

dec_huffman_lookup(16#00, 16#0) -> {more, undefined, 16#04};
dec_huffman_lookup(16#00, 16#1) -> {more, undefined, 16#05};
dec_huffman_lookup(16#00, 16#2) -> {more, undefined, 16#07};
dec_huffman_lookup(16#00, 16#3) -> {more, undefined, 16#08};
dec_huffman_lookup(16#00, 16#4) -> {more, undefined, 16#0b};
dec_huffman_lookup(16#00, 16#5) -> {more, undefined, 16#0c};
dec_huffman_lookup(16#00, 16#6) -> {more, undefined, 16#10};
dec_huffman_lookup(16#00, 16#7) -> {more, undefined, 16#13};
dec_huffman_lookup(16#00, 16#8) -> {more, undefined, 16#19};
dec_huffman_lookup(16#00, 16#9) -> {more, undefined, 16#1c};
dec_huffman_lookup(16#00, 16#a) -> {more, undefined, 16#20};
dec_huffman_lookup(16#00, 16#b) -> {more, undefined, 16#23};
dec_huffman_lookup(16#00, 16#c) -> {more, undefined, 16#2a};
dec_huffman_lookup(16#00, 16#d) -> {more, undefined, 16#31};
dec_huffman_lookup(16#00, 16#e) -> {more, undefined, 16#39};
dec_huffman_lookup(16#00, 16#f) -> {ok, undefined, 16#40};
dec_huffman_lookup(16#01, 16#0) -> {ok, 16#30, 16#00};
dec_huffman_lookup(16#01, 16#1) -> {ok, 16#31, 16#00};
dec_huffman_lookup(16#01, 16#2) -> {ok, 16#32, 16#00};
dec_huffman_lookup(16#01, 16#3) -> {ok, 16#61, 16#00};
dec_huffman_lookup(16#01, 16#4) -> {ok, 16#63, 16#00};
dec_huffman_lookup(16#01, 16#5) -> {ok, 16#65, 16#00};
dec_huffman_lookup(16#01, 16#6) -> {ok, 16#69, 16#00};
dec_huffman_lookup(16#01, 16#7) -> {ok, 16#6f, 16#00};
dec_huffman_lookup(16#01, 16#8) -> {ok, 16#73, 16#00};
dec_huffman_lookup(16#01, 16#9) -> {ok, 16#74, 16#00};
dec_huffman_lookup(16#01, 16#a) -> {more, undefined, 16#0d};
dec_huffman_lookup(16#01, 16#b) -> {more, undefined, 16#0e};
dec_huffman_lookup(16#01, 16#c) -> {more, undefined, 16#11};
dec_huffman_lookup(16#01, 16#d) -> {more, undefined, 16#12};
dec_huffman_lookup(16#01, 16#e) -> {more, undefined, 16#14};
dec_huffman_lookup(16#01, 16#f) -> {more, undefined, 16#15};
dec_huffman_lookup(16#02, 16#0) -> {more, 16#30, 16#01};
dec_huffman_lookup(16#02, 16#1) -> {ok, 16#30, 16#16};
dec_huffman_lookup(16#02, 16#2) -> {more, 16#31, 16#01};
dec_huffman_lookup(16#02, 16#3) -> {ok, 16#31, 16#16};
dec_huffman_lookup(16#02, 16#4) -> {more, 16#32, 16#01};
dec_huffman_lookup(16#02, 16#5) -> {ok, 16#32, 16#16};
dec_huffman_lookup(16#02, 16#6) -> {more, 16#61, 16#01};
dec_huffman_lookup(16#02, 16#7) -> {ok, 16#61, 16#16};
dec_huffman_lookup(16#02, 16#8) -> {more, 16#63, 16#01};
dec_huffman_lookup(16#02, 16#9) -> {ok, 16#63, 16#16};
dec_huffman_lookup(16#02, 16#a) -> {more, 16#65, 16#01};
dec_huffman_lookup(16#02, 16#b) -> {ok, 16#65, 16#16};
dec_huffman_lookup(16#02, 16#c) -> {more, 16#69, 16#01};
dec_huffman_lookup(16#02, 16#d) -> {ok, 16#69, 16#16};
dec_huffman_lookup(16#02, 16#e) -> {more, 16#6f, 16#01};
dec_huffman_lookup(16#02, 16#f) -> {ok, 16#6f, 16#16};
dec_huffman_lookup(16#03, 16#0) -> {more, 16#30, 16#02};
dec_huffman_lookup(16#03, 16#1) -> {more, 16#30, 16#09};
dec_huffman_lookup(16#03, 16#2) -> {more, 16#30, 16#17};
dec_huffman_lookup(16#03, 16#3) -> {ok, 16#30, 16#28};
dec_huffman_lookup(16#03, 16#4) -> {more, 16#31, 16#02};
dec_huffman_lookup(16#03, 16#5) -> {more, 16#31, 16#09};
dec_huffman_lookup(16#03, 16#6) -> {more, 16#31, 16#17};
dec_huffman_lookup(16#03, 16#7) -> {ok, 16#31, 16#28};
dec_huffman_lookup(16#03, 16#8) -> {more, 16#32, 16#02};
dec_huffman_lookup(16#03, 16#9) -> {more, 16#32, 16#09};
dec_huffman_lookup(16#03, 16#a) -> {more, 16#32, 16#17};
dec_huffman_lookup(16#03, 16#b) -> {ok, 16#32, 16#28};
dec_huffman_lookup(16#03, 16#c) -> {more, 16#61, 16#02};
dec_huffman_lookup(16#03, 16#d) -> {more, 16#61, 16#09};
dec_huffman_lookup(16#03, 16#e) -> {more, 16#61, 16#17};
dec_huffman_lookup(16#03, 16#f) -> {ok, 16#61, 16#28};
dec_huffman_lookup(16#04, 16#0) -> {more, 16#30, 16#03};
dec_huffman_lookup(16#04, 16#1) -> {more, 16#30, 16#06};
dec_huffman_lookup(16#04, 16#2) -> {more, 16#30, 16#0a};
dec_huffman_lookup(16#04, 16#3) -> {more, 16#30, 16#0f};
dec_huffman_lookup(16#04, 16#4) -> {more, 16#30, 16#18};
dec_huffman_lookup(16#04, 16#5) -> {more, 16#30, 16#1f};
dec_huffman_lookup(16#04, 16#6) -> {more, 16#30, 16#29};
dec_huffman_lookup(16#04, 16#7) -> {ok, 16#30, 16#38};
dec_huffman_lookup(16#04, 16#8) -> {more, 16#31, 16#03};
dec_huffman_lookup(16#04, 16#9) -> {more, 16#31, 16#06};
dec_huffman_lookup(16#04, 16#a) -> {more, 16#31, 16#0a};
dec_huffman_lookup(16#04, 16#b) -> {more, 16#31, 16#0f};
dec_huffman_lookup(16#04, 16#c) -> {more, 16#31, 16#18};
dec_huffman_lookup(16#04, 16#d) -> {more, 16#31, 16#1f};
dec_huffman_lookup(16#04, 16#e) -> {more, 16#31, 16#29};
dec_huffman_lookup(16#04, 16#f) -> {ok, 16#31, 16#38};
dec_huffman_lookup(16#05, 16#0) -> {more, 16#32, 16#03};
dec_huffman_lookup(16#05, 16#1) -> {more, 16#32, 16#06};
dec_huffman_lookup(16#05, 16#2) -> {more, 16#32, 16#0a};
dec_huffman_lookup(16#05, 16#3) -> {more, 16#32, 16#0f};
dec_huffman_lookup(16#05, 16#4) -> {more, 16#32, 16#18};
dec_huffman_lookup(16#05, 16#5) -> {more, 16#32, 16#1f};
dec_huffman_lookup(16#05, 16#6) -> {more, 16#32, 16#29};
dec_huffman_lookup(16#05, 16#7) -> {ok, 16#32, 16#38};
dec_huffman_lookup(16#05, 16#8) -> {more, 16#61, 16#03};
dec_huffman_lookup(16#05, 16#9) -> {more, 16#61, 16#06};
dec_huffman_lookup(16#05, 16#a) -> {more, 16#61, 16#0a};
dec_huffman_lookup(16#05, 16#b) -> {more, 16#61, 16#0f};
dec_huffman_lookup(16#05, 16#c) -> {more, 16#61, 16#18};
dec_huffman_lookup(16#05, 16#d) -> {more, 16#61, 16#1f};
dec_huffman_lookup(16#05, 16#e) -> {more, 16#61, 16#29};
dec_huffman_lookup(16#05, 16#f) -> {ok, 16#61, 16#38};
dec_huffman_lookup(16#06, 16#0) -> {more, 16#63, 16#02};
dec_huffman_lookup(16#06, 16#1) -> {more, 16#63, 16#09};
dec_huffman_lookup(16#06, 16#2) -> {more, 16#63, 16#17};
dec_huffman_lookup(16#06, 16#3) -> {ok, 16#63, 16#28};
dec_huffman_lookup(16#06, 16#4) -> {more, 16#65, 16#02};
dec_huffman_lookup(16#06, 16#5) -> {more, 16#65, 16#09};
dec_huffman_lookup(16#06, 16#6) -> {more, 16#65, 16#17};
dec_huffman_lookup(16#06, 16#7) -> {ok, 16#65, 16#28};
dec_huffman_lookup(16#06, 16#8) -> {more, 16#69, 16#02};
dec_huffman_lookup(16#06, 16#9) -> {more, 16#69, 16#09};
dec_huffman_lookup(16#06, 16#a) -> {more, 16#69, 16#17};
dec_huffman_lookup(16#06, 16#b) -> {ok, 16#69, 16#28};
dec_huffman_lookup(16#06, 16#c) -> {more, 16#6f, 16#02};
dec_huffman_lookup(16#06, 16#d) -> {more, 16#6f, 16#09};
dec_huffman_lookup(16#06, 16#e) -> {more, 16#6f, 16#17};
dec_huffman_lookup(16#06, 16#f) -> {ok, 16#6f, 16#28};
dec_huffman_lookup(16#07, 16#0) -> {more, 16#63, 16#03};
dec_huffman_lookup(16#07, 16#1) -> {more, 16#63, 16#06};
dec_huffman_lookup(16#07, 16#2) -> {more, 16#63, 16#0a};
dec_huffman_lookup(16#07, 16#3) -> {more, 16#63, 16#0f};
dec_huffman_lookup(16#07, 16#4) -> {more, 16#63, 16#18};
dec_huffman_lookup(16#07, 16#5) -> {more, 16#63, 16#1f};
dec_huffman_lookup(16#07, 16#6) -> {more, 16#63, 16#29};
dec_huffman_lookup(16#07, 16#7) -> {ok, 16#63, 16#38};
dec_huffman_lookup(16#07, 16#8) -> {more, 16#65, 16#03};
dec_huffman_lookup(16#07, 16#9) -> {more, 16#65, 16#06};
dec_huffman_lookup(16#07, 16#a) -> {more, 16#65, 16#0a};
dec_huffman_lookup(16#07, 16#b) -> {more, 16#65, 16#0f};
dec_huffman_lookup(16#07, 16#c) -> {more, 16#65, 16#18};
dec_huffman_lookup(16#07, 16#d) -> {more, 16#65, 16#1f};
dec_huffman_lookup(16#07, 16#e) -> {more, 16#65, 16#29};
dec_huffman_lookup(16#07, 16#f) -> {ok, 16#65, 16#38};
dec_huffman_lookup(16#08, 16#0) -> {more, 16#69, 16#03};
dec_huffman_lookup(16#08, 16#1) -> {more, 16#69, 16#06};
dec_huffman_lookup(16#08, 16#2) -> {more, 16#69, 16#0a};
dec_huffman_lookup(16#08, 16#3) -> {more, 16#69, 16#0f};
dec_huffman_lookup(16#08, 16#4) -> {more, 16#69, 16#18};
dec_huffman_lookup(16#08, 16#5) -> {more, 16#69, 16#1f};
dec_huffman_lookup(16#08, 16#6) -> {more, 16#69, 16#29};
dec_huffman_lookup(16#08, 16#7) -> {ok, 16#69, 16#38};
dec_huffman_lookup(16#08, 16#8) -> {more, 16#6f, 16#03};
dec_huffman_lookup(16#08, 16#9) -> {more, 16#6f, 16#06};
dec_huffman_lookup(16#08, 16#a) -> {more, 16#6f, 16#0a};
dec_huffman_lookup(16#08, 16#b) -> {more, 16#6f, 16#0f};
dec_huffman_lookup(16#08, 16#c) -> {more, 16#6f, 16#18};
dec_huffman_lookup(16#08, 16#d) -> {more, 16#6f, 16#1f};
dec_huffman_lookup(16#08, 16#e) -> {more, 16#6f, 16#29};
dec_huffman_lookup(16#08, 16#f) -> {ok, 16#6f, 16#38};
dec_huffman_lookup(16#09, 16#0) -> {more, 16#73, 16#01};
dec_huffman_lookup(16#09, 16#1) -> {ok, 16#73, 16#16};
dec_huffman_lookup(16#09, 16#2) -> {more, 16#74, 16#01};
dec_huffman_lookup(16#09, 16#3) -> {ok, 16#74, 16#16};
dec_huffman_lookup(16#09, 16#4) -> {ok, 16#20, 16#00};
dec_huffman_lookup(16#09, 16#5) -> {ok, 16#25, 16#00};
dec_huffman_lookup(16#09, 16#6) -> {ok, 16#2d, 16#00};
dec_huffman_lookup(16#09, 16#7) -> {ok, 16#2e, 16#00};
dec_huffman_lookup(16#09, 16#8) -> {ok, 16#2f, 16#00};
dec_huffman_lookup(16#09, 16#9) -> {ok, 16#33, 16#00};
dec_huffman_lookup(16#09, 16#a) -> {ok, 16#34, 16#00};
dec_huffman_lookup(16#09, 16#b) -> {ok, 16#35, 16#00};
dec_huffman_lookup(16#09, 16#c) -> {ok, 16#36, 16#00};
dec_huffman_lookup(16#09, 16#d) -> {ok, 16#37, 16#00};
dec_huffman_lookup(16#09, 16#e) -> {ok, 16#38, 16#00};
dec_huffman_lookup(16#09, 16#f) -> {ok, 16#39, 16#00};
dec_huffman_lookup(16#0a, 16#0) -> {more, 16#73, 16#02};
dec_huffman_lookup(16#0a, 16#1) -> {more, 16#73, 16#09};
dec_huffman_lookup(16#0a, 16#2) -> {more, 16#73, 16#17};
dec_huffman_lookup(16#0a, 16#3) -> {ok, 16#73, 16#28};
dec_huffman_lookup(16#0a, 16#4) -> {more, 16#74, 16#02};
dec_huffman_lookup(16#0a, 16#5) -> {more, 16#74, 16#09};
dec_huffman_lookup(16#0a, 16#6) -> {more, 16#74, 16#17};
dec_huffman_lookup(16#0a, 16#7) -> {ok, 16#74, 16#28};
dec_huffman_lookup(16#0a, 16#8) -> {more, 16#20, 16#01};
dec_huffman_lookup(16#0a, 16#9) -> {ok, 16#20, 16#16};
dec_huffman_lookup(16#0a, 16#a) -> {more, 16#25, 16#01};
dec_huffman_lookup(16#0a, 16#b) -> {ok, 16#25, 16#16};
dec_huffman_lookup(16#0a, 16#c) -> {more, 16#2d, 16#01};
dec_huffman_lookup(16#0a, 16#d) -> {ok, 16#2d, 16#16};
dec_huffman_lookup(16#0a, 16#e) -> {more, 16#2e, 16#01};
dec_huffman_lookup(16#0a, 16#f) -> {ok, 16#2e, 16#16};
dec_huffman_lookup(16#0b, 16#0) -> {more, 16#73, 16#03};
dec_huffman_lookup(16#0b, 16#1) -> {more, 16#73, 16#06};
dec_huffman_lookup(16#0b, 16#2) -> {more, 16#73, 16#0a};
dec_huffman_lookup(16#0b, 16#3) -> {more, 16#73, 16#0f};
dec_huffman_lookup(16#0b, 16#4) -> {more, 16#73, 16#18};
dec_huffman_lookup(16#0b, 16#5) -> {more, 16#73, 16#1f};
dec_huffman_lookup(16#0b, 16#6) -> {more, 16#73, 16#29};
dec_huffman_lookup(16#0b, 16#7) -> {ok, 16#73, 16#38};
dec_huffman_lookup(16#0b, 16#8) -> {more, 16#74, 16#03};
dec_huffman_lookup(16#0b, 16#9) -> {more, 16#74, 16#06};
dec_huffman_lookup(16#0b, 16#a) -> {more, 16#74, 16#0a};
dec_huffman_lookup(16#0b, 16#b) -> {more, 16#74, 16#0f};
dec_huffman_lookup(16#0b, 16#c) -> {more, 16#74, 16#18};
dec_huffman_lookup(16#0b, 16#d) -> {more, 16#74, 16#1f};
dec_huffman_lookup(16#0b, 16#e) -> {more, 16#74, 16#29};
dec_huffman_lookup(16#0b, 16#f) -> {ok, 16#74, 16#38};
dec_huffman_lookup(16#0c, 16#0) -> {more, 16#20, 16#02};
dec_huffman_lookup(16#0c, 16#1) -> {more, 16#20, 16#09};
dec_huffman_lookup(16#0c, 16#2) -> {more, 16#20, 16#17};
dec_huffman_lookup(16#0c, 16#3) -> {ok, 16#20, 16#28};
dec_huffman_lookup(16#0c, 16#4) -> {more, 16#25, 16#02};
dec_huffman_lookup(16#0c, 16#5) -> {more, 16#25, 16#09};
dec_huffman_lookup(16#0c, 16#6) -> {more, 16#25, 16#17};
dec_huffman_lookup(16#0c, 16#7) -> {ok, 16#25, 16#28};
dec_huffman_lookup(16#0c, 16#8) -> {more, 16#2d, 16#02};
dec_huffman_lookup(16#0c, 16#9) -> {more, 16#2d, 16#09};
dec_huffman_lookup(16#0c, 16#a) -> {more, 16#2d, 16#17};
dec_huffman_lookup(16#0c, 16#b) -> {ok, 16#2d, 16#28};
dec_huffman_lookup(16#0c, 16#c) -> {more, 16#2e, 16#02};
dec_huffman_lookup(16#0c, 16#d) -> {more, 16#2e, 16#09};
dec_huffman_lookup(16#0c, 16#e) -> {more, 16#2e, 16#17};
dec_huffman_lookup(16#0c, 16#f) -> {ok, 16#2e, 16#28};
dec_huffman_lookup(16#0d, 16#0) -> {more, 16#20, 16#03};
dec_huffman_lookup(16#0d, 16#1) -> {more, 16#20, 16#06};
dec_huffman_lookup(16#0d, 16#2) -> {more, 16#20, 16#0a};
dec_huffman_lookup(16#0d, 16#3) -> {more, 16#20, 16#0f};
dec_huffman_lookup(16#0d, 16#4) -> {more, 16#20, 16#18};
dec_huffman_lookup(16#0d, 16#5) -> {more, 16#20, 16#1f};
dec_huffman_lookup(16#0d, 16#6) -> {more, 16#20, 16#29};
dec_huffman_lookup(16#0d, 16#7) -> {ok, 16#20, 16#38};
dec_huffman_lookup(16#0d, 16#8) -> {more, 16#25, 16#03};
dec_huffman_lookup(16#0d, 16#9) -> {more, 16#25, 16#06};
dec_huffman_lookup(16#0d, 16#a) -> {more, 16#25, 16#0a};
dec_huffman_lookup(16#0d, 16#b) -> {more, 16#25, 16#0f};
dec_huffman_lookup(16#0d, 16#c) -> {more, 16#25, 16#18};
dec_huffman_lookup(16#0d, 16#d) -> {more, 16#25, 16#1f};
dec_huffman_lookup(16#0d, 16#e) -> {more, 16#25, 16#29};
dec_huffman_lookup(16#0d, 16#f) -> {ok, 16#25, 16#38};
dec_huffman_lookup(16#0e, 16#0) -> {more, 16#2d, 16#03};
dec_huffman_lookup(16#0e, 16#1) -> {more, 16#2d, 16#06};
dec_huffman_lookup(16#0e, 16#2) -> {more, 16#2d, 16#0a};
dec_huffman_lookup(16#0e, 16#3) -> {more, 16#2d, 16#0f};
dec_huffman_lookup(16#0e, 16#4) -> {more, 16#2d, 16#18};
dec_huffman_lookup(16#0e, 16#5) -> {more, 16#2d, 16#1f};
dec_huffman_lookup(16#0e, 16#6) -> {more, 16#2d, 16#29};
dec_huffman_lookup(16#0e, 16#7) -> {ok, 16#2d, 16#38};
dec_huffman_lookup(16#0e, 16#8) -> {more, 16#2e, 16#03};
dec_huffman_lookup(16#0e, 16#9) -> {more, 16#2e, 16#06};
dec_huffman_lookup(16#0e, 16#a) -> {more, 16#2e, 16#0a};
dec_huffman_lookup(16#0e, 16#b) -> {more, 16#2e, 16#0f};
dec_huffman_lookup(16#0e, 16#c) -> {more, 16#2e, 16#18};
dec_huffman_lookup(16#0e, 16#d) -> {more, 16#2e, 16#1f};
dec_huffman_lookup(16#0e, 16#e) -> {more, 16#2e, 16#29};
dec_huffman_lookup(16#0e, 16#f) -> {ok, 16#2e, 16#38};
dec_huffman_lookup(16#0f, 16#0) -> {more, 16#2f, 16#01};
dec_huffman_lookup(16#0f, 16#1) -> {ok, 16#2f, 16#16};
dec_huffman_lookup(16#0f, 16#2) -> {more, 16#33, 16#01};
dec_huffman_lookup(16#0f, 16#3) -> {ok, 16#33, 16#16};
dec_huffman_lookup(16#0f, 16#4) -> {more, 16#34, 16#01};
dec_huffman_lookup(16#0f, 16#5) -> {ok, 16#34, 16#16};
dec_huffman_lookup(16#0f, 16#6) -> {more, 16#35, 16#01};
dec_huffman_lookup(16#0f, 16#7) -> {ok, 16#35, 16#16};
dec_huffman_lookup(16#0f, 16#8) -> {more, 16#36, 16#01};
dec_huffman_lookup(16#0f, 16#9) -> {ok, 16#36, 16#16};
dec_huffman_lookup(16#0f, 16#a) -> {more, 16#37, 16#01};
dec_huffman_lookup(16#0f, 16#b) -> {ok, 16#37, 16#16};
dec_huffman_lookup(16#0f, 16#c) -> {more, 16#38, 16#01};
dec_huffman_lookup(16#0f, 16#d) -> {ok, 16#38, 16#16};
dec_huffman_lookup(16#0f, 16#e) -> {more, 16#39, 16#01};
dec_huffman_lookup(16#0f, 16#f) -> {ok, 16#39, 16#16};
dec_huffman_lookup(16#10, 16#0) -> {more, 16#2f, 16#02};
dec_huffman_lookup(16#10, 16#1) -> {more, 16#2f, 16#09};
dec_huffman_lookup(16#10, 16#2) -> {more, 16#2f, 16#17};
dec_huffman_lookup(16#10, 16#3) -> {ok, 16#2f, 16#28};
dec_huffman_lookup(16#10, 16#4) -> {more, 16#33, 16#02};
dec_huffman_lookup(16#10, 16#5) -> {more, 16#33, 16#09};
dec_huffman_lookup(16#10, 16#6) -> {more, 16#33, 16#17};
dec_huffman_lookup(16#10, 16#7) -> {ok, 16#33, 16#28};
dec_huffman_lookup(16#10, 16#8) -> {more, 16#34, 16#02};
dec_huffman_lookup(16#10, 16#9) -> {more, 16#34, 16#09};
dec_huffman_lookup(16#10, 16#a) -> {more, 16#34, 16#17};
dec_huffman_lookup(16#10, 16#b) -> {ok, 16#34, 16#28};
dec_huffman_lookup(16#10, 16#c) -> {more, 16#35, 16#02};
dec_huffman_lookup(16#10, 16#d) -> {more, 16#35, 16#09};
dec_huffman_lookup(16#10, 16#e) -> {more, 16#35, 16#17};
dec_huffman_lookup(16#10, 16#f) -> {ok, 16#35, 16#28};
dec_huffman_lookup(16#11, 16#0) -> {more, 16#2f, 16#03};
dec_huffman_lookup(16#11, 16#1) -> {more, 16#2f, 16#06};
dec_huffman_lookup(16#11, 16#2) -> {more, 16#2f, 16#0a};
dec_huffman_lookup(16#11, 16#3) -> {more, 16#2f, 16#0f};
dec_huffman_lookup(16#11, 16#4) -> {more, 16#2f, 16#18};
dec_huffman_lookup(16#11, 16#5) -> {more, 16#2f, 16#1f};
dec_huffman_lookup(16#11, 16#6) -> {more, 16#2f, 16#29};
dec_huffman_lookup(16#11, 16#7) -> {ok, 16#2f, 16#38};
dec_huffman_lookup(16#11, 16#8) -> {more, 16#33, 16#03};
dec_huffman_lookup(16#11, 16#9) -> {more, 16#33, 16#06};
dec_huffman_lookup(16#11, 16#a) -> {more, 16#33, 16#0a};
dec_huffman_lookup(16#11, 16#b) -> {more, 16#33, 16#0f};
dec_huffman_lookup(16#11, 16#c) -> {more, 16#33, 16#18};
dec_huffman_lookup(16#11, 16#d) -> {more, 16#33, 16#1f};
dec_huffman_lookup(16#11, 16#e) -> {more, 16#33, 16#29};
dec_huffman_lookup(16#11, 16#f) -> {ok, 16#33, 16#38};
dec_huffman_lookup(16#12, 16#0) -> {more, 16#34, 16#03};
dec_huffman_lookup(16#12, 16#1) -> {more, 16#34, 16#06};
dec_huffman_lookup(16#12, 16#2) -> {more, 16#34, 16#0a};
dec_huffman_lookup(16#12, 16#3) -> {more, 16#34, 16#0f};
dec_huffman_lookup(16#12, 16#4) -> {more, 16#34, 16#18};
dec_huffman_lookup(16#12, 16#5) -> {more, 16#34, 16#1f};
dec_huffman_lookup(16#12, 16#6) -> {more, 16#34, 16#29};
dec_huffman_lookup(16#12, 16#7) -> {ok, 16#34, 16#38};
dec_huffman_lookup(16#12, 16#8) -> {more, 16#35, 16#03};
dec_huffman_lookup(16#12, 16#9) -> {more, 16#35, 16#06};
dec_huffman_lookup(16#12, 16#a) -> {more, 16#35, 16#0a};
dec_huffman_lookup(16#12, 16#b) -> {more, 16#35, 16#0f};
dec_huffman_lookup(16#12, 16#c) -> {more, 16#35, 16#18};
dec_huffman_lookup(16#12, 16#d) -> {more, 16#35, 16#1f};
dec_huffman_lookup(16#12, 16#e) -> {more, 16#35, 16#29};
dec_huffman_lookup(16#12, 16#f) -> {ok, 16#35, 16#38};
dec_huffman_lookup(16#13, 16#0) -> {more, 16#36, 16#02};
dec_huffman_lookup(16#13, 16#1) -> {more, 16#36, 16#09};
dec_huffman_lookup(16#13, 16#2) -> {more, 16#36, 16#17};
dec_huffman_lookup(16#13, 16#3) -> {ok, 16#36, 16#28};
dec_huffman_lookup(16#13, 16#4) -> {more, 16#37, 16#02};
dec_huffman_lookup(16#13, 16#5) -> {more, 16#37, 16#09};
dec_huffman_lookup(16#13, 16#6) -> {more, 16#37, 16#17};
dec_huffman_lookup(16#13, 16#7) -> {ok, 16#37, 16#28};
dec_huffman_lookup(16#13, 16#8) -> {more, 16#38, 16#02};
dec_huffman_lookup(16#13, 16#9) -> {more, 16#38, 16#09};
dec_huffman_lookup(16#13, 16#a) -> {more, 16#38, 16#17};
dec_huffman_lookup(16#13, 16#b) -> {ok, 16#38, 16#28};
dec_huffman_lookup(16#13, 16#c) -> {more, 16#39, 16#02};
dec_huffman_lookup(16#13, 16#d) -> {more, 16#39, 16#09};
dec_huffman_lookup(16#13, 16#e) -> {more, 16#39, 16#17};
dec_huffman_lookup(16#13, 16#f) -> {ok, 16#39, 16#28};
dec_huffman_lookup(16#14, 16#0) -> {more, 16#36, 16#03};
dec_huffman_lookup(16#14, 16#1) -> {more, 16#36, 16#06};
dec_huffman_lookup(16#14, 16#2) -> {more, 16#36, 16#0a};
dec_huffman_lookup(16#14, 16#3) -> {more, 16#36, 16#0f};
dec_huffman_lookup(16#14, 16#4) -> {more, 16#36, 16#18};
dec_huffman_lookup(16#14, 16#5) -> {more, 16#36, 16#1f};
dec_huffman_lookup(16#14, 16#6) -> {more, 16#36, 16#29};
dec_huffman_lookup(16#14, 16#7) -> {ok, 16#36, 16#38};
dec_huffman_lookup(16#14, 16#8) -> {more, 16#37, 16#03};
dec_huffman_lookup(16#14, 16#9) -> {more, 16#37, 16#06};
dec_huffman_lookup(16#14, 16#a) -> {more, 16#37, 16#0a};
dec_huffman_lookup(16#14, 16#b) -> {more, 16#37, 16#0f};
dec_huffman_lookup(16#14, 16#c) -> {more, 16#37, 16#18};
dec_huffman_lookup(16#14, 16#d) -> {more, 16#37, 16#1f};
dec_huffman_lookup(16#14, 16#e) -> {more, 16#37, 16#29};
dec_huffman_lookup(16#14, 16#f) -> {ok, 16#37, 16#38};
dec_huffman_lookup(16#15, 16#0) -> {more, 16#38, 16#03};
dec_huffman_lookup(16#15, 16#1) -> {more, 16#38, 16#06};
dec_huffman_lookup(16#15, 16#2) -> {more, 16#38, 16#0a};
dec_huffman_lookup(16#15, 16#3) -> {more, 16#38, 16#0f};
dec_huffman_lookup(16#15, 16#4) -> {more, 16#38, 16#18};
dec_huffman_lookup(16#15, 16#5) -> {more, 16#38, 16#1f};
dec_huffman_lookup(16#15, 16#6) -> {more, 16#38, 16#29};
dec_huffman_lookup(16#15, 16#7) -> {ok, 16#38, 16#38};
dec_huffman_lookup(16#15, 16#8) -> {more, 16#39, 16#03};
dec_huffman_lookup(16#15, 16#9) -> {more, 16#39, 16#06};
dec_huffman_lookup(16#15, 16#a) -> {more, 16#39, 16#0a};
dec_huffman_lookup(16#15, 16#b) -> {more, 16#39, 16#0f};
dec_huffman_lookup(16#15, 16#c) -> {more, 16#39, 16#18};
dec_huffman_lookup(16#15, 16#d) -> {more, 16#39, 16#1f};
dec_huffman_lookup(16#15, 16#e) -> {more, 16#39, 16#29};
dec_huffman_lookup(16#15, 16#f) -> {ok, 16#39, 16#38};
dec_huffman_lookup(16#16, 16#0) -> {more, undefined, 16#1a};
dec_huffman_lookup(16#16, 16#1) -> {more, undefined, 16#1b};
dec_huffman_lookup(16#16, 16#2) -> {more, undefined, 16#1d};
dec_huffman_lookup(16#16, 16#3) -> {more, undefined, 16#1e};
dec_huffman_lookup(16#16, 16#4) -> {more, undefined, 16#21};
dec_huffman_lookup(16#16, 16#5) -> {more, undefined, 16#22};
dec_huffman_lookup(16#16, 16#6) -> {more, undefined, 16#24};
dec_huffman_lookup(16#16, 16#7) -> {more, undefined, 16#25};
dec_huffman_lookup(16#16, 16#8) -> {more, undefined, 16#2b};
dec_huffman_lookup(16#16, 16#9) -> {more, undefined, 16#2e};
dec_huffman_lookup(16#16, 16#a) -> {more, undefined, 16#32};
dec_huffman_lookup(16#16, 16#b) -> {more, undefined, 16#35};
dec_huffman_lookup(16#16, 16#c) -> {more, undefined, 16#3a};
dec_huffman_lookup(16#16, 16#d) -> {more, undefined, 16#3d};
dec_huffman_lookup(16#16, 16#e) -> {more, undefined, 16#41};
dec_huffman_lookup(16#16, 16#f) -> {ok, undefined, 16#44};
dec_huffman_lookup(16#17, 16#0) -> {ok, 16#3d, 16#00};
dec_huffman_lookup(16#17, 16#1) -> {ok, 16#41, 16#00};
dec_huffman_lookup(16#17, 16#2) -> {ok, 16#5f, 16#00};
dec_huffman_lookup(16#17, 16#3) -> {ok, 16#62, 16#00};
dec_huffman_lookup(16#17, 16#4) -> {ok, 16#64, 16#00};
dec_huffman_lookup(16#17, 16#5) -> {ok, 16#66, 16#00};
dec_huffman_lookup(16#17, 16#6) -> {ok, 16#67, 16#00};
dec_huffman_lookup(16#17, 16#7) -> {ok, 16#68, 16#00};
dec_huffman_lookup(16#17, 16#8) -> {ok, 16#6c, 16#00};
dec_huffman_lookup(16#17, 16#9) -> {ok, 16#6d, 16#00};
dec_huffman_lookup(16#17, 16#a) -> {ok, 16#6e, 16#00};
dec_huffman_lookup(16#17, 16#b) -> {ok, 16#70, 16#00};
dec_huffman_lookup(16#17, 16#c) -> {ok, 16#72, 16#00};
dec_huffman_lookup(16#17, 16#d) -> {ok, 16#75, 16#00};
dec_huffman_lookup(16#17, 16#e) -> {more, undefined, 16#26};
dec_huffman_lookup(16#17, 16#f) -> {more, undefined, 16#27};
dec_huffman_lookup(16#18, 16#0) -> {more, 16#3d, 16#01};
dec_huffman_lookup(16#18, 16#1) -> {ok, 16#3d, 16#16};
dec_huffman_lookup(16#18, 16#2) -> {more, 16#41, 16#01};
dec_huffman_lookup(16#18, 16#3) -> {ok, 16#41, 16#16};
dec_huffman_lookup(16#18, 16#4) -> {more, 16#5f, 16#01};
dec_huffman_lookup(16#18, 16#5) -> {ok, 16#5f, 16#16};
dec_huffman_lookup(16#18, 16#6) -> {more, 16#62, 16#01};
dec_huffman_lookup(16#18, 16#7) -> {ok, 16#62, 16#16};
dec_huffman_lookup(16#18, 16#8) -> {more, 16#64, 16#01};
dec_huffman_lookup(16#18, 16#9) -> {ok, 16#64, 16#16};
dec_huffman_lookup(16#18, 16#a) -> {more, 16#66, 16#01};
dec_huffman_lookup(16#18, 16#b) -> {ok, 16#66, 16#16};
dec_huffman_lookup(16#18, 16#c) -> {more, 16#67, 16#01};
dec_huffman_lookup(16#18, 16#d) -> {ok, 16#67, 16#16};
dec_huffman_lookup(16#18, 16#e) -> {more, 16#68, 16#01};
dec_huffman_lookup(16#18, 16#f) -> {ok, 16#68, 16#16};
dec_huffman_lookup(16#19, 16#0) -> {more, 16#3d, 16#02};
dec_huffman_lookup(16#19, 16#1) -> {more, 16#3d, 16#09};
dec_huffman_lookup(16#19, 16#2) -> {more, 16#3d, 16#17};
dec_huffman_lookup(16#19, 16#3) -> {ok, 16#3d, 16#28};
dec_huffman_lookup(16#19, 16#4) -> {more, 16#41, 16#02};
dec_huffman_lookup(16#19, 16#5) -> {more, 16#41, 16#09};
dec_huffman_lookup(16#19, 16#6) -> {more, 16#41, 16#17};
dec_huffman_lookup(16#19, 16#7) -> {ok, 16#41, 16#28};
dec_huffman_lookup(16#19, 16#8) -> {more, 16#5f, 16#02};
dec_huffman_lookup(16#19, 16#9) -> {more, 16#5f, 16#09};
dec_huffman_lookup(16#19, 16#a) -> {more, 16#5f, 16#17};
dec_huffman_lookup(16#19, 16#b) -> {ok, 16#5f, 16#28};
dec_huffman_lookup(16#19, 16#c) -> {more, 16#62, 16#02};
dec_huffman_lookup(16#19, 16#d) -> {more, 16#62, 16#09};
dec_huffman_lookup(16#19, 16#e) -> {more, 16#62, 16#17};
dec_huffman_lookup(16#19, 16#f) -> {ok, 16#62, 16#28};
dec_huffman_lookup(16#1a, 16#0) -> {more, 16#3d, 16#03};
dec_huffman_lookup(16#1a, 16#1) -> {more, 16#3d, 16#06};
dec_huffman_lookup(16#1a, 16#2) -> {more, 16#3d, 16#0a};
dec_huffman_lookup(16#1a, 16#3) -> {more, 16#3d, 16#0f};
dec_huffman_lookup(16#1a, 16#4) -> {more, 16#3d, 16#18};
dec_huffman_lookup(16#1a, 16#5) -> {more, 16#3d, 16#1f};
dec_huffman_lookup(16#1a, 16#6) -> {more, 16#3d, 16#29};
dec_huffman_lookup(16#1a, 16#7) -> {ok, 16#3d, 16#38};
dec_huffman_lookup(16#1a, 16#8) -> {more, 16#41, 16#03};
dec_huffman_lookup(16#1a, 16#9) -> {more, 16#41, 16#06};
dec_huffman_lookup(16#1a, 16#a) -> {more, 16#41, 16#0a};
dec_huffman_lookup(16#1a, 16#b) -> {more, 16#41, 16#0f};
dec_huffman_lookup(16#1a, 16#c) -> {more, 16#41, 16#18};
dec_huffman_lookup(16#1a, 16#d) -> {more, 16#41, 16#1f};
dec_huffman_lookup(16#1a, 16#e) -> {more, 16#41, 16#29};
dec_huffman_lookup(16#1a, 16#f) -> {ok, 16#41, 16#38};
dec_huffman_lookup(16#1b, 16#0) -> {more, 16#5f, 16#03};
dec_huffman_lookup(16#1b, 16#1) -> {more, 16#5f, 16#06};
dec_huffman_lookup(16#1b, 16#2) -> {more, 16#5f, 16#0a};
dec_huffman_lookup(16#1b, 16#3) -> {more, 16#5f, 16#0f};
dec_huffman_lookup(16#1b, 16#4) -> {more, 16#5f, 16#18};
dec_huffman_lookup(16#1b, 16#5) -> {more, 16#5f, 16#1f};
dec_huffman_lookup(16#1b, 16#6) -> {more, 16#5f, 16#29};
dec_huffman_lookup(16#1b, 16#7) -> {ok, 16#5f, 16#38};
dec_huffman_lookup(16#1b, 16#8) -> {more, 16#62, 16#03};
dec_huffman_lookup(16#1b, 16#9) -> {more, 16#62, 16#06};
dec_huffman_lookup(16#1b, 16#a) -> {more, 16#62, 16#0a};
dec_huffman_lookup(16#1b, 16#b) -> {more, 16#62, 16#0f};
dec_huffman_lookup(16#1b, 16#c) -> {more, 16#62, 16#18};
dec_huffman_lookup(16#1b, 16#d) -> {more, 16#62, 16#1f};
dec_huffman_lookup(16#1b, 16#e) -> {more, 16#62, 16#29};
dec_huffman_lookup(16#1b, 16#f) -> {ok, 16#62, 16#38};
dec_huffman_lookup(16#1c, 16#0) -> {more, 16#64, 16#02};
dec_huffman_lookup(16#1c, 16#1) -> {more, 16#64, 16#09};
dec_huffman_lookup(16#1c, 16#2) -> {more, 16#64, 16#17};
dec_huffman_lookup(16#1c, 16#3) -> {ok, 16#64, 16#28};
dec_huffman_lookup(16#1c, 16#4) -> {more, 16#66, 16#02};
dec_huffman_lookup(16#1c, 16#5) -> {more, 16#66, 16#09};
dec_huffman_lookup(16#1c, 16#6) -> {more, 16#66, 16#17};
dec_huffman_lookup(16#1c, 16#7) -> {ok, 16#66, 16#28};
dec_huffman_lookup(16#1c, 16#8) -> {more, 16#67, 16#02};
dec_huffman_lookup(16#1c, 16#9) -> {more, 16#67, 16#09};
dec_huffman_lookup(16#1c, 16#a) -> {more, 16#67, 16#17};
dec_huffman_lookup(16#1c, 16#b) -> {ok, 16#67, 16#28};
dec_huffman_lookup(16#1c, 16#c) -> {more, 16#68, 16#02};
dec_huffman_lookup(16#1c, 16#d) -> {more, 16#68, 16#09};
dec_huffman_lookup(16#1c, 16#e) -> {more, 16#68, 16#17};
dec_huffman_lookup(16#1c, 16#f) -> {ok, 16#68, 16#28};
dec_huffman_lookup(16#1d, 16#0) -> {more, 16#64, 16#03};
dec_huffman_lookup(16#1d, 16#1) -> {more, 16#64, 16#06};
dec_huffman_lookup(16#1d, 16#2) -> {more, 16#64, 16#0a};
dec_huffman_lookup(16#1d, 16#3) -> {more, 16#64, 16#0f};
dec_huffman_lookup(16#1d, 16#4) -> {more, 16#64, 16#18};
dec_huffman_lookup(16#1d, 16#5) -> {more, 16#64, 16#1f};
dec_huffman_lookup(16#1d, 16#6) -> {more, 16#64, 16#29};
dec_huffman_lookup(16#1d, 16#7) -> {ok, 16#64, 16#38};
dec_huffman_lookup(16#1d, 16#8) -> {more, 16#66, 16#03};
dec_huffman_lookup(16#1d, 16#9) -> {more, 16#66, 16#06};
dec_huffman_lookup(16#1d, 16#a) -> {more, 16#66, 16#0a};
dec_huffman_lookup(16#1d, 16#b) -> {more, 16#66, 16#0f};
dec_huffman_lookup(16#1d, 16#c) -> {more, 16#66, 16#18};
dec_huffman_lookup(16#1d, 16#d) -> {more, 16#66, 16#1f};
dec_huffman_lookup(16#1d, 16#e) -> {more, 16#66, 16#29};
dec_huffman_lookup(16#1d, 16#f) -> {ok, 16#66, 16#38};
dec_huffman_lookup(16#1e, 16#0) -> {more, 16#67, 16#03};
dec_huffman_lookup(16#1e, 16#1) -> {more, 16#67, 16#06};
dec_huffman_lookup(16#1e, 16#2) -> {more, 16#67, 16#0a};
dec_huffman_lookup(16#1e, 16#3) -> {more, 16#67, 16#0f};
dec_huffman_lookup(16#1e, 16#4) -> {more, 16#67, 16#18};
dec_huffman_lookup(16#1e, 16#5) -> {more, 16#67, 16#1f};
dec_huffman_lookup(16#1e, 16#6) -> {more, 16#67, 16#29};
dec_huffman_lookup(16#1e, 16#7) -> {ok, 16#67, 16#38};
dec_huffman_lookup(16#1e, 16#8) -> {more, 16#68, 16#03};
dec_huffman_lookup(16#1e, 16#9) -> {more, 16#68, 16#06};
dec_huffman_lookup(16#1e, 16#a) -> {more, 16#68, 16#0a};
dec_huffman_lookup(16#1e, 16#b) -> {more, 16#68, 16#0f};
dec_huffman_lookup(16#1e, 16#c) -> {more, 16#68, 16#18};
dec_huffman_lookup(16#1e, 16#d) -> {more, 16#68, 16#1f};
dec_huffman_lookup(16#1e, 16#e) -> {more, 16#68, 16#29};
dec_huffman_lookup(16#1e, 16#f) -> {ok, 16#68, 16#38};
dec_huffman_lookup(16#1f, 16#0) -> {more, 16#6c, 16#01};
dec_huffman_lookup(16#1f, 16#1) -> {ok, 16#6c, 16#16};
dec_huffman_lookup(16#1f, 16#2) -> {more, 16#6d, 16#01};
dec_huffman_lookup(16#1f, 16#3) -> {ok, 16#6d, 16#16};
dec_huffman_lookup(16#1f, 16#4) -> {more, 16#6e, 16#01};
dec_huffman_lookup(16#1f, 16#5) -> {ok, 16#6e, 16#16};
dec_huffman_lookup(16#1f, 16#6) -> {more, 16#70, 16#01};
dec_huffman_lookup(16#1f, 16#7) -> {ok, 16#70, 16#16};
dec_huffman_lookup(16#1f, 16#8) -> {more, 16#72, 16#01};
dec_huffman_lookup(16#1f, 16#9) -> {ok, 16#72, 16#16};
dec_huffman_lookup(16#1f, 16#a) -> {more, 16#75, 16#01};
dec_huffman_lookup(16#1f, 16#b) -> {ok, 16#75, 16#16};
dec_huffman_lookup(16#1f, 16#c) -> {ok, 16#3a, 16#00};
dec_huffman_lookup(16#1f, 16#d) -> {ok, 16#42, 16#00};
dec_huffman_lookup(16#1f, 16#e) -> {ok, 16#43, 16#00};
dec_huffman_lookup(16#1f, 16#f) -> {ok, 16#44, 16#00};
dec_huffman_lookup(16#20, 16#0) -> {more, 16#6c, 16#02};
dec_huffman_lookup(16#20, 16#1) -> {more, 16#6c, 16#09};
dec_huffman_lookup(16#20, 16#2) -> {more, 16#6c, 16#17};
dec_huffman_lookup(16#20, 16#3) -> {ok, 16#6c, 16#28};
dec_huffman_lookup(16#20, 16#4) -> {more, 16#6d, 16#02};
dec_huffman_lookup(16#20, 16#5) -> {more, 16#6d, 16#09};
dec_huffman_lookup(16#20, 16#6) -> {more, 16#6d, 16#17};
dec_huffman_lookup(16#20, 16#7) -> {ok, 16#6d, 16#28};
dec_huffman_lookup(16#20, 16#8) -> {more, 16#6e, 16#02};
dec_huffman_lookup(16#20, 16#9) -> {more, 16#6e, 16#09};
dec_huffman_lookup(16#20, 16#a) -> {more, 16#6e, 16#17};
dec_huffman_lookup(16#20, 16#b) -> {ok, 16#6e, 16#28};
dec_huffman_lookup(16#20, 16#c) -> {more, 16#70, 16#02};
dec_huffman_lookup(16#20, 16#d) -> {more, 16#70, 16#09};
dec_huffman_lookup(16#20, 16#e) -> {more, 16#70, 16#17};
dec_huffman_lookup(16#20, 16#f) -> {ok, 16#70, 16#28};
dec_huffman_lookup(16#21, 16#0) -> {more, 16#6c, 16#03};
dec_huffman_lookup(16#21, 16#1) -> {more, 16#6c, 16#06};
dec_huffman_lookup(16#21, 16#2) -> {more, 16#6c, 16#0a};
dec_huffman_lookup(16#21, 16#3) -> {more, 16#6c, 16#0f};
dec_huffman_lookup(16#21, 16#4) -> {more, 16#6c, 16#18};
dec_huffman_lookup(16#21, 16#5) -> {more, 16#6c, 16#1f};
dec_huffman_lookup(16#21, 16#6) -> {more, 16#6c, 16#29};
dec_huffman_lookup(16#21, 16#7) -> {ok, 16#6c, 16#38};
dec_huffman_lookup(16#21, 16#8) -> {more, 16#6d, 16#03};
dec_huffman_lookup(16#21, 16#9) -> {more, 16#6d, 16#06};
dec_huffman_lookup(16#21, 16#a) -> {more, 16#6d, 16#0a};
dec_huffman_lookup(16#21, 16#b) -> {more, 16#6d, 16#0f};
dec_huffman_lookup(16#21, 16#c) -> {more, 16#6d, 16#18};
dec_huffman_lookup(16#21, 16#d) -> {more, 16#6d, 16#1f};
dec_huffman_lookup(16#21, 16#e) -> {more, 16#6d, 16#29};
dec_huffman_lookup(16#21, 16#f) -> {ok, 16#6d, 16#38};
dec_huffman_lookup(16#22, 16#0) -> {more, 16#6e, 16#03};
dec_huffman_lookup(16#22, 16#1) -> {more, 16#6e, 16#06};
dec_huffman_lookup(16#22, 16#2) -> {more, 16#6e, 16#0a};
dec_huffman_lookup(16#22, 16#3) -> {more, 16#6e, 16#0f};
dec_huffman_lookup(16#22, 16#4) -> {more, 16#6e, 16#18};
dec_huffman_lookup(16#22, 16#5) -> {more, 16#6e, 16#1f};
dec_huffman_lookup(16#22, 16#6) -> {more, 16#6e, 16#29};
dec_huffman_lookup(16#22, 16#7) -> {ok, 16#6e, 16#38};
dec_huffman_lookup(16#22, 16#8) -> {more, 16#70, 16#03};
dec_huffman_lookup(16#22, 16#9) -> {more, 16#70, 16#06};
dec_huffman_lookup(16#22, 16#a) -> {more, 16#70, 16#0a};
dec_huffman_lookup(16#22, 16#b) -> {more, 16#70, 16#0f};
dec_huffman_lookup(16#22, 16#c) -> {more, 16#70, 16#18};
dec_huffman_lookup(16#22, 16#d) -> {more, 16#70, 16#1f};
dec_huffman_lookup(16#22, 16#e) -> {more, 16#70, 16#29};
dec_huffman_lookup(16#22, 16#f) -> {ok, 16#70, 16#38};
dec_huffman_lookup(16#23, 16#0) -> {more, 16#72, 16#02};
dec_huffman_lookup(16#23, 16#1) -> {more, 16#72, 16#09};
dec_huffman_lookup(16#23, 16#2) -> {more, 16#72, 16#17};
dec_huffman_lookup(16#23, 16#3) -> {ok, 16#72, 16#28};
dec_huffman_lookup(16#23, 16#4) -> {more, 16#75, 16#02};
dec_huffman_lookup(16#23, 16#5) -> {more, 16#75, 16#09};
dec_huffman_lookup(16#23, 16#6) -> {more, 16#75, 16#17};
dec_huffman_lookup(16#23, 16#7) -> {ok, 16#75, 16#28};
dec_huffman_lookup(16#23, 16#8) -> {more, 16#3a, 16#01};
dec_huffman_lookup(16#23, 16#9) -> {ok, 16#3a, 16#16};
dec_huffman_lookup(16#23, 16#a) -> {more, 16#42, 16#01};
dec_huffman_lookup(16#23, 16#b) -> {ok, 16#42, 16#16};
dec_huffman_lookup(16#23, 16#c) -> {more, 16#43, 16#01};
dec_huffman_lookup(16#23, 16#d) -> {ok, 16#43, 16#16};
dec_huffman_lookup(16#23, 16#e) -> {more, 16#44, 16#01};
dec_huffman_lookup(16#23, 16#f) -> {ok, 16#44, 16#16};
dec_huffman_lookup(16#24, 16#0) -> {more, 16#72, 16#03};
dec_huffman_lookup(16#24, 16#1) -> {more, 16#72, 16#06};
dec_huffman_lookup(16#24, 16#2) -> {more, 16#72, 16#0a};
dec_huffman_lookup(16#24, 16#3) -> {more, 16#72, 16#0f};
dec_huffman_lookup(16#24, 16#4) -> {more, 16#72, 16#18};
dec_huffman_lookup(16#24, 16#5) -> {more, 16#72, 16#1f};
dec_huffman_lookup(16#24, 16#6) -> {more, 16#72, 16#29};
dec_huffman_lookup(16#24, 16#7) -> {ok, 16#72, 16#38};
dec_huffman_lookup(16#24, 16#8) -> {more, 16#75, 16#03};
dec_huffman_lookup(16#24, 16#9) -> {more, 16#75, 16#06};
dec_huffman_lookup(16#24, 16#a) -> {more, 16#75, 16#0a};
dec_huffman_lookup(16#24, 16#b) -> {more, 16#75, 16#0f};
dec_huffman_lookup(16#24, 16#c) -> {more, 16#75, 16#18};
dec_huffman_lookup(16#24, 16#d) -> {more, 16#75, 16#1f};
dec_huffman_lookup(16#24, 16#e) -> {more, 16#75, 16#29};
dec_huffman_lookup(16#24, 16#f) -> {ok, 16#75, 16#38};
dec_huffman_lookup(16#25, 16#0) -> {more, 16#3a, 16#02};
dec_huffman_lookup(16#25, 16#1) -> {more, 16#3a, 16#09};
dec_huffman_lookup(16#25, 16#2) -> {more, 16#3a, 16#17};
dec_huffman_lookup(16#25, 16#3) -> {ok, 16#3a, 16#28};
dec_huffman_lookup(16#25, 16#4) -> {more, 16#42, 16#02};
dec_huffman_lookup(16#25, 16#5) -> {more, 16#42, 16#09};
dec_huffman_lookup(16#25, 16#6) -> {more, 16#42, 16#17};
dec_huffman_lookup(16#25, 16#7) -> {ok, 16#42, 16#28};
dec_huffman_lookup(16#25, 16#8) -> {more, 16#43, 16#02};
dec_huffman_lookup(16#25, 16#9) -> {more, 16#43, 16#09};
dec_huffman_lookup(16#25, 16#a) -> {more, 16#43, 16#17};
dec_huffman_lookup(16#25, 16#b) -> {ok, 16#43, 16#28};
dec_huffman_lookup(16#25, 16#c) -> {more, 16#44, 16#02};
dec_huffman_lookup(16#25, 16#d) -> {more, 16#44, 16#09};
dec_huffman_lookup(16#25, 16#e) -> {more, 16#44, 16#17};
dec_huffman_lookup(16#25, 16#f) -> {ok, 16#44, 16#28};
dec_huffman_lookup(16#26, 16#0) -> {more, 16#3a, 16#03};
dec_huffman_lookup(16#26, 16#1) -> {more, 16#3a, 16#06};
dec_huffman_lookup(16#26, 16#2) -> {more, 16#3a, 16#0a};
dec_huffman_lookup(16#26, 16#3) -> {more, 16#3a, 16#0f};
dec_huffman_lookup(16#26, 16#4) -> {more, 16#3a, 16#18};
dec_huffman_lookup(16#26, 16#5) -> {more, 16#3a, 16#1f};
dec_huffman_lookup(16#26, 16#6) -> {more, 16#3a, 16#29};
dec_huffman_lookup(16#26, 16#7) -> {ok, 16#3a, 16#38};
dec_huffman_lookup(16#26, 16#8) -> {more, 16#42, 16#03};
dec_huffman_lookup(16#26, 16#9) -> {more, 16#42, 16#06};
dec_huffman_lookup(16#26, 16#a) -> {more, 16#42, 16#0a};
dec_huffman_lookup(16#26, 16#b) -> {more, 16#42, 16#0f};
dec_huffman_lookup(16#26, 16#c) -> {more, 16#42, 16#18};
dec_huffman_lookup(16#26, 16#d) -> {more, 16#42, 16#1f};
dec_huffman_lookup(16#26, 16#e) -> {more, 16#42, 16#29};
dec_huffman_lookup(16#26, 16#f) -> {ok, 16#42, 16#38};
dec_huffman_lookup(16#27, 16#0) -> {more, 16#43, 16#03};
dec_huffman_lookup(16#27, 16#1) -> {more, 16#43, 16#06};
dec_huffman_lookup(16#27, 16#2) -> {more, 16#43, 16#0a};
dec_huffman_lookup(16#27, 16#3) -> {more, 16#43, 16#0f};
dec_huffman_lookup(16#27, 16#4) -> {more, 16#43, 16#18};
dec_huffman_lookup(16#27, 16#5) -> {more, 16#43, 16#1f};
dec_huffman_lookup(16#27, 16#6) -> {more, 16#43, 16#29};
dec_huffman_lookup(16#27, 16#7) -> {ok, 16#43, 16#38};
dec_huffman_lookup(16#27, 16#8) -> {more, 16#44, 16#03};
dec_huffman_lookup(16#27, 16#9) -> {more, 16#44, 16#06};
dec_huffman_lookup(16#27, 16#a) -> {more, 16#44, 16#0a};
dec_huffman_lookup(16#27, 16#b) -> {more, 16#44, 16#0f};
dec_huffman_lookup(16#27, 16#c) -> {more, 16#44, 16#18};
dec_huffman_lookup(16#27, 16#d) -> {more, 16#44, 16#1f};
dec_huffman_lookup(16#27, 16#e) -> {more, 16#44, 16#29};
dec_huffman_lookup(16#27, 16#f) -> {ok, 16#44, 16#38};
dec_huffman_lookup(16#28, 16#0) -> {more, undefined, 16#2c};
dec_huffman_lookup(16#28, 16#1) -> {more, undefined, 16#2d};
dec_huffman_lookup(16#28, 16#2) -> {more, undefined, 16#2f};
dec_huffman_lookup(16#28, 16#3) -> {more, undefined, 16#30};
dec_huffman_lookup(16#28, 16#4) -> {more, undefined, 16#33};
dec_huffman_lookup(16#28, 16#5) -> {more, undefined, 16#34};
dec_huffman_lookup(16#28, 16#6) -> {more, undefined, 16#36};
dec_huffman_lookup(16#28, 16#7) -> {more, undefined, 16#37};
dec_huffman_lookup(16#28, 16#8) -> {more, undefined, 16#3b};
dec_huffman_lookup(16#28, 16#9) -> {more, undefined, 16#3c};
dec_huffman_lookup(16#28, 16#a) -> {more, undefined, 16#3e};
dec_huffman_lookup(16#28, 16#b) -> {more, undefined, 16#3f};
dec_huffman_lookup(16#28, 16#c) -> {more, undefined, 16#42};
dec_huffman_lookup(16#28, 16#d) -> {more, undefined, 16#43};
dec_huffman_lookup(16#28, 16#e) -> {more, undefined, 16#45};
dec_huffman_lookup(16#28, 16#f) -> {ok, undefined, 16#48};
dec_huffman_lookup(16#29, 16#0) -> {ok, 16#45, 16#00};
dec_huffman_lookup(16#29, 16#1) -> {ok, 16#46, 16#00};
dec_huffman_lookup(16#29, 16#2) -> {ok, 16#47, 16#00};
dec_huffman_lookup(16#29, 16#3) -> {ok, 16#48, 16#00};
dec_huffman_lookup(16#29, 16#4) -> {ok, 16#49, 16#00};
dec_huffman_lookup(16#29, 16#5) -> {ok, 16#4a, 16#00};
dec_huffman_lookup(16#29, 16#6) -> {ok, 16#4b, 16#00};
dec_huffman_lookup(16#29, 16#7) -> {ok, 16#4c, 16#00};
dec_huffman_lookup(16#29, 16#8) -> {ok, 16#4d, 16#00};
dec_huffman_lookup(16#29, 16#9) -> {ok, 16#4e, 16#00};
dec_huffman_lookup(16#29, 16#a) -> {ok, 16#4f, 16#00};
dec_huffman_lookup(16#29, 16#b) -> {ok, 16#50, 16#00};
dec_huffman_lookup(16#29, 16#c) -> {ok, 16#51, 16#00};
dec_huffman_lookup(16#29, 16#d) -> {ok, 16#52, 16#00};
dec_huffman_lookup(16#29, 16#e) -> {ok, 16#53, 16#00};
dec_huffman_lookup(16#29, 16#f) -> {ok, 16#54, 16#00};
dec_huffman_lookup(16#2a, 16#0) -> {more, 16#45, 16#01};
dec_huffman_lookup(16#2a, 16#1) -> {ok, 16#45, 16#16};
dec_huffman_lookup(16#2a, 16#2) -> {more, 16#46, 16#01};
dec_huffman_lookup(16#2a, 16#3) -> {ok, 16#46, 16#16};
dec_huffman_lookup(16#2a, 16#4) -> {more, 16#47, 16#01};
dec_huffman_lookup(16#2a, 16#5) -> {ok, 16#47, 16#16};
dec_huffman_lookup(16#2a, 16#6) -> {more, 16#48, 16#01};
dec_huffman_lookup(16#2a, 16#7) -> {ok, 16#48, 16#16};
dec_huffman_lookup(16#2a, 16#8) -> {more, 16#49, 16#01};
dec_huffman_lookup(16#2a, 16#9) -> {ok, 16#49, 16#16};
dec_huffman_lookup(16#2a, 16#a) -> {more, 16#4a, 16#01};
dec_huffman_lookup(16#2a, 16#b) -> {ok, 16#4a, 16#16};
dec_huffman_lookup(16#2a, 16#c) -> {more, 16#4b, 16#01};
dec_huffman_lookup(16#2a, 16#d) -> {ok, 16#4b, 16#16};
dec_huffman_lookup(16#2a, 16#e) -> {more, 16#4c, 16#01};
dec_huffman_lookup(16#2a, 16#f) -> {ok, 16#4c, 16#16};
dec_huffman_lookup(16#2b, 16#0) -> {more, 16#45, 16#02};
dec_huffman_lookup(16#2b, 16#1) -> {more, 16#45, 16#09};
dec_huffman_lookup(16#2b, 16#2) -> {more, 16#45, 16#17};
dec_huffman_lookup(16#2b, 16#3) -> {ok, 16#45, 16#28};
dec_huffman_lookup(16#2b, 16#4) -> {more, 16#46, 16#02};
dec_huffman_lookup(16#2b, 16#5) -> {more, 16#46, 16#09};
dec_huffman_lookup(16#2b, 16#6) -> {more, 16#46, 16#17};
dec_huffman_lookup(16#2b, 16#7) -> {ok, 16#46, 16#28};
dec_huffman_lookup(16#2b, 16#8) -> {more, 16#47, 16#02};
dec_huffman_lookup(16#2b, 16#9) -> {more, 16#47, 16#09};
dec_huffman_lookup(16#2b, 16#a) -> {more, 16#47, 16#17};
dec_huffman_lookup(16#2b, 16#b) -> {ok, 16#47, 16#28};
dec_huffman_lookup(16#2b, 16#c) -> {more, 16#48, 16#02};
dec_huffman_lookup(16#2b, 16#d) -> {more, 16#48, 16#09};
dec_huffman_lookup(16#2b, 16#e) -> {more, 16#48, 16#17};
dec_huffman_lookup(16#2b, 16#f) -> {ok, 16#48, 16#28};
dec_huffman_lookup(16#2c, 16#0) -> {more, 16#45, 16#03};
dec_huffman_lookup(16#2c, 16#1) -> {more, 16#45, 16#06};
dec_huffman_lookup(16#2c, 16#2) -> {more, 16#45, 16#0a};
dec_huffman_lookup(16#2c, 16#3) -> {more, 16#45, 16#0f};
dec_huffman_lookup(16#2c, 16#4) -> {more, 16#45, 16#18};
dec_huffman_lookup(16#2c, 16#5) -> {more, 16#45, 16#1f};
dec_huffman_lookup(16#2c, 16#6) -> {more, 16#45, 16#29};
dec_huffman_lookup(16#2c, 16#7) -> {ok, 16#45, 16#38};
dec_huffman_lookup(16#2c, 16#8) -> {more, 16#46, 16#03};
dec_huffman_lookup(16#2c, 16#9) -> {more, 16#46, 16#06};
dec_huffman_lookup(16#2c, 16#a) -> {more, 16#46, 16#0a};
dec_huffman_lookup(16#2c, 16#b) -> {more, 16#46, 16#0f};
dec_huffman_lookup(16#2c, 16#c) -> {more, 16#46, 16#18};
dec_huffman_lookup(16#2c, 16#d) -> {more, 16#46, 16#1f};
dec_huffman_lookup(16#2c, 16#e) -> {more, 16#46, 16#29};
dec_huffman_lookup(16#2c, 16#f) -> {ok, 16#46, 16#38};
dec_huffman_lookup(16#2d, 16#0) -> {more, 16#47, 16#03};
dec_huffman_lookup(16#2d, 16#1) -> {more, 16#47, 16#06};
dec_huffman_lookup(16#2d, 16#2) -> {more, 16#47, 16#0a};
dec_huffman_lookup(16#2d, 16#3) -> {more, 16#47, 16#0f};
dec_huffman_lookup(16#2d, 16#4) -> {more, 16#47, 16#18};
dec_huffman_lookup(16#2d, 16#5) -> {more, 16#47, 16#1f};
dec_huffman_lookup(16#2d, 16#6) -> {more, 16#47, 16#29};
dec_huffman_lookup(16#2d, 16#7) -> {ok, 16#47, 16#38};
dec_huffman_lookup(16#2d, 16#8) -> {more, 16#48, 16#03};
dec_huffman_lookup(16#2d, 16#9) -> {more, 16#48, 16#06};
dec_huffman_lookup(16#2d, 16#a) -> {more, 16#48, 16#0a};
dec_huffman_lookup(16#2d, 16#b) -> {more, 16#48, 16#0f};
dec_huffman_lookup(16#2d, 16#c) -> {more, 16#48, 16#18};
dec_huffman_lookup(16#2d, 16#d) -> {more, 16#48, 16#1f};
dec_huffman_lookup(16#2d, 16#e) -> {more, 16#48, 16#29};
dec_huffman_lookup(16#2d, 16#f) -> {ok, 16#48, 16#38};
dec_huffman_lookup(16#2e, 16#0) -> {more, 16#49, 16#02};
dec_huffman_lookup(16#2e, 16#1) -> {more, 16#49, 16#09};
dec_huffman_lookup(16#2e, 16#2) -> {more, 16#49, 16#17};
dec_huffman_lookup(16#2e, 16#3) -> {ok, 16#49, 16#28};
dec_huffman_lookup(16#2e, 16#4) -> {more, 16#4a, 16#02};
dec_huffman_lookup(16#2e, 16#5) -> {more, 16#4a, 16#09};
dec_huffman_lookup(16#2e, 16#6) -> {more, 16#4a, 16#17};
dec_huffman_lookup(16#2e, 16#7) -> {ok, 16#4a, 16#28};
dec_huffman_lookup(16#2e, 16#8) -> {more, 16#4b, 16#02};
dec_huffman_lookup(16#2e, 16#9) -> {more, 16#4b, 16#09};
dec_huffman_lookup(16#2e, 16#a) -> {more, 16#4b, 16#17};
dec_huffman_lookup(16#2e, 16#b) -> {ok, 16#4b, 16#28};
dec_huffman_lookup(16#2e, 16#c) -> {more, 16#4c, 16#02};
dec_huffman_lookup(16#2e, 16#d) -> {more, 16#4c, 16#09};
dec_huffman_lookup(16#2e, 16#e) -> {more, 16#4c, 16#17};
dec_huffman_lookup(16#2e, 16#f) -> {ok, 16#4c, 16#28};
dec_huffman_lookup(16#2f, 16#0) -> {more, 16#49, 16#03};
dec_huffman_lookup(16#2f, 16#1) -> {more, 16#49, 16#06};
dec_huffman_lookup(16#2f, 16#2) -> {more, 16#49, 16#0a};
dec_huffman_lookup(16#2f, 16#3) -> {more, 16#49, 16#0f};
dec_huffman_lookup(16#2f, 16#4) -> {more, 16#49, 16#18};
dec_huffman_lookup(16#2f, 16#5) -> {more, 16#49, 16#1f};
dec_huffman_lookup(16#2f, 16#6) -> {more, 16#49, 16#29};
dec_huffman_lookup(16#2f, 16#7) -> {ok, 16#49, 16#38};
dec_huffman_lookup(16#2f, 16#8) -> {more, 16#4a, 16#03};
dec_huffman_lookup(16#2f, 16#9) -> {more, 16#4a, 16#06};
dec_huffman_lookup(16#2f, 16#a) -> {more, 16#4a, 16#0a};
dec_huffman_lookup(16#2f, 16#b) -> {more, 16#4a, 16#0f};
dec_huffman_lookup(16#2f, 16#c) -> {more, 16#4a, 16#18};
dec_huffman_lookup(16#2f, 16#d) -> {more, 16#4a, 16#1f};
dec_huffman_lookup(16#2f, 16#e) -> {more, 16#4a, 16#29};
dec_huffman_lookup(16#2f, 16#f) -> {ok, 16#4a, 16#38};
dec_huffman_lookup(16#30, 16#0) -> {more, 16#4b, 16#03};
dec_huffman_lookup(16#30, 16#1) -> {more, 16#4b, 16#06};
dec_huffman_lookup(16#30, 16#2) -> {more, 16#4b, 16#0a};
dec_huffman_lookup(16#30, 16#3) -> {more, 16#4b, 16#0f};
dec_huffman_lookup(16#30, 16#4) -> {more, 16#4b, 16#18};
dec_huffman_lookup(16#30, 16#5) -> {more, 16#4b, 16#1f};
dec_huffman_lookup(16#30, 16#6) -> {more, 16#4b, 16#29};
dec_huffman_lookup(16#30, 16#7) -> {ok, 16#4b, 16#38};
dec_huffman_lookup(16#30, 16#8) -> {more, 16#4c, 16#03};
dec_huffman_lookup(16#30, 16#9) -> {more, 16#4c, 16#06};
dec_huffman_lookup(16#30, 16#a) -> {more, 16#4c, 16#0a};
dec_huffman_lookup(16#30, 16#b) -> {more, 16#4c, 16#0f};
dec_huffman_lookup(16#30, 16#c) -> {more, 16#4c, 16#18};
dec_huffman_lookup(16#30, 16#d) -> {more, 16#4c, 16#1f};
dec_huffman_lookup(16#30, 16#e) -> {more, 16#4c, 16#29};
dec_huffman_lookup(16#30, 16#f) -> {ok, 16#4c, 16#38};
dec_huffman_lookup(16#31, 16#0) -> {more, 16#4d, 16#01};
dec_huffman_lookup(16#31, 16#1) -> {ok, 16#4d, 16#16};
dec_huffman_lookup(16#31, 16#2) -> {more, 16#4e, 16#01};
dec_huffman_lookup(16#31, 16#3) -> {ok, 16#4e, 16#16};
dec_huffman_lookup(16#31, 16#4) -> {more, 16#4f, 16#01};
dec_huffman_lookup(16#31, 16#5) -> {ok, 16#4f, 16#16};
dec_huffman_lookup(16#31, 16#6) -> {more, 16#50, 16#01};
dec_huffman_lookup(16#31, 16#7) -> {ok, 16#50, 16#16};
dec_huffman_lookup(16#31, 16#8) -> {more, 16#51, 16#01};
dec_huffman_lookup(16#31, 16#9) -> {ok, 16#51, 16#16};
dec_huffman_lookup(16#31, 16#a) -> {more, 16#52, 16#01};
dec_huffman_lookup(16#31, 16#b) -> {ok, 16#52, 16#16};
dec_huffman_lookup(16#31, 16#c) -> {more, 16#53, 16#01};
dec_huffman_lookup(16#31, 16#d) -> {ok, 16#53, 16#16};
dec_huffman_lookup(16#31, 16#e) -> {more, 16#54, 16#01};
dec_huffman_lookup(16#31, 16#f) -> {ok, 16#54, 16#16};
dec_huffman_lookup(16#32, 16#0) -> {more, 16#4d, 16#02};
dec_huffman_lookup(16#32, 16#1) -> {more, 16#4d, 16#09};
dec_huffman_lookup(16#32, 16#2) -> {more, 16#4d, 16#17};
dec_huffman_lookup(16#32, 16#3) -> {ok, 16#4d, 16#28};
dec_huffman_lookup(16#32, 16#4) -> {more, 16#4e, 16#02};
dec_huffman_lookup(16#32, 16#5) -> {more, 16#4e, 16#09};
dec_huffman_lookup(16#32, 16#6) -> {more, 16#4e, 16#17};
dec_huffman_lookup(16#32, 16#7) -> {ok, 16#4e, 16#28};
dec_huffman_lookup(16#32, 16#8) -> {more, 16#4f, 16#02};
dec_huffman_lookup(16#32, 16#9) -> {more, 16#4f, 16#09};
dec_huffman_lookup(16#32, 16#a) -> {more, 16#4f, 16#17};
dec_huffman_lookup(16#32, 16#b) -> {ok, 16#4f, 16#28};
dec_huffman_lookup(16#32, 16#c) -> {more, 16#50, 16#02};
dec_huffman_lookup(16#32, 16#d) -> {more, 16#50, 16#09};
dec_huffman_lookup(16#32, 16#e) -> {more, 16#50, 16#17};
dec_huffman_lookup(16#32, 16#f) -> {ok, 16#50, 16#28};
dec_huffman_lookup(16#33, 16#0) -> {more, 16#4d, 16#03};
dec_huffman_lookup(16#33, 16#1) -> {more, 16#4d, 16#06};
dec_huffman_lookup(16#33, 16#2) -> {more, 16#4d, 16#0a};
dec_huffman_lookup(16#33, 16#3) -> {more, 16#4d, 16#0f};
dec_huffman_lookup(16#33, 16#4) -> {more, 16#4d, 16#18};
dec_huffman_lookup(16#33, 16#5) -> {more, 16#4d, 16#1f};
dec_huffman_lookup(16#33, 16#6) -> {more, 16#4d, 16#29};
dec_huffman_lookup(16#33, 16#7) -> {ok, 16#4d, 16#38};
dec_huffman_lookup(16#33, 16#8) -> {more, 16#4e, 16#03};
dec_huffman_lookup(16#33, 16#9) -> {more, 16#4e, 16#06};
dec_huffman_lookup(16#33, 16#a) -> {more, 16#4e, 16#0a};
dec_huffman_lookup(16#33, 16#b) -> {more, 16#4e, 16#0f};
dec_huffman_lookup(16#33, 16#c) -> {more, 16#4e, 16#18};
dec_huffman_lookup(16#33, 16#d) -> {more, 16#4e, 16#1f};
dec_huffman_lookup(16#33, 16#e) -> {more, 16#4e, 16#29};
dec_huffman_lookup(16#33, 16#f) -> {ok, 16#4e, 16#38};
dec_huffman_lookup(16#34, 16#0) -> {more, 16#4f, 16#03};
dec_huffman_lookup(16#34, 16#1) -> {more, 16#4f, 16#06};
dec_huffman_lookup(16#34, 16#2) -> {more, 16#4f, 16#0a};
dec_huffman_lookup(16#34, 16#3) -> {more, 16#4f, 16#0f};
dec_huffman_lookup(16#34, 16#4) -> {more, 16#4f, 16#18};
dec_huffman_lookup(16#34, 16#5) -> {more, 16#4f, 16#1f};
dec_huffman_lookup(16#34, 16#6) -> {more, 16#4f, 16#29};
dec_huffman_lookup(16#34, 16#7) -> {ok, 16#4f, 16#38};
dec_huffman_lookup(16#34, 16#8) -> {more, 16#50, 16#03};
dec_huffman_lookup(16#34, 16#9) -> {more, 16#50, 16#06};
dec_huffman_lookup(16#34, 16#a) -> {more, 16#50, 16#0a};
dec_huffman_lookup(16#34, 16#b) -> {more, 16#50, 16#0f};
dec_huffman_lookup(16#34, 16#c) -> {more, 16#50, 16#18};
dec_huffman_lookup(16#34, 16#d) -> {more, 16#50, 16#1f};
dec_huffman_lookup(16#34, 16#e) -> {more, 16#50, 16#29};
dec_huffman_lookup(16#34, 16#f) -> {ok, 16#50, 16#38};
dec_huffman_lookup(16#35, 16#0) -> {more, 16#51, 16#02};
dec_huffman_lookup(16#35, 16#1) -> {more, 16#51, 16#09};
dec_huffman_lookup(16#35, 16#2) -> {more, 16#51, 16#17};
dec_huffman_lookup(16#35, 16#3) -> {ok, 16#51, 16#28};
dec_huffman_lookup(16#35, 16#4) -> {more, 16#52, 16#02};
dec_huffman_lookup(16#35, 16#5) -> {more, 16#52, 16#09};
dec_huffman_lookup(16#35, 16#6) -> {more, 16#52, 16#17};
dec_huffman_lookup(16#35, 16#7) -> {ok, 16#52, 16#28};
dec_huffman_lookup(16#35, 16#8) -> {more, 16#53, 16#02};
dec_huffman_lookup(16#35, 16#9) -> {more, 16#53, 16#09};
dec_huffman_lookup(16#35, 16#a) -> {more, 16#53, 16#17};
dec_huffman_lookup(16#35, 16#b) -> {ok, 16#53, 16#28};
dec_huffman_lookup(16#35, 16#c) -> {more, 16#54, 16#02};
dec_huffman_lookup(16#35, 16#d) -> {more, 16#54, 16#09};
dec_huffman_lookup(16#35, 16#e) -> {more, 16#54, 16#17};
dec_huffman_lookup(16#35, 16#f) -> {ok, 16#54, 16#28};
dec_huffman_lookup(16#36, 16#0) -> {more, 16#51, 16#03};
dec_huffman_lookup(16#36, 16#1) -> {more, 16#51, 16#06};
dec_huffman_lookup(16#36, 16#2) -> {more, 16#51, 16#0a};
dec_huffman_lookup(16#36, 16#3) -> {more, 16#51, 16#0f};
dec_huffman_lookup(16#36, 16#4) -> {more, 16#51, 16#18};
dec_huffman_lookup(16#36, 16#5) -> {more, 16#51, 16#1f};
dec_huffman_lookup(16#36, 16#6) -> {more, 16#51, 16#29};
dec_huffman_lookup(16#36, 16#7) -> {ok, 16#51, 16#38};
dec_huffman_lookup(16#36, 16#8) -> {more, 16#52, 16#03};
dec_huffman_lookup(16#36, 16#9) -> {more, 16#52, 16#06};
dec_huffman_lookup(16#36, 16#a) -> {more, 16#52, 16#0a};
dec_huffman_lookup(16#36, 16#b) -> {more, 16#52, 16#0f};
dec_huffman_lookup(16#36, 16#c) -> {more, 16#52, 16#18};
dec_huffman_lookup(16#36, 16#d) -> {more, 16#52, 16#1f};
dec_huffman_lookup(16#36, 16#e) -> {more, 16#52, 16#29};
dec_huffman_lookup(16#36, 16#f) -> {ok, 16#52, 16#38};
dec_huffman_lookup(16#37, 16#0) -> {more, 16#53, 16#03};
dec_huffman_lookup(16#37, 16#1) -> {more, 16#53, 16#06};
dec_huffman_lookup(16#37, 16#2) -> {more, 16#53, 16#0a};
dec_huffman_lookup(16#37, 16#3) -> {more, 16#53, 16#0f};
dec_huffman_lookup(16#37, 16#4) -> {more, 16#53, 16#18};
dec_huffman_lookup(16#37, 16#5) -> {more, 16#53, 16#1f};
dec_huffman_lookup(16#37, 16#6) -> {more, 16#53, 16#29};
dec_huffman_lookup(16#37, 16#7) -> {ok, 16#53, 16#38};
dec_huffman_lookup(16#37, 16#8) -> {more, 16#54, 16#03};
dec_huffman_lookup(16#37, 16#9) -> {more, 16#54, 16#06};
dec_huffman_lookup(16#37, 16#a) -> {more, 16#54, 16#0a};
dec_huffman_lookup(16#37, 16#b) -> {more, 16#54, 16#0f};
dec_huffman_lookup(16#37, 16#c) -> {more, 16#54, 16#18};
dec_huffman_lookup(16#37, 16#d) -> {more, 16#54, 16#1f};
dec_huffman_lookup(16#37, 16#e) -> {more, 16#54, 16#29};
dec_huffman_lookup(16#37, 16#f) -> {ok, 16#54, 16#38};
dec_huffman_lookup(16#38, 16#0) -> {ok, 16#55, 16#00};
dec_huffman_lookup(16#38, 16#1) -> {ok, 16#56, 16#00};
dec_huffman_lookup(16#38, 16#2) -> {ok, 16#57, 16#00};
dec_huffman_lookup(16#38, 16#3) -> {ok, 16#59, 16#00};
dec_huffman_lookup(16#38, 16#4) -> {ok, 16#6a, 16#00};
dec_huffman_lookup(16#38, 16#5) -> {ok, 16#6b, 16#00};
dec_huffman_lookup(16#38, 16#6) -> {ok, 16#71, 16#00};
dec_huffman_lookup(16#38, 16#7) -> {ok, 16#76, 16#00};
dec_huffman_lookup(16#38, 16#8) -> {ok, 16#77, 16#00};
dec_huffman_lookup(16#38, 16#9) -> {ok, 16#78, 16#00};
dec_huffman_lookup(16#38, 16#a) -> {ok, 16#79, 16#00};
dec_huffman_lookup(16#38, 16#b) -> {ok, 16#7a, 16#00};
dec_huffman_lookup(16#38, 16#c) -> {more, undefined, 16#46};
dec_huffman_lookup(16#38, 16#d) -> {more, undefined, 16#47};
dec_huffman_lookup(16#38, 16#e) -> {more, undefined, 16#49};
dec_huffman_lookup(16#38, 16#f) -> {ok, undefined, 16#4a};
dec_huffman_lookup(16#39, 16#0) -> {more, 16#55, 16#01};
dec_huffman_lookup(16#39, 16#1) -> {ok, 16#55, 16#16};
dec_huffman_lookup(16#39, 16#2) -> {more, 16#56, 16#01};
dec_huffman_lookup(16#39, 16#3) -> {ok, 16#56, 16#16};
dec_huffman_lookup(16#39, 16#4) -> {more, 16#57, 16#01};
dec_huffman_lookup(16#39, 16#5) -> {ok, 16#57, 16#16};
dec_huffman_lookup(16#39, 16#6) -> {more, 16#59, 16#01};
dec_huffman_lookup(16#39, 16#7) -> {ok, 16#59, 16#16};
dec_huffman_lookup(16#39, 16#8) -> {more, 16#6a, 16#01};
dec_huffman_lookup(16#39, 16#9) -> {ok, 16#6a, 16#16};
dec_huffman_lookup(16#39, 16#a) -> {more, 16#6b, 16#01};
dec_huffman_lookup(16#39, 16#b) -> {ok, 16#6b, 16#16};
dec_huffman_lookup(16#39, 16#c) -> {more, 16#71, 16#01};
dec_huffman_lookup(16#39, 16#d) -> {ok, 16#71, 16#16};
dec_huffman_lookup(16#39, 16#e) -> {more, 16#76, 16#01};
dec_huffman_lookup(16#39, 16#f) -> {ok, 16#76, 16#16};
dec_huffman_lookup(16#3a, 16#0) -> {more, 16#55, 16#02};
dec_huffman_lookup(16#3a, 16#1) -> {more, 16#55, 16#09};
dec_huffman_lookup(16#3a, 16#2) -> {more, 16#55, 16#17};
dec_huffman_lookup(16#3a, 16#3) -> {ok, 16#55, 16#28};
dec_huffman_lookup(16#3a, 16#4) -> {more, 16#56, 16#02};
dec_huffman_lookup(16#3a, 16#5) -> {more, 16#56, 16#09};
dec_huffman_lookup(16#3a, 16#6) -> {more, 16#56, 16#17};
dec_huffman_lookup(16#3a, 16#7) -> {ok, 16#56, 16#28};
dec_huffman_lookup(16#3a, 16#8) -> {more, 16#57, 16#02};
dec_huffman_lookup(16#3a, 16#9) -> {more, 16#57, 16#09};
dec_huffman_lookup(16#3a, 16#a) -> {more, 16#57, 16#17};
dec_huffman_lookup(16#3a, 16#b) -> {ok, 16#57, 16#28};
dec_huffman_lookup(16#3a, 16#c) -> {more, 16#59, 16#02};
dec_huffman_lookup(16#3a, 16#d) -> {more, 16#59, 16#09};
dec_huffman_lookup(16#3a, 16#e) -> {more, 16#59, 16#17};
dec_huffman_lookup(16#3a, 16#f) -> {ok, 16#59, 16#28};
dec_huffman_lookup(16#3b, 16#0) -> {more, 16#55, 16#03};
dec_huffman_lookup(16#3b, 16#1) -> {more, 16#55, 16#06};
dec_huffman_lookup(16#3b, 16#2) -> {more, 16#55, 16#0a};
dec_huffman_lookup(16#3b, 16#3) -> {more, 16#55, 16#0f};
dec_huffman_lookup(16#3b, 16#4) -> {more, 16#55, 16#18};
dec_huffman_lookup(16#3b, 16#5) -> {more, 16#55, 16#1f};
dec_huffman_lookup(16#3b, 16#6) -> {more, 16#55, 16#29};
dec_huffman_lookup(16#3b, 16#7) -> {ok, 16#55, 16#38};
dec_huffman_lookup(16#3b, 16#8) -> {more, 16#56, 16#03};
dec_huffman_lookup(16#3b, 16#9) -> {more, 16#56, 16#06};
dec_huffman_lookup(16#3b, 16#a) -> {more, 16#56, 16#0a};
dec_huffman_lookup(16#3b, 16#b) -> {more, 16#56, 16#0f};
dec_huffman_lookup(16#3b, 16#c) -> {more, 16#56, 16#18};
dec_huffman_lookup(16#3b, 16#d) -> {more, 16#56, 16#1f};
dec_huffman_lookup(16#3b, 16#e) -> {more, 16#56, 16#29};
dec_huffman_lookup(16#3b, 16#f) -> {ok, 16#56, 16#38};
dec_huffman_lookup(16#3c, 16#0) -> {more, 16#57, 16#03};
dec_huffman_lookup(16#3c, 16#1) -> {more, 16#57, 16#06};
dec_huffman_lookup(16#3c, 16#2) -> {more, 16#57, 16#0a};
dec_huffman_lookup(16#3c, 16#3) -> {more, 16#57, 16#0f};
dec_huffman_lookup(16#3c, 16#4) -> {more, 16#57, 16#18};
dec_huffman_lookup(16#3c, 16#5) -> {more, 16#57, 16#1f};
dec_huffman_lookup(16#3c, 16#6) -> {more, 16#57, 16#29};
dec_huffman_lookup(16#3c, 16#7) -> {ok, 16#57, 16#38};
dec_huffman_lookup(16#3c, 16#8) -> {more, 16#59, 16#03};
dec_huffman_lookup(16#3c, 16#9) -> {more, 16#59, 16#06};
dec_huffman_lookup(16#3c, 16#a) -> {more, 16#59, 16#0a};
dec_huffman_lookup(16#3c, 16#b) -> {more, 16#59, 16#0f};
dec_huffman_lookup(16#3c, 16#c) -> {more, 16#59, 16#18};
dec_huffman_lookup(16#3c, 16#d) -> {more, 16#59, 16#1f};
dec_huffman_lookup(16#3c, 16#e) -> {more, 16#59, 16#29};
dec_huffman_lookup(16#3c, 16#f) -> {ok, 16#59, 16#38};
dec_huffman_lookup(16#3d, 16#0) -> {more, 16#6a, 16#02};
dec_huffman_lookup(16#3d, 16#1) -> {more, 16#6a, 16#09};
dec_huffman_lookup(16#3d, 16#2) -> {more, 16#6a, 16#17};
dec_huffman_lookup(16#3d, 16#3) -> {ok, 16#6a, 16#28};
dec_huffman_lookup(16#3d, 16#4) -> {more, 16#6b, 16#02};
dec_huffman_lookup(16#3d, 16#5) -> {more, 16#6b, 16#09};
dec_huffman_lookup(16#3d, 16#6) -> {more, 16#6b, 16#17};
dec_huffman_lookup(16#3d, 16#7) -> {ok, 16#6b, 16#28};
dec_huffman_lookup(16#3d, 16#8) -> {more, 16#71, 16#02};
dec_huffman_lookup(16#3d, 16#9) -> {more, 16#71, 16#09};
dec_huffman_lookup(16#3d, 16#a) -> {more, 16#71, 16#17};
dec_huffman_lookup(16#3d, 16#b) -> {ok, 16#71, 16#28};
dec_huffman_lookup(16#3d, 16#c) -> {more, 16#76, 16#02};
dec_huffman_lookup(16#3d, 16#d) -> {more, 16#76, 16#09};
dec_huffman_lookup(16#3d, 16#e) -> {more, 16#76, 16#17};
dec_huffman_lookup(16#3d, 16#f) -> {ok, 16#76, 16#28};
dec_huffman_lookup(16#3e, 16#0) -> {more, 16#6a, 16#03};
dec_huffman_lookup(16#3e, 16#1) -> {more, 16#6a, 16#06};
dec_huffman_lookup(16#3e, 16#2) -> {more, 16#6a, 16#0a};
dec_huffman_lookup(16#3e, 16#3) -> {more, 16#6a, 16#0f};
dec_huffman_lookup(16#3e, 16#4) -> {more, 16#6a, 16#18};
dec_huffman_lookup(16#3e, 16#5) -> {more, 16#6a, 16#1f};
dec_huffman_lookup(16#3e, 16#6) -> {more, 16#6a, 16#29};
dec_huffman_lookup(16#3e, 16#7) -> {ok, 16#6a, 16#38};
dec_huffman_lookup(16#3e, 16#8) -> {more, 16#6b, 16#03};
dec_huffman_lookup(16#3e, 16#9) -> {more, 16#6b, 16#06};
dec_huffman_lookup(16#3e, 16#a) -> {more, 16#6b, 16#0a};
dec_huffman_lookup(16#3e, 16#b) -> {more, 16#6b, 16#0f};
dec_huffman_lookup(16#3e, 16#c) -> {more, 16#6b, 16#18};
dec_huffman_lookup(16#3e, 16#d) -> {more, 16#6b, 16#1f};
dec_huffman_lookup(16#3e, 16#e) -> {more, 16#6b, 16#29};
dec_huffman_lookup(16#3e, 16#f) -> {ok, 16#6b, 16#38};
dec_huffman_lookup(16#3f, 16#0) -> {more, 16#71, 16#03};
dec_huffman_lookup(16#3f, 16#1) -> {more, 16#71, 16#06};
dec_huffman_lookup(16#3f, 16#2) -> {more, 16#71, 16#0a};
dec_huffman_lookup(16#3f, 16#3) -> {more, 16#71, 16#0f};
dec_huffman_lookup(16#3f, 16#4) -> {more, 16#71, 16#18};
dec_huffman_lookup(16#3f, 16#5) -> {more, 16#71, 16#1f};
dec_huffman_lookup(16#3f, 16#6) -> {more, 16#71, 16#29};
dec_huffman_lookup(16#3f, 16#7) -> {ok, 16#71, 16#38};
dec_huffman_lookup(16#3f, 16#8) -> {more, 16#76, 16#03};
dec_huffman_lookup(16#3f, 16#9) -> {more, 16#76, 16#06};
dec_huffman_lookup(16#3f, 16#a) -> {more, 16#76, 16#0a};
dec_huffman_lookup(16#3f, 16#b) -> {more, 16#76, 16#0f};
dec_huffman_lookup(16#3f, 16#c) -> {more, 16#76, 16#18};
dec_huffman_lookup(16#3f, 16#d) -> {more, 16#76, 16#1f};
dec_huffman_lookup(16#3f, 16#e) -> {more, 16#76, 16#29};
dec_huffman_lookup(16#3f, 16#f) -> {ok, 16#76, 16#38};
dec_huffman_lookup(16#40, 16#0) -> {more, 16#77, 16#01};
dec_huffman_lookup(16#40, 16#1) -> {ok, 16#77, 16#16};
dec_huffman_lookup(16#40, 16#2) -> {more, 16#78, 16#01};
dec_huffman_lookup(16#40, 16#3) -> {ok, 16#78, 16#16};
dec_huffman_lookup(16#40, 16#4) -> {more, 16#79, 16#01};
dec_huffman_lookup(16#40, 16#5) -> {ok, 16#79, 16#16};
dec_huffman_lookup(16#40, 16#6) -> {more, 16#7a, 16#01};
dec_huffman_lookup(16#40, 16#7) -> {ok, 16#7a, 16#16};
dec_huffman_lookup(16#40, 16#8) -> {ok, 16#26, 16#00};
dec_huffman_lookup(16#40, 16#9) -> {ok, 16#2a, 16#00};
dec_huffman_lookup(16#40, 16#a) -> {ok, 16#2c, 16#00};
dec_huffman_lookup(16#40, 16#b) -> {ok, 16#3b, 16#00};
dec_huffman_lookup(16#40, 16#c) -> {ok, 16#58, 16#00};
dec_huffman_lookup(16#40, 16#d) -> {ok, 16#5a, 16#00};
dec_huffman_lookup(16#40, 16#e) -> {more, undefined, 16#4b};
dec_huffman_lookup(16#40, 16#f) -> {ok, undefined, 16#4e};
dec_huffman_lookup(16#41, 16#0) -> {more, 16#77, 16#02};
dec_huffman_lookup(16#41, 16#1) -> {more, 16#77, 16#09};
dec_huffman_lookup(16#41, 16#2) -> {more, 16#77, 16#17};
dec_huffman_lookup(16#41, 16#3) -> {ok, 16#77, 16#28};
dec_huffman_lookup(16#41, 16#4) -> {more, 16#78, 16#02};
dec_huffman_lookup(16#41, 16#5) -> {more, 16#78, 16#09};
dec_huffman_lookup(16#41, 16#6) -> {more, 16#78, 16#17};
dec_huffman_lookup(16#41, 16#7) -> {ok, 16#78, 16#28};
dec_huffman_lookup(16#41, 16#8) -> {more, 16#79, 16#02};
dec_huffman_lookup(16#41, 16#9) -> {more, 16#79, 16#09};
dec_huffman_lookup(16#41, 16#a) -> {more, 16#79, 16#17};
dec_huffman_lookup(16#41, 16#b) -> {ok, 16#79, 16#28};
dec_huffman_lookup(16#41, 16#c) -> {more, 16#7a, 16#02};
dec_huffman_lookup(16#41, 16#d) -> {more, 16#7a, 16#09};
dec_huffman_lookup(16#41, 16#e) -> {more, 16#7a, 16#17};
dec_huffman_lookup(16#41, 16#f) -> {ok, 16#7a, 16#28};
dec_huffman_lookup(16#42, 16#0) -> {more, 16#77, 16#03};
dec_huffman_lookup(16#42, 16#1) -> {more, 16#77, 16#06};
dec_huffman_lookup(16#42, 16#2) -> {more, 16#77, 16#0a};
dec_huffman_lookup(16#42, 16#3) -> {more, 16#77, 16#0f};
dec_huffman_lookup(16#42, 16#4) -> {more, 16#77, 16#18};
dec_huffman_lookup(16#42, 16#5) -> {more, 16#77, 16#1f};
dec_huffman_lookup(16#42, 16#6) -> {more, 16#77, 16#29};
dec_huffman_lookup(16#42, 16#7) -> {ok, 16#77, 16#38};
dec_huffman_lookup(16#42, 16#8) -> {more, 16#78, 16#03};
dec_huffman_lookup(16#42, 16#9) -> {more, 16#78, 16#06};
dec_huffman_lookup(16#42, 16#a) -> {more, 16#78, 16#0a};
dec_huffman_lookup(16#42, 16#b) -> {more, 16#78, 16#0f};
dec_huffman_lookup(16#42, 16#c) -> {more, 16#78, 16#18};
dec_huffman_lookup(16#42, 16#d) -> {more, 16#78, 16#1f};
dec_huffman_lookup(16#42, 16#e) -> {more, 16#78, 16#29};
dec_huffman_lookup(16#42, 16#f) -> {ok, 16#78, 16#38};
dec_huffman_lookup(16#43, 16#0) -> {more, 16#79, 16#03};
dec_huffman_lookup(16#43, 16#1) -> {more, 16#79, 16#06};
dec_huffman_lookup(16#43, 16#2) -> {more, 16#79, 16#0a};
dec_huffman_lookup(16#43, 16#3) -> {more, 16#79, 16#0f};
dec_huffman_lookup(16#43, 16#4) -> {more, 16#79, 16#18};
dec_huffman_lookup(16#43, 16#5) -> {more, 16#79, 16#1f};
dec_huffman_lookup(16#43, 16#6) -> {more, 16#79, 16#29};
dec_huffman_lookup(16#43, 16#7) -> {ok, 16#79, 16#38};
dec_huffman_lookup(16#43, 16#8) -> {more, 16#7a, 16#03};
dec_huffman_lookup(16#43, 16#9) -> {more, 16#7a, 16#06};
dec_huffman_lookup(16#43, 16#a) -> {more, 16#7a, 16#0a};
dec_huffman_lookup(16#43, 16#b) -> {more, 16#7a, 16#0f};
dec_huffman_lookup(16#43, 16#c) -> {more, 16#7a, 16#18};
dec_huffman_lookup(16#43, 16#d) -> {more, 16#7a, 16#1f};
dec_huffman_lookup(16#43, 16#e) -> {more, 16#7a, 16#29};
dec_huffman_lookup(16#43, 16#f) -> {ok, 16#7a, 16#38};
dec_huffman_lookup(16#44, 16#0) -> {more, 16#26, 16#01};
dec_huffman_lookup(16#44, 16#1) -> {ok, 16#26, 16#16};
dec_huffman_lookup(16#44, 16#2) -> {more, 16#2a, 16#01};
dec_huffman_lookup(16#44, 16#3) -> {ok, 16#2a, 16#16};
dec_huffman_lookup(16#44, 16#4) -> {more, 16#2c, 16#01};
dec_huffman_lookup(16#44, 16#5) -> {ok, 16#2c, 16#16};
dec_huffman_lookup(16#44, 16#6) -> {more, 16#3b, 16#01};
dec_huffman_lookup(16#44, 16#7) -> {ok, 16#3b, 16#16};
dec_huffman_lookup(16#44, 16#8) -> {more, 16#58, 16#01};
dec_huffman_lookup(16#44, 16#9) -> {ok, 16#58, 16#16};
dec_huffman_lookup(16#44, 16#a) -> {more, 16#5a, 16#01};
dec_huffman_lookup(16#44, 16#b) -> {ok, 16#5a, 16#16};
dec_huffman_lookup(16#44, 16#c) -> {more, undefined, 16#4c};
dec_huffman_lookup(16#44, 16#d) -> {more, undefined, 16#4d};
dec_huffman_lookup(16#44, 16#e) -> {more, undefined, 16#4f};
dec_huffman_lookup(16#44, 16#f) -> {ok, undefined, 16#51};
dec_huffman_lookup(16#45, 16#0) -> {more, 16#26, 16#02};
dec_huffman_lookup(16#45, 16#1) -> {more, 16#26, 16#09};
dec_huffman_lookup(16#45, 16#2) -> {more, 16#26, 16#17};
dec_huffman_lookup(16#45, 16#3) -> {ok, 16#26, 16#28};
dec_huffman_lookup(16#45, 16#4) -> {more, 16#2a, 16#02};
dec_huffman_lookup(16#45, 16#5) -> {more, 16#2a, 16#09};
dec_huffman_lookup(16#45, 16#6) -> {more, 16#2a, 16#17};
dec_huffman_lookup(16#45, 16#7) -> {ok, 16#2a, 16#28};
dec_huffman_lookup(16#45, 16#8) -> {more, 16#2c, 16#02};
dec_huffman_lookup(16#45, 16#9) -> {more, 16#2c, 16#09};
dec_huffman_lookup(16#45, 16#a) -> {more, 16#2c, 16#17};
dec_huffman_lookup(16#45, 16#b) -> {ok, 16#2c, 16#28};
dec_huffman_lookup(16#45, 16#c) -> {more, 16#3b, 16#02};
dec_huffman_lookup(16#45, 16#d) -> {more, 16#3b, 16#09};
dec_huffman_lookup(16#45, 16#e) -> {more, 16#3b, 16#17};
dec_huffman_lookup(16#45, 16#f) -> {ok, 16#3b, 16#28};
dec_huffman_lookup(16#46, 16#0) -> {more, 16#26, 16#03};
dec_huffman_lookup(16#46, 16#1) -> {more, 16#26, 16#06};
dec_huffman_lookup(16#46, 16#2) -> {more, 16#26, 16#0a};
dec_huffman_lookup(16#46, 16#3) -> {more, 16#26, 16#0f};
dec_huffman_lookup(16#46, 16#4) -> {more, 16#26, 16#18};
dec_huffman_lookup(16#46, 16#5) -> {more, 16#26, 16#1f};
dec_huffman_lookup(16#46, 16#6) -> {more, 16#26, 16#29};
dec_huffman_lookup(16#46, 16#7) -> {ok, 16#26, 16#38};
dec_huffman_lookup(16#46, 16#8) -> {more, 16#2a, 16#03};
dec_huffman_lookup(16#46, 16#9) -> {more, 16#2a, 16#06};
dec_huffman_lookup(16#46, 16#a) -> {more, 16#2a, 16#0a};
dec_huffman_lookup(16#46, 16#b) -> {more, 16#2a, 16#0f};
dec_huffman_lookup(16#46, 16#c) -> {more, 16#2a, 16#18};
dec_huffman_lookup(16#46, 16#d) -> {more, 16#2a, 16#1f};
dec_huffman_lookup(16#46, 16#e) -> {more, 16#2a, 16#29};
dec_huffman_lookup(16#46, 16#f) -> {ok, 16#2a, 16#38};
dec_huffman_lookup(16#47, 16#0) -> {more, 16#2c, 16#03};
dec_huffman_lookup(16#47, 16#1) -> {more, 16#2c, 16#06};
dec_huffman_lookup(16#47, 16#2) -> {more, 16#2c, 16#0a};
dec_huffman_lookup(16#47, 16#3) -> {more, 16#2c, 16#0f};
dec_huffman_lookup(16#47, 16#4) -> {more, 16#2c, 16#18};
dec_huffman_lookup(16#47, 16#5) -> {more, 16#2c, 16#1f};
dec_huffman_lookup(16#47, 16#6) -> {more, 16#2c, 16#29};
dec_huffman_lookup(16#47, 16#7) -> {ok, 16#2c, 16#38};
dec_huffman_lookup(16#47, 16#8) -> {more, 16#3b, 16#03};
dec_huffman_lookup(16#47, 16#9) -> {more, 16#3b, 16#06};
dec_huffman_lookup(16#47, 16#a) -> {more, 16#3b, 16#0a};
dec_huffman_lookup(16#47, 16#b) -> {more, 16#3b, 16#0f};
dec_huffman_lookup(16#47, 16#c) -> {more, 16#3b, 16#18};
dec_huffman_lookup(16#47, 16#d) -> {more, 16#3b, 16#1f};
dec_huffman_lookup(16#47, 16#e) -> {more, 16#3b, 16#29};
dec_huffman_lookup(16#47, 16#f) -> {ok, 16#3b, 16#38};
dec_huffman_lookup(16#48, 16#0) -> {more, 16#58, 16#02};
dec_huffman_lookup(16#48, 16#1) -> {more, 16#58, 16#09};
dec_huffman_lookup(16#48, 16#2) -> {more, 16#58, 16#17};
dec_huffman_lookup(16#48, 16#3) -> {ok, 16#58, 16#28};
dec_huffman_lookup(16#48, 16#4) -> {more, 16#5a, 16#02};
dec_huffman_lookup(16#48, 16#5) -> {more, 16#5a, 16#09};
dec_huffman_lookup(16#48, 16#6) -> {more, 16#5a, 16#17};
dec_huffman_lookup(16#48, 16#7) -> {ok, 16#5a, 16#28};
dec_huffman_lookup(16#48, 16#8) -> {ok, 16#21, 16#00};
dec_huffman_lookup(16#48, 16#9) -> {ok, 16#22, 16#00};
dec_huffman_lookup(16#48, 16#a) -> {ok, 16#28, 16#00};
dec_huffman_lookup(16#48, 16#b) -> {ok, 16#29, 16#00};
dec_huffman_lookup(16#48, 16#c) -> {ok, 16#3f, 16#00};
dec_huffman_lookup(16#48, 16#d) -> {more, undefined, 16#50};
dec_huffman_lookup(16#48, 16#e) -> {more, undefined, 16#52};
dec_huffman_lookup(16#48, 16#f) -> {ok, undefined, 16#54};
dec_huffman_lookup(16#49, 16#0) -> {more, 16#58, 16#03};
dec_huffman_lookup(16#49, 16#1) -> {more, 16#58, 16#06};
dec_huffman_lookup(16#49, 16#2) -> {more, 16#58, 16#0a};
dec_huffman_lookup(16#49, 16#3) -> {more, 16#58, 16#0f};
dec_huffman_lookup(16#49, 16#4) -> {more, 16#58, 16#18};
dec_huffman_lookup(16#49, 16#5) -> {more, 16#58, 16#1f};
dec_huffman_lookup(16#49, 16#6) -> {more, 16#58, 16#29};
dec_huffman_lookup(16#49, 16#7) -> {ok, 16#58, 16#38};
dec_huffman_lookup(16#49, 16#8) -> {more, 16#5a, 16#03};
dec_huffman_lookup(16#49, 16#9) -> {more, 16#5a, 16#06};
dec_huffman_lookup(16#49, 16#a) -> {more, 16#5a, 16#0a};
dec_huffman_lookup(16#49, 16#b) -> {more, 16#5a, 16#0f};
dec_huffman_lookup(16#49, 16#c) -> {more, 16#5a, 16#18};
dec_huffman_lookup(16#49, 16#d) -> {more, 16#5a, 16#1f};
dec_huffman_lookup(16#49, 16#e) -> {more, 16#5a, 16#29};
dec_huffman_lookup(16#49, 16#f) -> {ok, 16#5a, 16#38};
dec_huffman_lookup(16#4a, 16#0) -> {more, 16#21, 16#01};
dec_huffman_lookup(16#4a, 16#1) -> {ok, 16#21, 16#16};
dec_huffman_lookup(16#4a, 16#2) -> {more, 16#22, 16#01};
dec_huffman_lookup(16#4a, 16#3) -> {ok, 16#22, 16#16};
dec_huffman_lookup(16#4a, 16#4) -> {more, 16#28, 16#01};
dec_huffman_lookup(16#4a, 16#5) -> {ok, 16#28, 16#16};
dec_huffman_lookup(16#4a, 16#6) -> {more, 16#29, 16#01};
dec_huffman_lookup(16#4a, 16#7) -> {ok, 16#29, 16#16};
dec_huffman_lookup(16#4a, 16#8) -> {more, 16#3f, 16#01};
dec_huffman_lookup(16#4a, 16#9) -> {ok, 16#3f, 16#16};
dec_huffman_lookup(16#4a, 16#a) -> {ok, 16#27, 16#00};
dec_huffman_lookup(16#4a, 16#b) -> {ok, 16#2b, 16#00};
dec_huffman_lookup(16#4a, 16#c) -> {ok, 16#7c, 16#00};
dec_huffman_lookup(16#4a, 16#d) -> {more, undefined, 16#53};
dec_huffman_lookup(16#4a, 16#e) -> {more, undefined, 16#55};
dec_huffman_lookup(16#4a, 16#f) -> {ok, undefined, 16#58};
dec_huffman_lookup(16#4b, 16#0) -> {more, 16#21, 16#02};
dec_huffman_lookup(16#4b, 16#1) -> {more, 16#21, 16#09};
dec_huffman_lookup(16#4b, 16#2) -> {more, 16#21, 16#17};
dec_huffman_lookup(16#4b, 16#3) -> {ok, 16#21, 16#28};
dec_huffman_lookup(16#4b, 16#4) -> {more, 16#22, 16#02};
dec_huffman_lookup(16#4b, 16#5) -> {more, 16#22, 16#09};
dec_huffman_lookup(16#4b, 16#6) -> {more, 16#22, 16#17};
dec_huffman_lookup(16#4b, 16#7) -> {ok, 16#22, 16#28};
dec_huffman_lookup(16#4b, 16#8) -> {more, 16#28, 16#02};
dec_huffman_lookup(16#4b, 16#9) -> {more, 16#28, 16#09};
dec_huffman_lookup(16#4b, 16#a) -> {more, 16#28, 16#17};
dec_huffman_lookup(16#4b, 16#b) -> {ok, 16#28, 16#28};
dec_huffman_lookup(16#4b, 16#c) -> {more, 16#29, 16#02};
dec_huffman_lookup(16#4b, 16#d) -> {more, 16#29, 16#09};
dec_huffman_lookup(16#4b, 16#e) -> {more, 16#29, 16#17};
dec_huffman_lookup(16#4b, 16#f) -> {ok, 16#29, 16#28};
dec_huffman_lookup(16#4c, 16#0) -> {more, 16#21, 16#03};
dec_huffman_lookup(16#4c, 16#1) -> {more, 16#21, 16#06};
dec_huffman_lookup(16#4c, 16#2) -> {more, 16#21, 16#0a};
dec_huffman_lookup(16#4c, 16#3) -> {more, 16#21, 16#0f};
dec_huffman_lookup(16#4c, 16#4) -> {more, 16#21, 16#18};
dec_huffman_lookup(16#4c, 16#5) -> {more, 16#21, 16#1f};
dec_huffman_lookup(16#4c, 16#6) -> {more, 16#21, 16#29};
dec_huffman_lookup(16#4c, 16#7) -> {ok, 16#21, 16#38};
dec_huffman_lookup(16#4c, 16#8) -> {more, 16#22, 16#03};
dec_huffman_lookup(16#4c, 16#9) -> {more, 16#22, 16#06};
dec_huffman_lookup(16#4c, 16#a) -> {more, 16#22, 16#0a};
dec_huffman_lookup(16#4c, 16#b) -> {more, 16#22, 16#0f};
dec_huffman_lookup(16#4c, 16#c) -> {more, 16#22, 16#18};
dec_huffman_lookup(16#4c, 16#d) -> {more, 16#22, 16#1f};
dec_huffman_lookup(16#4c, 16#e) -> {more, 16#22, 16#29};
dec_huffman_lookup(16#4c, 16#f) -> {ok, 16#22, 16#38};
dec_huffman_lookup(16#4d, 16#0) -> {more, 16#28, 16#03};
dec_huffman_lookup(16#4d, 16#1) -> {more, 16#28, 16#06};
dec_huffman_lookup(16#4d, 16#2) -> {more, 16#28, 16#0a};
dec_huffman_lookup(16#4d, 16#3) -> {more, 16#28, 16#0f};
dec_huffman_lookup(16#4d, 16#4) -> {more, 16#28, 16#18};
dec_huffman_lookup(16#4d, 16#5) -> {more, 16#28, 16#1f};
dec_huffman_lookup(16#4d, 16#6) -> {more, 16#28, 16#29};
dec_huffman_lookup(16#4d, 16#7) -> {ok, 16#28, 16#38};
dec_huffman_lookup(16#4d, 16#8) -> {more, 16#29, 16#03};
dec_huffman_lookup(16#4d, 16#9) -> {more, 16#29, 16#06};
dec_huffman_lookup(16#4d, 16#a) -> {more, 16#29, 16#0a};
dec_huffman_lookup(16#4d, 16#b) -> {more, 16#29, 16#0f};
dec_huffman_lookup(16#4d, 16#c) -> {more, 16#29, 16#18};
dec_huffman_lookup(16#4d, 16#d) -> {more, 16#29, 16#1f};
dec_huffman_lookup(16#4d, 16#e) -> {more, 16#29, 16#29};
dec_huffman_lookup(16#4d, 16#f) -> {ok, 16#29, 16#38};
dec_huffman_lookup(16#4e, 16#0) -> {more, 16#3f, 16#02};
dec_huffman_lookup(16#4e, 16#1) -> {more, 16#3f, 16#09};
dec_huffman_lookup(16#4e, 16#2) -> {more, 16#3f, 16#17};
dec_huffman_lookup(16#4e, 16#3) -> {ok, 16#3f, 16#28};
dec_huffman_lookup(16#4e, 16#4) -> {more, 16#27, 16#01};
dec_huffman_lookup(16#4e, 16#5) -> {ok, 16#27, 16#16};
dec_huffman_lookup(16#4e, 16#6) -> {more, 16#2b, 16#01};
dec_huffman_lookup(16#4e, 16#7) -> {ok, 16#2b, 16#16};
dec_huffman_lookup(16#4e, 16#8) -> {more, 16#7c, 16#01};
dec_huffman_lookup(16#4e, 16#9) -> {ok, 16#7c, 16#16};
dec_huffman_lookup(16#4e, 16#a) -> {ok, 16#23, 16#00};
dec_huffman_lookup(16#4e, 16#b) -> {ok, 16#3e, 16#00};
dec_huffman_lookup(16#4e, 16#c) -> {more, undefined, 16#56};
dec_huffman_lookup(16#4e, 16#d) -> {more, undefined, 16#57};
dec_huffman_lookup(16#4e, 16#e) -> {more, undefined, 16#59};
dec_huffman_lookup(16#4e, 16#f) -> {ok, undefined, 16#5a};
dec_huffman_lookup(16#4f, 16#0) -> {more, 16#3f, 16#03};
dec_huffman_lookup(16#4f, 16#1) -> {more, 16#3f, 16#06};
dec_huffman_lookup(16#4f, 16#2) -> {more, 16#3f, 16#0a};
dec_huffman_lookup(16#4f, 16#3) -> {more, 16#3f, 16#0f};
dec_huffman_lookup(16#4f, 16#4) -> {more, 16#3f, 16#18};
dec_huffman_lookup(16#4f, 16#5) -> {more, 16#3f, 16#1f};
dec_huffman_lookup(16#4f, 16#6) -> {more, 16#3f, 16#29};
dec_huffman_lookup(16#4f, 16#7) -> {ok, 16#3f, 16#38};
dec_huffman_lookup(16#4f, 16#8) -> {more, 16#27, 16#02};
dec_huffman_lookup(16#4f, 16#9) -> {more, 16#27, 16#09};
dec_huffman_lookup(16#4f, 16#a) -> {more, 16#27, 16#17};
dec_huffman_lookup(16#4f, 16#b) -> {ok, 16#27, 16#28};
dec_huffman_lookup(16#4f, 16#c) -> {more, 16#2b, 16#02};
dec_huffman_lookup(16#4f, 16#d) -> {more, 16#2b, 16#09};
dec_huffman_lookup(16#4f, 16#e) -> {more, 16#2b, 16#17};
dec_huffman_lookup(16#4f, 16#f) -> {ok, 16#2b, 16#28};
dec_huffman_lookup(16#50, 16#0) -> {more, 16#27, 16#03};
dec_huffman_lookup(16#50, 16#1) -> {more, 16#27, 16#06};
dec_huffman_lookup(16#50, 16#2) -> {more, 16#27, 16#0a};
dec_huffman_lookup(16#50, 16#3) -> {more, 16#27, 16#0f};
dec_huffman_lookup(16#50, 16#4) -> {more, 16#27, 16#18};
dec_huffman_lookup(16#50, 16#5) -> {more, 16#27, 16#1f};
dec_huffman_lookup(16#50, 16#6) -> {more, 16#27, 16#29};
dec_huffman_lookup(16#50, 16#7) -> {ok, 16#27, 16#38};
dec_huffman_lookup(16#50, 16#8) -> {more, 16#2b, 16#03};
dec_huffman_lookup(16#50, 16#9) -> {more, 16#2b, 16#06};
dec_huffman_lookup(16#50, 16#a) -> {more, 16#2b, 16#0a};
dec_huffman_lookup(16#50, 16#b) -> {more, 16#2b, 16#0f};
dec_huffman_lookup(16#50, 16#c) -> {more, 16#2b, 16#18};
dec_huffman_lookup(16#50, 16#d) -> {more, 16#2b, 16#1f};
dec_huffman_lookup(16#50, 16#e) -> {more, 16#2b, 16#29};
dec_huffman_lookup(16#50, 16#f) -> {ok, 16#2b, 16#38};
dec_huffman_lookup(16#51, 16#0) -> {more, 16#7c, 16#02};
dec_huffman_lookup(16#51, 16#1) -> {more, 16#7c, 16#09};
dec_huffman_lookup(16#51, 16#2) -> {more, 16#7c, 16#17};
dec_huffman_lookup(16#51, 16#3) -> {ok, 16#7c, 16#28};
dec_huffman_lookup(16#51, 16#4) -> {more, 16#23, 16#01};
dec_huffman_lookup(16#51, 16#5) -> {ok, 16#23, 16#16};
dec_huffman_lookup(16#51, 16#6) -> {more, 16#3e, 16#01};
dec_huffman_lookup(16#51, 16#7) -> {ok, 16#3e, 16#16};
dec_huffman_lookup(16#51, 16#8) -> {ok, 16#00, 16#00};
dec_huffman_lookup(16#51, 16#9) -> {ok, 16#24, 16#00};
dec_huffman_lookup(16#51, 16#a) -> {ok, 16#40, 16#00};
dec_huffman_lookup(16#51, 16#b) -> {ok, 16#5b, 16#00};
dec_huffman_lookup(16#51, 16#c) -> {ok, 16#5d, 16#00};
dec_huffman_lookup(16#51, 16#d) -> {ok, 16#7e, 16#00};
dec_huffman_lookup(16#51, 16#e) -> {more, undefined, 16#5b};
dec_huffman_lookup(16#51, 16#f) -> {ok, undefined, 16#5c};
dec_huffman_lookup(16#52, 16#0) -> {more, 16#7c, 16#03};
dec_huffman_lookup(16#52, 16#1) -> {more, 16#7c, 16#06};
dec_huffman_lookup(16#52, 16#2) -> {more, 16#7c, 16#0a};
dec_huffman_lookup(16#52, 16#3) -> {more, 16#7c, 16#0f};
dec_huffman_lookup(16#52, 16#4) -> {more, 16#7c, 16#18};
dec_huffman_lookup(16#52, 16#5) -> {more, 16#7c, 16#1f};
dec_huffman_lookup(16#52, 16#6) -> {more, 16#7c, 16#29};
dec_huffman_lookup(16#52, 16#7) -> {ok, 16#7c, 16#38};
dec_huffman_lookup(16#52, 16#8) -> {more, 16#23, 16#02};
dec_huffman_lookup(16#52, 16#9) -> {more, 16#23, 16#09};
dec_huffman_lookup(16#52, 16#a) -> {more, 16#23, 16#17};
dec_huffman_lookup(16#52, 16#b) -> {ok, 16#23, 16#28};
dec_huffman_lookup(16#52, 16#c) -> {more, 16#3e, 16#02};
dec_huffman_lookup(16#52, 16#d) -> {more, 16#3e, 16#09};
dec_huffman_lookup(16#52, 16#e) -> {more, 16#3e, 16#17};
dec_huffman_lookup(16#52, 16#f) -> {ok, 16#3e, 16#28};
dec_huffman_lookup(16#53, 16#0) -> {more, 16#23, 16#03};
dec_huffman_lookup(16#53, 16#1) -> {more, 16#23, 16#06};
dec_huffman_lookup(16#53, 16#2) -> {more, 16#23, 16#0a};
dec_huffman_lookup(16#53, 16#3) -> {more, 16#23, 16#0f};
dec_huffman_lookup(16#53, 16#4) -> {more, 16#23, 16#18};
dec_huffman_lookup(16#53, 16#5) -> {more, 16#23, 16#1f};
dec_huffman_lookup(16#53, 16#6) -> {more, 16#23, 16#29};
dec_huffman_lookup(16#53, 16#7) -> {ok, 16#23, 16#38};
dec_huffman_lookup(16#53, 16#8) -> {more, 16#3e, 16#03};
dec_huffman_lookup(16#53, 16#9) -> {more, 16#3e, 16#06};
dec_huffman_lookup(16#53, 16#a) -> {more, 16#3e, 16#0a};
dec_huffman_lookup(16#53, 16#b) -> {more, 16#3e, 16#0f};
dec_huffman_lookup(16#53, 16#c) -> {more, 16#3e, 16#18};
dec_huffman_lookup(16#53, 16#d) -> {more, 16#3e, 16#1f};
dec_huffman_lookup(16#53, 16#e) -> {more, 16#3e, 16#29};
dec_huffman_lookup(16#53, 16#f) -> {ok, 16#3e, 16#38};
dec_huffman_lookup(16#54, 16#0) -> {more, 16#00, 16#01};
dec_huffman_lookup(16#54, 16#1) -> {ok, 16#00, 16#16};
dec_huffman_lookup(16#54, 16#2) -> {more, 16#24, 16#01};
dec_huffman_lookup(16#54, 16#3) -> {ok, 16#24, 16#16};
dec_huffman_lookup(16#54, 16#4) -> {more, 16#40, 16#01};
dec_huffman_lookup(16#54, 16#5) -> {ok, 16#40, 16#16};
dec_huffman_lookup(16#54, 16#6) -> {more, 16#5b, 16#01};
dec_huffman_lookup(16#54, 16#7) -> {ok, 16#5b, 16#16};
dec_huffman_lookup(16#54, 16#8) -> {more, 16#5d, 16#01};
dec_huffman_lookup(16#54, 16#9) -> {ok, 16#5d, 16#16};
dec_huffman_lookup(16#54, 16#a) -> {more, 16#7e, 16#01};
dec_huffman_lookup(16#54, 16#b) -> {ok, 16#7e, 16#16};
dec_huffman_lookup(16#54, 16#c) -> {ok, 16#5e, 16#00};
dec_huffman_lookup(16#54, 16#d) -> {ok, 16#7d, 16#00};
dec_huffman_lookup(16#54, 16#e) -> {more, undefined, 16#5d};
dec_huffman_lookup(16#54, 16#f) -> {ok, undefined, 16#5e};
dec_huffman_lookup(16#55, 16#0) -> {more, 16#00, 16#02};
dec_huffman_lookup(16#55, 16#1) -> {more, 16#00, 16#09};
dec_huffman_lookup(16#55, 16#2) -> {more, 16#00, 16#17};
dec_huffman_lookup(16#55, 16#3) -> {ok, 16#00, 16#28};
dec_huffman_lookup(16#55, 16#4) -> {more, 16#24, 16#02};
dec_huffman_lookup(16#55, 16#5) -> {more, 16#24, 16#09};
dec_huffman_lookup(16#55, 16#6) -> {more, 16#24, 16#17};
dec_huffman_lookup(16#55, 16#7) -> {ok, 16#24, 16#28};
dec_huffman_lookup(16#55, 16#8) -> {more, 16#40, 16#02};
dec_huffman_lookup(16#55, 16#9) -> {more, 16#40, 16#09};
dec_huffman_lookup(16#55, 16#a) -> {more, 16#40, 16#17};
dec_huffman_lookup(16#55, 16#b) -> {ok, 16#40, 16#28};
dec_huffman_lookup(16#55, 16#c) -> {more, 16#5b, 16#02};
dec_huffman_lookup(16#55, 16#d) -> {more, 16#5b, 16#09};
dec_huffman_lookup(16#55, 16#e) -> {more, 16#5b, 16#17};
dec_huffman_lookup(16#55, 16#f) -> {ok, 16#5b, 16#28};
dec_huffman_lookup(16#56, 16#0) -> {more, 16#00, 16#03};
dec_huffman_lookup(16#56, 16#1) -> {more, 16#00, 16#06};
dec_huffman_lookup(16#56, 16#2) -> {more, 16#00, 16#0a};
dec_huffman_lookup(16#56, 16#3) -> {more, 16#00, 16#0f};
dec_huffman_lookup(16#56, 16#4) -> {more, 16#00, 16#18};
dec_huffman_lookup(16#56, 16#5) -> {more, 16#00, 16#1f};
dec_huffman_lookup(16#56, 16#6) -> {more, 16#00, 16#29};
dec_huffman_lookup(16#56, 16#7) -> {ok, 16#00, 16#38};
dec_huffman_lookup(16#56, 16#8) -> {more, 16#24, 16#03};
dec_huffman_lookup(16#56, 16#9) -> {more, 16#24, 16#06};
dec_huffman_lookup(16#56, 16#a) -> {more, 16#24, 16#0a};
dec_huffman_lookup(16#56, 16#b) -> {more, 16#24, 16#0f};
dec_huffman_lookup(16#56, 16#c) -> {more, 16#24, 16#18};
dec_huffman_lookup(16#56, 16#d) -> {more, 16#24, 16#1f};
dec_huffman_lookup(16#56, 16#e) -> {more, 16#24, 16#29};
dec_huffman_lookup(16#56, 16#f) -> {ok, 16#24, 16#38};
dec_huffman_lookup(16#57, 16#0) -> {more, 16#40, 16#03};
dec_huffman_lookup(16#57, 16#1) -> {more, 16#40, 16#06};
dec_huffman_lookup(16#57, 16#2) -> {more, 16#40, 16#0a};
dec_huffman_lookup(16#57, 16#3) -> {more, 16#40, 16#0f};
dec_huffman_lookup(16#57, 16#4) -> {more, 16#40, 16#18};
dec_huffman_lookup(16#57, 16#5) -> {more, 16#40, 16#1f};
dec_huffman_lookup(16#57, 16#6) -> {more, 16#40, 16#29};
dec_huffman_lookup(16#57, 16#7) -> {ok, 16#40, 16#38};
dec_huffman_lookup(16#57, 16#8) -> {more, 16#5b, 16#03};
dec_huffman_lookup(16#57, 16#9) -> {more, 16#5b, 16#06};
dec_huffman_lookup(16#57, 16#a) -> {more, 16#5b, 16#0a};
dec_huffman_lookup(16#57, 16#b) -> {more, 16#5b, 16#0f};
dec_huffman_lookup(16#57, 16#c) -> {more, 16#5b, 16#18};
dec_huffman_lookup(16#57, 16#d) -> {more, 16#5b, 16#1f};
dec_huffman_lookup(16#57, 16#e) -> {more, 16#5b, 16#29};
dec_huffman_lookup(16#57, 16#f) -> {ok, 16#5b, 16#38};
dec_huffman_lookup(16#58, 16#0) -> {more, 16#5d, 16#02};
dec_huffman_lookup(16#58, 16#1) -> {more, 16#5d, 16#09};
dec_huffman_lookup(16#58, 16#2) -> {more, 16#5d, 16#17};
dec_huffman_lookup(16#58, 16#3) -> {ok, 16#5d, 16#28};
dec_huffman_lookup(16#58, 16#4) -> {more, 16#7e, 16#02};
dec_huffman_lookup(16#58, 16#5) -> {more, 16#7e, 16#09};
dec_huffman_lookup(16#58, 16#6) -> {more, 16#7e, 16#17};
dec_huffman_lookup(16#58, 16#7) -> {ok, 16#7e, 16#28};
dec_huffman_lookup(16#58, 16#8) -> {more, 16#5e, 16#01};
dec_huffman_lookup(16#58, 16#9) -> {ok, 16#5e, 16#16};
dec_huffman_lookup(16#58, 16#a) -> {more, 16#7d, 16#01};
dec_huffman_lookup(16#58, 16#b) -> {ok, 16#7d, 16#16};
dec_huffman_lookup(16#58, 16#c) -> {ok, 16#3c, 16#00};
dec_huffman_lookup(16#58, 16#d) -> {ok, 16#60, 16#00};
dec_huffman_lookup(16#58, 16#e) -> {ok, 16#7b, 16#00};
dec_huffman_lookup(16#58, 16#f) -> {ok, undefined, 16#5f};
dec_huffman_lookup(16#59, 16#0) -> {more, 16#5d, 16#03};
dec_huffman_lookup(16#59, 16#1) -> {more, 16#5d, 16#06};
dec_huffman_lookup(16#59, 16#2) -> {more, 16#5d, 16#0a};
dec_huffman_lookup(16#59, 16#3) -> {more, 16#5d, 16#0f};
dec_huffman_lookup(16#59, 16#4) -> {more, 16#5d, 16#18};
dec_huffman_lookup(16#59, 16#5) -> {more, 16#5d, 16#1f};
dec_huffman_lookup(16#59, 16#6) -> {more, 16#5d, 16#29};
dec_huffman_lookup(16#59, 16#7) -> {ok, 16#5d, 16#38};
dec_huffman_lookup(16#59, 16#8) -> {more, 16#7e, 16#03};
dec_huffman_lookup(16#59, 16#9) -> {more, 16#7e, 16#06};
dec_huffman_lookup(16#59, 16#a) -> {more, 16#7e, 16#0a};
dec_huffman_lookup(16#59, 16#b) -> {more, 16#7e, 16#0f};
dec_huffman_lookup(16#59, 16#c) -> {more, 16#7e, 16#18};
dec_huffman_lookup(16#59, 16#d) -> {more, 16#7e, 16#1f};
dec_huffman_lookup(16#59, 16#e) -> {more, 16#7e, 16#29};
dec_huffman_lookup(16#59, 16#f) -> {ok, 16#7e, 16#38};
dec_huffman_lookup(16#5a, 16#0) -> {more, 16#5e, 16#02};
dec_huffman_lookup(16#5a, 16#1) -> {more, 16#5e, 16#09};
dec_huffman_lookup(16#5a, 16#2) -> {more, 16#5e, 16#17};
dec_huffman_lookup(16#5a, 16#3) -> {ok, 16#5e, 16#28};
dec_huffman_lookup(16#5a, 16#4) -> {more, 16#7d, 16#02};
dec_huffman_lookup(16#5a, 16#5) -> {more, 16#7d, 16#09};
dec_huffman_lookup(16#5a, 16#6) -> {more, 16#7d, 16#17};
dec_huffman_lookup(16#5a, 16#7) -> {ok, 16#7d, 16#28};
dec_huffman_lookup(16#5a, 16#8) -> {more, 16#3c, 16#01};
dec_huffman_lookup(16#5a, 16#9) -> {ok, 16#3c, 16#16};
dec_huffman_lookup(16#5a, 16#a) -> {more, 16#60, 16#01};
dec_huffman_lookup(16#5a, 16#b) -> {ok, 16#60, 16#16};
dec_huffman_lookup(16#5a, 16#c) -> {more, 16#7b, 16#01};
dec_huffman_lookup(16#5a, 16#d) -> {ok, 16#7b, 16#16};
dec_huffman_lookup(16#5a, 16#e) -> {more, undefined, 16#60};
dec_huffman_lookup(16#5a, 16#f) -> {ok, undefined, 16#6e};
dec_huffman_lookup(16#5b, 16#0) -> {more, 16#5e, 16#03};
dec_huffman_lookup(16#5b, 16#1) -> {more, 16#5e, 16#06};
dec_huffman_lookup(16#5b, 16#2) -> {more, 16#5e, 16#0a};
dec_huffman_lookup(16#5b, 16#3) -> {more, 16#5e, 16#0f};
dec_huffman_lookup(16#5b, 16#4) -> {more, 16#5e, 16#18};
dec_huffman_lookup(16#5b, 16#5) -> {more, 16#5e, 16#1f};
dec_huffman_lookup(16#5b, 16#6) -> {more, 16#5e, 16#29};
dec_huffman_lookup(16#5b, 16#7) -> {ok, 16#5e, 16#38};
dec_huffman_lookup(16#5b, 16#8) -> {more, 16#7d, 16#03};
dec_huffman_lookup(16#5b, 16#9) -> {more, 16#7d, 16#06};
dec_huffman_lookup(16#5b, 16#a) -> {more, 16#7d, 16#0a};
dec_huffman_lookup(16#5b, 16#b) -> {more, 16#7d, 16#0f};
dec_huffman_lookup(16#5b, 16#c) -> {more, 16#7d, 16#18};
dec_huffman_lookup(16#5b, 16#d) -> {more, 16#7d, 16#1f};
dec_huffman_lookup(16#5b, 16#e) -> {more, 16#7d, 16#29};
dec_huffman_lookup(16#5b, 16#f) -> {ok, 16#7d, 16#38};
dec_huffman_lookup(16#5c, 16#0) -> {more, 16#3c, 16#02};
dec_huffman_lookup(16#5c, 16#1) -> {more, 16#3c, 16#09};
dec_huffman_lookup(16#5c, 16#2) -> {more, 16#3c, 16#17};
dec_huffman_lookup(16#5c, 16#3) -> {ok, 16#3c, 16#28};
dec_huffman_lookup(16#5c, 16#4) -> {more, 16#60, 16#02};
dec_huffman_lookup(16#5c, 16#5) -> {more, 16#60, 16#09};
dec_huffman_lookup(16#5c, 16#6) -> {more, 16#60, 16#17};
dec_huffman_lookup(16#5c, 16#7) -> {ok, 16#60, 16#28};
dec_huffman_lookup(16#5c, 16#8) -> {more, 16#7b, 16#02};
dec_huffman_lookup(16#5c, 16#9) -> {more, 16#7b, 16#09};
dec_huffman_lookup(16#5c, 16#a) -> {more, 16#7b, 16#17};
dec_huffman_lookup(16#5c, 16#b) -> {ok, 16#7b, 16#28};
dec_huffman_lookup(16#5c, 16#c) -> {more, undefined, 16#61};
dec_huffman_lookup(16#5c, 16#d) -> {more, undefined, 16#65};
dec_huffman_lookup(16#5c, 16#e) -> {more, undefined, 16#6f};
dec_huffman_lookup(16#5c, 16#f) -> {ok, undefined, 16#85};
dec_huffman_lookup(16#5d, 16#0) -> {more, 16#3c, 16#03};
dec_huffman_lookup(16#5d, 16#1) -> {more, 16#3c, 16#06};
dec_huffman_lookup(16#5d, 16#2) -> {more, 16#3c, 16#0a};
dec_huffman_lookup(16#5d, 16#3) -> {more, 16#3c, 16#0f};
dec_huffman_lookup(16#5d, 16#4) -> {more, 16#3c, 16#18};
dec_huffman_lookup(16#5d, 16#5) -> {more, 16#3c, 16#1f};
dec_huffman_lookup(16#5d, 16#6) -> {more, 16#3c, 16#29};
dec_huffman_lookup(16#5d, 16#7) -> {ok, 16#3c, 16#38};
dec_huffman_lookup(16#5d, 16#8) -> {more, 16#60, 16#03};
dec_huffman_lookup(16#5d, 16#9) -> {more, 16#60, 16#06};
dec_huffman_lookup(16#5d, 16#a) -> {more, 16#60, 16#0a};
dec_huffman_lookup(16#5d, 16#b) -> {more, 16#60, 16#0f};
dec_huffman_lookup(16#5d, 16#c) -> {more, 16#60, 16#18};
dec_huffman_lookup(16#5d, 16#d) -> {more, 16#60, 16#1f};
dec_huffman_lookup(16#5d, 16#e) -> {more, 16#60, 16#29};
dec_huffman_lookup(16#5d, 16#f) -> {ok, 16#60, 16#38};
dec_huffman_lookup(16#5e, 16#0) -> {more, 16#7b, 16#03};
dec_huffman_lookup(16#5e, 16#1) -> {more, 16#7b, 16#06};
dec_huffman_lookup(16#5e, 16#2) -> {more, 16#7b, 16#0a};
dec_huffman_lookup(16#5e, 16#3) -> {more, 16#7b, 16#0f};
dec_huffman_lookup(16#5e, 16#4) -> {more, 16#7b, 16#18};
dec_huffman_lookup(16#5e, 16#5) -> {more, 16#7b, 16#1f};
dec_huffman_lookup(16#5e, 16#6) -> {more, 16#7b, 16#29};
dec_huffman_lookup(16#5e, 16#7) -> {ok, 16#7b, 16#38};
dec_huffman_lookup(16#5e, 16#8) -> {more, undefined, 16#62};
dec_huffman_lookup(16#5e, 16#9) -> {more, undefined, 16#63};
dec_huffman_lookup(16#5e, 16#a) -> {more, undefined, 16#66};
dec_huffman_lookup(16#5e, 16#b) -> {more, undefined, 16#69};
dec_huffman_lookup(16#5e, 16#c) -> {more, undefined, 16#70};
dec_huffman_lookup(16#5e, 16#d) -> {more, undefined, 16#77};
dec_huffman_lookup(16#5e, 16#e) -> {more, undefined, 16#86};
dec_huffman_lookup(16#5e, 16#f) -> {ok, undefined, 16#99};
dec_huffman_lookup(16#5f, 16#0) -> {ok, 16#5c, 16#00};
dec_huffman_lookup(16#5f, 16#1) -> {ok, 16#c3, 16#00};
dec_huffman_lookup(16#5f, 16#2) -> {ok, 16#d0, 16#00};
dec_huffman_lookup(16#5f, 16#3) -> {more, undefined, 16#64};
dec_huffman_lookup(16#5f, 16#4) -> {more, undefined, 16#67};
dec_huffman_lookup(16#5f, 16#5) -> {more, undefined, 16#68};
dec_huffman_lookup(16#5f, 16#6) -> {more, undefined, 16#6a};
dec_huffman_lookup(16#5f, 16#7) -> {more, undefined, 16#6b};
dec_huffman_lookup(16#5f, 16#8) -> {more, undefined, 16#71};
dec_huffman_lookup(16#5f, 16#9) -> {more, undefined, 16#74};
dec_huffman_lookup(16#5f, 16#a) -> {more, undefined, 16#78};
dec_huffman_lookup(16#5f, 16#b) -> {more, undefined, 16#7e};
dec_huffman_lookup(16#5f, 16#c) -> {more, undefined, 16#87};
dec_huffman_lookup(16#5f, 16#d) -> {more, undefined, 16#8e};
dec_huffman_lookup(16#5f, 16#e) -> {more, undefined, 16#9a};
dec_huffman_lookup(16#5f, 16#f) -> {ok, undefined, 16#a9};
dec_huffman_lookup(16#60, 16#0) -> {more, 16#5c, 16#01};
dec_huffman_lookup(16#60, 16#1) -> {ok, 16#5c, 16#16};
dec_huffman_lookup(16#60, 16#2) -> {more, 16#c3, 16#01};
dec_huffman_lookup(16#60, 16#3) -> {ok, 16#c3, 16#16};
dec_huffman_lookup(16#60, 16#4) -> {more, 16#d0, 16#01};
dec_huffman_lookup(16#60, 16#5) -> {ok, 16#d0, 16#16};
dec_huffman_lookup(16#60, 16#6) -> {ok, 16#80, 16#00};
dec_huffman_lookup(16#60, 16#7) -> {ok, 16#82, 16#00};
dec_huffman_lookup(16#60, 16#8) -> {ok, 16#83, 16#00};
dec_huffman_lookup(16#60, 16#9) -> {ok, 16#a2, 16#00};
dec_huffman_lookup(16#60, 16#a) -> {ok, 16#b8, 16#00};
dec_huffman_lookup(16#60, 16#b) -> {ok, 16#c2, 16#00};
dec_huffman_lookup(16#60, 16#c) -> {ok, 16#e0, 16#00};
dec_huffman_lookup(16#60, 16#d) -> {ok, 16#e2, 16#00};
dec_huffman_lookup(16#60, 16#e) -> {more, undefined, 16#6c};
dec_huffman_lookup(16#60, 16#f) -> {more, undefined, 16#6d};
dec_huffman_lookup(16#61, 16#0) -> {more, 16#5c, 16#02};
dec_huffman_lookup(16#61, 16#1) -> {more, 16#5c, 16#09};
dec_huffman_lookup(16#61, 16#2) -> {more, 16#5c, 16#17};
dec_huffman_lookup(16#61, 16#3) -> {ok, 16#5c, 16#28};
dec_huffman_lookup(16#61, 16#4) -> {more, 16#c3, 16#02};
dec_huffman_lookup(16#61, 16#5) -> {more, 16#c3, 16#09};
dec_huffman_lookup(16#61, 16#6) -> {more, 16#c3, 16#17};
dec_huffman_lookup(16#61, 16#7) -> {ok, 16#c3, 16#28};
dec_huffman_lookup(16#61, 16#8) -> {more, 16#d0, 16#02};
dec_huffman_lookup(16#61, 16#9) -> {more, 16#d0, 16#09};
dec_huffman_lookup(16#61, 16#a) -> {more, 16#d0, 16#17};
dec_huffman_lookup(16#61, 16#b) -> {ok, 16#d0, 16#28};
dec_huffman_lookup(16#61, 16#c) -> {more, 16#80, 16#01};
dec_huffman_lookup(16#61, 16#d) -> {ok, 16#80, 16#16};
dec_huffman_lookup(16#61, 16#e) -> {more, 16#82, 16#01};
dec_huffman_lookup(16#61, 16#f) -> {ok, 16#82, 16#16};
dec_huffman_lookup(16#62, 16#0) -> {more, 16#5c, 16#03};
dec_huffman_lookup(16#62, 16#1) -> {more, 16#5c, 16#06};
dec_huffman_lookup(16#62, 16#2) -> {more, 16#5c, 16#0a};
dec_huffman_lookup(16#62, 16#3) -> {more, 16#5c, 16#0f};
dec_huffman_lookup(16#62, 16#4) -> {more, 16#5c, 16#18};
dec_huffman_lookup(16#62, 16#5) -> {more, 16#5c, 16#1f};
dec_huffman_lookup(16#62, 16#6) -> {more, 16#5c, 16#29};
dec_huffman_lookup(16#62, 16#7) -> {ok, 16#5c, 16#38};
dec_huffman_lookup(16#62, 16#8) -> {more, 16#c3, 16#03};
dec_huffman_lookup(16#62, 16#9) -> {more, 16#c3, 16#06};
dec_huffman_lookup(16#62, 16#a) -> {more, 16#c3, 16#0a};
dec_huffman_lookup(16#62, 16#b) -> {more, 16#c3, 16#0f};
dec_huffman_lookup(16#62, 16#c) -> {more, 16#c3, 16#18};
dec_huffman_lookup(16#62, 16#d) -> {more, 16#c3, 16#1f};
dec_huffman_lookup(16#62, 16#e) -> {more, 16#c3, 16#29};
dec_huffman_lookup(16#62, 16#f) -> {ok, 16#c3, 16#38};
dec_huffman_lookup(16#63, 16#0) -> {more, 16#d0, 16#03};
dec_huffman_lookup(16#63, 16#1) -> {more, 16#d0, 16#06};
dec_huffman_lookup(16#63, 16#2) -> {more, 16#d0, 16#0a};
dec_huffman_lookup(16#63, 16#3) -> {more, 16#d0, 16#0f};
dec_huffman_lookup(16#63, 16#4) -> {more, 16#d0, 16#18};
dec_huffman_lookup(16#63, 16#5) -> {more, 16#d0, 16#1f};
dec_huffman_lookup(16#63, 16#6) -> {more, 16#d0, 16#29};
dec_huffman_lookup(16#63, 16#7) -> {ok, 16#d0, 16#38};
dec_huffman_lookup(16#63, 16#8) -> {more, 16#80, 16#02};
dec_huffman_lookup(16#63, 16#9) -> {more, 16#80, 16#09};
dec_huffman_lookup(16#63, 16#a) -> {more, 16#80, 16#17};
dec_huffman_lookup(16#63, 16#b) -> {ok, 16#80, 16#28};
dec_huffman_lookup(16#63, 16#c) -> {more, 16#82, 16#02};
dec_huffman_lookup(16#63, 16#d) -> {more, 16#82, 16#09};
dec_huffman_lookup(16#63, 16#e) -> {more, 16#82, 16#17};
dec_huffman_lookup(16#63, 16#f) -> {ok, 16#82, 16#28};
dec_huffman_lookup(16#64, 16#0) -> {more, 16#80, 16#03};
dec_huffman_lookup(16#64, 16#1) -> {more, 16#80, 16#06};
dec_huffman_lookup(16#64, 16#2) -> {more, 16#80, 16#0a};
dec_huffman_lookup(16#64, 16#3) -> {more, 16#80, 16#0f};
dec_huffman_lookup(16#64, 16#4) -> {more, 16#80, 16#18};
dec_huffman_lookup(16#64, 16#5) -> {more, 16#80, 16#1f};
dec_huffman_lookup(16#64, 16#6) -> {more, 16#80, 16#29};
dec_huffman_lookup(16#64, 16#7) -> {ok, 16#80, 16#38};
dec_huffman_lookup(16#64, 16#8) -> {more, 16#82, 16#03};
dec_huffman_lookup(16#64, 16#9) -> {more, 16#82, 16#06};
dec_huffman_lookup(16#64, 16#a) -> {more, 16#82, 16#0a};
dec_huffman_lookup(16#64, 16#b) -> {more, 16#82, 16#0f};
dec_huffman_lookup(16#64, 16#c) -> {more, 16#82, 16#18};
dec_huffman_lookup(16#64, 16#d) -> {more, 16#82, 16#1f};
dec_huffman_lookup(16#64, 16#e) -> {more, 16#82, 16#29};
dec_huffman_lookup(16#64, 16#f) -> {ok, 16#82, 16#38};
dec_huffman_lookup(16#65, 16#0) -> {more, 16#83, 16#01};
dec_huffman_lookup(16#65, 16#1) -> {ok, 16#83, 16#16};
dec_huffman_lookup(16#65, 16#2) -> {more, 16#a2, 16#01};
dec_huffman_lookup(16#65, 16#3) -> {ok, 16#a2, 16#16};
dec_huffman_lookup(16#65, 16#4) -> {more, 16#b8, 16#01};
dec_huffman_lookup(16#65, 16#5) -> {ok, 16#b8, 16#16};
dec_huffman_lookup(16#65, 16#6) -> {more, 16#c2, 16#01};
dec_huffman_lookup(16#65, 16#7) -> {ok, 16#c2, 16#16};
dec_huffman_lookup(16#65, 16#8) -> {more, 16#e0, 16#01};
dec_huffman_lookup(16#65, 16#9) -> {ok, 16#e0, 16#16};
dec_huffman_lookup(16#65, 16#a) -> {more, 16#e2, 16#01};
dec_huffman_lookup(16#65, 16#b) -> {ok, 16#e2, 16#16};
dec_huffman_lookup(16#65, 16#c) -> {ok, 16#99, 16#00};
dec_huffman_lookup(16#65, 16#d) -> {ok, 16#a1, 16#00};
dec_huffman_lookup(16#65, 16#e) -> {ok, 16#a7, 16#00};
dec_huffman_lookup(16#65, 16#f) -> {ok, 16#ac, 16#00};
dec_huffman_lookup(16#66, 16#0) -> {more, 16#83, 16#02};
dec_huffman_lookup(16#66, 16#1) -> {more, 16#83, 16#09};
dec_huffman_lookup(16#66, 16#2) -> {more, 16#83, 16#17};
dec_huffman_lookup(16#66, 16#3) -> {ok, 16#83, 16#28};
dec_huffman_lookup(16#66, 16#4) -> {more, 16#a2, 16#02};
dec_huffman_lookup(16#66, 16#5) -> {more, 16#a2, 16#09};
dec_huffman_lookup(16#66, 16#6) -> {more, 16#a2, 16#17};
dec_huffman_lookup(16#66, 16#7) -> {ok, 16#a2, 16#28};
dec_huffman_lookup(16#66, 16#8) -> {more, 16#b8, 16#02};
dec_huffman_lookup(16#66, 16#9) -> {more, 16#b8, 16#09};
dec_huffman_lookup(16#66, 16#a) -> {more, 16#b8, 16#17};
dec_huffman_lookup(16#66, 16#b) -> {ok, 16#b8, 16#28};
dec_huffman_lookup(16#66, 16#c) -> {more, 16#c2, 16#02};
dec_huffman_lookup(16#66, 16#d) -> {more, 16#c2, 16#09};
dec_huffman_lookup(16#66, 16#e) -> {more, 16#c2, 16#17};
dec_huffman_lookup(16#66, 16#f) -> {ok, 16#c2, 16#28};
dec_huffman_lookup(16#67, 16#0) -> {more, 16#83, 16#03};
dec_huffman_lookup(16#67, 16#1) -> {more, 16#83, 16#06};
dec_huffman_lookup(16#67, 16#2) -> {more, 16#83, 16#0a};
dec_huffman_lookup(16#67, 16#3) -> {more, 16#83, 16#0f};
dec_huffman_lookup(16#67, 16#4) -> {more, 16#83, 16#18};
dec_huffman_lookup(16#67, 16#5) -> {more, 16#83, 16#1f};
dec_huffman_lookup(16#67, 16#6) -> {more, 16#83, 16#29};
dec_huffman_lookup(16#67, 16#7) -> {ok, 16#83, 16#38};
dec_huffman_lookup(16#67, 16#8) -> {more, 16#a2, 16#03};
dec_huffman_lookup(16#67, 16#9) -> {more, 16#a2, 16#06};
dec_huffman_lookup(16#67, 16#a) -> {more, 16#a2, 16#0a};
dec_huffman_lookup(16#67, 16#b) -> {more, 16#a2, 16#0f};
dec_huffman_lookup(16#67, 16#c) -> {more, 16#a2, 16#18};
dec_huffman_lookup(16#67, 16#d) -> {more, 16#a2, 16#1f};
dec_huffman_lookup(16#67, 16#e) -> {more, 16#a2, 16#29};
dec_huffman_lookup(16#67, 16#f) -> {ok, 16#a2, 16#38};
dec_huffman_lookup(16#68, 16#0) -> {more, 16#b8, 16#03};
dec_huffman_lookup(16#68, 16#1) -> {more, 16#b8, 16#06};
dec_huffman_lookup(16#68, 16#2) -> {more, 16#b8, 16#0a};
dec_huffman_lookup(16#68, 16#3) -> {more, 16#b8, 16#0f};
dec_huffman_lookup(16#68, 16#4) -> {more, 16#b8, 16#18};
dec_huffman_lookup(16#68, 16#5) -> {more, 16#b8, 16#1f};
dec_huffman_lookup(16#68, 16#6) -> {more, 16#b8, 16#29};
dec_huffman_lookup(16#68, 16#7) -> {ok, 16#b8, 16#38};
dec_huffman_lookup(16#68, 16#8) -> {more, 16#c2, 16#03};
dec_huffman_lookup(16#68, 16#9) -> {more, 16#c2, 16#06};
dec_huffman_lookup(16#68, 16#a) -> {more, 16#c2, 16#0a};
dec_huffman_lookup(16#68, 16#b) -> {more, 16#c2, 16#0f};
dec_huffman_lookup(16#68, 16#c) -> {more, 16#c2, 16#18};
dec_huffman_lookup(16#68, 16#d) -> {more, 16#c2, 16#1f};
dec_huffman_lookup(16#68, 16#e) -> {more, 16#c2, 16#29};
dec_huffman_lookup(16#68, 16#f) -> {ok, 16#c2, 16#38};
dec_huffman_lookup(16#69, 16#0) -> {more, 16#e0, 16#02};
dec_huffman_lookup(16#69, 16#1) -> {more, 16#e0, 16#09};
dec_huffman_lookup(16#69, 16#2) -> {more, 16#e0, 16#17};
dec_huffman_lookup(16#69, 16#3) -> {ok, 16#e0, 16#28};
dec_huffman_lookup(16#69, 16#4) -> {more, 16#e2, 16#02};
dec_huffman_lookup(16#69, 16#5) -> {more, 16#e2, 16#09};
dec_huffman_lookup(16#69, 16#6) -> {more, 16#e2, 16#17};
dec_huffman_lookup(16#69, 16#7) -> {ok, 16#e2, 16#28};
dec_huffman_lookup(16#69, 16#8) -> {more, 16#99, 16#01};
dec_huffman_lookup(16#69, 16#9) -> {ok, 16#99, 16#16};
dec_huffman_lookup(16#69, 16#a) -> {more, 16#a1, 16#01};
dec_huffman_lookup(16#69, 16#b) -> {ok, 16#a1, 16#16};
dec_huffman_lookup(16#69, 16#c) -> {more, 16#a7, 16#01};
dec_huffman_lookup(16#69, 16#d) -> {ok, 16#a7, 16#16};
dec_huffman_lookup(16#69, 16#e) -> {more, 16#ac, 16#01};
dec_huffman_lookup(16#69, 16#f) -> {ok, 16#ac, 16#16};
dec_huffman_lookup(16#6a, 16#0) -> {more, 16#e0, 16#03};
dec_huffman_lookup(16#6a, 16#1) -> {more, 16#e0, 16#06};
dec_huffman_lookup(16#6a, 16#2) -> {more, 16#e0, 16#0a};
dec_huffman_lookup(16#6a, 16#3) -> {more, 16#e0, 16#0f};
dec_huffman_lookup(16#6a, 16#4) -> {more, 16#e0, 16#18};
dec_huffman_lookup(16#6a, 16#5) -> {more, 16#e0, 16#1f};
dec_huffman_lookup(16#6a, 16#6) -> {more, 16#e0, 16#29};
dec_huffman_lookup(16#6a, 16#7) -> {ok, 16#e0, 16#38};
dec_huffman_lookup(16#6a, 16#8) -> {more, 16#e2, 16#03};
dec_huffman_lookup(16#6a, 16#9) -> {more, 16#e2, 16#06};
dec_huffman_lookup(16#6a, 16#a) -> {more, 16#e2, 16#0a};
dec_huffman_lookup(16#6a, 16#b) -> {more, 16#e2, 16#0f};
dec_huffman_lookup(16#6a, 16#c) -> {more, 16#e2, 16#18};
dec_huffman_lookup(16#6a, 16#d) -> {more, 16#e2, 16#1f};
dec_huffman_lookup(16#6a, 16#e) -> {more, 16#e2, 16#29};
dec_huffman_lookup(16#6a, 16#f) -> {ok, 16#e2, 16#38};
dec_huffman_lookup(16#6b, 16#0) -> {more, 16#99, 16#02};
dec_huffman_lookup(16#6b, 16#1) -> {more, 16#99, 16#09};
dec_huffman_lookup(16#6b, 16#2) -> {more, 16#99, 16#17};
dec_huffman_lookup(16#6b, 16#3) -> {ok, 16#99, 16#28};
dec_huffman_lookup(16#6b, 16#4) -> {more, 16#a1, 16#02};
dec_huffman_lookup(16#6b, 16#5) -> {more, 16#a1, 16#09};
dec_huffman_lookup(16#6b, 16#6) -> {more, 16#a1, 16#17};
dec_huffman_lookup(16#6b, 16#7) -> {ok, 16#a1, 16#28};
dec_huffman_lookup(16#6b, 16#8) -> {more, 16#a7, 16#02};
dec_huffman_lookup(16#6b, 16#9) -> {more, 16#a7, 16#09};
dec_huffman_lookup(16#6b, 16#a) -> {more, 16#a7, 16#17};
dec_huffman_lookup(16#6b, 16#b) -> {ok, 16#a7, 16#28};
dec_huffman_lookup(16#6b, 16#c) -> {more, 16#ac, 16#02};
dec_huffman_lookup(16#6b, 16#d) -> {more, 16#ac, 16#09};
dec_huffman_lookup(16#6b, 16#e) -> {more, 16#ac, 16#17};
dec_huffman_lookup(16#6b, 16#f) -> {ok, 16#ac, 16#28};
dec_huffman_lookup(16#6c, 16#0) -> {more, 16#99, 16#03};
dec_huffman_lookup(16#6c, 16#1) -> {more, 16#99, 16#06};
dec_huffman_lookup(16#6c, 16#2) -> {more, 16#99, 16#0a};
dec_huffman_lookup(16#6c, 16#3) -> {more, 16#99, 16#0f};
dec_huffman_lookup(16#6c, 16#4) -> {more, 16#99, 16#18};
dec_huffman_lookup(16#6c, 16#5) -> {more, 16#99, 16#1f};
dec_huffman_lookup(16#6c, 16#6) -> {more, 16#99, 16#29};
dec_huffman_lookup(16#6c, 16#7) -> {ok, 16#99, 16#38};
dec_huffman_lookup(16#6c, 16#8) -> {more, 16#a1, 16#03};
dec_huffman_lookup(16#6c, 16#9) -> {more, 16#a1, 16#06};
dec_huffman_lookup(16#6c, 16#a) -> {more, 16#a1, 16#0a};
dec_huffman_lookup(16#6c, 16#b) -> {more, 16#a1, 16#0f};
dec_huffman_lookup(16#6c, 16#c) -> {more, 16#a1, 16#18};
dec_huffman_lookup(16#6c, 16#d) -> {more, 16#a1, 16#1f};
dec_huffman_lookup(16#6c, 16#e) -> {more, 16#a1, 16#29};
dec_huffman_lookup(16#6c, 16#f) -> {ok, 16#a1, 16#38};
dec_huffman_lookup(16#6d, 16#0) -> {more, 16#a7, 16#03};
dec_huffman_lookup(16#6d, 16#1) -> {more, 16#a7, 16#06};
dec_huffman_lookup(16#6d, 16#2) -> {more, 16#a7, 16#0a};
dec_huffman_lookup(16#6d, 16#3) -> {more, 16#a7, 16#0f};
dec_huffman_lookup(16#6d, 16#4) -> {more, 16#a7, 16#18};
dec_huffman_lookup(16#6d, 16#5) -> {more, 16#a7, 16#1f};
dec_huffman_lookup(16#6d, 16#6) -> {more, 16#a7, 16#29};
dec_huffman_lookup(16#6d, 16#7) -> {ok, 16#a7, 16#38};
dec_huffman_lookup(16#6d, 16#8) -> {more, 16#ac, 16#03};
dec_huffman_lookup(16#6d, 16#9) -> {more, 16#ac, 16#06};
dec_huffman_lookup(16#6d, 16#a) -> {more, 16#ac, 16#0a};
dec_huffman_lookup(16#6d, 16#b) -> {more, 16#ac, 16#0f};
dec_huffman_lookup(16#6d, 16#c) -> {more, 16#ac, 16#18};
dec_huffman_lookup(16#6d, 16#d) -> {more, 16#ac, 16#1f};
dec_huffman_lookup(16#6d, 16#e) -> {more, 16#ac, 16#29};
dec_huffman_lookup(16#6d, 16#f) -> {ok, 16#ac, 16#38};
dec_huffman_lookup(16#6e, 16#0) -> {more, undefined, 16#72};
dec_huffman_lookup(16#6e, 16#1) -> {more, undefined, 16#73};
dec_huffman_lookup(16#6e, 16#2) -> {more, undefined, 16#75};
dec_huffman_lookup(16#6e, 16#3) -> {more, undefined, 16#76};
dec_huffman_lookup(16#6e, 16#4) -> {more, undefined, 16#79};
dec_huffman_lookup(16#6e, 16#5) -> {more, undefined, 16#7b};
dec_huffman_lookup(16#6e, 16#6) -> {more, undefined, 16#7f};
dec_huffman_lookup(16#6e, 16#7) -> {more, undefined, 16#82};
dec_huffman_lookup(16#6e, 16#8) -> {more, undefined, 16#88};
dec_huffman_lookup(16#6e, 16#9) -> {more, undefined, 16#8b};
dec_huffman_lookup(16#6e, 16#a) -> {more, undefined, 16#8f};
dec_huffman_lookup(16#6e, 16#b) -> {more, undefined, 16#92};
dec_huffman_lookup(16#6e, 16#c) -> {more, undefined, 16#9b};
dec_huffman_lookup(16#6e, 16#d) -> {more, undefined, 16#a2};
dec_huffman_lookup(16#6e, 16#e) -> {more, undefined, 16#aa};
dec_huffman_lookup(16#6e, 16#f) -> {ok, undefined, 16#b4};
dec_huffman_lookup(16#6f, 16#0) -> {ok, 16#b0, 16#00};
dec_huffman_lookup(16#6f, 16#1) -> {ok, 16#b1, 16#00};
dec_huffman_lookup(16#6f, 16#2) -> {ok, 16#b3, 16#00};
dec_huffman_lookup(16#6f, 16#3) -> {ok, 16#d1, 16#00};
dec_huffman_lookup(16#6f, 16#4) -> {ok, 16#d8, 16#00};
dec_huffman_lookup(16#6f, 16#5) -> {ok, 16#d9, 16#00};
dec_huffman_lookup(16#6f, 16#6) -> {ok, 16#e3, 16#00};
dec_huffman_lookup(16#6f, 16#7) -> {ok, 16#e5, 16#00};
dec_huffman_lookup(16#6f, 16#8) -> {ok, 16#e6, 16#00};
dec_huffman_lookup(16#6f, 16#9) -> {more, undefined, 16#7a};
dec_huffman_lookup(16#6f, 16#a) -> {more, undefined, 16#7c};
dec_huffman_lookup(16#6f, 16#b) -> {more, undefined, 16#7d};
dec_huffman_lookup(16#6f, 16#c) -> {more, undefined, 16#80};
dec_huffman_lookup(16#6f, 16#d) -> {more, undefined, 16#81};
dec_huffman_lookup(16#6f, 16#e) -> {more, undefined, 16#83};
dec_huffman_lookup(16#6f, 16#f) -> {more, undefined, 16#84};
dec_huffman_lookup(16#70, 16#0) -> {more, 16#b0, 16#01};
dec_huffman_lookup(16#70, 16#1) -> {ok, 16#b0, 16#16};
dec_huffman_lookup(16#70, 16#2) -> {more, 16#b1, 16#01};
dec_huffman_lookup(16#70, 16#3) -> {ok, 16#b1, 16#16};
dec_huffman_lookup(16#70, 16#4) -> {more, 16#b3, 16#01};
dec_huffman_lookup(16#70, 16#5) -> {ok, 16#b3, 16#16};
dec_huffman_lookup(16#70, 16#6) -> {more, 16#d1, 16#01};
dec_huffman_lookup(16#70, 16#7) -> {ok, 16#d1, 16#16};
dec_huffman_lookup(16#70, 16#8) -> {more, 16#d8, 16#01};
dec_huffman_lookup(16#70, 16#9) -> {ok, 16#d8, 16#16};
dec_huffman_lookup(16#70, 16#a) -> {more, 16#d9, 16#01};
dec_huffman_lookup(16#70, 16#b) -> {ok, 16#d9, 16#16};
dec_huffman_lookup(16#70, 16#c) -> {more, 16#e3, 16#01};
dec_huffman_lookup(16#70, 16#d) -> {ok, 16#e3, 16#16};
dec_huffman_lookup(16#70, 16#e) -> {more, 16#e5, 16#01};
dec_huffman_lookup(16#70, 16#f) -> {ok, 16#e5, 16#16};
dec_huffman_lookup(16#71, 16#0) -> {more, 16#b0, 16#02};
dec_huffman_lookup(16#71, 16#1) -> {more, 16#b0, 16#09};
dec_huffman_lookup(16#71, 16#2) -> {more, 16#b0, 16#17};
dec_huffman_lookup(16#71, 16#3) -> {ok, 16#b0, 16#28};
dec_huffman_lookup(16#71, 16#4) -> {more, 16#b1, 16#02};
dec_huffman_lookup(16#71, 16#5) -> {more, 16#b1, 16#09};
dec_huffman_lookup(16#71, 16#6) -> {more, 16#b1, 16#17};
dec_huffman_lookup(16#71, 16#7) -> {ok, 16#b1, 16#28};
dec_huffman_lookup(16#71, 16#8) -> {more, 16#b3, 16#02};
dec_huffman_lookup(16#71, 16#9) -> {more, 16#b3, 16#09};
dec_huffman_lookup(16#71, 16#a) -> {more, 16#b3, 16#17};
dec_huffman_lookup(16#71, 16#b) -> {ok, 16#b3, 16#28};
dec_huffman_lookup(16#71, 16#c) -> {more, 16#d1, 16#02};
dec_huffman_lookup(16#71, 16#d) -> {more, 16#d1, 16#09};
dec_huffman_lookup(16#71, 16#e) -> {more, 16#d1, 16#17};
dec_huffman_lookup(16#71, 16#f) -> {ok, 16#d1, 16#28};
dec_huffman_lookup(16#72, 16#0) -> {more, 16#b0, 16#03};
dec_huffman_lookup(16#72, 16#1) -> {more, 16#b0, 16#06};
dec_huffman_lookup(16#72, 16#2) -> {more, 16#b0, 16#0a};
dec_huffman_lookup(16#72, 16#3) -> {more, 16#b0, 16#0f};
dec_huffman_lookup(16#72, 16#4) -> {more, 16#b0, 16#18};
dec_huffman_lookup(16#72, 16#5) -> {more, 16#b0, 16#1f};
dec_huffman_lookup(16#72, 16#6) -> {more, 16#b0, 16#29};
dec_huffman_lookup(16#72, 16#7) -> {ok, 16#b0, 16#38};
dec_huffman_lookup(16#72, 16#8) -> {more, 16#b1, 16#03};
dec_huffman_lookup(16#72, 16#9) -> {more, 16#b1, 16#06};
dec_huffman_lookup(16#72, 16#a) -> {more, 16#b1, 16#0a};
dec_huffman_lookup(16#72, 16#b) -> {more, 16#b1, 16#0f};
dec_huffman_lookup(16#72, 16#c) -> {more, 16#b1, 16#18};
dec_huffman_lookup(16#72, 16#d) -> {more, 16#b1, 16#1f};
dec_huffman_lookup(16#72, 16#e) -> {more, 16#b1, 16#29};
dec_huffman_lookup(16#72, 16#f) -> {ok, 16#b1, 16#38};
dec_huffman_lookup(16#73, 16#0) -> {more, 16#b3, 16#03};
dec_huffman_lookup(16#73, 16#1) -> {more, 16#b3, 16#06};
dec_huffman_lookup(16#73, 16#2) -> {more, 16#b3, 16#0a};
dec_huffman_lookup(16#73, 16#3) -> {more, 16#b3, 16#0f};
dec_huffman_lookup(16#73, 16#4) -> {more, 16#b3, 16#18};
dec_huffman_lookup(16#73, 16#5) -> {more, 16#b3, 16#1f};
dec_huffman_lookup(16#73, 16#6) -> {more, 16#b3, 16#29};
dec_huffman_lookup(16#73, 16#7) -> {ok, 16#b3, 16#38};
dec_huffman_lookup(16#73, 16#8) -> {more, 16#d1, 16#03};
dec_huffman_lookup(16#73, 16#9) -> {more, 16#d1, 16#06};
dec_huffman_lookup(16#73, 16#a) -> {more, 16#d1, 16#0a};
dec_huffman_lookup(16#73, 16#b) -> {more, 16#d1, 16#0f};
dec_huffman_lookup(16#73, 16#c) -> {more, 16#d1, 16#18};
dec_huffman_lookup(16#73, 16#d) -> {more, 16#d1, 16#1f};
dec_huffman_lookup(16#73, 16#e) -> {more, 16#d1, 16#29};
dec_huffman_lookup(16#73, 16#f) -> {ok, 16#d1, 16#38};
dec_huffman_lookup(16#74, 16#0) -> {more, 16#d8, 16#02};
dec_huffman_lookup(16#74, 16#1) -> {more, 16#d8, 16#09};
dec_huffman_lookup(16#74, 16#2) -> {more, 16#d8, 16#17};
dec_huffman_lookup(16#74, 16#3) -> {ok, 16#d8, 16#28};
dec_huffman_lookup(16#74, 16#4) -> {more, 16#d9, 16#02};
dec_huffman_lookup(16#74, 16#5) -> {more, 16#d9, 16#09};
dec_huffman_lookup(16#74, 16#6) -> {more, 16#d9, 16#17};
dec_huffman_lookup(16#74, 16#7) -> {ok, 16#d9, 16#28};
dec_huffman_lookup(16#74, 16#8) -> {more, 16#e3, 16#02};
dec_huffman_lookup(16#74, 16#9) -> {more, 16#e3, 16#09};
dec_huffman_lookup(16#74, 16#a) -> {more, 16#e3, 16#17};
dec_huffman_lookup(16#74, 16#b) -> {ok, 16#e3, 16#28};
dec_huffman_lookup(16#74, 16#c) -> {more, 16#e5, 16#02};
dec_huffman_lookup(16#74, 16#d) -> {more, 16#e5, 16#09};
dec_huffman_lookup(16#74, 16#e) -> {more, 16#e5, 16#17};
dec_huffman_lookup(16#74, 16#f) -> {ok, 16#e5, 16#28};
dec_huffman_lookup(16#75, 16#0) -> {more, 16#d8, 16#03};
dec_huffman_lookup(16#75, 16#1) -> {more, 16#d8, 16#06};
dec_huffman_lookup(16#75, 16#2) -> {more, 16#d8, 16#0a};
dec_huffman_lookup(16#75, 16#3) -> {more, 16#d8, 16#0f};
dec_huffman_lookup(16#75, 16#4) -> {more, 16#d8, 16#18};
dec_huffman_lookup(16#75, 16#5) -> {more, 16#d8, 16#1f};
dec_huffman_lookup(16#75, 16#6) -> {more, 16#d8, 16#29};
dec_huffman_lookup(16#75, 16#7) -> {ok, 16#d8, 16#38};
dec_huffman_lookup(16#75, 16#8) -> {more, 16#d9, 16#03};
dec_huffman_lookup(16#75, 16#9) -> {more, 16#d9, 16#06};
dec_huffman_lookup(16#75, 16#a) -> {more, 16#d9, 16#0a};
dec_huffman_lookup(16#75, 16#b) -> {more, 16#d9, 16#0f};
dec_huffman_lookup(16#75, 16#c) -> {more, 16#d9, 16#18};
dec_huffman_lookup(16#75, 16#d) -> {more, 16#d9, 16#1f};
dec_huffman_lookup(16#75, 16#e) -> {more, 16#d9, 16#29};
dec_huffman_lookup(16#75, 16#f) -> {ok, 16#d9, 16#38};
dec_huffman_lookup(16#76, 16#0) -> {more, 16#e3, 16#03};
dec_huffman_lookup(16#76, 16#1) -> {more, 16#e3, 16#06};
dec_huffman_lookup(16#76, 16#2) -> {more, 16#e3, 16#0a};
dec_huffman_lookup(16#76, 16#3) -> {more, 16#e3, 16#0f};
dec_huffman_lookup(16#76, 16#4) -> {more, 16#e3, 16#18};
dec_huffman_lookup(16#76, 16#5) -> {more, 16#e3, 16#1f};
dec_huffman_lookup(16#76, 16#6) -> {more, 16#e3, 16#29};
dec_huffman_lookup(16#76, 16#7) -> {ok, 16#e3, 16#38};
dec_huffman_lookup(16#76, 16#8) -> {more, 16#e5, 16#03};
dec_huffman_lookup(16#76, 16#9) -> {more, 16#e5, 16#06};
dec_huffman_lookup(16#76, 16#a) -> {more, 16#e5, 16#0a};
dec_huffman_lookup(16#76, 16#b) -> {more, 16#e5, 16#0f};
dec_huffman_lookup(16#76, 16#c) -> {more, 16#e5, 16#18};
dec_huffman_lookup(16#76, 16#d) -> {more, 16#e5, 16#1f};
dec_huffman_lookup(16#76, 16#e) -> {more, 16#e5, 16#29};
dec_huffman_lookup(16#76, 16#f) -> {ok, 16#e5, 16#38};
dec_huffman_lookup(16#77, 16#0) -> {more, 16#e6, 16#01};
dec_huffman_lookup(16#77, 16#1) -> {ok, 16#e6, 16#16};
dec_huffman_lookup(16#77, 16#2) -> {ok, 16#81, 16#00};
dec_huffman_lookup(16#77, 16#3) -> {ok, 16#84, 16#00};
dec_huffman_lookup(16#77, 16#4) -> {ok, 16#85, 16#00};
dec_huffman_lookup(16#77, 16#5) -> {ok, 16#86, 16#00};
dec_huffman_lookup(16#77, 16#6) -> {ok, 16#88, 16#00};
dec_huffman_lookup(16#77, 16#7) -> {ok, 16#92, 16#00};
dec_huffman_lookup(16#77, 16#8) -> {ok, 16#9a, 16#00};
dec_huffman_lookup(16#77, 16#9) -> {ok, 16#9c, 16#00};
dec_huffman_lookup(16#77, 16#a) -> {ok, 16#a0, 16#00};
dec_huffman_lookup(16#77, 16#b) -> {ok, 16#a3, 16#00};
dec_huffman_lookup(16#77, 16#c) -> {ok, 16#a4, 16#00};
dec_huffman_lookup(16#77, 16#d) -> {ok, 16#a9, 16#00};
dec_huffman_lookup(16#77, 16#e) -> {ok, 16#aa, 16#00};
dec_huffman_lookup(16#77, 16#f) -> {ok, 16#ad, 16#00};
dec_huffman_lookup(16#78, 16#0) -> {more, 16#e6, 16#02};
dec_huffman_lookup(16#78, 16#1) -> {more, 16#e6, 16#09};
dec_huffman_lookup(16#78, 16#2) -> {more, 16#e6, 16#17};
dec_huffman_lookup(16#78, 16#3) -> {ok, 16#e6, 16#28};
dec_huffman_lookup(16#78, 16#4) -> {more, 16#81, 16#01};
dec_huffman_lookup(16#78, 16#5) -> {ok, 16#81, 16#16};
dec_huffman_lookup(16#78, 16#6) -> {more, 16#84, 16#01};
dec_huffman_lookup(16#78, 16#7) -> {ok, 16#84, 16#16};
dec_huffman_lookup(16#78, 16#8) -> {more, 16#85, 16#01};
dec_huffman_lookup(16#78, 16#9) -> {ok, 16#85, 16#16};
dec_huffman_lookup(16#78, 16#a) -> {more, 16#86, 16#01};
dec_huffman_lookup(16#78, 16#b) -> {ok, 16#86, 16#16};
dec_huffman_lookup(16#78, 16#c) -> {more, 16#88, 16#01};
dec_huffman_lookup(16#78, 16#d) -> {ok, 16#88, 16#16};
dec_huffman_lookup(16#78, 16#e) -> {more, 16#92, 16#01};
dec_huffman_lookup(16#78, 16#f) -> {ok, 16#92, 16#16};
dec_huffman_lookup(16#79, 16#0) -> {more, 16#e6, 16#03};
dec_huffman_lookup(16#79, 16#1) -> {more, 16#e6, 16#06};
dec_huffman_lookup(16#79, 16#2) -> {more, 16#e6, 16#0a};
dec_huffman_lookup(16#79, 16#3) -> {more, 16#e6, 16#0f};
dec_huffman_lookup(16#79, 16#4) -> {more, 16#e6, 16#18};
dec_huffman_lookup(16#79, 16#5) -> {more, 16#e6, 16#1f};
dec_huffman_lookup(16#79, 16#6) -> {more, 16#e6, 16#29};
dec_huffman_lookup(16#79, 16#7) -> {ok, 16#e6, 16#38};
dec_huffman_lookup(16#79, 16#8) -> {more, 16#81, 16#02};
dec_huffman_lookup(16#79, 16#9) -> {more, 16#81, 16#09};
dec_huffman_lookup(16#79, 16#a) -> {more, 16#81, 16#17};
dec_huffman_lookup(16#79, 16#b) -> {ok, 16#81, 16#28};
dec_huffman_lookup(16#79, 16#c) -> {more, 16#84, 16#02};
dec_huffman_lookup(16#79, 16#d) -> {more, 16#84, 16#09};
dec_huffman_lookup(16#79, 16#e) -> {more, 16#84, 16#17};
dec_huffman_lookup(16#79, 16#f) -> {ok, 16#84, 16#28};
dec_huffman_lookup(16#7a, 16#0) -> {more, 16#81, 16#03};
dec_huffman_lookup(16#7a, 16#1) -> {more, 16#81, 16#06};
dec_huffman_lookup(16#7a, 16#2) -> {more, 16#81, 16#0a};
dec_huffman_lookup(16#7a, 16#3) -> {more, 16#81, 16#0f};
dec_huffman_lookup(16#7a, 16#4) -> {more, 16#81, 16#18};
dec_huffman_lookup(16#7a, 16#5) -> {more, 16#81, 16#1f};
dec_huffman_lookup(16#7a, 16#6) -> {more, 16#81, 16#29};
dec_huffman_lookup(16#7a, 16#7) -> {ok, 16#81, 16#38};
dec_huffman_lookup(16#7a, 16#8) -> {more, 16#84, 16#03};
dec_huffman_lookup(16#7a, 16#9) -> {more, 16#84, 16#06};
dec_huffman_lookup(16#7a, 16#a) -> {more, 16#84, 16#0a};
dec_huffman_lookup(16#7a, 16#b) -> {more, 16#84, 16#0f};
dec_huffman_lookup(16#7a, 16#c) -> {more, 16#84, 16#18};
dec_huffman_lookup(16#7a, 16#d) -> {more, 16#84, 16#1f};
dec_huffman_lookup(16#7a, 16#e) -> {more, 16#84, 16#29};
dec_huffman_lookup(16#7a, 16#f) -> {ok, 16#84, 16#38};
dec_huffman_lookup(16#7b, 16#0) -> {more, 16#85, 16#02};
dec_huffman_lookup(16#7b, 16#1) -> {more, 16#85, 16#09};
dec_huffman_lookup(16#7b, 16#2) -> {more, 16#85, 16#17};
dec_huffman_lookup(16#7b, 16#3) -> {ok, 16#85, 16#28};
dec_huffman_lookup(16#7b, 16#4) -> {more, 16#86, 16#02};
dec_huffman_lookup(16#7b, 16#5) -> {more, 16#86, 16#09};
dec_huffman_lookup(16#7b, 16#6) -> {more, 16#86, 16#17};
dec_huffman_lookup(16#7b, 16#7) -> {ok, 16#86, 16#28};
dec_huffman_lookup(16#7b, 16#8) -> {more, 16#88, 16#02};
dec_huffman_lookup(16#7b, 16#9) -> {more, 16#88, 16#09};
dec_huffman_lookup(16#7b, 16#a) -> {more, 16#88, 16#17};
dec_huffman_lookup(16#7b, 16#b) -> {ok, 16#88, 16#28};
dec_huffman_lookup(16#7b, 16#c) -> {more, 16#92, 16#02};
dec_huffman_lookup(16#7b, 16#d) -> {more, 16#92, 16#09};
dec_huffman_lookup(16#7b, 16#e) -> {more, 16#92, 16#17};
dec_huffman_lookup(16#7b, 16#f) -> {ok, 16#92, 16#28};
dec_huffman_lookup(16#7c, 16#0) -> {more, 16#85, 16#03};
dec_huffman_lookup(16#7c, 16#1) -> {more, 16#85, 16#06};
dec_huffman_lookup(16#7c, 16#2) -> {more, 16#85, 16#0a};
dec_huffman_lookup(16#7c, 16#3) -> {more, 16#85, 16#0f};
dec_huffman_lookup(16#7c, 16#4) -> {more, 16#85, 16#18};
dec_huffman_lookup(16#7c, 16#5) -> {more, 16#85, 16#1f};
dec_huffman_lookup(16#7c, 16#6) -> {more, 16#85, 16#29};
dec_huffman_lookup(16#7c, 16#7) -> {ok, 16#85, 16#38};
dec_huffman_lookup(16#7c, 16#8) -> {more, 16#86, 16#03};
dec_huffman_lookup(16#7c, 16#9) -> {more, 16#86, 16#06};
dec_huffman_lookup(16#7c, 16#a) -> {more, 16#86, 16#0a};
dec_huffman_lookup(16#7c, 16#b) -> {more, 16#86, 16#0f};
dec_huffman_lookup(16#7c, 16#c) -> {more, 16#86, 16#18};
dec_huffman_lookup(16#7c, 16#d) -> {more, 16#86, 16#1f};
dec_huffman_lookup(16#7c, 16#e) -> {more, 16#86, 16#29};
dec_huffman_lookup(16#7c, 16#f) -> {ok, 16#86, 16#38};
dec_huffman_lookup(16#7d, 16#0) -> {more, 16#88, 16#03};
dec_huffman_lookup(16#7d, 16#1) -> {more, 16#88, 16#06};
dec_huffman_lookup(16#7d, 16#2) -> {more, 16#88, 16#0a};
dec_huffman_lookup(16#7d, 16#3) -> {more, 16#88, 16#0f};
dec_huffman_lookup(16#7d, 16#4) -> {more, 16#88, 16#18};
dec_huffman_lookup(16#7d, 16#5) -> {more, 16#88, 16#1f};
dec_huffman_lookup(16#7d, 16#6) -> {more, 16#88, 16#29};
dec_huffman_lookup(16#7d, 16#7) -> {ok, 16#88, 16#38};
dec_huffman_lookup(16#7d, 16#8) -> {more, 16#92, 16#03};
dec_huffman_lookup(16#7d, 16#9) -> {more, 16#92, 16#06};
dec_huffman_lookup(16#7d, 16#a) -> {more, 16#92, 16#0a};
dec_huffman_lookup(16#7d, 16#b) -> {more, 16#92, 16#0f};
dec_huffman_lookup(16#7d, 16#c) -> {more, 16#92, 16#18};
dec_huffman_lookup(16#7d, 16#d) -> {more, 16#92, 16#1f};
dec_huffman_lookup(16#7d, 16#e) -> {more, 16#92, 16#29};
dec_huffman_lookup(16#7d, 16#f) -> {ok, 16#92, 16#38};
dec_huffman_lookup(16#7e, 16#0) -> {more, 16#9a, 16#01};
dec_huffman_lookup(16#7e, 16#1) -> {ok, 16#9a, 16#16};
dec_huffman_lookup(16#7e, 16#2) -> {more, 16#9c, 16#01};
dec_huffman_lookup(16#7e, 16#3) -> {ok, 16#9c, 16#16};
dec_huffman_lookup(16#7e, 16#4) -> {more, 16#a0, 16#01};
dec_huffman_lookup(16#7e, 16#5) -> {ok, 16#a0, 16#16};
dec_huffman_lookup(16#7e, 16#6) -> {more, 16#a3, 16#01};
dec_huffman_lookup(16#7e, 16#7) -> {ok, 16#a3, 16#16};
dec_huffman_lookup(16#7e, 16#8) -> {more, 16#a4, 16#01};
dec_huffman_lookup(16#7e, 16#9) -> {ok, 16#a4, 16#16};
dec_huffman_lookup(16#7e, 16#a) -> {more, 16#a9, 16#01};
dec_huffman_lookup(16#7e, 16#b) -> {ok, 16#a9, 16#16};
dec_huffman_lookup(16#7e, 16#c) -> {more, 16#aa, 16#01};
dec_huffman_lookup(16#7e, 16#d) -> {ok, 16#aa, 16#16};
dec_huffman_lookup(16#7e, 16#e) -> {more, 16#ad, 16#01};
dec_huffman_lookup(16#7e, 16#f) -> {ok, 16#ad, 16#16};
dec_huffman_lookup(16#7f, 16#0) -> {more, 16#9a, 16#02};
dec_huffman_lookup(16#7f, 16#1) -> {more, 16#9a, 16#09};
dec_huffman_lookup(16#7f, 16#2) -> {more, 16#9a, 16#17};
dec_huffman_lookup(16#7f, 16#3) -> {ok, 16#9a, 16#28};
dec_huffman_lookup(16#7f, 16#4) -> {more, 16#9c, 16#02};
dec_huffman_lookup(16#7f, 16#5) -> {more, 16#9c, 16#09};
dec_huffman_lookup(16#7f, 16#6) -> {more, 16#9c, 16#17};
dec_huffman_lookup(16#7f, 16#7) -> {ok, 16#9c, 16#28};
dec_huffman_lookup(16#7f, 16#8) -> {more, 16#a0, 16#02};
dec_huffman_lookup(16#7f, 16#9) -> {more, 16#a0, 16#09};
dec_huffman_lookup(16#7f, 16#a) -> {more, 16#a0, 16#17};
dec_huffman_lookup(16#7f, 16#b) -> {ok, 16#a0, 16#28};
dec_huffman_lookup(16#7f, 16#c) -> {more, 16#a3, 16#02};
dec_huffman_lookup(16#7f, 16#d) -> {more, 16#a3, 16#09};
dec_huffman_lookup(16#7f, 16#e) -> {more, 16#a3, 16#17};
dec_huffman_lookup(16#7f, 16#f) -> {ok, 16#a3, 16#28};
dec_huffman_lookup(16#80, 16#0) -> {more, 16#9a, 16#03};
dec_huffman_lookup(16#80, 16#1) -> {more, 16#9a, 16#06};
dec_huffman_lookup(16#80, 16#2) -> {more, 16#9a, 16#0a};
dec_huffman_lookup(16#80, 16#3) -> {more, 16#9a, 16#0f};
dec_huffman_lookup(16#80, 16#4) -> {more, 16#9a, 16#18};
dec_huffman_lookup(16#80, 16#5) -> {more, 16#9a, 16#1f};
dec_huffman_lookup(16#80, 16#6) -> {more, 16#9a, 16#29};
dec_huffman_lookup(16#80, 16#7) -> {ok, 16#9a, 16#38};
dec_huffman_lookup(16#80, 16#8) -> {more, 16#9c, 16#03};
dec_huffman_lookup(16#80, 16#9) -> {more, 16#9c, 16#06};
dec_huffman_lookup(16#80, 16#a) -> {more, 16#9c, 16#0a};
dec_huffman_lookup(16#80, 16#b) -> {more, 16#9c, 16#0f};
dec_huffman_lookup(16#80, 16#c) -> {more, 16#9c, 16#18};
dec_huffman_lookup(16#80, 16#d) -> {more, 16#9c, 16#1f};
dec_huffman_lookup(16#80, 16#e) -> {more, 16#9c, 16#29};
dec_huffman_lookup(16#80, 16#f) -> {ok, 16#9c, 16#38};
dec_huffman_lookup(16#81, 16#0) -> {more, 16#a0, 16#03};
dec_huffman_lookup(16#81, 16#1) -> {more, 16#a0, 16#06};
dec_huffman_lookup(16#81, 16#2) -> {more, 16#a0, 16#0a};
dec_huffman_lookup(16#81, 16#3) -> {more, 16#a0, 16#0f};
dec_huffman_lookup(16#81, 16#4) -> {more, 16#a0, 16#18};
dec_huffman_lookup(16#81, 16#5) -> {more, 16#a0, 16#1f};
dec_huffman_lookup(16#81, 16#6) -> {more, 16#a0, 16#29};
dec_huffman_lookup(16#81, 16#7) -> {ok, 16#a0, 16#38};
dec_huffman_lookup(16#81, 16#8) -> {more, 16#a3, 16#03};
dec_huffman_lookup(16#81, 16#9) -> {more, 16#a3, 16#06};
dec_huffman_lookup(16#81, 16#a) -> {more, 16#a3, 16#0a};
dec_huffman_lookup(16#81, 16#b) -> {more, 16#a3, 16#0f};
dec_huffman_lookup(16#81, 16#c) -> {more, 16#a3, 16#18};
dec_huffman_lookup(16#81, 16#d) -> {more, 16#a3, 16#1f};
dec_huffman_lookup(16#81, 16#e) -> {more, 16#a3, 16#29};
dec_huffman_lookup(16#81, 16#f) -> {ok, 16#a3, 16#38};
dec_huffman_lookup(16#82, 16#0) -> {more, 16#a4, 16#02};
dec_huffman_lookup(16#82, 16#1) -> {more, 16#a4, 16#09};
dec_huffman_lookup(16#82, 16#2) -> {more, 16#a4, 16#17};
dec_huffman_lookup(16#82, 16#3) -> {ok, 16#a4, 16#28};
dec_huffman_lookup(16#82, 16#4) -> {more, 16#a9, 16#02};
dec_huffman_lookup(16#82, 16#5) -> {more, 16#a9, 16#09};
dec_huffman_lookup(16#82, 16#6) -> {more, 16#a9, 16#17};
dec_huffman_lookup(16#82, 16#7) -> {ok, 16#a9, 16#28};
dec_huffman_lookup(16#82, 16#8) -> {more, 16#aa, 16#02};
dec_huffman_lookup(16#82, 16#9) -> {more, 16#aa, 16#09};
dec_huffman_lookup(16#82, 16#a) -> {more, 16#aa, 16#17};
dec_huffman_lookup(16#82, 16#b) -> {ok, 16#aa, 16#28};
dec_huffman_lookup(16#82, 16#c) -> {more, 16#ad, 16#02};
dec_huffman_lookup(16#82, 16#d) -> {more, 16#ad, 16#09};
dec_huffman_lookup(16#82, 16#e) -> {more, 16#ad, 16#17};
dec_huffman_lookup(16#82, 16#f) -> {ok, 16#ad, 16#28};
dec_huffman_lookup(16#83, 16#0) -> {more, 16#a4, 16#03};
dec_huffman_lookup(16#83, 16#1) -> {more, 16#a4, 16#06};
dec_huffman_lookup(16#83, 16#2) -> {more, 16#a4, 16#0a};
dec_huffman_lookup(16#83, 16#3) -> {more, 16#a4, 16#0f};
dec_huffman_lookup(16#83, 16#4) -> {more, 16#a4, 16#18};
dec_huffman_lookup(16#83, 16#5) -> {more, 16#a4, 16#1f};
dec_huffman_lookup(16#83, 16#6) -> {more, 16#a4, 16#29};
dec_huffman_lookup(16#83, 16#7) -> {ok, 16#a4, 16#38};
dec_huffman_lookup(16#83, 16#8) -> {more, 16#a9, 16#03};
dec_huffman_lookup(16#83, 16#9) -> {more, 16#a9, 16#06};
dec_huffman_lookup(16#83, 16#a) -> {more, 16#a9, 16#0a};
dec_huffman_lookup(16#83, 16#b) -> {more, 16#a9, 16#0f};
dec_huffman_lookup(16#83, 16#c) -> {more, 16#a9, 16#18};
dec_huffman_lookup(16#83, 16#d) -> {more, 16#a9, 16#1f};
dec_huffman_lookup(16#83, 16#e) -> {more, 16#a9, 16#29};
dec_huffman_lookup(16#83, 16#f) -> {ok, 16#a9, 16#38};
dec_huffman_lookup(16#84, 16#0) -> {more, 16#aa, 16#03};
dec_huffman_lookup(16#84, 16#1) -> {more, 16#aa, 16#06};
dec_huffman_lookup(16#84, 16#2) -> {more, 16#aa, 16#0a};
dec_huffman_lookup(16#84, 16#3) -> {more, 16#aa, 16#0f};
dec_huffman_lookup(16#84, 16#4) -> {more, 16#aa, 16#18};
dec_huffman_lookup(16#84, 16#5) -> {more, 16#aa, 16#1f};
dec_huffman_lookup(16#84, 16#6) -> {more, 16#aa, 16#29};
dec_huffman_lookup(16#84, 16#7) -> {ok, 16#aa, 16#38};
dec_huffman_lookup(16#84, 16#8) -> {more, 16#ad, 16#03};
dec_huffman_lookup(16#84, 16#9) -> {more, 16#ad, 16#06};
dec_huffman_lookup(16#84, 16#a) -> {more, 16#ad, 16#0a};
dec_huffman_lookup(16#84, 16#b) -> {more, 16#ad, 16#0f};
dec_huffman_lookup(16#84, 16#c) -> {more, 16#ad, 16#18};
dec_huffman_lookup(16#84, 16#d) -> {more, 16#ad, 16#1f};
dec_huffman_lookup(16#84, 16#e) -> {more, 16#ad, 16#29};
dec_huffman_lookup(16#84, 16#f) -> {ok, 16#ad, 16#38};
dec_huffman_lookup(16#85, 16#0) -> {more, undefined, 16#89};
dec_huffman_lookup(16#85, 16#1) -> {more, undefined, 16#8a};
dec_huffman_lookup(16#85, 16#2) -> {more, undefined, 16#8c};
dec_huffman_lookup(16#85, 16#3) -> {more, undefined, 16#8d};
dec_huffman_lookup(16#85, 16#4) -> {more, undefined, 16#90};
dec_huffman_lookup(16#85, 16#5) -> {more, undefined, 16#91};
dec_huffman_lookup(16#85, 16#6) -> {more, undefined, 16#93};
dec_huffman_lookup(16#85, 16#7) -> {more, undefined, 16#96};
dec_huffman_lookup(16#85, 16#8) -> {more, undefined, 16#9c};
dec_huffman_lookup(16#85, 16#9) -> {more, undefined, 16#9f};
dec_huffman_lookup(16#85, 16#a) -> {more, undefined, 16#a3};
dec_huffman_lookup(16#85, 16#b) -> {more, undefined, 16#a6};
dec_huffman_lookup(16#85, 16#c) -> {more, undefined, 16#ab};
dec_huffman_lookup(16#85, 16#d) -> {more, undefined, 16#ae};
dec_huffman_lookup(16#85, 16#e) -> {more, undefined, 16#b5};
dec_huffman_lookup(16#85, 16#f) -> {ok, undefined, 16#be};
dec_huffman_lookup(16#86, 16#0) -> {ok, 16#b2, 16#00};
dec_huffman_lookup(16#86, 16#1) -> {ok, 16#b5, 16#00};
dec_huffman_lookup(16#86, 16#2) -> {ok, 16#b9, 16#00};
dec_huffman_lookup(16#86, 16#3) -> {ok, 16#ba, 16#00};
dec_huffman_lookup(16#86, 16#4) -> {ok, 16#bb, 16#00};
dec_huffman_lookup(16#86, 16#5) -> {ok, 16#bd, 16#00};
dec_huffman_lookup(16#86, 16#6) -> {ok, 16#be, 16#00};
dec_huffman_lookup(16#86, 16#7) -> {ok, 16#c4, 16#00};
dec_huffman_lookup(16#86, 16#8) -> {ok, 16#c6, 16#00};
dec_huffman_lookup(16#86, 16#9) -> {ok, 16#e4, 16#00};
dec_huffman_lookup(16#86, 16#a) -> {ok, 16#e8, 16#00};
dec_huffman_lookup(16#86, 16#b) -> {ok, 16#e9, 16#00};
dec_huffman_lookup(16#86, 16#c) -> {more, undefined, 16#94};
dec_huffman_lookup(16#86, 16#d) -> {more, undefined, 16#95};
dec_huffman_lookup(16#86, 16#e) -> {more, undefined, 16#97};
dec_huffman_lookup(16#86, 16#f) -> {more, undefined, 16#98};
dec_huffman_lookup(16#87, 16#0) -> {more, 16#b2, 16#01};
dec_huffman_lookup(16#87, 16#1) -> {ok, 16#b2, 16#16};
dec_huffman_lookup(16#87, 16#2) -> {more, 16#b5, 16#01};
dec_huffman_lookup(16#87, 16#3) -> {ok, 16#b5, 16#16};
dec_huffman_lookup(16#87, 16#4) -> {more, 16#b9, 16#01};
dec_huffman_lookup(16#87, 16#5) -> {ok, 16#b9, 16#16};
dec_huffman_lookup(16#87, 16#6) -> {more, 16#ba, 16#01};
dec_huffman_lookup(16#87, 16#7) -> {ok, 16#ba, 16#16};
dec_huffman_lookup(16#87, 16#8) -> {more, 16#bb, 16#01};
dec_huffman_lookup(16#87, 16#9) -> {ok, 16#bb, 16#16};
dec_huffman_lookup(16#87, 16#a) -> {more, 16#bd, 16#01};
dec_huffman_lookup(16#87, 16#b) -> {ok, 16#bd, 16#16};
dec_huffman_lookup(16#87, 16#c) -> {more, 16#be, 16#01};
dec_huffman_lookup(16#87, 16#d) -> {ok, 16#be, 16#16};
dec_huffman_lookup(16#87, 16#e) -> {more, 16#c4, 16#01};
dec_huffman_lookup(16#87, 16#f) -> {ok, 16#c4, 16#16};
dec_huffman_lookup(16#88, 16#0) -> {more, 16#b2, 16#02};
dec_huffman_lookup(16#88, 16#1) -> {more, 16#b2, 16#09};
dec_huffman_lookup(16#88, 16#2) -> {more, 16#b2, 16#17};
dec_huffman_lookup(16#88, 16#3) -> {ok, 16#b2, 16#28};
dec_huffman_lookup(16#88, 16#4) -> {more, 16#b5, 16#02};
dec_huffman_lookup(16#88, 16#5) -> {more, 16#b5, 16#09};
dec_huffman_lookup(16#88, 16#6) -> {more, 16#b5, 16#17};
dec_huffman_lookup(16#88, 16#7) -> {ok, 16#b5, 16#28};
dec_huffman_lookup(16#88, 16#8) -> {more, 16#b9, 16#02};
dec_huffman_lookup(16#88, 16#9) -> {more, 16#b9, 16#09};
dec_huffman_lookup(16#88, 16#a) -> {more, 16#b9, 16#17};
dec_huffman_lookup(16#88, 16#b) -> {ok, 16#b9, 16#28};
dec_huffman_lookup(16#88, 16#c) -> {more, 16#ba, 16#02};
dec_huffman_lookup(16#88, 16#d) -> {more, 16#ba, 16#09};
dec_huffman_lookup(16#88, 16#e) -> {more, 16#ba, 16#17};
dec_huffman_lookup(16#88, 16#f) -> {ok, 16#ba, 16#28};
dec_huffman_lookup(16#89, 16#0) -> {more, 16#b2, 16#03};
dec_huffman_lookup(16#89, 16#1) -> {more, 16#b2, 16#06};
dec_huffman_lookup(16#89, 16#2) -> {more, 16#b2, 16#0a};
dec_huffman_lookup(16#89, 16#3) -> {more, 16#b2, 16#0f};
dec_huffman_lookup(16#89, 16#4) -> {more, 16#b2, 16#18};
dec_huffman_lookup(16#89, 16#5) -> {more, 16#b2, 16#1f};
dec_huffman_lookup(16#89, 16#6) -> {more, 16#b2, 16#29};
dec_huffman_lookup(16#89, 16#7) -> {ok, 16#b2, 16#38};
dec_huffman_lookup(16#89, 16#8) -> {more, 16#b5, 16#03};
dec_huffman_lookup(16#89, 16#9) -> {more, 16#b5, 16#06};
dec_huffman_lookup(16#89, 16#a) -> {more, 16#b5, 16#0a};
dec_huffman_lookup(16#89, 16#b) -> {more, 16#b5, 16#0f};
dec_huffman_lookup(16#89, 16#c) -> {more, 16#b5, 16#18};
dec_huffman_lookup(16#89, 16#d) -> {more, 16#b5, 16#1f};
dec_huffman_lookup(16#89, 16#e) -> {more, 16#b5, 16#29};
dec_huffman_lookup(16#89, 16#f) -> {ok, 16#b5, 16#38};
dec_huffman_lookup(16#8a, 16#0) -> {more, 16#b9, 16#03};
dec_huffman_lookup(16#8a, 16#1) -> {more, 16#b9, 16#06};
dec_huffman_lookup(16#8a, 16#2) -> {more, 16#b9, 16#0a};
dec_huffman_lookup(16#8a, 16#3) -> {more, 16#b9, 16#0f};
dec_huffman_lookup(16#8a, 16#4) -> {more, 16#b9, 16#18};
dec_huffman_lookup(16#8a, 16#5) -> {more, 16#b9, 16#1f};
dec_huffman_lookup(16#8a, 16#6) -> {more, 16#b9, 16#29};
dec_huffman_lookup(16#8a, 16#7) -> {ok, 16#b9, 16#38};
dec_huffman_lookup(16#8a, 16#8) -> {more, 16#ba, 16#03};
dec_huffman_lookup(16#8a, 16#9) -> {more, 16#ba, 16#06};
dec_huffman_lookup(16#8a, 16#a) -> {more, 16#ba, 16#0a};
dec_huffman_lookup(16#8a, 16#b) -> {more, 16#ba, 16#0f};
dec_huffman_lookup(16#8a, 16#c) -> {more, 16#ba, 16#18};
dec_huffman_lookup(16#8a, 16#d) -> {more, 16#ba, 16#1f};
dec_huffman_lookup(16#8a, 16#e) -> {more, 16#ba, 16#29};
dec_huffman_lookup(16#8a, 16#f) -> {ok, 16#ba, 16#38};
dec_huffman_lookup(16#8b, 16#0) -> {more, 16#bb, 16#02};
dec_huffman_lookup(16#8b, 16#1) -> {more, 16#bb, 16#09};
dec_huffman_lookup(16#8b, 16#2) -> {more, 16#bb, 16#17};
dec_huffman_lookup(16#8b, 16#3) -> {ok, 16#bb, 16#28};
dec_huffman_lookup(16#8b, 16#4) -> {more, 16#bd, 16#02};
dec_huffman_lookup(16#8b, 16#5) -> {more, 16#bd, 16#09};
dec_huffman_lookup(16#8b, 16#6) -> {more, 16#bd, 16#17};
dec_huffman_lookup(16#8b, 16#7) -> {ok, 16#bd, 16#28};
dec_huffman_lookup(16#8b, 16#8) -> {more, 16#be, 16#02};
dec_huffman_lookup(16#8b, 16#9) -> {more, 16#be, 16#09};
dec_huffman_lookup(16#8b, 16#a) -> {more, 16#be, 16#17};
dec_huffman_lookup(16#8b, 16#b) -> {ok, 16#be, 16#28};
dec_huffman_lookup(16#8b, 16#c) -> {more, 16#c4, 16#02};
dec_huffman_lookup(16#8b, 16#d) -> {more, 16#c4, 16#09};
dec_huffman_lookup(16#8b, 16#e) -> {more, 16#c4, 16#17};
dec_huffman_lookup(16#8b, 16#f) -> {ok, 16#c4, 16#28};
dec_huffman_lookup(16#8c, 16#0) -> {more, 16#bb, 16#03};
dec_huffman_lookup(16#8c, 16#1) -> {more, 16#bb, 16#06};
dec_huffman_lookup(16#8c, 16#2) -> {more, 16#bb, 16#0a};
dec_huffman_lookup(16#8c, 16#3) -> {more, 16#bb, 16#0f};
dec_huffman_lookup(16#8c, 16#4) -> {more, 16#bb, 16#18};
dec_huffman_lookup(16#8c, 16#5) -> {more, 16#bb, 16#1f};
dec_huffman_lookup(16#8c, 16#6) -> {more, 16#bb, 16#29};
dec_huffman_lookup(16#8c, 16#7) -> {ok, 16#bb, 16#38};
dec_huffman_lookup(16#8c, 16#8) -> {more, 16#bd, 16#03};
dec_huffman_lookup(16#8c, 16#9) -> {more, 16#bd, 16#06};
dec_huffman_lookup(16#8c, 16#a) -> {more, 16#bd, 16#0a};
dec_huffman_lookup(16#8c, 16#b) -> {more, 16#bd, 16#0f};
dec_huffman_lookup(16#8c, 16#c) -> {more, 16#bd, 16#18};
dec_huffman_lookup(16#8c, 16#d) -> {more, 16#bd, 16#1f};
dec_huffman_lookup(16#8c, 16#e) -> {more, 16#bd, 16#29};
dec_huffman_lookup(16#8c, 16#f) -> {ok, 16#bd, 16#38};
dec_huffman_lookup(16#8d, 16#0) -> {more, 16#be, 16#03};
dec_huffman_lookup(16#8d, 16#1) -> {more, 16#be, 16#06};
dec_huffman_lookup(16#8d, 16#2) -> {more, 16#be, 16#0a};
dec_huffman_lookup(16#8d, 16#3) -> {more, 16#be, 16#0f};
dec_huffman_lookup(16#8d, 16#4) -> {more, 16#be, 16#18};
dec_huffman_lookup(16#8d, 16#5) -> {more, 16#be, 16#1f};
dec_huffman_lookup(16#8d, 16#6) -> {more, 16#be, 16#29};
dec_huffman_lookup(16#8d, 16#7) -> {ok, 16#be, 16#38};
dec_huffman_lookup(16#8d, 16#8) -> {more, 16#c4, 16#03};
dec_huffman_lookup(16#8d, 16#9) -> {more, 16#c4, 16#06};
dec_huffman_lookup(16#8d, 16#a) -> {more, 16#c4, 16#0a};
dec_huffman_lookup(16#8d, 16#b) -> {more, 16#c4, 16#0f};
dec_huffman_lookup(16#8d, 16#c) -> {more, 16#c4, 16#18};
dec_huffman_lookup(16#8d, 16#d) -> {more, 16#c4, 16#1f};
dec_huffman_lookup(16#8d, 16#e) -> {more, 16#c4, 16#29};
dec_huffman_lookup(16#8d, 16#f) -> {ok, 16#c4, 16#38};
dec_huffman_lookup(16#8e, 16#0) -> {more, 16#c6, 16#01};
dec_huffman_lookup(16#8e, 16#1) -> {ok, 16#c6, 16#16};
dec_huffman_lookup(16#8e, 16#2) -> {more, 16#e4, 16#01};
dec_huffman_lookup(16#8e, 16#3) -> {ok, 16#e4, 16#16};
dec_huffman_lookup(16#8e, 16#4) -> {more, 16#e8, 16#01};
dec_huffman_lookup(16#8e, 16#5) -> {ok, 16#e8, 16#16};
dec_huffman_lookup(16#8e, 16#6) -> {more, 16#e9, 16#01};
dec_huffman_lookup(16#8e, 16#7) -> {ok, 16#e9, 16#16};
dec_huffman_lookup(16#8e, 16#8) -> {ok, 16#01, 16#00};
dec_huffman_lookup(16#8e, 16#9) -> {ok, 16#87, 16#00};
dec_huffman_lookup(16#8e, 16#a) -> {ok, 16#89, 16#00};
dec_huffman_lookup(16#8e, 16#b) -> {ok, 16#8a, 16#00};
dec_huffman_lookup(16#8e, 16#c) -> {ok, 16#8b, 16#00};
dec_huffman_lookup(16#8e, 16#d) -> {ok, 16#8c, 16#00};
dec_huffman_lookup(16#8e, 16#e) -> {ok, 16#8d, 16#00};
dec_huffman_lookup(16#8e, 16#f) -> {ok, 16#8f, 16#00};
dec_huffman_lookup(16#8f, 16#0) -> {more, 16#c6, 16#02};
dec_huffman_lookup(16#8f, 16#1) -> {more, 16#c6, 16#09};
dec_huffman_lookup(16#8f, 16#2) -> {more, 16#c6, 16#17};
dec_huffman_lookup(16#8f, 16#3) -> {ok, 16#c6, 16#28};
dec_huffman_lookup(16#8f, 16#4) -> {more, 16#e4, 16#02};
dec_huffman_lookup(16#8f, 16#5) -> {more, 16#e4, 16#09};
dec_huffman_lookup(16#8f, 16#6) -> {more, 16#e4, 16#17};
dec_huffman_lookup(16#8f, 16#7) -> {ok, 16#e4, 16#28};
dec_huffman_lookup(16#8f, 16#8) -> {more, 16#e8, 16#02};
dec_huffman_lookup(16#8f, 16#9) -> {more, 16#e8, 16#09};
dec_huffman_lookup(16#8f, 16#a) -> {more, 16#e8, 16#17};
dec_huffman_lookup(16#8f, 16#b) -> {ok, 16#e8, 16#28};
dec_huffman_lookup(16#8f, 16#c) -> {more, 16#e9, 16#02};
dec_huffman_lookup(16#8f, 16#d) -> {more, 16#e9, 16#09};
dec_huffman_lookup(16#8f, 16#e) -> {more, 16#e9, 16#17};
dec_huffman_lookup(16#8f, 16#f) -> {ok, 16#e9, 16#28};
dec_huffman_lookup(16#90, 16#0) -> {more, 16#c6, 16#03};
dec_huffman_lookup(16#90, 16#1) -> {more, 16#c6, 16#06};
dec_huffman_lookup(16#90, 16#2) -> {more, 16#c6, 16#0a};
dec_huffman_lookup(16#90, 16#3) -> {more, 16#c6, 16#0f};
dec_huffman_lookup(16#90, 16#4) -> {more, 16#c6, 16#18};
dec_huffman_lookup(16#90, 16#5) -> {more, 16#c6, 16#1f};
dec_huffman_lookup(16#90, 16#6) -> {more, 16#c6, 16#29};
dec_huffman_lookup(16#90, 16#7) -> {ok, 16#c6, 16#38};
dec_huffman_lookup(16#90, 16#8) -> {more, 16#e4, 16#03};
dec_huffman_lookup(16#90, 16#9) -> {more, 16#e4, 16#06};
dec_huffman_lookup(16#90, 16#a) -> {more, 16#e4, 16#0a};
dec_huffman_lookup(16#90, 16#b) -> {more, 16#e4, 16#0f};
dec_huffman_lookup(16#90, 16#c) -> {more, 16#e4, 16#18};
dec_huffman_lookup(16#90, 16#d) -> {more, 16#e4, 16#1f};
dec_huffman_lookup(16#90, 16#e) -> {more, 16#e4, 16#29};
dec_huffman_lookup(16#90, 16#f) -> {ok, 16#e4, 16#38};
dec_huffman_lookup(16#91, 16#0) -> {more, 16#e8, 16#03};
dec_huffman_lookup(16#91, 16#1) -> {more, 16#e8, 16#06};
dec_huffman_lookup(16#91, 16#2) -> {more, 16#e8, 16#0a};
dec_huffman_lookup(16#91, 16#3) -> {more, 16#e8, 16#0f};
dec_huffman_lookup(16#91, 16#4) -> {more, 16#e8, 16#18};
dec_huffman_lookup(16#91, 16#5) -> {more, 16#e8, 16#1f};
dec_huffman_lookup(16#91, 16#6) -> {more, 16#e8, 16#29};
dec_huffman_lookup(16#91, 16#7) -> {ok, 16#e8, 16#38};
dec_huffman_lookup(16#91, 16#8) -> {more, 16#e9, 16#03};
dec_huffman_lookup(16#91, 16#9) -> {more, 16#e9, 16#06};
dec_huffman_lookup(16#91, 16#a) -> {more, 16#e9, 16#0a};
dec_huffman_lookup(16#91, 16#b) -> {more, 16#e9, 16#0f};
dec_huffman_lookup(16#91, 16#c) -> {more, 16#e9, 16#18};
dec_huffman_lookup(16#91, 16#d) -> {more, 16#e9, 16#1f};
dec_huffman_lookup(16#91, 16#e) -> {more, 16#e9, 16#29};
dec_huffman_lookup(16#91, 16#f) -> {ok, 16#e9, 16#38};
dec_huffman_lookup(16#92, 16#0) -> {more, 16#01, 16#01};
dec_huffman_lookup(16#92, 16#1) -> {ok, 16#01, 16#16};
dec_huffman_lookup(16#92, 16#2) -> {more, 16#87, 16#01};
dec_huffman_lookup(16#92, 16#3) -> {ok, 16#87, 16#16};
dec_huffman_lookup(16#92, 16#4) -> {more, 16#89, 16#01};
dec_huffman_lookup(16#92, 16#5) -> {ok, 16#89, 16#16};
dec_huffman_lookup(16#92, 16#6) -> {more, 16#8a, 16#01};
dec_huffman_lookup(16#92, 16#7) -> {ok, 16#8a, 16#16};
dec_huffman_lookup(16#92, 16#8) -> {more, 16#8b, 16#01};
dec_huffman_lookup(16#92, 16#9) -> {ok, 16#8b, 16#16};
dec_huffman_lookup(16#92, 16#a) -> {more, 16#8c, 16#01};
dec_huffman_lookup(16#92, 16#b) -> {ok, 16#8c, 16#16};
dec_huffman_lookup(16#92, 16#c) -> {more, 16#8d, 16#01};
dec_huffman_lookup(16#92, 16#d) -> {ok, 16#8d, 16#16};
dec_huffman_lookup(16#92, 16#e) -> {more, 16#8f, 16#01};
dec_huffman_lookup(16#92, 16#f) -> {ok, 16#8f, 16#16};
dec_huffman_lookup(16#93, 16#0) -> {more, 16#01, 16#02};
dec_huffman_lookup(16#93, 16#1) -> {more, 16#01, 16#09};
dec_huffman_lookup(16#93, 16#2) -> {more, 16#01, 16#17};
dec_huffman_lookup(16#93, 16#3) -> {ok, 16#01, 16#28};
dec_huffman_lookup(16#93, 16#4) -> {more, 16#87, 16#02};
dec_huffman_lookup(16#93, 16#5) -> {more, 16#87, 16#09};
dec_huffman_lookup(16#93, 16#6) -> {more, 16#87, 16#17};
dec_huffman_lookup(16#93, 16#7) -> {ok, 16#87, 16#28};
dec_huffman_lookup(16#93, 16#8) -> {more, 16#89, 16#02};
dec_huffman_lookup(16#93, 16#9) -> {more, 16#89, 16#09};
dec_huffman_lookup(16#93, 16#a) -> {more, 16#89, 16#17};
dec_huffman_lookup(16#93, 16#b) -> {ok, 16#89, 16#28};
dec_huffman_lookup(16#93, 16#c) -> {more, 16#8a, 16#02};
dec_huffman_lookup(16#93, 16#d) -> {more, 16#8a, 16#09};
dec_huffman_lookup(16#93, 16#e) -> {more, 16#8a, 16#17};
dec_huffman_lookup(16#93, 16#f) -> {ok, 16#8a, 16#28};
dec_huffman_lookup(16#94, 16#0) -> {more, 16#01, 16#03};
dec_huffman_lookup(16#94, 16#1) -> {more, 16#01, 16#06};
dec_huffman_lookup(16#94, 16#2) -> {more, 16#01, 16#0a};
dec_huffman_lookup(16#94, 16#3) -> {more, 16#01, 16#0f};
dec_huffman_lookup(16#94, 16#4) -> {more, 16#01, 16#18};
dec_huffman_lookup(16#94, 16#5) -> {more, 16#01, 16#1f};
dec_huffman_lookup(16#94, 16#6) -> {more, 16#01, 16#29};
dec_huffman_lookup(16#94, 16#7) -> {ok, 16#01, 16#38};
dec_huffman_lookup(16#94, 16#8) -> {more, 16#87, 16#03};
dec_huffman_lookup(16#94, 16#9) -> {more, 16#87, 16#06};
dec_huffman_lookup(16#94, 16#a) -> {more, 16#87, 16#0a};
dec_huffman_lookup(16#94, 16#b) -> {more, 16#87, 16#0f};
dec_huffman_lookup(16#94, 16#c) -> {more, 16#87, 16#18};
dec_huffman_lookup(16#94, 16#d) -> {more, 16#87, 16#1f};
dec_huffman_lookup(16#94, 16#e) -> {more, 16#87, 16#29};
dec_huffman_lookup(16#94, 16#f) -> {ok, 16#87, 16#38};
dec_huffman_lookup(16#95, 16#0) -> {more, 16#89, 16#03};
dec_huffman_lookup(16#95, 16#1) -> {more, 16#89, 16#06};
dec_huffman_lookup(16#95, 16#2) -> {more, 16#89, 16#0a};
dec_huffman_lookup(16#95, 16#3) -> {more, 16#89, 16#0f};
dec_huffman_lookup(16#95, 16#4) -> {more, 16#89, 16#18};
dec_huffman_lookup(16#95, 16#5) -> {more, 16#89, 16#1f};
dec_huffman_lookup(16#95, 16#6) -> {more, 16#89, 16#29};
dec_huffman_lookup(16#95, 16#7) -> {ok, 16#89, 16#38};
dec_huffman_lookup(16#95, 16#8) -> {more, 16#8a, 16#03};
dec_huffman_lookup(16#95, 16#9) -> {more, 16#8a, 16#06};
dec_huffman_lookup(16#95, 16#a) -> {more, 16#8a, 16#0a};
dec_huffman_lookup(16#95, 16#b) -> {more, 16#8a, 16#0f};
dec_huffman_lookup(16#95, 16#c) -> {more, 16#8a, 16#18};
dec_huffman_lookup(16#95, 16#d) -> {more, 16#8a, 16#1f};
dec_huffman_lookup(16#95, 16#e) -> {more, 16#8a, 16#29};
dec_huffman_lookup(16#95, 16#f) -> {ok, 16#8a, 16#38};
dec_huffman_lookup(16#96, 16#0) -> {more, 16#8b, 16#02};
dec_huffman_lookup(16#96, 16#1) -> {more, 16#8b, 16#09};
dec_huffman_lookup(16#96, 16#2) -> {more, 16#8b, 16#17};
dec_huffman_lookup(16#96, 16#3) -> {ok, 16#8b, 16#28};
dec_huffman_lookup(16#96, 16#4) -> {more, 16#8c, 16#02};
dec_huffman_lookup(16#96, 16#5) -> {more, 16#8c, 16#09};
dec_huffman_lookup(16#96, 16#6) -> {more, 16#8c, 16#17};
dec_huffman_lookup(16#96, 16#7) -> {ok, 16#8c, 16#28};
dec_huffman_lookup(16#96, 16#8) -> {more, 16#8d, 16#02};
dec_huffman_lookup(16#96, 16#9) -> {more, 16#8d, 16#09};
dec_huffman_lookup(16#96, 16#a) -> {more, 16#8d, 16#17};
dec_huffman_lookup(16#96, 16#b) -> {ok, 16#8d, 16#28};
dec_huffman_lookup(16#96, 16#c) -> {more, 16#8f, 16#02};
dec_huffman_lookup(16#96, 16#d) -> {more, 16#8f, 16#09};
dec_huffman_lookup(16#96, 16#e) -> {more, 16#8f, 16#17};
dec_huffman_lookup(16#96, 16#f) -> {ok, 16#8f, 16#28};
dec_huffman_lookup(16#97, 16#0) -> {more, 16#8b, 16#03};
dec_huffman_lookup(16#97, 16#1) -> {more, 16#8b, 16#06};
dec_huffman_lookup(16#97, 16#2) -> {more, 16#8b, 16#0a};
dec_huffman_lookup(16#97, 16#3) -> {more, 16#8b, 16#0f};
dec_huffman_lookup(16#97, 16#4) -> {more, 16#8b, 16#18};
dec_huffman_lookup(16#97, 16#5) -> {more, 16#8b, 16#1f};
dec_huffman_lookup(16#97, 16#6) -> {more, 16#8b, 16#29};
dec_huffman_lookup(16#97, 16#7) -> {ok, 16#8b, 16#38};
dec_huffman_lookup(16#97, 16#8) -> {more, 16#8c, 16#03};
dec_huffman_lookup(16#97, 16#9) -> {more, 16#8c, 16#06};
dec_huffman_lookup(16#97, 16#a) -> {more, 16#8c, 16#0a};
dec_huffman_lookup(16#97, 16#b) -> {more, 16#8c, 16#0f};
dec_huffman_lookup(16#97, 16#c) -> {more, 16#8c, 16#18};
dec_huffman_lookup(16#97, 16#d) -> {more, 16#8c, 16#1f};
dec_huffman_lookup(16#97, 16#e) -> {more, 16#8c, 16#29};
dec_huffman_lookup(16#97, 16#f) -> {ok, 16#8c, 16#38};
dec_huffman_lookup(16#98, 16#0) -> {more, 16#8d, 16#03};
dec_huffman_lookup(16#98, 16#1) -> {more, 16#8d, 16#06};
dec_huffman_lookup(16#98, 16#2) -> {more, 16#8d, 16#0a};
dec_huffman_lookup(16#98, 16#3) -> {more, 16#8d, 16#0f};
dec_huffman_lookup(16#98, 16#4) -> {more, 16#8d, 16#18};
dec_huffman_lookup(16#98, 16#5) -> {more, 16#8d, 16#1f};
dec_huffman_lookup(16#98, 16#6) -> {more, 16#8d, 16#29};
dec_huffman_lookup(16#98, 16#7) -> {ok, 16#8d, 16#38};
dec_huffman_lookup(16#98, 16#8) -> {more, 16#8f, 16#03};
dec_huffman_lookup(16#98, 16#9) -> {more, 16#8f, 16#06};
dec_huffman_lookup(16#98, 16#a) -> {more, 16#8f, 16#0a};
dec_huffman_lookup(16#98, 16#b) -> {more, 16#8f, 16#0f};
dec_huffman_lookup(16#98, 16#c) -> {more, 16#8f, 16#18};
dec_huffman_lookup(16#98, 16#d) -> {more, 16#8f, 16#1f};
dec_huffman_lookup(16#98, 16#e) -> {more, 16#8f, 16#29};
dec_huffman_lookup(16#98, 16#f) -> {ok, 16#8f, 16#38};
dec_huffman_lookup(16#99, 16#0) -> {more, undefined, 16#9d};
dec_huffman_lookup(16#99, 16#1) -> {more, undefined, 16#9e};
dec_huffman_lookup(16#99, 16#2) -> {more, undefined, 16#a0};
dec_huffman_lookup(16#99, 16#3) -> {more, undefined, 16#a1};
dec_huffman_lookup(16#99, 16#4) -> {more, undefined, 16#a4};
dec_huffman_lookup(16#99, 16#5) -> {more, undefined, 16#a5};
dec_huffman_lookup(16#99, 16#6) -> {more, undefined, 16#a7};
dec_huffman_lookup(16#99, 16#7) -> {more, undefined, 16#a8};
dec_huffman_lookup(16#99, 16#8) -> {more, undefined, 16#ac};
dec_huffman_lookup(16#99, 16#9) -> {more, undefined, 16#ad};
dec_huffman_lookup(16#99, 16#a) -> {more, undefined, 16#af};
dec_huffman_lookup(16#99, 16#b) -> {more, undefined, 16#b1};
dec_huffman_lookup(16#99, 16#c) -> {more, undefined, 16#b6};
dec_huffman_lookup(16#99, 16#d) -> {more, undefined, 16#b9};
dec_huffman_lookup(16#99, 16#e) -> {more, undefined, 16#bf};
dec_huffman_lookup(16#99, 16#f) -> {ok, undefined, 16#cf};
dec_huffman_lookup(16#9a, 16#0) -> {ok, 16#93, 16#00};
dec_huffman_lookup(16#9a, 16#1) -> {ok, 16#95, 16#00};
dec_huffman_lookup(16#9a, 16#2) -> {ok, 16#96, 16#00};
dec_huffman_lookup(16#9a, 16#3) -> {ok, 16#97, 16#00};
dec_huffman_lookup(16#9a, 16#4) -> {ok, 16#98, 16#00};
dec_huffman_lookup(16#9a, 16#5) -> {ok, 16#9b, 16#00};
dec_huffman_lookup(16#9a, 16#6) -> {ok, 16#9d, 16#00};
dec_huffman_lookup(16#9a, 16#7) -> {ok, 16#9e, 16#00};
dec_huffman_lookup(16#9a, 16#8) -> {ok, 16#a5, 16#00};
dec_huffman_lookup(16#9a, 16#9) -> {ok, 16#a6, 16#00};
dec_huffman_lookup(16#9a, 16#a) -> {ok, 16#a8, 16#00};
dec_huffman_lookup(16#9a, 16#b) -> {ok, 16#ae, 16#00};
dec_huffman_lookup(16#9a, 16#c) -> {ok, 16#af, 16#00};
dec_huffman_lookup(16#9a, 16#d) -> {ok, 16#b4, 16#00};
dec_huffman_lookup(16#9a, 16#e) -> {ok, 16#b6, 16#00};
dec_huffman_lookup(16#9a, 16#f) -> {ok, 16#b7, 16#00};
dec_huffman_lookup(16#9b, 16#0) -> {more, 16#93, 16#01};
dec_huffman_lookup(16#9b, 16#1) -> {ok, 16#93, 16#16};
dec_huffman_lookup(16#9b, 16#2) -> {more, 16#95, 16#01};
dec_huffman_lookup(16#9b, 16#3) -> {ok, 16#95, 16#16};
dec_huffman_lookup(16#9b, 16#4) -> {more, 16#96, 16#01};
dec_huffman_lookup(16#9b, 16#5) -> {ok, 16#96, 16#16};
dec_huffman_lookup(16#9b, 16#6) -> {more, 16#97, 16#01};
dec_huffman_lookup(16#9b, 16#7) -> {ok, 16#97, 16#16};
dec_huffman_lookup(16#9b, 16#8) -> {more, 16#98, 16#01};
dec_huffman_lookup(16#9b, 16#9) -> {ok, 16#98, 16#16};
dec_huffman_lookup(16#9b, 16#a) -> {more, 16#9b, 16#01};
dec_huffman_lookup(16#9b, 16#b) -> {ok, 16#9b, 16#16};
dec_huffman_lookup(16#9b, 16#c) -> {more, 16#9d, 16#01};
dec_huffman_lookup(16#9b, 16#d) -> {ok, 16#9d, 16#16};
dec_huffman_lookup(16#9b, 16#e) -> {more, 16#9e, 16#01};
dec_huffman_lookup(16#9b, 16#f) -> {ok, 16#9e, 16#16};
dec_huffman_lookup(16#9c, 16#0) -> {more, 16#93, 16#02};
dec_huffman_lookup(16#9c, 16#1) -> {more, 16#93, 16#09};
dec_huffman_lookup(16#9c, 16#2) -> {more, 16#93, 16#17};
dec_huffman_lookup(16#9c, 16#3) -> {ok, 16#93, 16#28};
dec_huffman_lookup(16#9c, 16#4) -> {more, 16#95, 16#02};
dec_huffman_lookup(16#9c, 16#5) -> {more, 16#95, 16#09};
dec_huffman_lookup(16#9c, 16#6) -> {more, 16#95, 16#17};
dec_huffman_lookup(16#9c, 16#7) -> {ok, 16#95, 16#28};
dec_huffman_lookup(16#9c, 16#8) -> {more, 16#96, 16#02};
dec_huffman_lookup(16#9c, 16#9) -> {more, 16#96, 16#09};
dec_huffman_lookup(16#9c, 16#a) -> {more, 16#96, 16#17};
dec_huffman_lookup(16#9c, 16#b) -> {ok, 16#96, 16#28};
dec_huffman_lookup(16#9c, 16#c) -> {more, 16#97, 16#02};
dec_huffman_lookup(16#9c, 16#d) -> {more, 16#97, 16#09};
dec_huffman_lookup(16#9c, 16#e) -> {more, 16#97, 16#17};
dec_huffman_lookup(16#9c, 16#f) -> {ok, 16#97, 16#28};
dec_huffman_lookup(16#9d, 16#0) -> {more, 16#93, 16#03};
dec_huffman_lookup(16#9d, 16#1) -> {more, 16#93, 16#06};
dec_huffman_lookup(16#9d, 16#2) -> {more, 16#93, 16#0a};
dec_huffman_lookup(16#9d, 16#3) -> {more, 16#93, 16#0f};
dec_huffman_lookup(16#9d, 16#4) -> {more, 16#93, 16#18};
dec_huffman_lookup(16#9d, 16#5) -> {more, 16#93, 16#1f};
dec_huffman_lookup(16#9d, 16#6) -> {more, 16#93, 16#29};
dec_huffman_lookup(16#9d, 16#7) -> {ok, 16#93, 16#38};
dec_huffman_lookup(16#9d, 16#8) -> {more, 16#95, 16#03};
dec_huffman_lookup(16#9d, 16#9) -> {more, 16#95, 16#06};
dec_huffman_lookup(16#9d, 16#a) -> {more, 16#95, 16#0a};
dec_huffman_lookup(16#9d, 16#b) -> {more, 16#95, 16#0f};
dec_huffman_lookup(16#9d, 16#c) -> {more, 16#95, 16#18};
dec_huffman_lookup(16#9d, 16#d) -> {more, 16#95, 16#1f};
dec_huffman_lookup(16#9d, 16#e) -> {more, 16#95, 16#29};
dec_huffman_lookup(16#9d, 16#f) -> {ok, 16#95, 16#38};
dec_huffman_lookup(16#9e, 16#0) -> {more, 16#96, 16#03};
dec_huffman_lookup(16#9e, 16#1) -> {more, 16#96, 16#06};
dec_huffman_lookup(16#9e, 16#2) -> {more, 16#96, 16#0a};
dec_huffman_lookup(16#9e, 16#3) -> {more, 16#96, 16#0f};
dec_huffman_lookup(16#9e, 16#4) -> {more, 16#96, 16#18};
dec_huffman_lookup(16#9e, 16#5) -> {more, 16#96, 16#1f};
dec_huffman_lookup(16#9e, 16#6) -> {more, 16#96, 16#29};
dec_huffman_lookup(16#9e, 16#7) -> {ok, 16#96, 16#38};
dec_huffman_lookup(16#9e, 16#8) -> {more, 16#97, 16#03};
dec_huffman_lookup(16#9e, 16#9) -> {more, 16#97, 16#06};
dec_huffman_lookup(16#9e, 16#a) -> {more, 16#97, 16#0a};
dec_huffman_lookup(16#9e, 16#b) -> {more, 16#97, 16#0f};
dec_huffman_lookup(16#9e, 16#c) -> {more, 16#97, 16#18};
dec_huffman_lookup(16#9e, 16#d) -> {more, 16#97, 16#1f};
dec_huffman_lookup(16#9e, 16#e) -> {more, 16#97, 16#29};
dec_huffman_lookup(16#9e, 16#f) -> {ok, 16#97, 16#38};
dec_huffman_lookup(16#9f, 16#0) -> {more, 16#98, 16#02};
dec_huffman_lookup(16#9f, 16#1) -> {more, 16#98, 16#09};
dec_huffman_lookup(16#9f, 16#2) -> {more, 16#98, 16#17};
dec_huffman_lookup(16#9f, 16#3) -> {ok, 16#98, 16#28};
dec_huffman_lookup(16#9f, 16#4) -> {more, 16#9b, 16#02};
dec_huffman_lookup(16#9f, 16#5) -> {more, 16#9b, 16#09};
dec_huffman_lookup(16#9f, 16#6) -> {more, 16#9b, 16#17};
dec_huffman_lookup(16#9f, 16#7) -> {ok, 16#9b, 16#28};
dec_huffman_lookup(16#9f, 16#8) -> {more, 16#9d, 16#02};
dec_huffman_lookup(16#9f, 16#9) -> {more, 16#9d, 16#09};
dec_huffman_lookup(16#9f, 16#a) -> {more, 16#9d, 16#17};
dec_huffman_lookup(16#9f, 16#b) -> {ok, 16#9d, 16#28};
dec_huffman_lookup(16#9f, 16#c) -> {more, 16#9e, 16#02};
dec_huffman_lookup(16#9f, 16#d) -> {more, 16#9e, 16#09};
dec_huffman_lookup(16#9f, 16#e) -> {more, 16#9e, 16#17};
dec_huffman_lookup(16#9f, 16#f) -> {ok, 16#9e, 16#28};
dec_huffman_lookup(16#a0, 16#0) -> {more, 16#98, 16#03};
dec_huffman_lookup(16#a0, 16#1) -> {more, 16#98, 16#06};
dec_huffman_lookup(16#a0, 16#2) -> {more, 16#98, 16#0a};
dec_huffman_lookup(16#a0, 16#3) -> {more, 16#98, 16#0f};
dec_huffman_lookup(16#a0, 16#4) -> {more, 16#98, 16#18};
dec_huffman_lookup(16#a0, 16#5) -> {more, 16#98, 16#1f};
dec_huffman_lookup(16#a0, 16#6) -> {more, 16#98, 16#29};
dec_huffman_lookup(16#a0, 16#7) -> {ok, 16#98, 16#38};
dec_huffman_lookup(16#a0, 16#8) -> {more, 16#9b, 16#03};
dec_huffman_lookup(16#a0, 16#9) -> {more, 16#9b, 16#06};
dec_huffman_lookup(16#a0, 16#a) -> {more, 16#9b, 16#0a};
dec_huffman_lookup(16#a0, 16#b) -> {more, 16#9b, 16#0f};
dec_huffman_lookup(16#a0, 16#c) -> {more, 16#9b, 16#18};
dec_huffman_lookup(16#a0, 16#d) -> {more, 16#9b, 16#1f};
dec_huffman_lookup(16#a0, 16#e) -> {more, 16#9b, 16#29};
dec_huffman_lookup(16#a0, 16#f) -> {ok, 16#9b, 16#38};
dec_huffman_lookup(16#a1, 16#0) -> {more, 16#9d, 16#03};
dec_huffman_lookup(16#a1, 16#1) -> {more, 16#9d, 16#06};
dec_huffman_lookup(16#a1, 16#2) -> {more, 16#9d, 16#0a};
dec_huffman_lookup(16#a1, 16#3) -> {more, 16#9d, 16#0f};
dec_huffman_lookup(16#a1, 16#4) -> {more, 16#9d, 16#18};
dec_huffman_lookup(16#a1, 16#5) -> {more, 16#9d, 16#1f};
dec_huffman_lookup(16#a1, 16#6) -> {more, 16#9d, 16#29};
dec_huffman_lookup(16#a1, 16#7) -> {ok, 16#9d, 16#38};
dec_huffman_lookup(16#a1, 16#8) -> {more, 16#9e, 16#03};
dec_huffman_lookup(16#a1, 16#9) -> {more, 16#9e, 16#06};
dec_huffman_lookup(16#a1, 16#a) -> {more, 16#9e, 16#0a};
dec_huffman_lookup(16#a1, 16#b) -> {more, 16#9e, 16#0f};
dec_huffman_lookup(16#a1, 16#c) -> {more, 16#9e, 16#18};
dec_huffman_lookup(16#a1, 16#d) -> {more, 16#9e, 16#1f};
dec_huffman_lookup(16#a1, 16#e) -> {more, 16#9e, 16#29};
dec_huffman_lookup(16#a1, 16#f) -> {ok, 16#9e, 16#38};
dec_huffman_lookup(16#a2, 16#0) -> {more, 16#a5, 16#01};
dec_huffman_lookup(16#a2, 16#1) -> {ok, 16#a5, 16#16};
dec_huffman_lookup(16#a2, 16#2) -> {more, 16#a6, 16#01};
dec_huffman_lookup(16#a2, 16#3) -> {ok, 16#a6, 16#16};
dec_huffman_lookup(16#a2, 16#4) -> {more, 16#a8, 16#01};
dec_huffman_lookup(16#a2, 16#5) -> {ok, 16#a8, 16#16};
dec_huffman_lookup(16#a2, 16#6) -> {more, 16#ae, 16#01};
dec_huffman_lookup(16#a2, 16#7) -> {ok, 16#ae, 16#16};
dec_huffman_lookup(16#a2, 16#8) -> {more, 16#af, 16#01};
dec_huffman_lookup(16#a2, 16#9) -> {ok, 16#af, 16#16};
dec_huffman_lookup(16#a2, 16#a) -> {more, 16#b4, 16#01};
dec_huffman_lookup(16#a2, 16#b) -> {ok, 16#b4, 16#16};
dec_huffman_lookup(16#a2, 16#c) -> {more, 16#b6, 16#01};
dec_huffman_lookup(16#a2, 16#d) -> {ok, 16#b6, 16#16};
dec_huffman_lookup(16#a2, 16#e) -> {more, 16#b7, 16#01};
dec_huffman_lookup(16#a2, 16#f) -> {ok, 16#b7, 16#16};
dec_huffman_lookup(16#a3, 16#0) -> {more, 16#a5, 16#02};
dec_huffman_lookup(16#a3, 16#1) -> {more, 16#a5, 16#09};
dec_huffman_lookup(16#a3, 16#2) -> {more, 16#a5, 16#17};
dec_huffman_lookup(16#a3, 16#3) -> {ok, 16#a5, 16#28};
dec_huffman_lookup(16#a3, 16#4) -> {more, 16#a6, 16#02};
dec_huffman_lookup(16#a3, 16#5) -> {more, 16#a6, 16#09};
dec_huffman_lookup(16#a3, 16#6) -> {more, 16#a6, 16#17};
dec_huffman_lookup(16#a3, 16#7) -> {ok, 16#a6, 16#28};
dec_huffman_lookup(16#a3, 16#8) -> {more, 16#a8, 16#02};
dec_huffman_lookup(16#a3, 16#9) -> {more, 16#a8, 16#09};
dec_huffman_lookup(16#a3, 16#a) -> {more, 16#a8, 16#17};
dec_huffman_lookup(16#a3, 16#b) -> {ok, 16#a8, 16#28};
dec_huffman_lookup(16#a3, 16#c) -> {more, 16#ae, 16#02};
dec_huffman_lookup(16#a3, 16#d) -> {more, 16#ae, 16#09};
dec_huffman_lookup(16#a3, 16#e) -> {more, 16#ae, 16#17};
dec_huffman_lookup(16#a3, 16#f) -> {ok, 16#ae, 16#28};
dec_huffman_lookup(16#a4, 16#0) -> {more, 16#a5, 16#03};
dec_huffman_lookup(16#a4, 16#1) -> {more, 16#a5, 16#06};
dec_huffman_lookup(16#a4, 16#2) -> {more, 16#a5, 16#0a};
dec_huffman_lookup(16#a4, 16#3) -> {more, 16#a5, 16#0f};
dec_huffman_lookup(16#a4, 16#4) -> {more, 16#a5, 16#18};
dec_huffman_lookup(16#a4, 16#5) -> {more, 16#a5, 16#1f};
dec_huffman_lookup(16#a4, 16#6) -> {more, 16#a5, 16#29};
dec_huffman_lookup(16#a4, 16#7) -> {ok, 16#a5, 16#38};
dec_huffman_lookup(16#a4, 16#8) -> {more, 16#a6, 16#03};
dec_huffman_lookup(16#a4, 16#9) -> {more, 16#a6, 16#06};
dec_huffman_lookup(16#a4, 16#a) -> {more, 16#a6, 16#0a};
dec_huffman_lookup(16#a4, 16#b) -> {more, 16#a6, 16#0f};
dec_huffman_lookup(16#a4, 16#c) -> {more, 16#a6, 16#18};
dec_huffman_lookup(16#a4, 16#d) -> {more, 16#a6, 16#1f};
dec_huffman_lookup(16#a4, 16#e) -> {more, 16#a6, 16#29};
dec_huffman_lookup(16#a4, 16#f) -> {ok, 16#a6, 16#38};
dec_huffman_lookup(16#a5, 16#0) -> {more, 16#a8, 16#03};
dec_huffman_lookup(16#a5, 16#1) -> {more, 16#a8, 16#06};
dec_huffman_lookup(16#a5, 16#2) -> {more, 16#a8, 16#0a};
dec_huffman_lookup(16#a5, 16#3) -> {more, 16#a8, 16#0f};
dec_huffman_lookup(16#a5, 16#4) -> {more, 16#a8, 16#18};
dec_huffman_lookup(16#a5, 16#5) -> {more, 16#a8, 16#1f};
dec_huffman_lookup(16#a5, 16#6) -> {more, 16#a8, 16#29};
dec_huffman_lookup(16#a5, 16#7) -> {ok, 16#a8, 16#38};
dec_huffman_lookup(16#a5, 16#8) -> {more, 16#ae, 16#03};
dec_huffman_lookup(16#a5, 16#9) -> {more, 16#ae, 16#06};
dec_huffman_lookup(16#a5, 16#a) -> {more, 16#ae, 16#0a};
dec_huffman_lookup(16#a5, 16#b) -> {more, 16#ae, 16#0f};
dec_huffman_lookup(16#a5, 16#c) -> {more, 16#ae, 16#18};
dec_huffman_lookup(16#a5, 16#d) -> {more, 16#ae, 16#1f};
dec_huffman_lookup(16#a5, 16#e) -> {more, 16#ae, 16#29};
dec_huffman_lookup(16#a5, 16#f) -> {ok, 16#ae, 16#38};
dec_huffman_lookup(16#a6, 16#0) -> {more, 16#af, 16#02};
dec_huffman_lookup(16#a6, 16#1) -> {more, 16#af, 16#09};
dec_huffman_lookup(16#a6, 16#2) -> {more, 16#af, 16#17};
dec_huffman_lookup(16#a6, 16#3) -> {ok, 16#af, 16#28};
dec_huffman_lookup(16#a6, 16#4) -> {more, 16#b4, 16#02};
dec_huffman_lookup(16#a6, 16#5) -> {more, 16#b4, 16#09};
dec_huffman_lookup(16#a6, 16#6) -> {more, 16#b4, 16#17};
dec_huffman_lookup(16#a6, 16#7) -> {ok, 16#b4, 16#28};
dec_huffman_lookup(16#a6, 16#8) -> {more, 16#b6, 16#02};
dec_huffman_lookup(16#a6, 16#9) -> {more, 16#b6, 16#09};
dec_huffman_lookup(16#a6, 16#a) -> {more, 16#b6, 16#17};
dec_huffman_lookup(16#a6, 16#b) -> {ok, 16#b6, 16#28};
dec_huffman_lookup(16#a6, 16#c) -> {more, 16#b7, 16#02};
dec_huffman_lookup(16#a6, 16#d) -> {more, 16#b7, 16#09};
dec_huffman_lookup(16#a6, 16#e) -> {more, 16#b7, 16#17};
dec_huffman_lookup(16#a6, 16#f) -> {ok, 16#b7, 16#28};
dec_huffman_lookup(16#a7, 16#0) -> {more, 16#af, 16#03};
dec_huffman_lookup(16#a7, 16#1) -> {more, 16#af, 16#06};
dec_huffman_lookup(16#a7, 16#2) -> {more, 16#af, 16#0a};
dec_huffman_lookup(16#a7, 16#3) -> {more, 16#af, 16#0f};
dec_huffman_lookup(16#a7, 16#4) -> {more, 16#af, 16#18};
dec_huffman_lookup(16#a7, 16#5) -> {more, 16#af, 16#1f};
dec_huffman_lookup(16#a7, 16#6) -> {more, 16#af, 16#29};
dec_huffman_lookup(16#a7, 16#7) -> {ok, 16#af, 16#38};
dec_huffman_lookup(16#a7, 16#8) -> {more, 16#b4, 16#03};
dec_huffman_lookup(16#a7, 16#9) -> {more, 16#b4, 16#06};
dec_huffman_lookup(16#a7, 16#a) -> {more, 16#b4, 16#0a};
dec_huffman_lookup(16#a7, 16#b) -> {more, 16#b4, 16#0f};
dec_huffman_lookup(16#a7, 16#c) -> {more, 16#b4, 16#18};
dec_huffman_lookup(16#a7, 16#d) -> {more, 16#b4, 16#1f};
dec_huffman_lookup(16#a7, 16#e) -> {more, 16#b4, 16#29};
dec_huffman_lookup(16#a7, 16#f) -> {ok, 16#b4, 16#38};
dec_huffman_lookup(16#a8, 16#0) -> {more, 16#b6, 16#03};
dec_huffman_lookup(16#a8, 16#1) -> {more, 16#b6, 16#06};
dec_huffman_lookup(16#a8, 16#2) -> {more, 16#b6, 16#0a};
dec_huffman_lookup(16#a8, 16#3) -> {more, 16#b6, 16#0f};
dec_huffman_lookup(16#a8, 16#4) -> {more, 16#b6, 16#18};
dec_huffman_lookup(16#a8, 16#5) -> {more, 16#b6, 16#1f};
dec_huffman_lookup(16#a8, 16#6) -> {more, 16#b6, 16#29};
dec_huffman_lookup(16#a8, 16#7) -> {ok, 16#b6, 16#38};
dec_huffman_lookup(16#a8, 16#8) -> {more, 16#b7, 16#03};
dec_huffman_lookup(16#a8, 16#9) -> {more, 16#b7, 16#06};
dec_huffman_lookup(16#a8, 16#a) -> {more, 16#b7, 16#0a};
dec_huffman_lookup(16#a8, 16#b) -> {more, 16#b7, 16#0f};
dec_huffman_lookup(16#a8, 16#c) -> {more, 16#b7, 16#18};
dec_huffman_lookup(16#a8, 16#d) -> {more, 16#b7, 16#1f};
dec_huffman_lookup(16#a8, 16#e) -> {more, 16#b7, 16#29};
dec_huffman_lookup(16#a8, 16#f) -> {ok, 16#b7, 16#38};
dec_huffman_lookup(16#a9, 16#0) -> {ok, 16#bc, 16#00};
dec_huffman_lookup(16#a9, 16#1) -> {ok, 16#bf, 16#00};
dec_huffman_lookup(16#a9, 16#2) -> {ok, 16#c5, 16#00};
dec_huffman_lookup(16#a9, 16#3) -> {ok, 16#e7, 16#00};
dec_huffman_lookup(16#a9, 16#4) -> {ok, 16#ef, 16#00};
dec_huffman_lookup(16#a9, 16#5) -> {more, undefined, 16#b0};
dec_huffman_lookup(16#a9, 16#6) -> {more, undefined, 16#b2};
dec_huffman_lookup(16#a9, 16#7) -> {more, undefined, 16#b3};
dec_huffman_lookup(16#a9, 16#8) -> {more, undefined, 16#b7};
dec_huffman_lookup(16#a9, 16#9) -> {more, undefined, 16#b8};
dec_huffman_lookup(16#a9, 16#a) -> {more, undefined, 16#ba};
dec_huffman_lookup(16#a9, 16#b) -> {more, undefined, 16#bb};
dec_huffman_lookup(16#a9, 16#c) -> {more, undefined, 16#c0};
dec_huffman_lookup(16#a9, 16#d) -> {more, undefined, 16#c7};
dec_huffman_lookup(16#a9, 16#e) -> {more, undefined, 16#d0};
dec_huffman_lookup(16#a9, 16#f) -> {ok, undefined, 16#df};
dec_huffman_lookup(16#aa, 16#0) -> {more, 16#bc, 16#01};
dec_huffman_lookup(16#aa, 16#1) -> {ok, 16#bc, 16#16};
dec_huffman_lookup(16#aa, 16#2) -> {more, 16#bf, 16#01};
dec_huffman_lookup(16#aa, 16#3) -> {ok, 16#bf, 16#16};
dec_huffman_lookup(16#aa, 16#4) -> {more, 16#c5, 16#01};
dec_huffman_lookup(16#aa, 16#5) -> {ok, 16#c5, 16#16};
dec_huffman_lookup(16#aa, 16#6) -> {more, 16#e7, 16#01};
dec_huffman_lookup(16#aa, 16#7) -> {ok, 16#e7, 16#16};
dec_huffman_lookup(16#aa, 16#8) -> {more, 16#ef, 16#01};
dec_huffman_lookup(16#aa, 16#9) -> {ok, 16#ef, 16#16};
dec_huffman_lookup(16#aa, 16#a) -> {ok, 16#09, 16#00};
dec_huffman_lookup(16#aa, 16#b) -> {ok, 16#8e, 16#00};
dec_huffman_lookup(16#aa, 16#c) -> {ok, 16#90, 16#00};
dec_huffman_lookup(16#aa, 16#d) -> {ok, 16#91, 16#00};
dec_huffman_lookup(16#aa, 16#e) -> {ok, 16#94, 16#00};
dec_huffman_lookup(16#aa, 16#f) -> {ok, 16#9f, 16#00};
dec_huffman_lookup(16#ab, 16#0) -> {more, 16#bc, 16#02};
dec_huffman_lookup(16#ab, 16#1) -> {more, 16#bc, 16#09};
dec_huffman_lookup(16#ab, 16#2) -> {more, 16#bc, 16#17};
dec_huffman_lookup(16#ab, 16#3) -> {ok, 16#bc, 16#28};
dec_huffman_lookup(16#ab, 16#4) -> {more, 16#bf, 16#02};
dec_huffman_lookup(16#ab, 16#5) -> {more, 16#bf, 16#09};
dec_huffman_lookup(16#ab, 16#6) -> {more, 16#bf, 16#17};
dec_huffman_lookup(16#ab, 16#7) -> {ok, 16#bf, 16#28};
dec_huffman_lookup(16#ab, 16#8) -> {more, 16#c5, 16#02};
dec_huffman_lookup(16#ab, 16#9) -> {more, 16#c5, 16#09};
dec_huffman_lookup(16#ab, 16#a) -> {more, 16#c5, 16#17};
dec_huffman_lookup(16#ab, 16#b) -> {ok, 16#c5, 16#28};
dec_huffman_lookup(16#ab, 16#c) -> {more, 16#e7, 16#02};
dec_huffman_lookup(16#ab, 16#d) -> {more, 16#e7, 16#09};
dec_huffman_lookup(16#ab, 16#e) -> {more, 16#e7, 16#17};
dec_huffman_lookup(16#ab, 16#f) -> {ok, 16#e7, 16#28};
dec_huffman_lookup(16#ac, 16#0) -> {more, 16#bc, 16#03};
dec_huffman_lookup(16#ac, 16#1) -> {more, 16#bc, 16#06};
dec_huffman_lookup(16#ac, 16#2) -> {more, 16#bc, 16#0a};
dec_huffman_lookup(16#ac, 16#3) -> {more, 16#bc, 16#0f};
dec_huffman_lookup(16#ac, 16#4) -> {more, 16#bc, 16#18};
dec_huffman_lookup(16#ac, 16#5) -> {more, 16#bc, 16#1f};
dec_huffman_lookup(16#ac, 16#6) -> {more, 16#bc, 16#29};
dec_huffman_lookup(16#ac, 16#7) -> {ok, 16#bc, 16#38};
dec_huffman_lookup(16#ac, 16#8) -> {more, 16#bf, 16#03};
dec_huffman_lookup(16#ac, 16#9) -> {more, 16#bf, 16#06};
dec_huffman_lookup(16#ac, 16#a) -> {more, 16#bf, 16#0a};
dec_huffman_lookup(16#ac, 16#b) -> {more, 16#bf, 16#0f};
dec_huffman_lookup(16#ac, 16#c) -> {more, 16#bf, 16#18};
dec_huffman_lookup(16#ac, 16#d) -> {more, 16#bf, 16#1f};
dec_huffman_lookup(16#ac, 16#e) -> {more, 16#bf, 16#29};
dec_huffman_lookup(16#ac, 16#f) -> {ok, 16#bf, 16#38};
dec_huffman_lookup(16#ad, 16#0) -> {more, 16#c5, 16#03};
dec_huffman_lookup(16#ad, 16#1) -> {more, 16#c5, 16#06};
dec_huffman_lookup(16#ad, 16#2) -> {more, 16#c5, 16#0a};
dec_huffman_lookup(16#ad, 16#3) -> {more, 16#c5, 16#0f};
dec_huffman_lookup(16#ad, 16#4) -> {more, 16#c5, 16#18};
dec_huffman_lookup(16#ad, 16#5) -> {more, 16#c5, 16#1f};
dec_huffman_lookup(16#ad, 16#6) -> {more, 16#c5, 16#29};
dec_huffman_lookup(16#ad, 16#7) -> {ok, 16#c5, 16#38};
dec_huffman_lookup(16#ad, 16#8) -> {more, 16#e7, 16#03};
dec_huffman_lookup(16#ad, 16#9) -> {more, 16#e7, 16#06};
dec_huffman_lookup(16#ad, 16#a) -> {more, 16#e7, 16#0a};
dec_huffman_lookup(16#ad, 16#b) -> {more, 16#e7, 16#0f};
dec_huffman_lookup(16#ad, 16#c) -> {more, 16#e7, 16#18};
dec_huffman_lookup(16#ad, 16#d) -> {more, 16#e7, 16#1f};
dec_huffman_lookup(16#ad, 16#e) -> {more, 16#e7, 16#29};
dec_huffman_lookup(16#ad, 16#f) -> {ok, 16#e7, 16#38};
dec_huffman_lookup(16#ae, 16#0) -> {more, 16#ef, 16#02};
dec_huffman_lookup(16#ae, 16#1) -> {more, 16#ef, 16#09};
dec_huffman_lookup(16#ae, 16#2) -> {more, 16#ef, 16#17};
dec_huffman_lookup(16#ae, 16#3) -> {ok, 16#ef, 16#28};
dec_huffman_lookup(16#ae, 16#4) -> {more, 16#09, 16#01};
dec_huffman_lookup(16#ae, 16#5) -> {ok, 16#09, 16#16};
dec_huffman_lookup(16#ae, 16#6) -> {more, 16#8e, 16#01};
dec_huffman_lookup(16#ae, 16#7) -> {ok, 16#8e, 16#16};
dec_huffman_lookup(16#ae, 16#8) -> {more, 16#90, 16#01};
dec_huffman_lookup(16#ae, 16#9) -> {ok, 16#90, 16#16};
dec_huffman_lookup(16#ae, 16#a) -> {more, 16#91, 16#01};
dec_huffman_lookup(16#ae, 16#b) -> {ok, 16#91, 16#16};
dec_huffman_lookup(16#ae, 16#c) -> {more, 16#94, 16#01};
dec_huffman_lookup(16#ae, 16#d) -> {ok, 16#94, 16#16};
dec_huffman_lookup(16#ae, 16#e) -> {more, 16#9f, 16#01};
dec_huffman_lookup(16#ae, 16#f) -> {ok, 16#9f, 16#16};
dec_huffman_lookup(16#af, 16#0) -> {more, 16#ef, 16#03};
dec_huffman_lookup(16#af, 16#1) -> {more, 16#ef, 16#06};
dec_huffman_lookup(16#af, 16#2) -> {more, 16#ef, 16#0a};
dec_huffman_lookup(16#af, 16#3) -> {more, 16#ef, 16#0f};
dec_huffman_lookup(16#af, 16#4) -> {more, 16#ef, 16#18};
dec_huffman_lookup(16#af, 16#5) -> {more, 16#ef, 16#1f};
dec_huffman_lookup(16#af, 16#6) -> {more, 16#ef, 16#29};
dec_huffman_lookup(16#af, 16#7) -> {ok, 16#ef, 16#38};
dec_huffman_lookup(16#af, 16#8) -> {more, 16#09, 16#02};
dec_huffman_lookup(16#af, 16#9) -> {more, 16#09, 16#09};
dec_huffman_lookup(16#af, 16#a) -> {more, 16#09, 16#17};
dec_huffman_lookup(16#af, 16#b) -> {ok, 16#09, 16#28};
dec_huffman_lookup(16#af, 16#c) -> {more, 16#8e, 16#02};
dec_huffman_lookup(16#af, 16#d) -> {more, 16#8e, 16#09};
dec_huffman_lookup(16#af, 16#e) -> {more, 16#8e, 16#17};
dec_huffman_lookup(16#af, 16#f) -> {ok, 16#8e, 16#28};
dec_huffman_lookup(16#b0, 16#0) -> {more, 16#09, 16#03};
dec_huffman_lookup(16#b0, 16#1) -> {more, 16#09, 16#06};
dec_huffman_lookup(16#b0, 16#2) -> {more, 16#09, 16#0a};
dec_huffman_lookup(16#b0, 16#3) -> {more, 16#09, 16#0f};
dec_huffman_lookup(16#b0, 16#4) -> {more, 16#09, 16#18};
dec_huffman_lookup(16#b0, 16#5) -> {more, 16#09, 16#1f};
dec_huffman_lookup(16#b0, 16#6) -> {more, 16#09, 16#29};
dec_huffman_lookup(16#b0, 16#7) -> {ok, 16#09, 16#38};
dec_huffman_lookup(16#b0, 16#8) -> {more, 16#8e, 16#03};
dec_huffman_lookup(16#b0, 16#9) -> {more, 16#8e, 16#06};
dec_huffman_lookup(16#b0, 16#a) -> {more, 16#8e, 16#0a};
dec_huffman_lookup(16#b0, 16#b) -> {more, 16#8e, 16#0f};
dec_huffman_lookup(16#b0, 16#c) -> {more, 16#8e, 16#18};
dec_huffman_lookup(16#b0, 16#d) -> {more, 16#8e, 16#1f};
dec_huffman_lookup(16#b0, 16#e) -> {more, 16#8e, 16#29};
dec_huffman_lookup(16#b0, 16#f) -> {ok, 16#8e, 16#38};
dec_huffman_lookup(16#b1, 16#0) -> {more, 16#90, 16#02};
dec_huffman_lookup(16#b1, 16#1) -> {more, 16#90, 16#09};
dec_huffman_lookup(16#b1, 16#2) -> {more, 16#90, 16#17};
dec_huffman_lookup(16#b1, 16#3) -> {ok, 16#90, 16#28};
dec_huffman_lookup(16#b1, 16#4) -> {more, 16#91, 16#02};
dec_huffman_lookup(16#b1, 16#5) -> {more, 16#91, 16#09};
dec_huffman_lookup(16#b1, 16#6) -> {more, 16#91, 16#17};
dec_huffman_lookup(16#b1, 16#7) -> {ok, 16#91, 16#28};
dec_huffman_lookup(16#b1, 16#8) -> {more, 16#94, 16#02};
dec_huffman_lookup(16#b1, 16#9) -> {more, 16#94, 16#09};
dec_huffman_lookup(16#b1, 16#a) -> {more, 16#94, 16#17};
dec_huffman_lookup(16#b1, 16#b) -> {ok, 16#94, 16#28};
dec_huffman_lookup(16#b1, 16#c) -> {more, 16#9f, 16#02};
dec_huffman_lookup(16#b1, 16#d) -> {more, 16#9f, 16#09};
dec_huffman_lookup(16#b1, 16#e) -> {more, 16#9f, 16#17};
dec_huffman_lookup(16#b1, 16#f) -> {ok, 16#9f, 16#28};
dec_huffman_lookup(16#b2, 16#0) -> {more, 16#90, 16#03};
dec_huffman_lookup(16#b2, 16#1) -> {more, 16#90, 16#06};
dec_huffman_lookup(16#b2, 16#2) -> {more, 16#90, 16#0a};
dec_huffman_lookup(16#b2, 16#3) -> {more, 16#90, 16#0f};
dec_huffman_lookup(16#b2, 16#4) -> {more, 16#90, 16#18};
dec_huffman_lookup(16#b2, 16#5) -> {more, 16#90, 16#1f};
dec_huffman_lookup(16#b2, 16#6) -> {more, 16#90, 16#29};
dec_huffman_lookup(16#b2, 16#7) -> {ok, 16#90, 16#38};
dec_huffman_lookup(16#b2, 16#8) -> {more, 16#91, 16#03};
dec_huffman_lookup(16#b2, 16#9) -> {more, 16#91, 16#06};
dec_huffman_lookup(16#b2, 16#a) -> {more, 16#91, 16#0a};
dec_huffman_lookup(16#b2, 16#b) -> {more, 16#91, 16#0f};
dec_huffman_lookup(16#b2, 16#c) -> {more, 16#91, 16#18};
dec_huffman_lookup(16#b2, 16#d) -> {more, 16#91, 16#1f};
dec_huffman_lookup(16#b2, 16#e) -> {more, 16#91, 16#29};
dec_huffman_lookup(16#b2, 16#f) -> {ok, 16#91, 16#38};
dec_huffman_lookup(16#b3, 16#0) -> {more, 16#94, 16#03};
dec_huffman_lookup(16#b3, 16#1) -> {more, 16#94, 16#06};
dec_huffman_lookup(16#b3, 16#2) -> {more, 16#94, 16#0a};
dec_huffman_lookup(16#b3, 16#3) -> {more, 16#94, 16#0f};
dec_huffman_lookup(16#b3, 16#4) -> {more, 16#94, 16#18};
dec_huffman_lookup(16#b3, 16#5) -> {more, 16#94, 16#1f};
dec_huffman_lookup(16#b3, 16#6) -> {more, 16#94, 16#29};
dec_huffman_lookup(16#b3, 16#7) -> {ok, 16#94, 16#38};
dec_huffman_lookup(16#b3, 16#8) -> {more, 16#9f, 16#03};
dec_huffman_lookup(16#b3, 16#9) -> {more, 16#9f, 16#06};
dec_huffman_lookup(16#b3, 16#a) -> {more, 16#9f, 16#0a};
dec_huffman_lookup(16#b3, 16#b) -> {more, 16#9f, 16#0f};
dec_huffman_lookup(16#b3, 16#c) -> {more, 16#9f, 16#18};
dec_huffman_lookup(16#b3, 16#d) -> {more, 16#9f, 16#1f};
dec_huffman_lookup(16#b3, 16#e) -> {more, 16#9f, 16#29};
dec_huffman_lookup(16#b3, 16#f) -> {ok, 16#9f, 16#38};
dec_huffman_lookup(16#b4, 16#0) -> {ok, 16#ab, 16#00};
dec_huffman_lookup(16#b4, 16#1) -> {ok, 16#ce, 16#00};
dec_huffman_lookup(16#b4, 16#2) -> {ok, 16#d7, 16#00};
dec_huffman_lookup(16#b4, 16#3) -> {ok, 16#e1, 16#00};
dec_huffman_lookup(16#b4, 16#4) -> {ok, 16#ec, 16#00};
dec_huffman_lookup(16#b4, 16#5) -> {ok, 16#ed, 16#00};
dec_huffman_lookup(16#b4, 16#6) -> {more, undefined, 16#bc};
dec_huffman_lookup(16#b4, 16#7) -> {more, undefined, 16#bd};
dec_huffman_lookup(16#b4, 16#8) -> {more, undefined, 16#c1};
dec_huffman_lookup(16#b4, 16#9) -> {more, undefined, 16#c4};
dec_huffman_lookup(16#b4, 16#a) -> {more, undefined, 16#c8};
dec_huffman_lookup(16#b4, 16#b) -> {more, undefined, 16#cb};
dec_huffman_lookup(16#b4, 16#c) -> {more, undefined, 16#d1};
dec_huffman_lookup(16#b4, 16#d) -> {more, undefined, 16#d8};
dec_huffman_lookup(16#b4, 16#e) -> {more, undefined, 16#e0};
dec_huffman_lookup(16#b4, 16#f) -> {ok, undefined, 16#ee};
dec_huffman_lookup(16#b5, 16#0) -> {more, 16#ab, 16#01};
dec_huffman_lookup(16#b5, 16#1) -> {ok, 16#ab, 16#16};
dec_huffman_lookup(16#b5, 16#2) -> {more, 16#ce, 16#01};
dec_huffman_lookup(16#b5, 16#3) -> {ok, 16#ce, 16#16};
dec_huffman_lookup(16#b5, 16#4) -> {more, 16#d7, 16#01};
dec_huffman_lookup(16#b5, 16#5) -> {ok, 16#d7, 16#16};
dec_huffman_lookup(16#b5, 16#6) -> {more, 16#e1, 16#01};
dec_huffman_lookup(16#b5, 16#7) -> {ok, 16#e1, 16#16};
dec_huffman_lookup(16#b5, 16#8) -> {more, 16#ec, 16#01};
dec_huffman_lookup(16#b5, 16#9) -> {ok, 16#ec, 16#16};
dec_huffman_lookup(16#b5, 16#a) -> {more, 16#ed, 16#01};
dec_huffman_lookup(16#b5, 16#b) -> {ok, 16#ed, 16#16};
dec_huffman_lookup(16#b5, 16#c) -> {ok, 16#c7, 16#00};
dec_huffman_lookup(16#b5, 16#d) -> {ok, 16#cf, 16#00};
dec_huffman_lookup(16#b5, 16#e) -> {ok, 16#ea, 16#00};
dec_huffman_lookup(16#b5, 16#f) -> {ok, 16#eb, 16#00};
dec_huffman_lookup(16#b6, 16#0) -> {more, 16#ab, 16#02};
dec_huffman_lookup(16#b6, 16#1) -> {more, 16#ab, 16#09};
dec_huffman_lookup(16#b6, 16#2) -> {more, 16#ab, 16#17};
dec_huffman_lookup(16#b6, 16#3) -> {ok, 16#ab, 16#28};
dec_huffman_lookup(16#b6, 16#4) -> {more, 16#ce, 16#02};
dec_huffman_lookup(16#b6, 16#5) -> {more, 16#ce, 16#09};
dec_huffman_lookup(16#b6, 16#6) -> {more, 16#ce, 16#17};
dec_huffman_lookup(16#b6, 16#7) -> {ok, 16#ce, 16#28};
dec_huffman_lookup(16#b6, 16#8) -> {more, 16#d7, 16#02};
dec_huffman_lookup(16#b6, 16#9) -> {more, 16#d7, 16#09};
dec_huffman_lookup(16#b6, 16#a) -> {more, 16#d7, 16#17};
dec_huffman_lookup(16#b6, 16#b) -> {ok, 16#d7, 16#28};
dec_huffman_lookup(16#b6, 16#c) -> {more, 16#e1, 16#02};
dec_huffman_lookup(16#b6, 16#d) -> {more, 16#e1, 16#09};
dec_huffman_lookup(16#b6, 16#e) -> {more, 16#e1, 16#17};
dec_huffman_lookup(16#b6, 16#f) -> {ok, 16#e1, 16#28};
dec_huffman_lookup(16#b7, 16#0) -> {more, 16#ab, 16#03};
dec_huffman_lookup(16#b7, 16#1) -> {more, 16#ab, 16#06};
dec_huffman_lookup(16#b7, 16#2) -> {more, 16#ab, 16#0a};
dec_huffman_lookup(16#b7, 16#3) -> {more, 16#ab, 16#0f};
dec_huffman_lookup(16#b7, 16#4) -> {more, 16#ab, 16#18};
dec_huffman_lookup(16#b7, 16#5) -> {more, 16#ab, 16#1f};
dec_huffman_lookup(16#b7, 16#6) -> {more, 16#ab, 16#29};
dec_huffman_lookup(16#b7, 16#7) -> {ok, 16#ab, 16#38};
dec_huffman_lookup(16#b7, 16#8) -> {more, 16#ce, 16#03};
dec_huffman_lookup(16#b7, 16#9) -> {more, 16#ce, 16#06};
dec_huffman_lookup(16#b7, 16#a) -> {more, 16#ce, 16#0a};
dec_huffman_lookup(16#b7, 16#b) -> {more, 16#ce, 16#0f};
dec_huffman_lookup(16#b7, 16#c) -> {more, 16#ce, 16#18};
dec_huffman_lookup(16#b7, 16#d) -> {more, 16#ce, 16#1f};
dec_huffman_lookup(16#b7, 16#e) -> {more, 16#ce, 16#29};
dec_huffman_lookup(16#b7, 16#f) -> {ok, 16#ce, 16#38};
dec_huffman_lookup(16#b8, 16#0) -> {more, 16#d7, 16#03};
dec_huffman_lookup(16#b8, 16#1) -> {more, 16#d7, 16#06};
dec_huffman_lookup(16#b8, 16#2) -> {more, 16#d7, 16#0a};
dec_huffman_lookup(16#b8, 16#3) -> {more, 16#d7, 16#0f};
dec_huffman_lookup(16#b8, 16#4) -> {more, 16#d7, 16#18};
dec_huffman_lookup(16#b8, 16#5) -> {more, 16#d7, 16#1f};
dec_huffman_lookup(16#b8, 16#6) -> {more, 16#d7, 16#29};
dec_huffman_lookup(16#b8, 16#7) -> {ok, 16#d7, 16#38};
dec_huffman_lookup(16#b8, 16#8) -> {more, 16#e1, 16#03};
dec_huffman_lookup(16#b8, 16#9) -> {more, 16#e1, 16#06};
dec_huffman_lookup(16#b8, 16#a) -> {more, 16#e1, 16#0a};
dec_huffman_lookup(16#b8, 16#b) -> {more, 16#e1, 16#0f};
dec_huffman_lookup(16#b8, 16#c) -> {more, 16#e1, 16#18};
dec_huffman_lookup(16#b8, 16#d) -> {more, 16#e1, 16#1f};
dec_huffman_lookup(16#b8, 16#e) -> {more, 16#e1, 16#29};
dec_huffman_lookup(16#b8, 16#f) -> {ok, 16#e1, 16#38};
dec_huffman_lookup(16#b9, 16#0) -> {more, 16#ec, 16#02};
dec_huffman_lookup(16#b9, 16#1) -> {more, 16#ec, 16#09};
dec_huffman_lookup(16#b9, 16#2) -> {more, 16#ec, 16#17};
dec_huffman_lookup(16#b9, 16#3) -> {ok, 16#ec, 16#28};
dec_huffman_lookup(16#b9, 16#4) -> {more, 16#ed, 16#02};
dec_huffman_lookup(16#b9, 16#5) -> {more, 16#ed, 16#09};
dec_huffman_lookup(16#b9, 16#6) -> {more, 16#ed, 16#17};
dec_huffman_lookup(16#b9, 16#7) -> {ok, 16#ed, 16#28};
dec_huffman_lookup(16#b9, 16#8) -> {more, 16#c7, 16#01};
dec_huffman_lookup(16#b9, 16#9) -> {ok, 16#c7, 16#16};
dec_huffman_lookup(16#b9, 16#a) -> {more, 16#cf, 16#01};
dec_huffman_lookup(16#b9, 16#b) -> {ok, 16#cf, 16#16};
dec_huffman_lookup(16#b9, 16#c) -> {more, 16#ea, 16#01};
dec_huffman_lookup(16#b9, 16#d) -> {ok, 16#ea, 16#16};
dec_huffman_lookup(16#b9, 16#e) -> {more, 16#eb, 16#01};
dec_huffman_lookup(16#b9, 16#f) -> {ok, 16#eb, 16#16};
dec_huffman_lookup(16#ba, 16#0) -> {more, 16#ec, 16#03};
dec_huffman_lookup(16#ba, 16#1) -> {more, 16#ec, 16#06};
dec_huffman_lookup(16#ba, 16#2) -> {more, 16#ec, 16#0a};
dec_huffman_lookup(16#ba, 16#3) -> {more, 16#ec, 16#0f};
dec_huffman_lookup(16#ba, 16#4) -> {more, 16#ec, 16#18};
dec_huffman_lookup(16#ba, 16#5) -> {more, 16#ec, 16#1f};
dec_huffman_lookup(16#ba, 16#6) -> {more, 16#ec, 16#29};
dec_huffman_lookup(16#ba, 16#7) -> {ok, 16#ec, 16#38};
dec_huffman_lookup(16#ba, 16#8) -> {more, 16#ed, 16#03};
dec_huffman_lookup(16#ba, 16#9) -> {more, 16#ed, 16#06};
dec_huffman_lookup(16#ba, 16#a) -> {more, 16#ed, 16#0a};
dec_huffman_lookup(16#ba, 16#b) -> {more, 16#ed, 16#0f};
dec_huffman_lookup(16#ba, 16#c) -> {more, 16#ed, 16#18};
dec_huffman_lookup(16#ba, 16#d) -> {more, 16#ed, 16#1f};
dec_huffman_lookup(16#ba, 16#e) -> {more, 16#ed, 16#29};
dec_huffman_lookup(16#ba, 16#f) -> {ok, 16#ed, 16#38};
dec_huffman_lookup(16#bb, 16#0) -> {more, 16#c7, 16#02};
dec_huffman_lookup(16#bb, 16#1) -> {more, 16#c7, 16#09};
dec_huffman_lookup(16#bb, 16#2) -> {more, 16#c7, 16#17};
dec_huffman_lookup(16#bb, 16#3) -> {ok, 16#c7, 16#28};
dec_huffman_lookup(16#bb, 16#4) -> {more, 16#cf, 16#02};
dec_huffman_lookup(16#bb, 16#5) -> {more, 16#cf, 16#09};
dec_huffman_lookup(16#bb, 16#6) -> {more, 16#cf, 16#17};
dec_huffman_lookup(16#bb, 16#7) -> {ok, 16#cf, 16#28};
dec_huffman_lookup(16#bb, 16#8) -> {more, 16#ea, 16#02};
dec_huffman_lookup(16#bb, 16#9) -> {more, 16#ea, 16#09};
dec_huffman_lookup(16#bb, 16#a) -> {more, 16#ea, 16#17};
dec_huffman_lookup(16#bb, 16#b) -> {ok, 16#ea, 16#28};
dec_huffman_lookup(16#bb, 16#c) -> {more, 16#eb, 16#02};
dec_huffman_lookup(16#bb, 16#d) -> {more, 16#eb, 16#09};
dec_huffman_lookup(16#bb, 16#e) -> {more, 16#eb, 16#17};
dec_huffman_lookup(16#bb, 16#f) -> {ok, 16#eb, 16#28};
dec_huffman_lookup(16#bc, 16#0) -> {more, 16#c7, 16#03};
dec_huffman_lookup(16#bc, 16#1) -> {more, 16#c7, 16#06};
dec_huffman_lookup(16#bc, 16#2) -> {more, 16#c7, 16#0a};
dec_huffman_lookup(16#bc, 16#3) -> {more, 16#c7, 16#0f};
dec_huffman_lookup(16#bc, 16#4) -> {more, 16#c7, 16#18};
dec_huffman_lookup(16#bc, 16#5) -> {more, 16#c7, 16#1f};
dec_huffman_lookup(16#bc, 16#6) -> {more, 16#c7, 16#29};
dec_huffman_lookup(16#bc, 16#7) -> {ok, 16#c7, 16#38};
dec_huffman_lookup(16#bc, 16#8) -> {more, 16#cf, 16#03};
dec_huffman_lookup(16#bc, 16#9) -> {more, 16#cf, 16#06};
dec_huffman_lookup(16#bc, 16#a) -> {more, 16#cf, 16#0a};
dec_huffman_lookup(16#bc, 16#b) -> {more, 16#cf, 16#0f};
dec_huffman_lookup(16#bc, 16#c) -> {more, 16#cf, 16#18};
dec_huffman_lookup(16#bc, 16#d) -> {more, 16#cf, 16#1f};
dec_huffman_lookup(16#bc, 16#e) -> {more, 16#cf, 16#29};
dec_huffman_lookup(16#bc, 16#f) -> {ok, 16#cf, 16#38};
dec_huffman_lookup(16#bd, 16#0) -> {more, 16#ea, 16#03};
dec_huffman_lookup(16#bd, 16#1) -> {more, 16#ea, 16#06};
dec_huffman_lookup(16#bd, 16#2) -> {more, 16#ea, 16#0a};
dec_huffman_lookup(16#bd, 16#3) -> {more, 16#ea, 16#0f};
dec_huffman_lookup(16#bd, 16#4) -> {more, 16#ea, 16#18};
dec_huffman_lookup(16#bd, 16#5) -> {more, 16#ea, 16#1f};
dec_huffman_lookup(16#bd, 16#6) -> {more, 16#ea, 16#29};
dec_huffman_lookup(16#bd, 16#7) -> {ok, 16#ea, 16#38};
dec_huffman_lookup(16#bd, 16#8) -> {more, 16#eb, 16#03};
dec_huffman_lookup(16#bd, 16#9) -> {more, 16#eb, 16#06};
dec_huffman_lookup(16#bd, 16#a) -> {more, 16#eb, 16#0a};
dec_huffman_lookup(16#bd, 16#b) -> {more, 16#eb, 16#0f};
dec_huffman_lookup(16#bd, 16#c) -> {more, 16#eb, 16#18};
dec_huffman_lookup(16#bd, 16#d) -> {more, 16#eb, 16#1f};
dec_huffman_lookup(16#bd, 16#e) -> {more, 16#eb, 16#29};
dec_huffman_lookup(16#bd, 16#f) -> {ok, 16#eb, 16#38};
dec_huffman_lookup(16#be, 16#0) -> {more, undefined, 16#c2};
dec_huffman_lookup(16#be, 16#1) -> {more, undefined, 16#c3};
dec_huffman_lookup(16#be, 16#2) -> {more, undefined, 16#c5};
dec_huffman_lookup(16#be, 16#3) -> {more, undefined, 16#c6};
dec_huffman_lookup(16#be, 16#4) -> {more, undefined, 16#c9};
dec_huffman_lookup(16#be, 16#5) -> {more, undefined, 16#ca};
dec_huffman_lookup(16#be, 16#6) -> {more, undefined, 16#cc};
dec_huffman_lookup(16#be, 16#7) -> {more, undefined, 16#cd};
dec_huffman_lookup(16#be, 16#8) -> {more, undefined, 16#d2};
dec_huffman_lookup(16#be, 16#9) -> {more, undefined, 16#d5};
dec_huffman_lookup(16#be, 16#a) -> {more, undefined, 16#d9};
dec_huffman_lookup(16#be, 16#b) -> {more, undefined, 16#dc};
dec_huffman_lookup(16#be, 16#c) -> {more, undefined, 16#e1};
dec_huffman_lookup(16#be, 16#d) -> {more, undefined, 16#e7};
dec_huffman_lookup(16#be, 16#e) -> {more, undefined, 16#ef};
dec_huffman_lookup(16#be, 16#f) -> {ok, undefined, 16#f6};
dec_huffman_lookup(16#bf, 16#0) -> {ok, 16#c0, 16#00};
dec_huffman_lookup(16#bf, 16#1) -> {ok, 16#c1, 16#00};
dec_huffman_lookup(16#bf, 16#2) -> {ok, 16#c8, 16#00};
dec_huffman_lookup(16#bf, 16#3) -> {ok, 16#c9, 16#00};
dec_huffman_lookup(16#bf, 16#4) -> {ok, 16#ca, 16#00};
dec_huffman_lookup(16#bf, 16#5) -> {ok, 16#cd, 16#00};
dec_huffman_lookup(16#bf, 16#6) -> {ok, 16#d2, 16#00};
dec_huffman_lookup(16#bf, 16#7) -> {ok, 16#d5, 16#00};
dec_huffman_lookup(16#bf, 16#8) -> {ok, 16#da, 16#00};
dec_huffman_lookup(16#bf, 16#9) -> {ok, 16#db, 16#00};
dec_huffman_lookup(16#bf, 16#a) -> {ok, 16#ee, 16#00};
dec_huffman_lookup(16#bf, 16#b) -> {ok, 16#f0, 16#00};
dec_huffman_lookup(16#bf, 16#c) -> {ok, 16#f2, 16#00};
dec_huffman_lookup(16#bf, 16#d) -> {ok, 16#f3, 16#00};
dec_huffman_lookup(16#bf, 16#e) -> {ok, 16#ff, 16#00};
dec_huffman_lookup(16#bf, 16#f) -> {more, undefined, 16#ce};
dec_huffman_lookup(16#c0, 16#0) -> {more, 16#c0, 16#01};
dec_huffman_lookup(16#c0, 16#1) -> {ok, 16#c0, 16#16};
dec_huffman_lookup(16#c0, 16#2) -> {more, 16#c1, 16#01};
dec_huffman_lookup(16#c0, 16#3) -> {ok, 16#c1, 16#16};
dec_huffman_lookup(16#c0, 16#4) -> {more, 16#c8, 16#01};
dec_huffman_lookup(16#c0, 16#5) -> {ok, 16#c8, 16#16};
dec_huffman_lookup(16#c0, 16#6) -> {more, 16#c9, 16#01};
dec_huffman_lookup(16#c0, 16#7) -> {ok, 16#c9, 16#16};
dec_huffman_lookup(16#c0, 16#8) -> {more, 16#ca, 16#01};
dec_huffman_lookup(16#c0, 16#9) -> {ok, 16#ca, 16#16};
dec_huffman_lookup(16#c0, 16#a) -> {more, 16#cd, 16#01};
dec_huffman_lookup(16#c0, 16#b) -> {ok, 16#cd, 16#16};
dec_huffman_lookup(16#c0, 16#c) -> {more, 16#d2, 16#01};
dec_huffman_lookup(16#c0, 16#d) -> {ok, 16#d2, 16#16};
dec_huffman_lookup(16#c0, 16#e) -> {more, 16#d5, 16#01};
dec_huffman_lookup(16#c0, 16#f) -> {ok, 16#d5, 16#16};
dec_huffman_lookup(16#c1, 16#0) -> {more, 16#c0, 16#02};
dec_huffman_lookup(16#c1, 16#1) -> {more, 16#c0, 16#09};
dec_huffman_lookup(16#c1, 16#2) -> {more, 16#c0, 16#17};
dec_huffman_lookup(16#c1, 16#3) -> {ok, 16#c0, 16#28};
dec_huffman_lookup(16#c1, 16#4) -> {more, 16#c1, 16#02};
dec_huffman_lookup(16#c1, 16#5) -> {more, 16#c1, 16#09};
dec_huffman_lookup(16#c1, 16#6) -> {more, 16#c1, 16#17};
dec_huffman_lookup(16#c1, 16#7) -> {ok, 16#c1, 16#28};
dec_huffman_lookup(16#c1, 16#8) -> {more, 16#c8, 16#02};
dec_huffman_lookup(16#c1, 16#9) -> {more, 16#c8, 16#09};
dec_huffman_lookup(16#c1, 16#a) -> {more, 16#c8, 16#17};
dec_huffman_lookup(16#c1, 16#b) -> {ok, 16#c8, 16#28};
dec_huffman_lookup(16#c1, 16#c) -> {more, 16#c9, 16#02};
dec_huffman_lookup(16#c1, 16#d) -> {more, 16#c9, 16#09};
dec_huffman_lookup(16#c1, 16#e) -> {more, 16#c9, 16#17};
dec_huffman_lookup(16#c1, 16#f) -> {ok, 16#c9, 16#28};
dec_huffman_lookup(16#c2, 16#0) -> {more, 16#c0, 16#03};
dec_huffman_lookup(16#c2, 16#1) -> {more, 16#c0, 16#06};
dec_huffman_lookup(16#c2, 16#2) -> {more, 16#c0, 16#0a};
dec_huffman_lookup(16#c2, 16#3) -> {more, 16#c0, 16#0f};
dec_huffman_lookup(16#c2, 16#4) -> {more, 16#c0, 16#18};
dec_huffman_lookup(16#c2, 16#5) -> {more, 16#c0, 16#1f};
dec_huffman_lookup(16#c2, 16#6) -> {more, 16#c0, 16#29};
dec_huffman_lookup(16#c2, 16#7) -> {ok, 16#c0, 16#38};
dec_huffman_lookup(16#c2, 16#8) -> {more, 16#c1, 16#03};
dec_huffman_lookup(16#c2, 16#9) -> {more, 16#c1, 16#06};
dec_huffman_lookup(16#c2, 16#a) -> {more, 16#c1, 16#0a};
dec_huffman_lookup(16#c2, 16#b) -> {more, 16#c1, 16#0f};
dec_huffman_lookup(16#c2, 16#c) -> {more, 16#c1, 16#18};
dec_huffman_lookup(16#c2, 16#d) -> {more, 16#c1, 16#1f};
dec_huffman_lookup(16#c2, 16#e) -> {more, 16#c1, 16#29};
dec_huffman_lookup(16#c2, 16#f) -> {ok, 16#c1, 16#38};
dec_huffman_lookup(16#c3, 16#0) -> {more, 16#c8, 16#03};
dec_huffman_lookup(16#c3, 16#1) -> {more, 16#c8, 16#06};
dec_huffman_lookup(16#c3, 16#2) -> {more, 16#c8, 16#0a};
dec_huffman_lookup(16#c3, 16#3) -> {more, 16#c8, 16#0f};
dec_huffman_lookup(16#c3, 16#4) -> {more, 16#c8, 16#18};
dec_huffman_lookup(16#c3, 16#5) -> {more, 16#c8, 16#1f};
dec_huffman_lookup(16#c3, 16#6) -> {more, 16#c8, 16#29};
dec_huffman_lookup(16#c3, 16#7) -> {ok, 16#c8, 16#38};
dec_huffman_lookup(16#c3, 16#8) -> {more, 16#c9, 16#03};
dec_huffman_lookup(16#c3, 16#9) -> {more, 16#c9, 16#06};
dec_huffman_lookup(16#c3, 16#a) -> {more, 16#c9, 16#0a};
dec_huffman_lookup(16#c3, 16#b) -> {more, 16#c9, 16#0f};
dec_huffman_lookup(16#c3, 16#c) -> {more, 16#c9, 16#18};
dec_huffman_lookup(16#c3, 16#d) -> {more, 16#c9, 16#1f};
dec_huffman_lookup(16#c3, 16#e) -> {more, 16#c9, 16#29};
dec_huffman_lookup(16#c3, 16#f) -> {ok, 16#c9, 16#38};
dec_huffman_lookup(16#c4, 16#0) -> {more, 16#ca, 16#02};
dec_huffman_lookup(16#c4, 16#1) -> {more, 16#ca, 16#09};
dec_huffman_lookup(16#c4, 16#2) -> {more, 16#ca, 16#17};
dec_huffman_lookup(16#c4, 16#3) -> {ok, 16#ca, 16#28};
dec_huffman_lookup(16#c4, 16#4) -> {more, 16#cd, 16#02};
dec_huffman_lookup(16#c4, 16#5) -> {more, 16#cd, 16#09};
dec_huffman_lookup(16#c4, 16#6) -> {more, 16#cd, 16#17};
dec_huffman_lookup(16#c4, 16#7) -> {ok, 16#cd, 16#28};
dec_huffman_lookup(16#c4, 16#8) -> {more, 16#d2, 16#02};
dec_huffman_lookup(16#c4, 16#9) -> {more, 16#d2, 16#09};
dec_huffman_lookup(16#c4, 16#a) -> {more, 16#d2, 16#17};
dec_huffman_lookup(16#c4, 16#b) -> {ok, 16#d2, 16#28};
dec_huffman_lookup(16#c4, 16#c) -> {more, 16#d5, 16#02};
dec_huffman_lookup(16#c4, 16#d) -> {more, 16#d5, 16#09};
dec_huffman_lookup(16#c4, 16#e) -> {more, 16#d5, 16#17};
dec_huffman_lookup(16#c4, 16#f) -> {ok, 16#d5, 16#28};
dec_huffman_lookup(16#c5, 16#0) -> {more, 16#ca, 16#03};
dec_huffman_lookup(16#c5, 16#1) -> {more, 16#ca, 16#06};
dec_huffman_lookup(16#c5, 16#2) -> {more, 16#ca, 16#0a};
dec_huffman_lookup(16#c5, 16#3) -> {more, 16#ca, 16#0f};
dec_huffman_lookup(16#c5, 16#4) -> {more, 16#ca, 16#18};
dec_huffman_lookup(16#c5, 16#5) -> {more, 16#ca, 16#1f};
dec_huffman_lookup(16#c5, 16#6) -> {more, 16#ca, 16#29};
dec_huffman_lookup(16#c5, 16#7) -> {ok, 16#ca, 16#38};
dec_huffman_lookup(16#c5, 16#8) -> {more, 16#cd, 16#03};
dec_huffman_lookup(16#c5, 16#9) -> {more, 16#cd, 16#06};
dec_huffman_lookup(16#c5, 16#a) -> {more, 16#cd, 16#0a};
dec_huffman_lookup(16#c5, 16#b) -> {more, 16#cd, 16#0f};
dec_huffman_lookup(16#c5, 16#c) -> {more, 16#cd, 16#18};
dec_huffman_lookup(16#c5, 16#d) -> {more, 16#cd, 16#1f};
dec_huffman_lookup(16#c5, 16#e) -> {more, 16#cd, 16#29};
dec_huffman_lookup(16#c5, 16#f) -> {ok, 16#cd, 16#38};
dec_huffman_lookup(16#c6, 16#0) -> {more, 16#d2, 16#03};
dec_huffman_lookup(16#c6, 16#1) -> {more, 16#d2, 16#06};
dec_huffman_lookup(16#c6, 16#2) -> {more, 16#d2, 16#0a};
dec_huffman_lookup(16#c6, 16#3) -> {more, 16#d2, 16#0f};
dec_huffman_lookup(16#c6, 16#4) -> {more, 16#d2, 16#18};
dec_huffman_lookup(16#c6, 16#5) -> {more, 16#d2, 16#1f};
dec_huffman_lookup(16#c6, 16#6) -> {more, 16#d2, 16#29};
dec_huffman_lookup(16#c6, 16#7) -> {ok, 16#d2, 16#38};
dec_huffman_lookup(16#c6, 16#8) -> {more, 16#d5, 16#03};
dec_huffman_lookup(16#c6, 16#9) -> {more, 16#d5, 16#06};
dec_huffman_lookup(16#c6, 16#a) -> {more, 16#d5, 16#0a};
dec_huffman_lookup(16#c6, 16#b) -> {more, 16#d5, 16#0f};
dec_huffman_lookup(16#c6, 16#c) -> {more, 16#d5, 16#18};
dec_huffman_lookup(16#c6, 16#d) -> {more, 16#d5, 16#1f};
dec_huffman_lookup(16#c6, 16#e) -> {more, 16#d5, 16#29};
dec_huffman_lookup(16#c6, 16#f) -> {ok, 16#d5, 16#38};
dec_huffman_lookup(16#c7, 16#0) -> {more, 16#da, 16#01};
dec_huffman_lookup(16#c7, 16#1) -> {ok, 16#da, 16#16};
dec_huffman_lookup(16#c7, 16#2) -> {more, 16#db, 16#01};
dec_huffman_lookup(16#c7, 16#3) -> {ok, 16#db, 16#16};
dec_huffman_lookup(16#c7, 16#4) -> {more, 16#ee, 16#01};
dec_huffman_lookup(16#c7, 16#5) -> {ok, 16#ee, 16#16};
dec_huffman_lookup(16#c7, 16#6) -> {more, 16#f0, 16#01};
dec_huffman_lookup(16#c7, 16#7) -> {ok, 16#f0, 16#16};
dec_huffman_lookup(16#c7, 16#8) -> {more, 16#f2, 16#01};
dec_huffman_lookup(16#c7, 16#9) -> {ok, 16#f2, 16#16};
dec_huffman_lookup(16#c7, 16#a) -> {more, 16#f3, 16#01};
dec_huffman_lookup(16#c7, 16#b) -> {ok, 16#f3, 16#16};
dec_huffman_lookup(16#c7, 16#c) -> {more, 16#ff, 16#01};
dec_huffman_lookup(16#c7, 16#d) -> {ok, 16#ff, 16#16};
dec_huffman_lookup(16#c7, 16#e) -> {ok, 16#cb, 16#00};
dec_huffman_lookup(16#c7, 16#f) -> {ok, 16#cc, 16#00};
dec_huffman_lookup(16#c8, 16#0) -> {more, 16#da, 16#02};
dec_huffman_lookup(16#c8, 16#1) -> {more, 16#da, 16#09};
dec_huffman_lookup(16#c8, 16#2) -> {more, 16#da, 16#17};
dec_huffman_lookup(16#c8, 16#3) -> {ok, 16#da, 16#28};
dec_huffman_lookup(16#c8, 16#4) -> {more, 16#db, 16#02};
dec_huffman_lookup(16#c8, 16#5) -> {more, 16#db, 16#09};
dec_huffman_lookup(16#c8, 16#6) -> {more, 16#db, 16#17};
dec_huffman_lookup(16#c8, 16#7) -> {ok, 16#db, 16#28};
dec_huffman_lookup(16#c8, 16#8) -> {more, 16#ee, 16#02};
dec_huffman_lookup(16#c8, 16#9) -> {more, 16#ee, 16#09};
dec_huffman_lookup(16#c8, 16#a) -> {more, 16#ee, 16#17};
dec_huffman_lookup(16#c8, 16#b) -> {ok, 16#ee, 16#28};
dec_huffman_lookup(16#c8, 16#c) -> {more, 16#f0, 16#02};
dec_huffman_lookup(16#c8, 16#d) -> {more, 16#f0, 16#09};
dec_huffman_lookup(16#c8, 16#e) -> {more, 16#f0, 16#17};
dec_huffman_lookup(16#c8, 16#f) -> {ok, 16#f0, 16#28};
dec_huffman_lookup(16#c9, 16#0) -> {more, 16#da, 16#03};
dec_huffman_lookup(16#c9, 16#1) -> {more, 16#da, 16#06};
dec_huffman_lookup(16#c9, 16#2) -> {more, 16#da, 16#0a};
dec_huffman_lookup(16#c9, 16#3) -> {more, 16#da, 16#0f};
dec_huffman_lookup(16#c9, 16#4) -> {more, 16#da, 16#18};
dec_huffman_lookup(16#c9, 16#5) -> {more, 16#da, 16#1f};
dec_huffman_lookup(16#c9, 16#6) -> {more, 16#da, 16#29};
dec_huffman_lookup(16#c9, 16#7) -> {ok, 16#da, 16#38};
dec_huffman_lookup(16#c9, 16#8) -> {more, 16#db, 16#03};
dec_huffman_lookup(16#c9, 16#9) -> {more, 16#db, 16#06};
dec_huffman_lookup(16#c9, 16#a) -> {more, 16#db, 16#0a};
dec_huffman_lookup(16#c9, 16#b) -> {more, 16#db, 16#0f};
dec_huffman_lookup(16#c9, 16#c) -> {more, 16#db, 16#18};
dec_huffman_lookup(16#c9, 16#d) -> {more, 16#db, 16#1f};
dec_huffman_lookup(16#c9, 16#e) -> {more, 16#db, 16#29};
dec_huffman_lookup(16#c9, 16#f) -> {ok, 16#db, 16#38};
dec_huffman_lookup(16#ca, 16#0) -> {more, 16#ee, 16#03};
dec_huffman_lookup(16#ca, 16#1) -> {more, 16#ee, 16#06};
dec_huffman_lookup(16#ca, 16#2) -> {more, 16#ee, 16#0a};
dec_huffman_lookup(16#ca, 16#3) -> {more, 16#ee, 16#0f};
dec_huffman_lookup(16#ca, 16#4) -> {more, 16#ee, 16#18};
dec_huffman_lookup(16#ca, 16#5) -> {more, 16#ee, 16#1f};
dec_huffman_lookup(16#ca, 16#6) -> {more, 16#ee, 16#29};
dec_huffman_lookup(16#ca, 16#7) -> {ok, 16#ee, 16#38};
dec_huffman_lookup(16#ca, 16#8) -> {more, 16#f0, 16#03};
dec_huffman_lookup(16#ca, 16#9) -> {more, 16#f0, 16#06};
dec_huffman_lookup(16#ca, 16#a) -> {more, 16#f0, 16#0a};
dec_huffman_lookup(16#ca, 16#b) -> {more, 16#f0, 16#0f};
dec_huffman_lookup(16#ca, 16#c) -> {more, 16#f0, 16#18};
dec_huffman_lookup(16#ca, 16#d) -> {more, 16#f0, 16#1f};
dec_huffman_lookup(16#ca, 16#e) -> {more, 16#f0, 16#29};
dec_huffman_lookup(16#ca, 16#f) -> {ok, 16#f0, 16#38};
dec_huffman_lookup(16#cb, 16#0) -> {more, 16#f2, 16#02};
dec_huffman_lookup(16#cb, 16#1) -> {more, 16#f2, 16#09};
dec_huffman_lookup(16#cb, 16#2) -> {more, 16#f2, 16#17};
dec_huffman_lookup(16#cb, 16#3) -> {ok, 16#f2, 16#28};
dec_huffman_lookup(16#cb, 16#4) -> {more, 16#f3, 16#02};
dec_huffman_lookup(16#cb, 16#5) -> {more, 16#f3, 16#09};
dec_huffman_lookup(16#cb, 16#6) -> {more, 16#f3, 16#17};
dec_huffman_lookup(16#cb, 16#7) -> {ok, 16#f3, 16#28};
dec_huffman_lookup(16#cb, 16#8) -> {more, 16#ff, 16#02};
dec_huffman_lookup(16#cb, 16#9) -> {more, 16#ff, 16#09};
dec_huffman_lookup(16#cb, 16#a) -> {more, 16#ff, 16#17};
dec_huffman_lookup(16#cb, 16#b) -> {ok, 16#ff, 16#28};
dec_huffman_lookup(16#cb, 16#c) -> {more, 16#cb, 16#01};
dec_huffman_lookup(16#cb, 16#d) -> {ok, 16#cb, 16#16};
dec_huffman_lookup(16#cb, 16#e) -> {more, 16#cc, 16#01};
dec_huffman_lookup(16#cb, 16#f) -> {ok, 16#cc, 16#16};
dec_huffman_lookup(16#cc, 16#0) -> {more, 16#f2, 16#03};
dec_huffman_lookup(16#cc, 16#1) -> {more, 16#f2, 16#06};
dec_huffman_lookup(16#cc, 16#2) -> {more, 16#f2, 16#0a};
dec_huffman_lookup(16#cc, 16#3) -> {more, 16#f2, 16#0f};
dec_huffman_lookup(16#cc, 16#4) -> {more, 16#f2, 16#18};
dec_huffman_lookup(16#cc, 16#5) -> {more, 16#f2, 16#1f};
dec_huffman_lookup(16#cc, 16#6) -> {more, 16#f2, 16#29};
dec_huffman_lookup(16#cc, 16#7) -> {ok, 16#f2, 16#38};
dec_huffman_lookup(16#cc, 16#8) -> {more, 16#f3, 16#03};
dec_huffman_lookup(16#cc, 16#9) -> {more, 16#f3, 16#06};
dec_huffman_lookup(16#cc, 16#a) -> {more, 16#f3, 16#0a};
dec_huffman_lookup(16#cc, 16#b) -> {more, 16#f3, 16#0f};
dec_huffman_lookup(16#cc, 16#c) -> {more, 16#f3, 16#18};
dec_huffman_lookup(16#cc, 16#d) -> {more, 16#f3, 16#1f};
dec_huffman_lookup(16#cc, 16#e) -> {more, 16#f3, 16#29};
dec_huffman_lookup(16#cc, 16#f) -> {ok, 16#f3, 16#38};
dec_huffman_lookup(16#cd, 16#0) -> {more, 16#ff, 16#03};
dec_huffman_lookup(16#cd, 16#1) -> {more, 16#ff, 16#06};
dec_huffman_lookup(16#cd, 16#2) -> {more, 16#ff, 16#0a};
dec_huffman_lookup(16#cd, 16#3) -> {more, 16#ff, 16#0f};
dec_huffman_lookup(16#cd, 16#4) -> {more, 16#ff, 16#18};
dec_huffman_lookup(16#cd, 16#5) -> {more, 16#ff, 16#1f};
dec_huffman_lookup(16#cd, 16#6) -> {more, 16#ff, 16#29};
dec_huffman_lookup(16#cd, 16#7) -> {ok, 16#ff, 16#38};
dec_huffman_lookup(16#cd, 16#8) -> {more, 16#cb, 16#02};
dec_huffman_lookup(16#cd, 16#9) -> {more, 16#cb, 16#09};
dec_huffman_lookup(16#cd, 16#a) -> {more, 16#cb, 16#17};
dec_huffman_lookup(16#cd, 16#b) -> {ok, 16#cb, 16#28};
dec_huffman_lookup(16#cd, 16#c) -> {more, 16#cc, 16#02};
dec_huffman_lookup(16#cd, 16#d) -> {more, 16#cc, 16#09};
dec_huffman_lookup(16#cd, 16#e) -> {more, 16#cc, 16#17};
dec_huffman_lookup(16#cd, 16#f) -> {ok, 16#cc, 16#28};
dec_huffman_lookup(16#ce, 16#0) -> {more, 16#cb, 16#03};
dec_huffman_lookup(16#ce, 16#1) -> {more, 16#cb, 16#06};
dec_huffman_lookup(16#ce, 16#2) -> {more, 16#cb, 16#0a};
dec_huffman_lookup(16#ce, 16#3) -> {more, 16#cb, 16#0f};
dec_huffman_lookup(16#ce, 16#4) -> {more, 16#cb, 16#18};
dec_huffman_lookup(16#ce, 16#5) -> {more, 16#cb, 16#1f};
dec_huffman_lookup(16#ce, 16#6) -> {more, 16#cb, 16#29};
dec_huffman_lookup(16#ce, 16#7) -> {ok, 16#cb, 16#38};
dec_huffman_lookup(16#ce, 16#8) -> {more, 16#cc, 16#03};
dec_huffman_lookup(16#ce, 16#9) -> {more, 16#cc, 16#06};
dec_huffman_lookup(16#ce, 16#a) -> {more, 16#cc, 16#0a};
dec_huffman_lookup(16#ce, 16#b) -> {more, 16#cc, 16#0f};
dec_huffman_lookup(16#ce, 16#c) -> {more, 16#cc, 16#18};
dec_huffman_lookup(16#ce, 16#d) -> {more, 16#cc, 16#1f};
dec_huffman_lookup(16#ce, 16#e) -> {more, 16#cc, 16#29};
dec_huffman_lookup(16#ce, 16#f) -> {ok, 16#cc, 16#38};
dec_huffman_lookup(16#cf, 16#0) -> {more, undefined, 16#d3};
dec_huffman_lookup(16#cf, 16#1) -> {more, undefined, 16#d4};
dec_huffman_lookup(16#cf, 16#2) -> {more, undefined, 16#d6};
dec_huffman_lookup(16#cf, 16#3) -> {more, undefined, 16#d7};
dec_huffman_lookup(16#cf, 16#4) -> {more, undefined, 16#da};
dec_huffman_lookup(16#cf, 16#5) -> {more, undefined, 16#db};
dec_huffman_lookup(16#cf, 16#6) -> {more, undefined, 16#dd};
dec_huffman_lookup(16#cf, 16#7) -> {more, undefined, 16#de};
dec_huffman_lookup(16#cf, 16#8) -> {more, undefined, 16#e2};
dec_huffman_lookup(16#cf, 16#9) -> {more, undefined, 16#e4};
dec_huffman_lookup(16#cf, 16#a) -> {more, undefined, 16#e8};
dec_huffman_lookup(16#cf, 16#b) -> {more, undefined, 16#eb};
dec_huffman_lookup(16#cf, 16#c) -> {more, undefined, 16#f0};
dec_huffman_lookup(16#cf, 16#d) -> {more, undefined, 16#f3};
dec_huffman_lookup(16#cf, 16#e) -> {more, undefined, 16#f7};
dec_huffman_lookup(16#cf, 16#f) -> {ok, undefined, 16#fa};
dec_huffman_lookup(16#d0, 16#0) -> {ok, 16#d3, 16#00};
dec_huffman_lookup(16#d0, 16#1) -> {ok, 16#d4, 16#00};
dec_huffman_lookup(16#d0, 16#2) -> {ok, 16#d6, 16#00};
dec_huffman_lookup(16#d0, 16#3) -> {ok, 16#dd, 16#00};
dec_huffman_lookup(16#d0, 16#4) -> {ok, 16#de, 16#00};
dec_huffman_lookup(16#d0, 16#5) -> {ok, 16#df, 16#00};
dec_huffman_lookup(16#d0, 16#6) -> {ok, 16#f1, 16#00};
dec_huffman_lookup(16#d0, 16#7) -> {ok, 16#f4, 16#00};
dec_huffman_lookup(16#d0, 16#8) -> {ok, 16#f5, 16#00};
dec_huffman_lookup(16#d0, 16#9) -> {ok, 16#f6, 16#00};
dec_huffman_lookup(16#d0, 16#a) -> {ok, 16#f7, 16#00};
dec_huffman_lookup(16#d0, 16#b) -> {ok, 16#f8, 16#00};
dec_huffman_lookup(16#d0, 16#c) -> {ok, 16#fa, 16#00};
dec_huffman_lookup(16#d0, 16#d) -> {ok, 16#fb, 16#00};
dec_huffman_lookup(16#d0, 16#e) -> {ok, 16#fc, 16#00};
dec_huffman_lookup(16#d0, 16#f) -> {ok, 16#fd, 16#00};
dec_huffman_lookup(16#d1, 16#0) -> {more, 16#d3, 16#01};
dec_huffman_lookup(16#d1, 16#1) -> {ok, 16#d3, 16#16};
dec_huffman_lookup(16#d1, 16#2) -> {more, 16#d4, 16#01};
dec_huffman_lookup(16#d1, 16#3) -> {ok, 16#d4, 16#16};
dec_huffman_lookup(16#d1, 16#4) -> {more, 16#d6, 16#01};
dec_huffman_lookup(16#d1, 16#5) -> {ok, 16#d6, 16#16};
dec_huffman_lookup(16#d1, 16#6) -> {more, 16#dd, 16#01};
dec_huffman_lookup(16#d1, 16#7) -> {ok, 16#dd, 16#16};
dec_huffman_lookup(16#d1, 16#8) -> {more, 16#de, 16#01};
dec_huffman_lookup(16#d1, 16#9) -> {ok, 16#de, 16#16};
dec_huffman_lookup(16#d1, 16#a) -> {more, 16#df, 16#01};
dec_huffman_lookup(16#d1, 16#b) -> {ok, 16#df, 16#16};
dec_huffman_lookup(16#d1, 16#c) -> {more, 16#f1, 16#01};
dec_huffman_lookup(16#d1, 16#d) -> {ok, 16#f1, 16#16};
dec_huffman_lookup(16#d1, 16#e) -> {more, 16#f4, 16#01};
dec_huffman_lookup(16#d1, 16#f) -> {ok, 16#f4, 16#16};
dec_huffman_lookup(16#d2, 16#0) -> {more, 16#d3, 16#02};
dec_huffman_lookup(16#d2, 16#1) -> {more, 16#d3, 16#09};
dec_huffman_lookup(16#d2, 16#2) -> {more, 16#d3, 16#17};
dec_huffman_lookup(16#d2, 16#3) -> {ok, 16#d3, 16#28};
dec_huffman_lookup(16#d2, 16#4) -> {more, 16#d4, 16#02};
dec_huffman_lookup(16#d2, 16#5) -> {more, 16#d4, 16#09};
dec_huffman_lookup(16#d2, 16#6) -> {more, 16#d4, 16#17};
dec_huffman_lookup(16#d2, 16#7) -> {ok, 16#d4, 16#28};
dec_huffman_lookup(16#d2, 16#8) -> {more, 16#d6, 16#02};
dec_huffman_lookup(16#d2, 16#9) -> {more, 16#d6, 16#09};
dec_huffman_lookup(16#d2, 16#a) -> {more, 16#d6, 16#17};
dec_huffman_lookup(16#d2, 16#b) -> {ok, 16#d6, 16#28};
dec_huffman_lookup(16#d2, 16#c) -> {more, 16#dd, 16#02};
dec_huffman_lookup(16#d2, 16#d) -> {more, 16#dd, 16#09};
dec_huffman_lookup(16#d2, 16#e) -> {more, 16#dd, 16#17};
dec_huffman_lookup(16#d2, 16#f) -> {ok, 16#dd, 16#28};
dec_huffman_lookup(16#d3, 16#0) -> {more, 16#d3, 16#03};
dec_huffman_lookup(16#d3, 16#1) -> {more, 16#d3, 16#06};
dec_huffman_lookup(16#d3, 16#2) -> {more, 16#d3, 16#0a};
dec_huffman_lookup(16#d3, 16#3) -> {more, 16#d3, 16#0f};
dec_huffman_lookup(16#d3, 16#4) -> {more, 16#d3, 16#18};
dec_huffman_lookup(16#d3, 16#5) -> {more, 16#d3, 16#1f};
dec_huffman_lookup(16#d3, 16#6) -> {more, 16#d3, 16#29};
dec_huffman_lookup(16#d3, 16#7) -> {ok, 16#d3, 16#38};
dec_huffman_lookup(16#d3, 16#8) -> {more, 16#d4, 16#03};
dec_huffman_lookup(16#d3, 16#9) -> {more, 16#d4, 16#06};
dec_huffman_lookup(16#d3, 16#a) -> {more, 16#d4, 16#0a};
dec_huffman_lookup(16#d3, 16#b) -> {more, 16#d4, 16#0f};
dec_huffman_lookup(16#d3, 16#c) -> {more, 16#d4, 16#18};
dec_huffman_lookup(16#d3, 16#d) -> {more, 16#d4, 16#1f};
dec_huffman_lookup(16#d3, 16#e) -> {more, 16#d4, 16#29};
dec_huffman_lookup(16#d3, 16#f) -> {ok, 16#d4, 16#38};
dec_huffman_lookup(16#d4, 16#0) -> {more, 16#d6, 16#03};
dec_huffman_lookup(16#d4, 16#1) -> {more, 16#d6, 16#06};
dec_huffman_lookup(16#d4, 16#2) -> {more, 16#d6, 16#0a};
dec_huffman_lookup(16#d4, 16#3) -> {more, 16#d6, 16#0f};
dec_huffman_lookup(16#d4, 16#4) -> {more, 16#d6, 16#18};
dec_huffman_lookup(16#d4, 16#5) -> {more, 16#d6, 16#1f};
dec_huffman_lookup(16#d4, 16#6) -> {more, 16#d6, 16#29};
dec_huffman_lookup(16#d4, 16#7) -> {ok, 16#d6, 16#38};
dec_huffman_lookup(16#d4, 16#8) -> {more, 16#dd, 16#03};
dec_huffman_lookup(16#d4, 16#9) -> {more, 16#dd, 16#06};
dec_huffman_lookup(16#d4, 16#a) -> {more, 16#dd, 16#0a};
dec_huffman_lookup(16#d4, 16#b) -> {more, 16#dd, 16#0f};
dec_huffman_lookup(16#d4, 16#c) -> {more, 16#dd, 16#18};
dec_huffman_lookup(16#d4, 16#d) -> {more, 16#dd, 16#1f};
dec_huffman_lookup(16#d4, 16#e) -> {more, 16#dd, 16#29};
dec_huffman_lookup(16#d4, 16#f) -> {ok, 16#dd, 16#38};
dec_huffman_lookup(16#d5, 16#0) -> {more, 16#de, 16#02};
dec_huffman_lookup(16#d5, 16#1) -> {more, 16#de, 16#09};
dec_huffman_lookup(16#d5, 16#2) -> {more, 16#de, 16#17};
dec_huffman_lookup(16#d5, 16#3) -> {ok, 16#de, 16#28};
dec_huffman_lookup(16#d5, 16#4) -> {more, 16#df, 16#02};
dec_huffman_lookup(16#d5, 16#5) -> {more, 16#df, 16#09};
dec_huffman_lookup(16#d5, 16#6) -> {more, 16#df, 16#17};
dec_huffman_lookup(16#d5, 16#7) -> {ok, 16#df, 16#28};
dec_huffman_lookup(16#d5, 16#8) -> {more, 16#f1, 16#02};
dec_huffman_lookup(16#d5, 16#9) -> {more, 16#f1, 16#09};
dec_huffman_lookup(16#d5, 16#a) -> {more, 16#f1, 16#17};
dec_huffman_lookup(16#d5, 16#b) -> {ok, 16#f1, 16#28};
dec_huffman_lookup(16#d5, 16#c) -> {more, 16#f4, 16#02};
dec_huffman_lookup(16#d5, 16#d) -> {more, 16#f4, 16#09};
dec_huffman_lookup(16#d5, 16#e) -> {more, 16#f4, 16#17};
dec_huffman_lookup(16#d5, 16#f) -> {ok, 16#f4, 16#28};
dec_huffman_lookup(16#d6, 16#0) -> {more, 16#de, 16#03};
dec_huffman_lookup(16#d6, 16#1) -> {more, 16#de, 16#06};
dec_huffman_lookup(16#d6, 16#2) -> {more, 16#de, 16#0a};
dec_huffman_lookup(16#d6, 16#3) -> {more, 16#de, 16#0f};
dec_huffman_lookup(16#d6, 16#4) -> {more, 16#de, 16#18};
dec_huffman_lookup(16#d6, 16#5) -> {more, 16#de, 16#1f};
dec_huffman_lookup(16#d6, 16#6) -> {more, 16#de, 16#29};
dec_huffman_lookup(16#d6, 16#7) -> {ok, 16#de, 16#38};
dec_huffman_lookup(16#d6, 16#8) -> {more, 16#df, 16#03};
dec_huffman_lookup(16#d6, 16#9) -> {more, 16#df, 16#06};
dec_huffman_lookup(16#d6, 16#a) -> {more, 16#df, 16#0a};
dec_huffman_lookup(16#d6, 16#b) -> {more, 16#df, 16#0f};
dec_huffman_lookup(16#d6, 16#c) -> {more, 16#df, 16#18};
dec_huffman_lookup(16#d6, 16#d) -> {more, 16#df, 16#1f};
dec_huffman_lookup(16#d6, 16#e) -> {more, 16#df, 16#29};
dec_huffman_lookup(16#d6, 16#f) -> {ok, 16#df, 16#38};
dec_huffman_lookup(16#d7, 16#0) -> {more, 16#f1, 16#03};
dec_huffman_lookup(16#d7, 16#1) -> {more, 16#f1, 16#06};
dec_huffman_lookup(16#d7, 16#2) -> {more, 16#f1, 16#0a};
dec_huffman_lookup(16#d7, 16#3) -> {more, 16#f1, 16#0f};
dec_huffman_lookup(16#d7, 16#4) -> {more, 16#f1, 16#18};
dec_huffman_lookup(16#d7, 16#5) -> {more, 16#f1, 16#1f};
dec_huffman_lookup(16#d7, 16#6) -> {more, 16#f1, 16#29};
dec_huffman_lookup(16#d7, 16#7) -> {ok, 16#f1, 16#38};
dec_huffman_lookup(16#d7, 16#8) -> {more, 16#f4, 16#03};
dec_huffman_lookup(16#d7, 16#9) -> {more, 16#f4, 16#06};
dec_huffman_lookup(16#d7, 16#a) -> {more, 16#f4, 16#0a};
dec_huffman_lookup(16#d7, 16#b) -> {more, 16#f4, 16#0f};
dec_huffman_lookup(16#d7, 16#c) -> {more, 16#f4, 16#18};
dec_huffman_lookup(16#d7, 16#d) -> {more, 16#f4, 16#1f};
dec_huffman_lookup(16#d7, 16#e) -> {more, 16#f4, 16#29};
dec_huffman_lookup(16#d7, 16#f) -> {ok, 16#f4, 16#38};
dec_huffman_lookup(16#d8, 16#0) -> {more, 16#f5, 16#01};
dec_huffman_lookup(16#d8, 16#1) -> {ok, 16#f5, 16#16};
dec_huffman_lookup(16#d8, 16#2) -> {more, 16#f6, 16#01};
dec_huffman_lookup(16#d8, 16#3) -> {ok, 16#f6, 16#16};
dec_huffman_lookup(16#d8, 16#4) -> {more, 16#f7, 16#01};
dec_huffman_lookup(16#d8, 16#5) -> {ok, 16#f7, 16#16};
dec_huffman_lookup(16#d8, 16#6) -> {more, 16#f8, 16#01};
dec_huffman_lookup(16#d8, 16#7) -> {ok, 16#f8, 16#16};
dec_huffman_lookup(16#d8, 16#8) -> {more, 16#fa, 16#01};
dec_huffman_lookup(16#d8, 16#9) -> {ok, 16#fa, 16#16};
dec_huffman_lookup(16#d8, 16#a) -> {more, 16#fb, 16#01};
dec_huffman_lookup(16#d8, 16#b) -> {ok, 16#fb, 16#16};
dec_huffman_lookup(16#d8, 16#c) -> {more, 16#fc, 16#01};
dec_huffman_lookup(16#d8, 16#d) -> {ok, 16#fc, 16#16};
dec_huffman_lookup(16#d8, 16#e) -> {more, 16#fd, 16#01};
dec_huffman_lookup(16#d8, 16#f) -> {ok, 16#fd, 16#16};
dec_huffman_lookup(16#d9, 16#0) -> {more, 16#f5, 16#02};
dec_huffman_lookup(16#d9, 16#1) -> {more, 16#f5, 16#09};
dec_huffman_lookup(16#d9, 16#2) -> {more, 16#f5, 16#17};
dec_huffman_lookup(16#d9, 16#3) -> {ok, 16#f5, 16#28};
dec_huffman_lookup(16#d9, 16#4) -> {more, 16#f6, 16#02};
dec_huffman_lookup(16#d9, 16#5) -> {more, 16#f6, 16#09};
dec_huffman_lookup(16#d9, 16#6) -> {more, 16#f6, 16#17};
dec_huffman_lookup(16#d9, 16#7) -> {ok, 16#f6, 16#28};
dec_huffman_lookup(16#d9, 16#8) -> {more, 16#f7, 16#02};
dec_huffman_lookup(16#d9, 16#9) -> {more, 16#f7, 16#09};
dec_huffman_lookup(16#d9, 16#a) -> {more, 16#f7, 16#17};
dec_huffman_lookup(16#d9, 16#b) -> {ok, 16#f7, 16#28};
dec_huffman_lookup(16#d9, 16#c) -> {more, 16#f8, 16#02};
dec_huffman_lookup(16#d9, 16#d) -> {more, 16#f8, 16#09};
dec_huffman_lookup(16#d9, 16#e) -> {more, 16#f8, 16#17};
dec_huffman_lookup(16#d9, 16#f) -> {ok, 16#f8, 16#28};
dec_huffman_lookup(16#da, 16#0) -> {more, 16#f5, 16#03};
dec_huffman_lookup(16#da, 16#1) -> {more, 16#f5, 16#06};
dec_huffman_lookup(16#da, 16#2) -> {more, 16#f5, 16#0a};
dec_huffman_lookup(16#da, 16#3) -> {more, 16#f5, 16#0f};
dec_huffman_lookup(16#da, 16#4) -> {more, 16#f5, 16#18};
dec_huffman_lookup(16#da, 16#5) -> {more, 16#f5, 16#1f};
dec_huffman_lookup(16#da, 16#6) -> {more, 16#f5, 16#29};
dec_huffman_lookup(16#da, 16#7) -> {ok, 16#f5, 16#38};
dec_huffman_lookup(16#da, 16#8) -> {more, 16#f6, 16#03};
dec_huffman_lookup(16#da, 16#9) -> {more, 16#f6, 16#06};
dec_huffman_lookup(16#da, 16#a) -> {more, 16#f6, 16#0a};
dec_huffman_lookup(16#da, 16#b) -> {more, 16#f6, 16#0f};
dec_huffman_lookup(16#da, 16#c) -> {more, 16#f6, 16#18};
dec_huffman_lookup(16#da, 16#d) -> {more, 16#f6, 16#1f};
dec_huffman_lookup(16#da, 16#e) -> {more, 16#f6, 16#29};
dec_huffman_lookup(16#da, 16#f) -> {ok, 16#f6, 16#38};
dec_huffman_lookup(16#db, 16#0) -> {more, 16#f7, 16#03};
dec_huffman_lookup(16#db, 16#1) -> {more, 16#f7, 16#06};
dec_huffman_lookup(16#db, 16#2) -> {more, 16#f7, 16#0a};
dec_huffman_lookup(16#db, 16#3) -> {more, 16#f7, 16#0f};
dec_huffman_lookup(16#db, 16#4) -> {more, 16#f7, 16#18};
dec_huffman_lookup(16#db, 16#5) -> {more, 16#f7, 16#1f};
dec_huffman_lookup(16#db, 16#6) -> {more, 16#f7, 16#29};
dec_huffman_lookup(16#db, 16#7) -> {ok, 16#f7, 16#38};
dec_huffman_lookup(16#db, 16#8) -> {more, 16#f8, 16#03};
dec_huffman_lookup(16#db, 16#9) -> {more, 16#f8, 16#06};
dec_huffman_lookup(16#db, 16#a) -> {more, 16#f8, 16#0a};
dec_huffman_lookup(16#db, 16#b) -> {more, 16#f8, 16#0f};
dec_huffman_lookup(16#db, 16#c) -> {more, 16#f8, 16#18};
dec_huffman_lookup(16#db, 16#d) -> {more, 16#f8, 16#1f};
dec_huffman_lookup(16#db, 16#e) -> {more, 16#f8, 16#29};
dec_huffman_lookup(16#db, 16#f) -> {ok, 16#f8, 16#38};
dec_huffman_lookup(16#dc, 16#0) -> {more, 16#fa, 16#02};
dec_huffman_lookup(16#dc, 16#1) -> {more, 16#fa, 16#09};
dec_huffman_lookup(16#dc, 16#2) -> {more, 16#fa, 16#17};
dec_huffman_lookup(16#dc, 16#3) -> {ok, 16#fa, 16#28};
dec_huffman_lookup(16#dc, 16#4) -> {more, 16#fb, 16#02};
dec_huffman_lookup(16#dc, 16#5) -> {more, 16#fb, 16#09};
dec_huffman_lookup(16#dc, 16#6) -> {more, 16#fb, 16#17};
dec_huffman_lookup(16#dc, 16#7) -> {ok, 16#fb, 16#28};
dec_huffman_lookup(16#dc, 16#8) -> {more, 16#fc, 16#02};
dec_huffman_lookup(16#dc, 16#9) -> {more, 16#fc, 16#09};
dec_huffman_lookup(16#dc, 16#a) -> {more, 16#fc, 16#17};
dec_huffman_lookup(16#dc, 16#b) -> {ok, 16#fc, 16#28};
dec_huffman_lookup(16#dc, 16#c) -> {more, 16#fd, 16#02};
dec_huffman_lookup(16#dc, 16#d) -> {more, 16#fd, 16#09};
dec_huffman_lookup(16#dc, 16#e) -> {more, 16#fd, 16#17};
dec_huffman_lookup(16#dc, 16#f) -> {ok, 16#fd, 16#28};
dec_huffman_lookup(16#dd, 16#0) -> {more, 16#fa, 16#03};
dec_huffman_lookup(16#dd, 16#1) -> {more, 16#fa, 16#06};
dec_huffman_lookup(16#dd, 16#2) -> {more, 16#fa, 16#0a};
dec_huffman_lookup(16#dd, 16#3) -> {more, 16#fa, 16#0f};
dec_huffman_lookup(16#dd, 16#4) -> {more, 16#fa, 16#18};
dec_huffman_lookup(16#dd, 16#5) -> {more, 16#fa, 16#1f};
dec_huffman_lookup(16#dd, 16#6) -> {more, 16#fa, 16#29};
dec_huffman_lookup(16#dd, 16#7) -> {ok, 16#fa, 16#38};
dec_huffman_lookup(16#dd, 16#8) -> {more, 16#fb, 16#03};
dec_huffman_lookup(16#dd, 16#9) -> {more, 16#fb, 16#06};
dec_huffman_lookup(16#dd, 16#a) -> {more, 16#fb, 16#0a};
dec_huffman_lookup(16#dd, 16#b) -> {more, 16#fb, 16#0f};
dec_huffman_lookup(16#dd, 16#c) -> {more, 16#fb, 16#18};
dec_huffman_lookup(16#dd, 16#d) -> {more, 16#fb, 16#1f};
dec_huffman_lookup(16#dd, 16#e) -> {more, 16#fb, 16#29};
dec_huffman_lookup(16#dd, 16#f) -> {ok, 16#fb, 16#38};
dec_huffman_lookup(16#de, 16#0) -> {more, 16#fc, 16#03};
dec_huffman_lookup(16#de, 16#1) -> {more, 16#fc, 16#06};
dec_huffman_lookup(16#de, 16#2) -> {more, 16#fc, 16#0a};
dec_huffman_lookup(16#de, 16#3) -> {more, 16#fc, 16#0f};
dec_huffman_lookup(16#de, 16#4) -> {more, 16#fc, 16#18};
dec_huffman_lookup(16#de, 16#5) -> {more, 16#fc, 16#1f};
dec_huffman_lookup(16#de, 16#6) -> {more, 16#fc, 16#29};
dec_huffman_lookup(16#de, 16#7) -> {ok, 16#fc, 16#38};
dec_huffman_lookup(16#de, 16#8) -> {more, 16#fd, 16#03};
dec_huffman_lookup(16#de, 16#9) -> {more, 16#fd, 16#06};
dec_huffman_lookup(16#de, 16#a) -> {more, 16#fd, 16#0a};
dec_huffman_lookup(16#de, 16#b) -> {more, 16#fd, 16#0f};
dec_huffman_lookup(16#de, 16#c) -> {more, 16#fd, 16#18};
dec_huffman_lookup(16#de, 16#d) -> {more, 16#fd, 16#1f};
dec_huffman_lookup(16#de, 16#e) -> {more, 16#fd, 16#29};
dec_huffman_lookup(16#de, 16#f) -> {ok, 16#fd, 16#38};
dec_huffman_lookup(16#df, 16#0) -> {ok, 16#fe, 16#00};
dec_huffman_lookup(16#df, 16#1) -> {more, undefined, 16#e3};
dec_huffman_lookup(16#df, 16#2) -> {more, undefined, 16#e5};
dec_huffman_lookup(16#df, 16#3) -> {more, undefined, 16#e6};
dec_huffman_lookup(16#df, 16#4) -> {more, undefined, 16#e9};
dec_huffman_lookup(16#df, 16#5) -> {more, undefined, 16#ea};
dec_huffman_lookup(16#df, 16#6) -> {more, undefined, 16#ec};
dec_huffman_lookup(16#df, 16#7) -> {more, undefined, 16#ed};
dec_huffman_lookup(16#df, 16#8) -> {more, undefined, 16#f1};
dec_huffman_lookup(16#df, 16#9) -> {more, undefined, 16#f2};
dec_huffman_lookup(16#df, 16#a) -> {more, undefined, 16#f4};
dec_huffman_lookup(16#df, 16#b) -> {more, undefined, 16#f5};
dec_huffman_lookup(16#df, 16#c) -> {more, undefined, 16#f8};
dec_huffman_lookup(16#df, 16#d) -> {more, undefined, 16#f9};
dec_huffman_lookup(16#df, 16#e) -> {more, undefined, 16#fb};
dec_huffman_lookup(16#df, 16#f) -> {ok, undefined, 16#fc};
dec_huffman_lookup(16#e0, 16#0) -> {more, 16#fe, 16#01};
dec_huffman_lookup(16#e0, 16#1) -> {ok, 16#fe, 16#16};
dec_huffman_lookup(16#e0, 16#2) -> {ok, 16#02, 16#00};
dec_huffman_lookup(16#e0, 16#3) -> {ok, 16#03, 16#00};
dec_huffman_lookup(16#e0, 16#4) -> {ok, 16#04, 16#00};
dec_huffman_lookup(16#e0, 16#5) -> {ok, 16#05, 16#00};
dec_huffman_lookup(16#e0, 16#6) -> {ok, 16#06, 16#00};
dec_huffman_lookup(16#e0, 16#7) -> {ok, 16#07, 16#00};
dec_huffman_lookup(16#e0, 16#8) -> {ok, 16#08, 16#00};
dec_huffman_lookup(16#e0, 16#9) -> {ok, 16#0b, 16#00};
dec_huffman_lookup(16#e0, 16#a) -> {ok, 16#0c, 16#00};
dec_huffman_lookup(16#e0, 16#b) -> {ok, 16#0e, 16#00};
dec_huffman_lookup(16#e0, 16#c) -> {ok, 16#0f, 16#00};
dec_huffman_lookup(16#e0, 16#d) -> {ok, 16#10, 16#00};
dec_huffman_lookup(16#e0, 16#e) -> {ok, 16#11, 16#00};
dec_huffman_lookup(16#e0, 16#f) -> {ok, 16#12, 16#00};
dec_huffman_lookup(16#e1, 16#0) -> {more, 16#fe, 16#02};
dec_huffman_lookup(16#e1, 16#1) -> {more, 16#fe, 16#09};
dec_huffman_lookup(16#e1, 16#2) -> {more, 16#fe, 16#17};
dec_huffman_lookup(16#e1, 16#3) -> {ok, 16#fe, 16#28};
dec_huffman_lookup(16#e1, 16#4) -> {more, 16#02, 16#01};
dec_huffman_lookup(16#e1, 16#5) -> {ok, 16#02, 16#16};
dec_huffman_lookup(16#e1, 16#6) -> {more, 16#03, 16#01};
dec_huffman_lookup(16#e1, 16#7) -> {ok, 16#03, 16#16};
dec_huffman_lookup(16#e1, 16#8) -> {more, 16#04, 16#01};
dec_huffman_lookup(16#e1, 16#9) -> {ok, 16#04, 16#16};
dec_huffman_lookup(16#e1, 16#a) -> {more, 16#05, 16#01};
dec_huffman_lookup(16#e1, 16#b) -> {ok, 16#05, 16#16};
dec_huffman_lookup(16#e1, 16#c) -> {more, 16#06, 16#01};
dec_huffman_lookup(16#e1, 16#d) -> {ok, 16#06, 16#16};
dec_huffman_lookup(16#e1, 16#e) -> {more, 16#07, 16#01};
dec_huffman_lookup(16#e1, 16#f) -> {ok, 16#07, 16#16};
dec_huffman_lookup(16#e2, 16#0) -> {more, 16#fe, 16#03};
dec_huffman_lookup(16#e2, 16#1) -> {more, 16#fe, 16#06};
dec_huffman_lookup(16#e2, 16#2) -> {more, 16#fe, 16#0a};
dec_huffman_lookup(16#e2, 16#3) -> {more, 16#fe, 16#0f};
dec_huffman_lookup(16#e2, 16#4) -> {more, 16#fe, 16#18};
dec_huffman_lookup(16#e2, 16#5) -> {more, 16#fe, 16#1f};
dec_huffman_lookup(16#e2, 16#6) -> {more, 16#fe, 16#29};
dec_huffman_lookup(16#e2, 16#7) -> {ok, 16#fe, 16#38};
dec_huffman_lookup(16#e2, 16#8) -> {more, 16#02, 16#02};
dec_huffman_lookup(16#e2, 16#9) -> {more, 16#02, 16#09};
dec_huffman_lookup(16#e2, 16#a) -> {more, 16#02, 16#17};
dec_huffman_lookup(16#e2, 16#b) -> {ok, 16#02, 16#28};
dec_huffman_lookup(16#e2, 16#c) -> {more, 16#03, 16#02};
dec_huffman_lookup(16#e2, 16#d) -> {more, 16#03, 16#09};
dec_huffman_lookup(16#e2, 16#e) -> {more, 16#03, 16#17};
dec_huffman_lookup(16#e2, 16#f) -> {ok, 16#03, 16#28};
dec_huffman_lookup(16#e3, 16#0) -> {more, 16#02, 16#03};
dec_huffman_lookup(16#e3, 16#1) -> {more, 16#02, 16#06};
dec_huffman_lookup(16#e3, 16#2) -> {more, 16#02, 16#0a};
dec_huffman_lookup(16#e3, 16#3) -> {more, 16#02, 16#0f};
dec_huffman_lookup(16#e3, 16#4) -> {more, 16#02, 16#18};
dec_huffman_lookup(16#e3, 16#5) -> {more, 16#02, 16#1f};
dec_huffman_lookup(16#e3, 16#6) -> {more, 16#02, 16#29};
dec_huffman_lookup(16#e3, 16#7) -> {ok, 16#02, 16#38};
dec_huffman_lookup(16#e3, 16#8) -> {more, 16#03, 16#03};
dec_huffman_lookup(16#e3, 16#9) -> {more, 16#03, 16#06};
dec_huffman_lookup(16#e3, 16#a) -> {more, 16#03, 16#0a};
dec_huffman_lookup(16#e3, 16#b) -> {more, 16#03, 16#0f};
dec_huffman_lookup(16#e3, 16#c) -> {more, 16#03, 16#18};
dec_huffman_lookup(16#e3, 16#d) -> {more, 16#03, 16#1f};
dec_huffman_lookup(16#e3, 16#e) -> {more, 16#03, 16#29};
dec_huffman_lookup(16#e3, 16#f) -> {ok, 16#03, 16#38};
dec_huffman_lookup(16#e4, 16#0) -> {more, 16#04, 16#02};
dec_huffman_lookup(16#e4, 16#1) -> {more, 16#04, 16#09};
dec_huffman_lookup(16#e4, 16#2) -> {more, 16#04, 16#17};
dec_huffman_lookup(16#e4, 16#3) -> {ok, 16#04, 16#28};
dec_huffman_lookup(16#e4, 16#4) -> {more, 16#05, 16#02};
dec_huffman_lookup(16#e4, 16#5) -> {more, 16#05, 16#09};
dec_huffman_lookup(16#e4, 16#6) -> {more, 16#05, 16#17};
dec_huffman_lookup(16#e4, 16#7) -> {ok, 16#05, 16#28};
dec_huffman_lookup(16#e4, 16#8) -> {more, 16#06, 16#02};
dec_huffman_lookup(16#e4, 16#9) -> {more, 16#06, 16#09};
dec_huffman_lookup(16#e4, 16#a) -> {more, 16#06, 16#17};
dec_huffman_lookup(16#e4, 16#b) -> {ok, 16#06, 16#28};
dec_huffman_lookup(16#e4, 16#c) -> {more, 16#07, 16#02};
dec_huffman_lookup(16#e4, 16#d) -> {more, 16#07, 16#09};
dec_huffman_lookup(16#e4, 16#e) -> {more, 16#07, 16#17};
dec_huffman_lookup(16#e4, 16#f) -> {ok, 16#07, 16#28};
dec_huffman_lookup(16#e5, 16#0) -> {more, 16#04, 16#03};
dec_huffman_lookup(16#e5, 16#1) -> {more, 16#04, 16#06};
dec_huffman_lookup(16#e5, 16#2) -> {more, 16#04, 16#0a};
dec_huffman_lookup(16#e5, 16#3) -> {more, 16#04, 16#0f};
dec_huffman_lookup(16#e5, 16#4) -> {more, 16#04, 16#18};
dec_huffman_lookup(16#e5, 16#5) -> {more, 16#04, 16#1f};
dec_huffman_lookup(16#e5, 16#6) -> {more, 16#04, 16#29};
dec_huffman_lookup(16#e5, 16#7) -> {ok, 16#04, 16#38};
dec_huffman_lookup(16#e5, 16#8) -> {more, 16#05, 16#03};
dec_huffman_lookup(16#e5, 16#9) -> {more, 16#05, 16#06};
dec_huffman_lookup(16#e5, 16#a) -> {more, 16#05, 16#0a};
dec_huffman_lookup(16#e5, 16#b) -> {more, 16#05, 16#0f};
dec_huffman_lookup(16#e5, 16#c) -> {more, 16#05, 16#18};
dec_huffman_lookup(16#e5, 16#d) -> {more, 16#05, 16#1f};
dec_huffman_lookup(16#e5, 16#e) -> {more, 16#05, 16#29};
dec_huffman_lookup(16#e5, 16#f) -> {ok, 16#05, 16#38};
dec_huffman_lookup(16#e6, 16#0) -> {more, 16#06, 16#03};
dec_huffman_lookup(16#e6, 16#1) -> {more, 16#06, 16#06};
dec_huffman_lookup(16#e6, 16#2) -> {more, 16#06, 16#0a};
dec_huffman_lookup(16#e6, 16#3) -> {more, 16#06, 16#0f};
dec_huffman_lookup(16#e6, 16#4) -> {more, 16#06, 16#18};
dec_huffman_lookup(16#e6, 16#5) -> {more, 16#06, 16#1f};
dec_huffman_lookup(16#e6, 16#6) -> {more, 16#06, 16#29};
dec_huffman_lookup(16#e6, 16#7) -> {ok, 16#06, 16#38};
dec_huffman_lookup(16#e6, 16#8) -> {more, 16#07, 16#03};
dec_huffman_lookup(16#e6, 16#9) -> {more, 16#07, 16#06};
dec_huffman_lookup(16#e6, 16#a) -> {more, 16#07, 16#0a};
dec_huffman_lookup(16#e6, 16#b) -> {more, 16#07, 16#0f};
dec_huffman_lookup(16#e6, 16#c) -> {more, 16#07, 16#18};
dec_huffman_lookup(16#e6, 16#d) -> {more, 16#07, 16#1f};
dec_huffman_lookup(16#e6, 16#e) -> {more, 16#07, 16#29};
dec_huffman_lookup(16#e6, 16#f) -> {ok, 16#07, 16#38};
dec_huffman_lookup(16#e7, 16#0) -> {more, 16#08, 16#01};
dec_huffman_lookup(16#e7, 16#1) -> {ok, 16#08, 16#16};
dec_huffman_lookup(16#e7, 16#2) -> {more, 16#0b, 16#01};
dec_huffman_lookup(16#e7, 16#3) -> {ok, 16#0b, 16#16};
dec_huffman_lookup(16#e7, 16#4) -> {more, 16#0c, 16#01};
dec_huffman_lookup(16#e7, 16#5) -> {ok, 16#0c, 16#16};
dec_huffman_lookup(16#e7, 16#6) -> {more, 16#0e, 16#01};
dec_huffman_lookup(16#e7, 16#7) -> {ok, 16#0e, 16#16};
dec_huffman_lookup(16#e7, 16#8) -> {more, 16#0f, 16#01};
dec_huffman_lookup(16#e7, 16#9) -> {ok, 16#0f, 16#16};
dec_huffman_lookup(16#e7, 16#a) -> {more, 16#10, 16#01};
dec_huffman_lookup(16#e7, 16#b) -> {ok, 16#10, 16#16};
dec_huffman_lookup(16#e7, 16#c) -> {more, 16#11, 16#01};
dec_huffman_lookup(16#e7, 16#d) -> {ok, 16#11, 16#16};
dec_huffman_lookup(16#e7, 16#e) -> {more, 16#12, 16#01};
dec_huffman_lookup(16#e7, 16#f) -> {ok, 16#12, 16#16};
dec_huffman_lookup(16#e8, 16#0) -> {more, 16#08, 16#02};
dec_huffman_lookup(16#e8, 16#1) -> {more, 16#08, 16#09};
dec_huffman_lookup(16#e8, 16#2) -> {more, 16#08, 16#17};
dec_huffman_lookup(16#e8, 16#3) -> {ok, 16#08, 16#28};
dec_huffman_lookup(16#e8, 16#4) -> {more, 16#0b, 16#02};
dec_huffman_lookup(16#e8, 16#5) -> {more, 16#0b, 16#09};
dec_huffman_lookup(16#e8, 16#6) -> {more, 16#0b, 16#17};
dec_huffman_lookup(16#e8, 16#7) -> {ok, 16#0b, 16#28};
dec_huffman_lookup(16#e8, 16#8) -> {more, 16#0c, 16#02};
dec_huffman_lookup(16#e8, 16#9) -> {more, 16#0c, 16#09};
dec_huffman_lookup(16#e8, 16#a) -> {more, 16#0c, 16#17};
dec_huffman_lookup(16#e8, 16#b) -> {ok, 16#0c, 16#28};
dec_huffman_lookup(16#e8, 16#c) -> {more, 16#0e, 16#02};
dec_huffman_lookup(16#e8, 16#d) -> {more, 16#0e, 16#09};
dec_huffman_lookup(16#e8, 16#e) -> {more, 16#0e, 16#17};
dec_huffman_lookup(16#e8, 16#f) -> {ok, 16#0e, 16#28};
dec_huffman_lookup(16#e9, 16#0) -> {more, 16#08, 16#03};
dec_huffman_lookup(16#e9, 16#1) -> {more, 16#08, 16#06};
dec_huffman_lookup(16#e9, 16#2) -> {more, 16#08, 16#0a};
dec_huffman_lookup(16#e9, 16#3) -> {more, 16#08, 16#0f};
dec_huffman_lookup(16#e9, 16#4) -> {more, 16#08, 16#18};
dec_huffman_lookup(16#e9, 16#5) -> {more, 16#08, 16#1f};
dec_huffman_lookup(16#e9, 16#6) -> {more, 16#08, 16#29};
dec_huffman_lookup(16#e9, 16#7) -> {ok, 16#08, 16#38};
dec_huffman_lookup(16#e9, 16#8) -> {more, 16#0b, 16#03};
dec_huffman_lookup(16#e9, 16#9) -> {more, 16#0b, 16#06};
dec_huffman_lookup(16#e9, 16#a) -> {more, 16#0b, 16#0a};
dec_huffman_lookup(16#e9, 16#b) -> {more, 16#0b, 16#0f};
dec_huffman_lookup(16#e9, 16#c) -> {more, 16#0b, 16#18};
dec_huffman_lookup(16#e9, 16#d) -> {more, 16#0b, 16#1f};
dec_huffman_lookup(16#e9, 16#e) -> {more, 16#0b, 16#29};
dec_huffman_lookup(16#e9, 16#f) -> {ok, 16#0b, 16#38};
dec_huffman_lookup(16#ea, 16#0) -> {more, 16#0c, 16#03};
dec_huffman_lookup(16#ea, 16#1) -> {more, 16#0c, 16#06};
dec_huffman_lookup(16#ea, 16#2) -> {more, 16#0c, 16#0a};
dec_huffman_lookup(16#ea, 16#3) -> {more, 16#0c, 16#0f};
dec_huffman_lookup(16#ea, 16#4) -> {more, 16#0c, 16#18};
dec_huffman_lookup(16#ea, 16#5) -> {more, 16#0c, 16#1f};
dec_huffman_lookup(16#ea, 16#6) -> {more, 16#0c, 16#29};
dec_huffman_lookup(16#ea, 16#7) -> {ok, 16#0c, 16#38};
dec_huffman_lookup(16#ea, 16#8) -> {more, 16#0e, 16#03};
dec_huffman_lookup(16#ea, 16#9) -> {more, 16#0e, 16#06};
dec_huffman_lookup(16#ea, 16#a) -> {more, 16#0e, 16#0a};
dec_huffman_lookup(16#ea, 16#b) -> {more, 16#0e, 16#0f};
dec_huffman_lookup(16#ea, 16#c) -> {more, 16#0e, 16#18};
dec_huffman_lookup(16#ea, 16#d) -> {more, 16#0e, 16#1f};
dec_huffman_lookup(16#ea, 16#e) -> {more, 16#0e, 16#29};
dec_huffman_lookup(16#ea, 16#f) -> {ok, 16#0e, 16#38};
dec_huffman_lookup(16#eb, 16#0) -> {more, 16#0f, 16#02};
dec_huffman_lookup(16#eb, 16#1) -> {more, 16#0f, 16#09};
dec_huffman_lookup(16#eb, 16#2) -> {more, 16#0f, 16#17};
dec_huffman_lookup(16#eb, 16#3) -> {ok, 16#0f, 16#28};
dec_huffman_lookup(16#eb, 16#4) -> {more, 16#10, 16#02};
dec_huffman_lookup(16#eb, 16#5) -> {more, 16#10, 16#09};
dec_huffman_lookup(16#eb, 16#6) -> {more, 16#10, 16#17};
dec_huffman_lookup(16#eb, 16#7) -> {ok, 16#10, 16#28};
dec_huffman_lookup(16#eb, 16#8) -> {more, 16#11, 16#02};
dec_huffman_lookup(16#eb, 16#9) -> {more, 16#11, 16#09};
dec_huffman_lookup(16#eb, 16#a) -> {more, 16#11, 16#17};
dec_huffman_lookup(16#eb, 16#b) -> {ok, 16#11, 16#28};
dec_huffman_lookup(16#eb, 16#c) -> {more, 16#12, 16#02};
dec_huffman_lookup(16#eb, 16#d) -> {more, 16#12, 16#09};
dec_huffman_lookup(16#eb, 16#e) -> {more, 16#12, 16#17};
dec_huffman_lookup(16#eb, 16#f) -> {ok, 16#12, 16#28};
dec_huffman_lookup(16#ec, 16#0) -> {more, 16#0f, 16#03};
dec_huffman_lookup(16#ec, 16#1) -> {more, 16#0f, 16#06};
dec_huffman_lookup(16#ec, 16#2) -> {more, 16#0f, 16#0a};
dec_huffman_lookup(16#ec, 16#3) -> {more, 16#0f, 16#0f};
dec_huffman_lookup(16#ec, 16#4) -> {more, 16#0f, 16#18};
dec_huffman_lookup(16#ec, 16#5) -> {more, 16#0f, 16#1f};
dec_huffman_lookup(16#ec, 16#6) -> {more, 16#0f, 16#29};
dec_huffman_lookup(16#ec, 16#7) -> {ok, 16#0f, 16#38};
dec_huffman_lookup(16#ec, 16#8) -> {more, 16#10, 16#03};
dec_huffman_lookup(16#ec, 16#9) -> {more, 16#10, 16#06};
dec_huffman_lookup(16#ec, 16#a) -> {more, 16#10, 16#0a};
dec_huffman_lookup(16#ec, 16#b) -> {more, 16#10, 16#0f};
dec_huffman_lookup(16#ec, 16#c) -> {more, 16#10, 16#18};
dec_huffman_lookup(16#ec, 16#d) -> {more, 16#10, 16#1f};
dec_huffman_lookup(16#ec, 16#e) -> {more, 16#10, 16#29};
dec_huffman_lookup(16#ec, 16#f) -> {ok, 16#10, 16#38};
dec_huffman_lookup(16#ed, 16#0) -> {more, 16#11, 16#03};
dec_huffman_lookup(16#ed, 16#1) -> {more, 16#11, 16#06};
dec_huffman_lookup(16#ed, 16#2) -> {more, 16#11, 16#0a};
dec_huffman_lookup(16#ed, 16#3) -> {more, 16#11, 16#0f};
dec_huffman_lookup(16#ed, 16#4) -> {more, 16#11, 16#18};
dec_huffman_lookup(16#ed, 16#5) -> {more, 16#11, 16#1f};
dec_huffman_lookup(16#ed, 16#6) -> {more, 16#11, 16#29};
dec_huffman_lookup(16#ed, 16#7) -> {ok, 16#11, 16#38};
dec_huffman_lookup(16#ed, 16#8) -> {more, 16#12, 16#03};
dec_huffman_lookup(16#ed, 16#9) -> {more, 16#12, 16#06};
dec_huffman_lookup(16#ed, 16#a) -> {more, 16#12, 16#0a};
dec_huffman_lookup(16#ed, 16#b) -> {more, 16#12, 16#0f};
dec_huffman_lookup(16#ed, 16#c) -> {more, 16#12, 16#18};
dec_huffman_lookup(16#ed, 16#d) -> {more, 16#12, 16#1f};
dec_huffman_lookup(16#ed, 16#e) -> {more, 16#12, 16#29};
dec_huffman_lookup(16#ed, 16#f) -> {ok, 16#12, 16#38};
dec_huffman_lookup(16#ee, 16#0) -> {ok, 16#13, 16#00};
dec_huffman_lookup(16#ee, 16#1) -> {ok, 16#14, 16#00};
dec_huffman_lookup(16#ee, 16#2) -> {ok, 16#15, 16#00};
dec_huffman_lookup(16#ee, 16#3) -> {ok, 16#17, 16#00};
dec_huffman_lookup(16#ee, 16#4) -> {ok, 16#18, 16#00};
dec_huffman_lookup(16#ee, 16#5) -> {ok, 16#19, 16#00};
dec_huffman_lookup(16#ee, 16#6) -> {ok, 16#1a, 16#00};
dec_huffman_lookup(16#ee, 16#7) -> {ok, 16#1b, 16#00};
dec_huffman_lookup(16#ee, 16#8) -> {ok, 16#1c, 16#00};
dec_huffman_lookup(16#ee, 16#9) -> {ok, 16#1d, 16#00};
dec_huffman_lookup(16#ee, 16#a) -> {ok, 16#1e, 16#00};
dec_huffman_lookup(16#ee, 16#b) -> {ok, 16#1f, 16#00};
dec_huffman_lookup(16#ee, 16#c) -> {ok, 16#7f, 16#00};
dec_huffman_lookup(16#ee, 16#d) -> {ok, 16#dc, 16#00};
dec_huffman_lookup(16#ee, 16#e) -> {ok, 16#f9, 16#00};
dec_huffman_lookup(16#ee, 16#f) -> {ok, undefined, 16#fd};
dec_huffman_lookup(16#ef, 16#0) -> {more, 16#13, 16#01};
dec_huffman_lookup(16#ef, 16#1) -> {ok, 16#13, 16#16};
dec_huffman_lookup(16#ef, 16#2) -> {more, 16#14, 16#01};
dec_huffman_lookup(16#ef, 16#3) -> {ok, 16#14, 16#16};
dec_huffman_lookup(16#ef, 16#4) -> {more, 16#15, 16#01};
dec_huffman_lookup(16#ef, 16#5) -> {ok, 16#15, 16#16};
dec_huffman_lookup(16#ef, 16#6) -> {more, 16#17, 16#01};
dec_huffman_lookup(16#ef, 16#7) -> {ok, 16#17, 16#16};
dec_huffman_lookup(16#ef, 16#8) -> {more, 16#18, 16#01};
dec_huffman_lookup(16#ef, 16#9) -> {ok, 16#18, 16#16};
dec_huffman_lookup(16#ef, 16#a) -> {more, 16#19, 16#01};
dec_huffman_lookup(16#ef, 16#b) -> {ok, 16#19, 16#16};
dec_huffman_lookup(16#ef, 16#c) -> {more, 16#1a, 16#01};
dec_huffman_lookup(16#ef, 16#d) -> {ok, 16#1a, 16#16};
dec_huffman_lookup(16#ef, 16#e) -> {more, 16#1b, 16#01};
dec_huffman_lookup(16#ef, 16#f) -> {ok, 16#1b, 16#16};
dec_huffman_lookup(16#f0, 16#0) -> {more, 16#13, 16#02};
dec_huffman_lookup(16#f0, 16#1) -> {more, 16#13, 16#09};
dec_huffman_lookup(16#f0, 16#2) -> {more, 16#13, 16#17};
dec_huffman_lookup(16#f0, 16#3) -> {ok, 16#13, 16#28};
dec_huffman_lookup(16#f0, 16#4) -> {more, 16#14, 16#02};
dec_huffman_lookup(16#f0, 16#5) -> {more, 16#14, 16#09};
dec_huffman_lookup(16#f0, 16#6) -> {more, 16#14, 16#17};
dec_huffman_lookup(16#f0, 16#7) -> {ok, 16#14, 16#28};
dec_huffman_lookup(16#f0, 16#8) -> {more, 16#15, 16#02};
dec_huffman_lookup(16#f0, 16#9) -> {more, 16#15, 16#09};
dec_huffman_lookup(16#f0, 16#a) -> {more, 16#15, 16#17};
dec_huffman_lookup(16#f0, 16#b) -> {ok, 16#15, 16#28};
dec_huffman_lookup(16#f0, 16#c) -> {more, 16#17, 16#02};
dec_huffman_lookup(16#f0, 16#d) -> {more, 16#17, 16#09};
dec_huffman_lookup(16#f0, 16#e) -> {more, 16#17, 16#17};
dec_huffman_lookup(16#f0, 16#f) -> {ok, 16#17, 16#28};
dec_huffman_lookup(16#f1, 16#0) -> {more, 16#13, 16#03};
dec_huffman_lookup(16#f1, 16#1) -> {more, 16#13, 16#06};
dec_huffman_lookup(16#f1, 16#2) -> {more, 16#13, 16#0a};
dec_huffman_lookup(16#f1, 16#3) -> {more, 16#13, 16#0f};
dec_huffman_lookup(16#f1, 16#4) -> {more, 16#13, 16#18};
dec_huffman_lookup(16#f1, 16#5) -> {more, 16#13, 16#1f};
dec_huffman_lookup(16#f1, 16#6) -> {more, 16#13, 16#29};
dec_huffman_lookup(16#f1, 16#7) -> {ok, 16#13, 16#38};
dec_huffman_lookup(16#f1, 16#8) -> {more, 16#14, 16#03};
dec_huffman_lookup(16#f1, 16#9) -> {more, 16#14, 16#06};
dec_huffman_lookup(16#f1, 16#a) -> {more, 16#14, 16#0a};
dec_huffman_lookup(16#f1, 16#b) -> {more, 16#14, 16#0f};
dec_huffman_lookup(16#f1, 16#c) -> {more, 16#14, 16#18};
dec_huffman_lookup(16#f1, 16#d) -> {more, 16#14, 16#1f};
dec_huffman_lookup(16#f1, 16#e) -> {more, 16#14, 16#29};
dec_huffman_lookup(16#f1, 16#f) -> {ok, 16#14, 16#38};
dec_huffman_lookup(16#f2, 16#0) -> {more, 16#15, 16#03};
dec_huffman_lookup(16#f2, 16#1) -> {more, 16#15, 16#06};
dec_huffman_lookup(16#f2, 16#2) -> {more, 16#15, 16#0a};
dec_huffman_lookup(16#f2, 16#3) -> {more, 16#15, 16#0f};
dec_huffman_lookup(16#f2, 16#4) -> {more, 16#15, 16#18};
dec_huffman_lookup(16#f2, 16#5) -> {more, 16#15, 16#1f};
dec_huffman_lookup(16#f2, 16#6) -> {more, 16#15, 16#29};
dec_huffman_lookup(16#f2, 16#7) -> {ok, 16#15, 16#38};
dec_huffman_lookup(16#f2, 16#8) -> {more, 16#17, 16#03};
dec_huffman_lookup(16#f2, 16#9) -> {more, 16#17, 16#06};
dec_huffman_lookup(16#f2, 16#a) -> {more, 16#17, 16#0a};
dec_huffman_lookup(16#f2, 16#b) -> {more, 16#17, 16#0f};
dec_huffman_lookup(16#f2, 16#c) -> {more, 16#17, 16#18};
dec_huffman_lookup(16#f2, 16#d) -> {more, 16#17, 16#1f};
dec_huffman_lookup(16#f2, 16#e) -> {more, 16#17, 16#29};
dec_huffman_lookup(16#f2, 16#f) -> {ok, 16#17, 16#38};
dec_huffman_lookup(16#f3, 16#0) -> {more, 16#18, 16#02};
dec_huffman_lookup(16#f3, 16#1) -> {more, 16#18, 16#09};
dec_huffman_lookup(16#f3, 16#2) -> {more, 16#18, 16#17};
dec_huffman_lookup(16#f3, 16#3) -> {ok, 16#18, 16#28};
dec_huffman_lookup(16#f3, 16#4) -> {more, 16#19, 16#02};
dec_huffman_lookup(16#f3, 16#5) -> {more, 16#19, 16#09};
dec_huffman_lookup(16#f3, 16#6) -> {more, 16#19, 16#17};
dec_huffman_lookup(16#f3, 16#7) -> {ok, 16#19, 16#28};
dec_huffman_lookup(16#f3, 16#8) -> {more, 16#1a, 16#02};
dec_huffman_lookup(16#f3, 16#9) -> {more, 16#1a, 16#09};
dec_huffman_lookup(16#f3, 16#a) -> {more, 16#1a, 16#17};
dec_huffman_lookup(16#f3, 16#b) -> {ok, 16#1a, 16#28};
dec_huffman_lookup(16#f3, 16#c) -> {more, 16#1b, 16#02};
dec_huffman_lookup(16#f3, 16#d) -> {more, 16#1b, 16#09};
dec_huffman_lookup(16#f3, 16#e) -> {more, 16#1b, 16#17};
dec_huffman_lookup(16#f3, 16#f) -> {ok, 16#1b, 16#28};
dec_huffman_lookup(16#f4, 16#0) -> {more, 16#18, 16#03};
dec_huffman_lookup(16#f4, 16#1) -> {more, 16#18, 16#06};
dec_huffman_lookup(16#f4, 16#2) -> {more, 16#18, 16#0a};
dec_huffman_lookup(16#f4, 16#3) -> {more, 16#18, 16#0f};
dec_huffman_lookup(16#f4, 16#4) -> {more, 16#18, 16#18};
dec_huffman_lookup(16#f4, 16#5) -> {more, 16#18, 16#1f};
dec_huffman_lookup(16#f4, 16#6) -> {more, 16#18, 16#29};
dec_huffman_lookup(16#f4, 16#7) -> {ok, 16#18, 16#38};
dec_huffman_lookup(16#f4, 16#8) -> {more, 16#19, 16#03};
dec_huffman_lookup(16#f4, 16#9) -> {more, 16#19, 16#06};
dec_huffman_lookup(16#f4, 16#a) -> {more, 16#19, 16#0a};
dec_huffman_lookup(16#f4, 16#b) -> {more, 16#19, 16#0f};
dec_huffman_lookup(16#f4, 16#c) -> {more, 16#19, 16#18};
dec_huffman_lookup(16#f4, 16#d) -> {more, 16#19, 16#1f};
dec_huffman_lookup(16#f4, 16#e) -> {more, 16#19, 16#29};
dec_huffman_lookup(16#f4, 16#f) -> {ok, 16#19, 16#38};
dec_huffman_lookup(16#f5, 16#0) -> {more, 16#1a, 16#03};
dec_huffman_lookup(16#f5, 16#1) -> {more, 16#1a, 16#06};
dec_huffman_lookup(16#f5, 16#2) -> {more, 16#1a, 16#0a};
dec_huffman_lookup(16#f5, 16#3) -> {more, 16#1a, 16#0f};
dec_huffman_lookup(16#f5, 16#4) -> {more, 16#1a, 16#18};
dec_huffman_lookup(16#f5, 16#5) -> {more, 16#1a, 16#1f};
dec_huffman_lookup(16#f5, 16#6) -> {more, 16#1a, 16#29};
dec_huffman_lookup(16#f5, 16#7) -> {ok, 16#1a, 16#38};
dec_huffman_lookup(16#f5, 16#8) -> {more, 16#1b, 16#03};
dec_huffman_lookup(16#f5, 16#9) -> {more, 16#1b, 16#06};
dec_huffman_lookup(16#f5, 16#a) -> {more, 16#1b, 16#0a};
dec_huffman_lookup(16#f5, 16#b) -> {more, 16#1b, 16#0f};
dec_huffman_lookup(16#f5, 16#c) -> {more, 16#1b, 16#18};
dec_huffman_lookup(16#f5, 16#d) -> {more, 16#1b, 16#1f};
dec_huffman_lookup(16#f5, 16#e) -> {more, 16#1b, 16#29};
dec_huffman_lookup(16#f5, 16#f) -> {ok, 16#1b, 16#38};
dec_huffman_lookup(16#f6, 16#0) -> {more, 16#1c, 16#01};
dec_huffman_lookup(16#f6, 16#1) -> {ok, 16#1c, 16#16};
dec_huffman_lookup(16#f6, 16#2) -> {more, 16#1d, 16#01};
dec_huffman_lookup(16#f6, 16#3) -> {ok, 16#1d, 16#16};
dec_huffman_lookup(16#f6, 16#4) -> {more, 16#1e, 16#01};
dec_huffman_lookup(16#f6, 16#5) -> {ok, 16#1e, 16#16};
dec_huffman_lookup(16#f6, 16#6) -> {more, 16#1f, 16#01};
dec_huffman_lookup(16#f6, 16#7) -> {ok, 16#1f, 16#16};
dec_huffman_lookup(16#f6, 16#8) -> {more, 16#7f, 16#01};
dec_huffman_lookup(16#f6, 16#9) -> {ok, 16#7f, 16#16};
dec_huffman_lookup(16#f6, 16#a) -> {more, 16#dc, 16#01};
dec_huffman_lookup(16#f6, 16#b) -> {ok, 16#dc, 16#16};
dec_huffman_lookup(16#f6, 16#c) -> {more, 16#f9, 16#01};
dec_huffman_lookup(16#f6, 16#d) -> {ok, 16#f9, 16#16};
dec_huffman_lookup(16#f6, 16#e) -> {more, undefined, 16#fe};
dec_huffman_lookup(16#f6, 16#f) -> {ok, undefined, 16#ff};
dec_huffman_lookup(16#f7, 16#0) -> {more, 16#1c, 16#02};
dec_huffman_lookup(16#f7, 16#1) -> {more, 16#1c, 16#09};
dec_huffman_lookup(16#f7, 16#2) -> {more, 16#1c, 16#17};
dec_huffman_lookup(16#f7, 16#3) -> {ok, 16#1c, 16#28};
dec_huffman_lookup(16#f7, 16#4) -> {more, 16#1d, 16#02};
dec_huffman_lookup(16#f7, 16#5) -> {more, 16#1d, 16#09};
dec_huffman_lookup(16#f7, 16#6) -> {more, 16#1d, 16#17};
dec_huffman_lookup(16#f7, 16#7) -> {ok, 16#1d, 16#28};
dec_huffman_lookup(16#f7, 16#8) -> {more, 16#1e, 16#02};
dec_huffman_lookup(16#f7, 16#9) -> {more, 16#1e, 16#09};
dec_huffman_lookup(16#f7, 16#a) -> {more, 16#1e, 16#17};
dec_huffman_lookup(16#f7, 16#b) -> {ok, 16#1e, 16#28};
dec_huffman_lookup(16#f7, 16#c) -> {more, 16#1f, 16#02};
dec_huffman_lookup(16#f7, 16#d) -> {more, 16#1f, 16#09};
dec_huffman_lookup(16#f7, 16#e) -> {more, 16#1f, 16#17};
dec_huffman_lookup(16#f7, 16#f) -> {ok, 16#1f, 16#28};
dec_huffman_lookup(16#f8, 16#0) -> {more, 16#1c, 16#03};
dec_huffman_lookup(16#f8, 16#1) -> {more, 16#1c, 16#06};
dec_huffman_lookup(16#f8, 16#2) -> {more, 16#1c, 16#0a};
dec_huffman_lookup(16#f8, 16#3) -> {more, 16#1c, 16#0f};
dec_huffman_lookup(16#f8, 16#4) -> {more, 16#1c, 16#18};
dec_huffman_lookup(16#f8, 16#5) -> {more, 16#1c, 16#1f};
dec_huffman_lookup(16#f8, 16#6) -> {more, 16#1c, 16#29};
dec_huffman_lookup(16#f8, 16#7) -> {ok, 16#1c, 16#38};
dec_huffman_lookup(16#f8, 16#8) -> {more, 16#1d, 16#03};
dec_huffman_lookup(16#f8, 16#9) -> {more, 16#1d, 16#06};
dec_huffman_lookup(16#f8, 16#a) -> {more, 16#1d, 16#0a};
dec_huffman_lookup(16#f8, 16#b) -> {more, 16#1d, 16#0f};
dec_huffman_lookup(16#f8, 16#c) -> {more, 16#1d, 16#18};
dec_huffman_lookup(16#f8, 16#d) -> {more, 16#1d, 16#1f};
dec_huffman_lookup(16#f8, 16#e) -> {more, 16#1d, 16#29};
dec_huffman_lookup(16#f8, 16#f) -> {ok, 16#1d, 16#38};
dec_huffman_lookup(16#f9, 16#0) -> {more, 16#1e, 16#03};
dec_huffman_lookup(16#f9, 16#1) -> {more, 16#1e, 16#06};
dec_huffman_lookup(16#f9, 16#2) -> {more, 16#1e, 16#0a};
dec_huffman_lookup(16#f9, 16#3) -> {more, 16#1e, 16#0f};
dec_huffman_lookup(16#f9, 16#4) -> {more, 16#1e, 16#18};
dec_huffman_lookup(16#f9, 16#5) -> {more, 16#1e, 16#1f};
dec_huffman_lookup(16#f9, 16#6) -> {more, 16#1e, 16#29};
dec_huffman_lookup(16#f9, 16#7) -> {ok, 16#1e, 16#38};
dec_huffman_lookup(16#f9, 16#8) -> {more, 16#1f, 16#03};
dec_huffman_lookup(16#f9, 16#9) -> {more, 16#1f, 16#06};
dec_huffman_lookup(16#f9, 16#a) -> {more, 16#1f, 16#0a};
dec_huffman_lookup(16#f9, 16#b) -> {more, 16#1f, 16#0f};
dec_huffman_lookup(16#f9, 16#c) -> {more, 16#1f, 16#18};
dec_huffman_lookup(16#f9, 16#d) -> {more, 16#1f, 16#1f};
dec_huffman_lookup(16#f9, 16#e) -> {more, 16#1f, 16#29};
dec_huffman_lookup(16#f9, 16#f) -> {ok, 16#1f, 16#38};
dec_huffman_lookup(16#fa, 16#0) -> {more, 16#7f, 16#02};
dec_huffman_lookup(16#fa, 16#1) -> {more, 16#7f, 16#09};
dec_huffman_lookup(16#fa, 16#2) -> {more, 16#7f, 16#17};
dec_huffman_lookup(16#fa, 16#3) -> {ok, 16#7f, 16#28};
dec_huffman_lookup(16#fa, 16#4) -> {more, 16#dc, 16#02};
dec_huffman_lookup(16#fa, 16#5) -> {more, 16#dc, 16#09};
dec_huffman_lookup(16#fa, 16#6) -> {more, 16#dc, 16#17};
dec_huffman_lookup(16#fa, 16#7) -> {ok, 16#dc, 16#28};
dec_huffman_lookup(16#fa, 16#8) -> {more, 16#f9, 16#02};
dec_huffman_lookup(16#fa, 16#9) -> {more, 16#f9, 16#09};
dec_huffman_lookup(16#fa, 16#a) -> {more, 16#f9, 16#17};
dec_huffman_lookup(16#fa, 16#b) -> {ok, 16#f9, 16#28};
dec_huffman_lookup(16#fa, 16#c) -> {ok, 16#0a, 16#00};
dec_huffman_lookup(16#fa, 16#d) -> {ok, 16#0d, 16#00};
dec_huffman_lookup(16#fa, 16#e) -> {ok, 16#16, 16#00};
dec_huffman_lookup(16#fa, 16#f) -> error;
dec_huffman_lookup(16#fb, 16#0) -> {more, 16#7f, 16#03};
dec_huffman_lookup(16#fb, 16#1) -> {more, 16#7f, 16#06};
dec_huffman_lookup(16#fb, 16#2) -> {more, 16#7f, 16#0a};
dec_huffman_lookup(16#fb, 16#3) -> {more, 16#7f, 16#0f};
dec_huffman_lookup(16#fb, 16#4) -> {more, 16#7f, 16#18};
dec_huffman_lookup(16#fb, 16#5) -> {more, 16#7f, 16#1f};
dec_huffman_lookup(16#fb, 16#6) -> {more, 16#7f, 16#29};
dec_huffman_lookup(16#fb, 16#7) -> {ok, 16#7f, 16#38};
dec_huffman_lookup(16#fb, 16#8) -> {more, 16#dc, 16#03};
dec_huffman_lookup(16#fb, 16#9) -> {more, 16#dc, 16#06};
dec_huffman_lookup(16#fb, 16#a) -> {more, 16#dc, 16#0a};
dec_huffman_lookup(16#fb, 16#b) -> {more, 16#dc, 16#0f};
dec_huffman_lookup(16#fb, 16#c) -> {more, 16#dc, 16#18};
dec_huffman_lookup(16#fb, 16#d) -> {more, 16#dc, 16#1f};
dec_huffman_lookup(16#fb, 16#e) -> {more, 16#dc, 16#29};
dec_huffman_lookup(16#fb, 16#f) -> {ok, 16#dc, 16#38};
dec_huffman_lookup(16#fc, 16#0) -> {more, 16#f9, 16#03};
dec_huffman_lookup(16#fc, 16#1) -> {more, 16#f9, 16#06};
dec_huffman_lookup(16#fc, 16#2) -> {more, 16#f9, 16#0a};
dec_huffman_lookup(16#fc, 16#3) -> {more, 16#f9, 16#0f};
dec_huffman_lookup(16#fc, 16#4) -> {more, 16#f9, 16#18};
dec_huffman_lookup(16#fc, 16#5) -> {more, 16#f9, 16#1f};
dec_huffman_lookup(16#fc, 16#6) -> {more, 16#f9, 16#29};
dec_huffman_lookup(16#fc, 16#7) -> {ok, 16#f9, 16#38};
dec_huffman_lookup(16#fc, 16#8) -> {more, 16#0a, 16#01};
dec_huffman_lookup(16#fc, 16#9) -> {ok, 16#0a, 16#16};
dec_huffman_lookup(16#fc, 16#a) -> {more, 16#0d, 16#01};
dec_huffman_lookup(16#fc, 16#b) -> {ok, 16#0d, 16#16};
dec_huffman_lookup(16#fc, 16#c) -> {more, 16#16, 16#01};
dec_huffman_lookup(16#fc, 16#d) -> {ok, 16#16, 16#16};
dec_huffman_lookup(16#fc, 16#e) -> error;
dec_huffman_lookup(16#fc, 16#f) -> error;
dec_huffman_lookup(16#fd, 16#0) -> {more, 16#0a, 16#02};
dec_huffman_lookup(16#fd, 16#1) -> {more, 16#0a, 16#09};
dec_huffman_lookup(16#fd, 16#2) -> {more, 16#0a, 16#17};
dec_huffman_lookup(16#fd, 16#3) -> {ok, 16#0a, 16#28};
dec_huffman_lookup(16#fd, 16#4) -> {more, 16#0d, 16#02};
dec_huffman_lookup(16#fd, 16#5) -> {more, 16#0d, 16#09};
dec_huffman_lookup(16#fd, 16#6) -> {more, 16#0d, 16#17};
dec_huffman_lookup(16#fd, 16#7) -> {ok, 16#0d, 16#28};
dec_huffman_lookup(16#fd, 16#8) -> {more, 16#16, 16#02};
dec_huffman_lookup(16#fd, 16#9) -> {more, 16#16, 16#09};
dec_huffman_lookup(16#fd, 16#a) -> {more, 16#16, 16#17};
dec_huffman_lookup(16#fd, 16#b) -> {ok, 16#16, 16#28};
dec_huffman_lookup(16#fd, 16#c) -> error;
dec_huffman_lookup(16#fd, 16#d) -> error;
dec_huffman_lookup(16#fd, 16#e) -> error;
dec_huffman_lookup(16#fd, 16#f) -> error;
dec_huffman_lookup(16#fe, 16#0) -> {more, 16#0a, 16#03};
dec_huffman_lookup(16#fe, 16#1) -> {more, 16#0a, 16#06};
dec_huffman_lookup(16#fe, 16#2) -> {more, 16#0a, 16#0a};
dec_huffman_lookup(16#fe, 16#3) -> {more, 16#0a, 16#0f};
dec_huffman_lookup(16#fe, 16#4) -> {more, 16#0a, 16#18};
dec_huffman_lookup(16#fe, 16#5) -> {more, 16#0a, 16#1f};
dec_huffman_lookup(16#fe, 16#6) -> {more, 16#0a, 16#29};
dec_huffman_lookup(16#fe, 16#7) -> {ok, 16#0a, 16#38};
dec_huffman_lookup(16#fe, 16#8) -> {more, 16#0d, 16#03};
dec_huffman_lookup(16#fe, 16#9) -> {more, 16#0d, 16#06};
dec_huffman_lookup(16#fe, 16#a) -> {more, 16#0d, 16#0a};
dec_huffman_lookup(16#fe, 16#b) -> {more, 16#0d, 16#0f};
dec_huffman_lookup(16#fe, 16#c) -> {more, 16#0d, 16#18};
dec_huffman_lookup(16#fe, 16#d) -> {more, 16#0d, 16#1f};
dec_huffman_lookup(16#fe, 16#e) -> {more, 16#0d, 16#29};
dec_huffman_lookup(16#fe, 16#f) -> {ok, 16#0d, 16#38};
dec_huffman_lookup(16#ff, 16#0) -> {more, 16#16, 16#03};
dec_huffman_lookup(16#ff, 16#1) -> {more, 16#16, 16#06};
dec_huffman_lookup(16#ff, 16#2) -> {more, 16#16, 16#0a};
dec_huffman_lookup(16#ff, 16#3) -> {more, 16#16, 16#0f};
dec_huffman_lookup(16#ff, 16#4) -> {more, 16#16, 16#18};
dec_huffman_lookup(16#ff, 16#5) -> {more, 16#16, 16#1f};
dec_huffman_lookup(16#ff, 16#6) -> {more, 16#16, 16#29};
dec_huffman_lookup(16#ff, 16#7) -> {ok, 16#16, 16#38};
dec_huffman_lookup(16#ff, 16#8) -> error;
dec_huffman_lookup(16#ff, 16#9) -> error;
dec_huffman_lookup(16#ff, 16#a) -> error;
dec_huffman_lookup(16#ff, 16#b) -> error;
dec_huffman_lookup(16#ff, 16#c) -> error;
dec_huffman_lookup(16#ff, 16#d) -> error;
dec_huffman_lookup(16#ff, 16#e) -> error;
dec_huffman_lookup(16#ff, 16#f) -> error.
%% ---- end of cow_hpack_dec_huffman_lookup.hrl ----

%% String encoding.

enc_str(Str, huffman) ->
	Str2 = enc_huffman(Str, <<>>),
	[enc_int7(byte_size(Str2), 2#1)|Str2];
enc_str(Str, no_huffman) ->
	[enc_int7(byte_size(Str), 2#0)|Str].

enc_huffman(<<>>, Acc) ->
	case bit_size(Acc) rem 8 of
		1 -> <<Acc/bits, 2#1111111:7>>;
		2 -> <<Acc/bits, 2#111111:6>>;
		3 -> <<Acc/bits, 2#11111:5>>;
		4 -> <<Acc/bits, 2#1111:4>>;
		5 -> <<Acc/bits, 2#111:3>>;
		6 -> <<Acc/bits, 2#11:2>>;
		7 -> <<Acc/bits, 2#1:1>>;
		0 -> Acc
	end;
enc_huffman(<<0, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111000:13>>);
enc_huffman(<<1, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111011000:23>>);
enc_huffman(<<2, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111100010:28>>);
enc_huffman(<<3, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111100011:28>>);
enc_huffman(<<4, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111100100:28>>);
enc_huffman(<<5, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111100101:28>>);
enc_huffman(<<6, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111100110:28>>);
enc_huffman(<<7, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111100111:28>>);
enc_huffman(<<8, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111101000:28>>);
enc_huffman(<<9, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111101010:24>>);
enc_huffman(<<10, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111111111100:30>>);
enc_huffman(<<11, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111101001:28>>);
enc_huffman(<<12, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111101010:28>>);
enc_huffman(<<13, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111111111101:30>>);
enc_huffman(<<14, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111101011:28>>);
enc_huffman(<<15, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111101100:28>>);
enc_huffman(<<16, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111101101:28>>);
enc_huffman(<<17, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111101110:28>>);
enc_huffman(<<18, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111101111:28>>);
enc_huffman(<<19, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111110000:28>>);
enc_huffman(<<20, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111110001:28>>);
enc_huffman(<<21, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111110010:28>>);
enc_huffman(<<22, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111111111110:30>>);
enc_huffman(<<23, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111110011:28>>);
enc_huffman(<<24, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111110100:28>>);
enc_huffman(<<25, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111110101:28>>);
enc_huffman(<<26, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111110110:28>>);
enc_huffman(<<27, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111110111:28>>);
enc_huffman(<<28, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111111000:28>>);
enc_huffman(<<29, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111111001:28>>);
enc_huffman(<<30, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111111010:28>>);
enc_huffman(<<31, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111111011:28>>);
enc_huffman(<<32, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#010100:6>>);
enc_huffman(<<33, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111000:10>>);
enc_huffman(<<34, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111001:10>>);
enc_huffman(<<35, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111010:12>>);
enc_huffman(<<36, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111001:13>>);
enc_huffman(<<37, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#010101:6>>);
enc_huffman(<<38, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111000:8>>);
enc_huffman(<<39, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111010:11>>);
enc_huffman(<<40, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111010:10>>);
enc_huffman(<<41, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111011:10>>);
enc_huffman(<<42, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111001:8>>);
enc_huffman(<<43, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111011:11>>);
enc_huffman(<<44, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111010:8>>);
enc_huffman(<<45, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#010110:6>>);
enc_huffman(<<46, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#010111:6>>);
enc_huffman(<<47, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#011000:6>>);
enc_huffman(<<48, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#00000:5>>);
enc_huffman(<<49, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#00001:5>>);
enc_huffman(<<50, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#00010:5>>);
enc_huffman(<<51, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#011001:6>>);
enc_huffman(<<52, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#011010:6>>);
enc_huffman(<<53, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#011011:6>>);
enc_huffman(<<54, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#011100:6>>);
enc_huffman(<<55, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#011101:6>>);
enc_huffman(<<56, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#011110:6>>);
enc_huffman(<<57, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#011111:6>>);
enc_huffman(<<58, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1011100:7>>);
enc_huffman(<<59, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111011:8>>);
enc_huffman(<<60, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111100:15>>);
enc_huffman(<<61, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#100000:6>>);
enc_huffman(<<62, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111011:12>>);
enc_huffman(<<63, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111100:10>>);
enc_huffman(<<64, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111010:13>>);
enc_huffman(<<65, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#100001:6>>);
enc_huffman(<<66, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1011101:7>>);
enc_huffman(<<67, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1011110:7>>);
enc_huffman(<<68, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1011111:7>>);
enc_huffman(<<69, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1100000:7>>);
enc_huffman(<<70, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1100001:7>>);
enc_huffman(<<71, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1100010:7>>);
enc_huffman(<<72, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1100011:7>>);
enc_huffman(<<73, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1100100:7>>);
enc_huffman(<<74, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1100101:7>>);
enc_huffman(<<75, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1100110:7>>);
enc_huffman(<<76, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1100111:7>>);
enc_huffman(<<77, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1101000:7>>);
enc_huffman(<<78, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1101001:7>>);
enc_huffman(<<79, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1101010:7>>);
enc_huffman(<<80, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1101011:7>>);
enc_huffman(<<81, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1101100:7>>);
enc_huffman(<<82, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1101101:7>>);
enc_huffman(<<83, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1101110:7>>);
enc_huffman(<<84, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1101111:7>>);
enc_huffman(<<85, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1110000:7>>);
enc_huffman(<<86, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1110001:7>>);
enc_huffman(<<87, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1110010:7>>);
enc_huffman(<<88, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111100:8>>);
enc_huffman(<<89, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1110011:7>>);
enc_huffman(<<90, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111101:8>>);
enc_huffman(<<91, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111011:13>>);
enc_huffman(<<92, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111110000:19>>);
enc_huffman(<<93, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111100:13>>);
enc_huffman(<<94, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111100:14>>);
enc_huffman(<<95, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#100010:6>>);
enc_huffman(<<96, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111101:15>>);
enc_huffman(<<97, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#00011:5>>);
enc_huffman(<<98, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#100011:6>>);
enc_huffman(<<99, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#00100:5>>);
enc_huffman(<<100, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#100100:6>>);
enc_huffman(<<101, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#00101:5>>);
enc_huffman(<<102, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#100101:6>>);
enc_huffman(<<103, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#100110:6>>);
enc_huffman(<<104, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#100111:6>>);
enc_huffman(<<105, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#00110:5>>);
enc_huffman(<<106, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1110100:7>>);
enc_huffman(<<107, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1110101:7>>);
enc_huffman(<<108, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#101000:6>>);
enc_huffman(<<109, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#101001:6>>);
enc_huffman(<<110, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#101010:6>>);
enc_huffman(<<111, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#00111:5>>);
enc_huffman(<<112, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#101011:6>>);
enc_huffman(<<113, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1110110:7>>);
enc_huffman(<<114, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#101100:6>>);
enc_huffman(<<115, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#01000:5>>);
enc_huffman(<<116, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#01001:5>>);
enc_huffman(<<117, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#101101:6>>);
enc_huffman(<<118, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1110111:7>>);
enc_huffman(<<119, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111000:7>>);
enc_huffman(<<120, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111001:7>>);
enc_huffman(<<121, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111010:7>>);
enc_huffman(<<122, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111011:7>>);
enc_huffman(<<123, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111110:15>>);
enc_huffman(<<124, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111100:11>>);
enc_huffman(<<125, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111101:14>>);
enc_huffman(<<126, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111101:13>>);
enc_huffman(<<127, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111111100:28>>);
enc_huffman(<<128, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111100110:20>>);
enc_huffman(<<129, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111010010:22>>);
enc_huffman(<<130, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111100111:20>>);
enc_huffman(<<131, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111101000:20>>);
enc_huffman(<<132, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111010011:22>>);
enc_huffman(<<133, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111010100:22>>);
enc_huffman(<<134, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111010101:22>>);
enc_huffman(<<135, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111011001:23>>);
enc_huffman(<<136, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111010110:22>>);
enc_huffman(<<137, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111011010:23>>);
enc_huffman(<<138, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111011011:23>>);
enc_huffman(<<139, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111011100:23>>);
enc_huffman(<<140, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111011101:23>>);
enc_huffman(<<141, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111011110:23>>);
enc_huffman(<<142, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111101011:24>>);
enc_huffman(<<143, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111011111:23>>);
enc_huffman(<<144, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111101100:24>>);
enc_huffman(<<145, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111101101:24>>);
enc_huffman(<<146, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111010111:22>>);
enc_huffman(<<147, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111100000:23>>);
enc_huffman(<<148, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111101110:24>>);
enc_huffman(<<149, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111100001:23>>);
enc_huffman(<<150, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111100010:23>>);
enc_huffman(<<151, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111100011:23>>);
enc_huffman(<<152, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111100100:23>>);
enc_huffman(<<153, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111011100:21>>);
enc_huffman(<<154, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111011000:22>>);
enc_huffman(<<155, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111100101:23>>);
enc_huffman(<<156, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111011001:22>>);
enc_huffman(<<157, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111100110:23>>);
enc_huffman(<<158, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111100111:23>>);
enc_huffman(<<159, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111101111:24>>);
enc_huffman(<<160, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111011010:22>>);
enc_huffman(<<161, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111011101:21>>);
enc_huffman(<<162, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111101001:20>>);
enc_huffman(<<163, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111011011:22>>);
enc_huffman(<<164, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111011100:22>>);
enc_huffman(<<165, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111101000:23>>);
enc_huffman(<<166, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111101001:23>>);
enc_huffman(<<167, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111011110:21>>);
enc_huffman(<<168, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111101010:23>>);
enc_huffman(<<169, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111011101:22>>);
enc_huffman(<<170, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111011110:22>>);
enc_huffman(<<171, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111110000:24>>);
enc_huffman(<<172, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111011111:21>>);
enc_huffman(<<173, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111011111:22>>);
enc_huffman(<<174, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111101011:23>>);
enc_huffman(<<175, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111101100:23>>);
enc_huffman(<<176, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111100000:21>>);
enc_huffman(<<177, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111100001:21>>);
enc_huffman(<<178, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111100000:22>>);
enc_huffman(<<179, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111100010:21>>);
enc_huffman(<<180, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111101101:23>>);
enc_huffman(<<181, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111100001:22>>);
enc_huffman(<<182, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111101110:23>>);
enc_huffman(<<183, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111101111:23>>);
enc_huffman(<<184, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111101010:20>>);
enc_huffman(<<185, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111100010:22>>);
enc_huffman(<<186, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111100011:22>>);
enc_huffman(<<187, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111100100:22>>);
enc_huffman(<<188, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111110000:23>>);
enc_huffman(<<189, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111100101:22>>);
enc_huffman(<<190, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111100110:22>>);
enc_huffman(<<191, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111110001:23>>);
enc_huffman(<<192, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111100000:26>>);
enc_huffman(<<193, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111100001:26>>);
enc_huffman(<<194, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111101011:20>>);
enc_huffman(<<195, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111110001:19>>);
enc_huffman(<<196, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111100111:22>>);
enc_huffman(<<197, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111110010:23>>);
enc_huffman(<<198, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111101000:22>>);
enc_huffman(<<199, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111101100:25>>);
enc_huffman(<<200, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111100010:26>>);
enc_huffman(<<201, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111100011:26>>);
enc_huffman(<<202, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111100100:26>>);
enc_huffman(<<203, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111011110:27>>);
enc_huffman(<<204, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111011111:27>>);
enc_huffman(<<205, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111100101:26>>);
enc_huffman(<<206, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111110001:24>>);
enc_huffman(<<207, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111101101:25>>);
enc_huffman(<<208, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111110010:19>>);
enc_huffman(<<209, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111100011:21>>);
enc_huffman(<<210, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111100110:26>>);
enc_huffman(<<211, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111100000:27>>);
enc_huffman(<<212, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111100001:27>>);
enc_huffman(<<213, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111100111:26>>);
enc_huffman(<<214, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111100010:27>>);
enc_huffman(<<215, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111110010:24>>);
enc_huffman(<<216, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111100100:21>>);
enc_huffman(<<217, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111100101:21>>);
enc_huffman(<<218, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111101000:26>>);
enc_huffman(<<219, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111101001:26>>);
enc_huffman(<<220, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111111101:28>>);
enc_huffman(<<221, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111100011:27>>);
enc_huffman(<<222, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111100100:27>>);
enc_huffman(<<223, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111100101:27>>);
enc_huffman(<<224, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111101100:20>>);
enc_huffman(<<225, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111110011:24>>);
enc_huffman(<<226, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111101101:20>>);
enc_huffman(<<227, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111100110:21>>);
enc_huffman(<<228, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111101001:22>>);
enc_huffman(<<229, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111100111:21>>);
enc_huffman(<<230, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111101000:21>>);
enc_huffman(<<231, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111110011:23>>);
enc_huffman(<<232, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111101010:22>>);
enc_huffman(<<233, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111101011:22>>);
enc_huffman(<<234, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111101110:25>>);
enc_huffman(<<235, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111101111:25>>);
enc_huffman(<<236, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111110100:24>>);
enc_huffman(<<237, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111110101:24>>);
enc_huffman(<<238, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111101010:26>>);
enc_huffman(<<239, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111110100:23>>);
enc_huffman(<<240, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111101011:26>>);
enc_huffman(<<241, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111100110:27>>);
enc_huffman(<<242, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111101100:26>>);
enc_huffman(<<243, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111101101:26>>);
enc_huffman(<<244, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111100111:27>>);
enc_huffman(<<245, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111101000:27>>);
enc_huffman(<<246, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111101001:27>>);
enc_huffman(<<247, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111101010:27>>);
enc_huffman(<<248, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111101011:27>>);
enc_huffman(<<249, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#1111111111111111111111111110:28>>);
enc_huffman(<<250, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111101100:27>>);
enc_huffman(<<251, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111101101:27>>);
enc_huffman(<<252, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111101110:27>>);
enc_huffman(<<253, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111101111:27>>);
enc_huffman(<<254, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#111111111111111111111110000:27>>);
enc_huffman(<<255, R/bits>>, A) -> enc_huffman(R, <<A/bits, 2#11111111111111111111101110:26>>).
%% ---- end of cow_hpack_common.hrl ----

%% State initialization.

-spec init() -> state().
init() ->
	#state{}.

-spec init(non_neg_integer()) -> state().
init(MaxSize) ->
	#state{max_size=MaxSize, configured_max_size=MaxSize}.

%% Update the configured max size.
%%
%% When decoding, the local endpoint also needs to send a SETTINGS
%% frame with this value and it is then up to the remote endpoint
%% to decide what actual limit it will use. The actual limit is
%% signaled via dynamic table size updates in the encoded data.
%%
%% When encoding, the local endpoint will call this function after
%% receiving a SETTINGS frame with this value. The encoder will
%% then use this value as the new max after signaling via a dynamic
%% table size update. The value given as argument may be lower
%% than the one received in the SETTINGS.

-spec set_max_size(non_neg_integer(), State) -> State when State::state().
set_max_size(MaxSize, State) ->
	State#state{configured_max_size=MaxSize}.

%% Decoding.

-spec decode(binary()) ->
	{cowlib_http:headers(), state()}.

decode(Data) ->
	decode(Data, init(), #{}).

-spec decode(binary(), state())
	-> {cowlib_http:headers(), state()}.

decode(Data, State) ->
	decode(Data, State, #{}).

-spec decode(binary(), state(), decoder_opts())
	-> {cowlib_http:headers(), state()}.

%% Dynamic table size update is only allowed at the beginning of a HEADERS block.
decode(<< 0:2, 1:1, Rest/bits >>, State=#state{configured_max_size=ConfigMaxSize},
		Opts) ->
	{MaxSize, Rest2} = dec_int5(Rest),
	if
		MaxSize =< ConfigMaxSize ->
			State2 = table_update_size(MaxSize, State),
			decode(Rest2, State2, Opts)
	end;
decode(Data, State, Opts0) ->
	Opts = #{
		max_headers => maps:get(max_headers, Opts0, 100)
	},
	decode(Data, State, [], Opts).

decode(<<>>, State, Acc, _) ->
	{lists:reverse(Acc), State};
decode(_, _, Acc, Opts)
		when length(Acc) >= map_get(max_headers, Opts) ->
	error(max_headers);
%% Indexed header field representation.
decode(<< 1:1, Rest/bits >>, State, Acc, Opts) ->
	dec_indexed(Rest, State, Acc, Opts);
%% Literal header field with incremental indexing: new name.
decode(<< 0:1, 1:1, 0:6, Rest/bits >>, State, Acc, Opts) ->
	dec_lit_index_new_name(Rest, State, Acc, Opts);
%% Literal header field with incremental indexing: indexed name.
decode(<< 0:1, 1:1, Rest/bits >>, State, Acc, Opts) ->
	dec_lit_index_indexed_name(Rest, State, Acc, Opts);
%% Literal header field without indexing: new name.
decode(<< 0:8, Rest/bits >>, State, Acc, Opts) ->
	dec_lit_no_index_new_name(Rest, State, Acc, Opts);
%% Literal header field without indexing: indexed name.
decode(<< 0:4, Rest/bits >>, State, Acc, Opts) ->
	dec_lit_no_index_indexed_name(Rest, State, Acc, Opts);
%% Literal header field never indexed: new name.
%% @todo Keep track of "never indexed" headers.
decode(<< 0:3, 1:1, 0:4, Rest/bits >>, State, Acc, Opts) ->
	dec_lit_no_index_new_name(Rest, State, Acc, Opts);
%% Literal header field never indexed: indexed name.
%% @todo Keep track of "never indexed" headers.
decode(<< 0:3, 1:1, Rest/bits >>, State, Acc, Opts) ->
	dec_lit_no_index_indexed_name(Rest, State, Acc, Opts).

%% Indexed header field representation.

%% We do the integer decoding inline where appropriate, falling
%% back to dec_big_int for larger values.
dec_indexed(<<2#1111111:7, 0:1, Int:7, Rest/bits>>, State, Acc, Opts) ->
	{Name, Value} = table_get(127 + Int, State),
	decode(Rest, State, [{Name, Value}|Acc], Opts);
dec_indexed(<<2#1111111:7, Rest0/bits>>, State, Acc, Opts) ->
	{Index, Rest} = dec_big_int(Rest0, 127, 0),
	{Name, Value} = table_get(Index, State),
	decode(Rest, State, [{Name, Value}|Acc], Opts);
dec_indexed(<<Index:7, Rest/bits>>, State, Acc, Opts) ->
	{Name, Value} = table_get(Index, State),
	decode(Rest, State, [{Name, Value}|Acc], Opts).

%% Literal header field with incremental indexing.

dec_lit_index_new_name(Rest, State, Acc, Opts) ->
	{Name, Rest2} = dec_str(Rest),
	dec_lit_index(Rest2, State, Acc, Opts, Name).

%% We do the integer decoding inline where appropriate, falling
%% back to dec_big_int for larger values.
dec_lit_index_indexed_name(<<2#111111:6, 0:1, Int:7, Rest/bits>>,
		State, Acc, Opts) ->
	Name = table_get_name(63 + Int, State),
	dec_lit_index(Rest, State, Acc, Opts, Name);
dec_lit_index_indexed_name(<<2#111111:6, Rest0/bits>>, State, Acc, Opts) ->
	{Index, Rest} = dec_big_int(Rest0, 63, 0),
	Name = table_get_name(Index, State),
	dec_lit_index(Rest, State, Acc, Opts, Name);
dec_lit_index_indexed_name(<<Index:6, Rest/bits>>, State, Acc, Opts) ->
	Name = table_get_name(Index, State),
	dec_lit_index(Rest, State, Acc, Opts, Name).

dec_lit_index(Rest, State, Acc, Opts, Name) ->
	{Value, Rest2} = dec_str(Rest),
	State2 = table_insert({Name, Value}, State),
	decode(Rest2, State2, [{Name, Value}|Acc], Opts).

%% Literal header field without indexing.

dec_lit_no_index_new_name(Rest, State, Acc, Opts) ->
	{Name, Rest2} = dec_str(Rest),
	dec_lit_no_index(Rest2, State, Acc, Opts, Name).

%% We do the integer decoding inline where appropriate, falling
%% back to dec_big_int for larger values.
dec_lit_no_index_indexed_name(<<2#1111:4, 0:1, Int:7, Rest/bits>>,
		State, Acc, Opts) ->
	Name = table_get_name(15 + Int, State),
	dec_lit_no_index(Rest, State, Acc, Opts, Name);
dec_lit_no_index_indexed_name(<<2#1111:4, Rest0/bits>>, State, Acc, Opts) ->
	{Index, Rest} = dec_big_int(Rest0, 15, 0),
	Name = table_get_name(Index, State),
	dec_lit_no_index(Rest, State, Acc, Opts, Name);
dec_lit_no_index_indexed_name(<<Index:4, Rest/bits>>, State, Acc, Opts) ->
	Name = table_get_name(Index, State),
	dec_lit_no_index(Rest, State, Acc, Opts, Name).

dec_lit_no_index(Rest, State, Acc, Opts, Name) ->
	{Value, Rest2} = dec_str(Rest),
	decode(Rest2, State, [{Name, Value}|Acc], Opts).

%% @todo Literal header field never indexed.

%% Decode a string.

dec_str(<<0:1, 2#1111111:7, Rest0/bits>>) ->
	{Length, Rest1} = dec_big_int(Rest0, 127, 0),
	<<Str:Length/binary, Rest/bits>> = Rest1,
	{Str, Rest};
dec_str(<<0:1, Length:7, Rest0/bits>>) ->
	<<Str:Length/binary, Rest/bits>> = Rest0,
	{Str, Rest};
dec_str(<<1:1, 2#1111111:7, Rest0/bits>>) ->
	{Length, Rest} = dec_big_int(Rest0, 127, 0),
	dec_huffman(Rest, Length, 0, <<>>);
dec_str(<<1:1, Length:7, Rest/bits>>) ->
	dec_huffman(Rest, Length, 0, <<>>).

-ifdef(TEST).
%% Test case extracted from h2spec.
decode_reject_eos_test() ->
	?assertError(_, decode(<<16#0085f2b24a84ff874951fffffffa7f:120>>)),
	ok.

decode_lit_index_dynamic_name_test() ->
	%% Fill the dynamic table with two entries:
	%% x-name-a: v1, then x-name-b: v1.
	{_, State0} = decode(<<
		16#4008782d6e616d652d61027631:104,
		16#4008782d6e616d652d62027631:104
	>>),
	#state{dyn_table=[
		{42,{<<"x-name-b">>, <<"v1">>}},
		{42,{<<"x-name-a">>, <<"v1">>}}]} = State0,
	%% Literal header with incremental indexing, name at index 63.
	{Headers, State} = decode(<< 16#7f00027632:40 >>, State0),
	Headers = [{<<"x-name-a">>, <<"v2">>}],
	#state{dyn_table=[
		{42,{<<"x-name-a">>, <<"v2">>}},
		{42,{<<"x-name-b">>, <<"v1">>}},
		{42,{<<"x-name-a">>, <<"v1">>}}]} = State,
	ok.

req_decode_test() ->
	%% First request (raw then huffman).
	{Headers1, State1} = decode(<< 16#828684410f7777772e6578616d706c652e636f6d:160 >>),
	{Headers1, State1} = decode(<< 16#828684418cf1e3c2e5f23a6ba0ab90f4ff:136 >>),
	Headers1 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"http">>},
		{<<":path">>, <<"/">>},
		{<<":authority">>, <<"www.example.com">>}
	],
	#state{size=57, dyn_table=[{57,{<<":authority">>, <<"www.example.com">>}}]} = State1,
	%% Second request (raw then huffman).
	{Headers2, State2} = decode(<< 16#828684be58086e6f2d6361636865:112 >>, State1),
	{Headers2, State2} = decode(<< 16#828684be5886a8eb10649cbf:96 >>, State1),
	Headers2 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"http">>},
		{<<":path">>, <<"/">>},
		{<<":authority">>, <<"www.example.com">>},
		{<<"cache-control">>, <<"no-cache">>}
	],
	#state{size=110, dyn_table=[
		{53,{<<"cache-control">>, <<"no-cache">>}},
		{57,{<<":authority">>, <<"www.example.com">>}}]} = State2,
	%% Third request (raw then huffman).
	{Headers3, State3} = decode(<< 16#828785bf400a637573746f6d2d6b65790c637573746f6d2d76616c7565:232 >>, State2),
	{Headers3, State3} = decode(<< 16#828785bf408825a849e95ba97d7f8925a849e95bb8e8b4bf:192 >>, State2),
	Headers3 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"https">>},
		{<<":path">>, <<"/index.html">>},
		{<<":authority">>, <<"www.example.com">>},
		{<<"custom-key">>, <<"custom-value">>}
	],
	#state{size=164, dyn_table=[
		{54,{<<"custom-key">>, <<"custom-value">>}},
		{53,{<<"cache-control">>, <<"no-cache">>}},
		{57,{<<":authority">>, <<"www.example.com">>}}]} = State3,
	ok.

resp_decode_test() ->
	%% Use a max_size of 256 to trigger header evictions.
	State0 = init(256),
	%% First response (raw then huffman).
	{Headers1, State1} = decode(<< 16#4803333032580770726976617465611d4d6f6e2c203231204f637420323031332032303a31333a323120474d546e1768747470733a2f2f7777772e6578616d706c652e636f6d:560 >>, State0),
	{Headers1, State1} = decode(<< 16#488264025885aec3771a4b6196d07abe941054d444a8200595040b8166e082a62d1bff6e919d29ad171863c78f0b97c8e9ae82ae43d3:432 >>, State0),
	Headers1 = [
		{<<":status">>, <<"302">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	#state{size=222, dyn_table=[
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = State1,
	%% Second response (raw then huffman).
	{Headers2, State2} = decode(<< 16#4803333037c1c0bf:64 >>, State1),
	{Headers2, State2} = decode(<< 16#4883640effc1c0bf:64 >>, State1),
	Headers2 = [
		{<<":status">>, <<"307">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	#state{size=222, dyn_table=[
		{42,{<<":status">>, <<"307">>}},
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}}]} = State2,
	%% Third response (raw then huffman).
	{Headers3, State3} = decode(<< 16#88c1611d4d6f6e2c203231204f637420323031332032303a31333a323220474d54c05a04677a69707738666f6f3d4153444a4b48514b425a584f5157454f50495541585157454f49553b206d61782d6167653d333630303b2076657273696f6e3d31:784 >>, State2),
	{Headers3, State3} = decode(<< 16#88c16196d07abe941054d444a8200595040b8166e084a62d1bffc05a839bd9ab77ad94e7821dd7f2e6c7b335dfdfcd5b3960d5af27087f3672c1ab270fb5291f9587316065c003ed4ee5b1063d5007:632 >>, State2),
	Headers3 = [
		{<<":status">>, <<"200">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:22 GMT">>},
		{<<"location">>, <<"https://www.example.com">>},
		{<<"content-encoding">>, <<"gzip">>},
		{<<"set-cookie">>, <<"foo=ASDJKHQKBZXOQWEOPIUAXQWEOIU; max-age=3600; version=1">>}
	],
	#state{size=215, dyn_table=[
		{98,{<<"set-cookie">>, <<"foo=ASDJKHQKBZXOQWEOPIUAXQWEOIU; max-age=3600; version=1">>}},
		{52,{<<"content-encoding">>, <<"gzip">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:22 GMT">>}}]} = State3,
	ok.

table_update_decode_test() ->
	%% Use a max_size of 256 to trigger header evictions
	%% when the code is not updating the max size.
	State0 = init(256),
	%% First response (raw then huffman).
	{Headers1, State1} = decode(<< 16#4803333032580770726976617465611d4d6f6e2c203231204f637420323031332032303a31333a323120474d546e1768747470733a2f2f7777772e6578616d706c652e636f6d:560 >>, State0),
	{Headers1, State1} = decode(<< 16#488264025885aec3771a4b6196d07abe941054d444a8200595040b8166e082a62d1bff6e919d29ad171863c78f0b97c8e9ae82ae43d3:432 >>, State0),
	Headers1 = [
		{<<":status">>, <<"302">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	#state{size=222, configured_max_size=256, dyn_table=[
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = State1,
	%% Set a new configured max_size to avoid header evictions.
	State2 = set_max_size(512, State1),
	%% Second response with the table size update (raw then huffman).
	MaxSize = enc_big_int(512 - 31, <<>>),
	{Headers2, State3} = decode(
		iolist_to_binary([<< 2#00111111>>, MaxSize, <<16#4803333037c1c0bf:64>>]),
		State2),
	{Headers2, State3} = decode(
		iolist_to_binary([<< 2#00111111>>, MaxSize, <<16#4883640effc1c0bf:64>>]),
		State2),
	Headers2 = [
		{<<":status">>, <<"307">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	#state{size=264, configured_max_size=512, dyn_table=[
		{42,{<<":status">>, <<"307">>}},
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = State3,
	ok.

table_update_decode_smaller_test() ->
	%% Use a max_size of 256 to trigger header evictions
	%% when the code is not updating the max size.
	State0 = init(256),
	%% First response (raw then huffman).
	{Headers1, State1} = decode(<< 16#4803333032580770726976617465611d4d6f6e2c203231204f637420323031332032303a31333a323120474d546e1768747470733a2f2f7777772e6578616d706c652e636f6d:560 >>, State0),
	{Headers1, State1} = decode(<< 16#488264025885aec3771a4b6196d07abe941054d444a8200595040b8166e082a62d1bff6e919d29ad171863c78f0b97c8e9ae82ae43d3:432 >>, State0),
	Headers1 = [
		{<<":status">>, <<"302">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	#state{size=222, configured_max_size=256, dyn_table=[
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = State1,
	%% Set a new configured max_size to avoid header evictions.
	State2 = set_max_size(512, State1),
	%% Second response with the table size update smaller than the limit (raw then huffman).
	MaxSize = enc_big_int(400 - 31, <<>>),
	{Headers2, State3} = decode(
		iolist_to_binary([<< 2#00111111>>, MaxSize, <<16#4803333037c1c0bf:64>>]),
		State2),
	{Headers2, State3} = decode(
		iolist_to_binary([<< 2#00111111>>, MaxSize, <<16#4883640effc1c0bf:64>>]),
		State2),
	Headers2 = [
		{<<":status">>, <<"307">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	#state{size=264, configured_max_size=512, dyn_table=[
		{42,{<<":status">>, <<"307">>}},
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = State3,
	ok.

table_update_decode_too_large_test() ->
	%% Use a max_size of 256 to trigger header evictions
	%% when the code is not updating the max size.
	State0 = init(256),
	%% First response (raw then huffman).
	{Headers1, State1} = decode(<< 16#4803333032580770726976617465611d4d6f6e2c203231204f637420323031332032303a31333a323120474d546e1768747470733a2f2f7777772e6578616d706c652e636f6d:560 >>, State0),
	{Headers1, State1} = decode(<< 16#488264025885aec3771a4b6196d07abe941054d444a8200595040b8166e082a62d1bff6e919d29ad171863c78f0b97c8e9ae82ae43d3:432 >>, State0),
	Headers1 = [
		{<<":status">>, <<"302">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	#state{size=222, configured_max_size=256, dyn_table=[
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = State1,
	%% Set a new configured max_size to avoid header evictions.
	State2 = set_max_size(512, State1),
	%% Second response with the table size update (raw then huffman).
	MaxSize = enc_big_int(1024 - 31, <<>>),
	?assertError(_, decode(
		iolist_to_binary([<< 2#00111111>>, MaxSize, <<16#4803333037c1c0bf:64>>]),
		State2)),
	?assertError(_, decode(
		iolist_to_binary([<< 2#00111111>>, MaxSize, <<16#4883640effc1c0bf:64>>]),
		State2)),
	ok.

table_update_decode_zero_test() ->
	State0 = init(256),
	%% First response (raw then huffman).
	{Headers1, State1} = decode(<< 16#4803333032580770726976617465611d4d6f6e2c203231204f637420323031332032303a31333a323120474d546e1768747470733a2f2f7777772e6578616d706c652e636f6d:560 >>, State0),
	{Headers1, State1} = decode(<< 16#488264025885aec3771a4b6196d07abe941054d444a8200595040b8166e082a62d1bff6e919d29ad171863c78f0b97c8e9ae82ae43d3:432 >>, State0),
	Headers1 = [
		{<<":status">>, <<"302">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	#state{size=222, configured_max_size=256, dyn_table=[
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = State1,
	%% Set a new configured max_size to avoid header evictions.
	State2 = set_max_size(512, State1),
	%% Second response with the table size update (raw then huffman).
	%% We set the table size to 0 to evict all values before setting
	%% it to 512 so we only get the second request indexed.
	MaxSize = enc_big_int(512 - 31, <<>>),
	{Headers1, State3} = decode(iolist_to_binary([
		<<2#00100000, 2#00111111>>, MaxSize,
		<<16#4803333032580770726976617465611d4d6f6e2c203231204f637420323031332032303a31333a323120474d546e1768747470733a2f2f7777772e6578616d706c652e636f6d:560>>]),
		State2),
	{Headers1, State3} = decode(iolist_to_binary([
		<<2#00100000, 2#00111111>>, MaxSize,
		<<16#488264025885aec3771a4b6196d07abe941054d444a8200595040b8166e082a62d1bff6e919d29ad171863c78f0b97c8e9ae82ae43d3:432>>]),
		State2),
	#state{size=222, configured_max_size=512, dyn_table=[
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = State3,
	ok.

horse_decode_raw() ->
	horse:repeat(20000,
		do_horse_decode_raw()
	).

do_horse_decode_raw() ->
	{_, State1} = decode(<<16#828684410f7777772e6578616d706c652e636f6d:160>>),
	{_, State2} = decode(<<16#828684be58086e6f2d6361636865:112>>, State1),
	{_, _} = decode(<<16#828785bf400a637573746f6d2d6b65790c637573746f6d2d76616c7565:232>>, State2),
	ok.

horse_decode_huffman() ->
	horse:repeat(20000,
		do_horse_decode_huffman()
	).

do_horse_decode_huffman() ->
	{_, State1} = decode(<<16#828684418cf1e3c2e5f23a6ba0ab90f4ff:136>>),
	{_, State2} = decode(<<16#828684be5886a8eb10649cbf:96>>, State1),
	{_, _} = decode(<<16#828785bf408825a849e95ba97d7f8925a849e95bb8e8b4bf:192>>, State2),
	ok.
-endif.

%% Encoding.

-spec encode(cowlib_http:headers()) -> {iodata(), state()}.
encode(Headers) ->
	encode(Headers, init(), huffman, []).

-spec encode(cowlib_http:headers(), State) -> {iodata(), State} when State::state().
encode(Headers, State=#state{max_size=MaxSize, configured_max_size=MaxSize}) ->
	encode(Headers, State, huffman, []);
encode(Headers, State0=#state{configured_max_size=MaxSize}) ->
	State1 = table_update_size(MaxSize, State0),
	{Data, State} = encode(Headers, State1, huffman, []),
	{[enc_int5(MaxSize, 2#001)|Data], State}.

-spec encode(cowlib_http:headers(), State, encoder_opts())
	-> {iodata(), State} when State::state().
encode(Headers, State=#state{max_size=MaxSize, configured_max_size=MaxSize}, Opts) ->
	encode(Headers, State, huffman_opt(Opts), []);
encode(Headers, State0=#state{configured_max_size=MaxSize}, Opts) ->
	State1 = table_update_size(MaxSize, State0),
	{Data, State} = encode(Headers, State1, huffman_opt(Opts), []),
	{[enc_int5(MaxSize, 2#001)|Data], State}.

huffman_opt(#{huffman := false}) -> no_huffman;
huffman_opt(_) -> huffman.

%% @todo Handle cases where no/never indexing is expected.
encode([], State, _, Acc) ->
	{lists:reverse(Acc), State};
encode([{Name, Value0}|Tail], State, HuffmanOpt, Acc) ->
	%% We conditionally call iolist_to_binary/1 because a small
	%% but noticeable speed improvement happens when we do this.
	Value = if
		is_binary(Value0) -> Value0;
		true -> iolist_to_binary(Value0)
	end,
	Header = {Name, Value},
	case table_find(Header, State) of
		%% Indexed header field representation.
		{field, Index} ->
			encode(Tail, State, HuffmanOpt,
				[enc_int7(Index, 2#1)|Acc]);
		%% Literal header field representation: indexed name.
		{name, Index} ->
			State2 = table_insert(Header, State),
			encode(Tail, State2, HuffmanOpt,
				[[enc_int6(Index, 2#01)|enc_str(Value, HuffmanOpt)]|Acc]);
		%% Literal header field representation: new name.
		not_found ->
			State2 = table_insert(Header, State),
			encode(Tail, State2, HuffmanOpt,
				[[<< 0:1, 1:1, 0:6 >>|[enc_str(Name, HuffmanOpt)|enc_str(Value, HuffmanOpt)]]|Acc])
	end.

-ifdef(TEST).
req_encode_test() ->
	%% First request (raw then huffman).
	Headers1 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"http">>},
		{<<":path">>, <<"/">>},
		{<<":authority">>, <<"www.example.com">>}
	],
	{Raw1, State1} = encode(Headers1, init(), #{huffman => false}),
	<< 16#828684410f7777772e6578616d706c652e636f6d:160 >> = iolist_to_binary(Raw1),
	{Huff1, State1} = encode(Headers1),
	<< 16#828684418cf1e3c2e5f23a6ba0ab90f4ff:136 >> = iolist_to_binary(Huff1),
	#state{size=57, dyn_table=[{57,{<<":authority">>, <<"www.example.com">>}}]} = State1,
	%% Second request (raw then huffman).
	Headers2 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"http">>},
		{<<":path">>, <<"/">>},
		{<<":authority">>, <<"www.example.com">>},
		{<<"cache-control">>, <<"no-cache">>}
	],
	{Raw2, State2} = encode(Headers2, State1, #{huffman => false}),
	<< 16#828684be58086e6f2d6361636865:112 >> = iolist_to_binary(Raw2),
	{Huff2, State2} = encode(Headers2, State1),
	<< 16#828684be5886a8eb10649cbf:96 >> = iolist_to_binary(Huff2),
	#state{size=110, dyn_table=[
		{53,{<<"cache-control">>, <<"no-cache">>}},
		{57,{<<":authority">>, <<"www.example.com">>}}]} = State2,
	%% Third request (raw then huffman).
	Headers3 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"https">>},
		{<<":path">>, <<"/index.html">>},
		{<<":authority">>, <<"www.example.com">>},
		{<<"custom-key">>, <<"custom-value">>}
	],
	{Raw3, State3} = encode(Headers3, State2, #{huffman => false}),
	<< 16#828785bf400a637573746f6d2d6b65790c637573746f6d2d76616c7565:232 >> = iolist_to_binary(Raw3),
	{Huff3, State3} = encode(Headers3, State2),
	<< 16#828785bf408825a849e95ba97d7f8925a849e95bb8e8b4bf:192 >> = iolist_to_binary(Huff3),
	#state{size=164, dyn_table=[
		{54,{<<"custom-key">>, <<"custom-value">>}},
		{53,{<<"cache-control">>, <<"no-cache">>}},
		{57,{<<":authority">>, <<"www.example.com">>}}]} = State3,
	ok.

resp_encode_test() ->
	%% Use a max_size of 256 to trigger header evictions.
	State0 = init(256),
	%% First response (raw then huffman).
	Headers1 = [
		{<<":status">>, <<"302">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	{Raw1, State1} = encode(Headers1, State0, #{huffman => false}),
	<< 16#4803333032580770726976617465611d4d6f6e2c203231204f637420323031332032303a31333a323120474d546e1768747470733a2f2f7777772e6578616d706c652e636f6d:560 >> = iolist_to_binary(Raw1),
	{Huff1, State1} = encode(Headers1, State0),
	<< 16#488264025885aec3771a4b6196d07abe941054d444a8200595040b8166e082a62d1bff6e919d29ad171863c78f0b97c8e9ae82ae43d3:432 >> = iolist_to_binary(Huff1),
	#state{size=222, dyn_table=[
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = State1,
	%% Second response (raw then huffman).
	Headers2 = [
		{<<":status">>, <<"307">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	{Raw2, State2} = encode(Headers2, State1, #{huffman => false}),
	<< 16#4803333037c1c0bf:64 >> = iolist_to_binary(Raw2),
	{Huff2, State2} = encode(Headers2, State1),
	<< 16#4883640effc1c0bf:64 >> = iolist_to_binary(Huff2),
	#state{size=222, dyn_table=[
		{42,{<<":status">>, <<"307">>}},
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}}]} = State2,
	%% Third response (raw then huffman).
	Headers3 = [
		{<<":status">>, <<"200">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:22 GMT">>},
		{<<"location">>, <<"https://www.example.com">>},
		{<<"content-encoding">>, <<"gzip">>},
		{<<"set-cookie">>, <<"foo=ASDJKHQKBZXOQWEOPIUAXQWEOIU; max-age=3600; version=1">>}
	],
	{Raw3, State3} = encode(Headers3, State2, #{huffman => false}),
	<< 16#88c1611d4d6f6e2c203231204f637420323031332032303a31333a323220474d54c05a04677a69707738666f6f3d4153444a4b48514b425a584f5157454f50495541585157454f49553b206d61782d6167653d333630303b2076657273696f6e3d31:784 >> = iolist_to_binary(Raw3),
	{Huff3, State3} = encode(Headers3, State2),
	<< 16#88c16196d07abe941054d444a8200595040b8166e084a62d1bffc05a839bd9ab77ad94e7821dd7f2e6c7b335dfdfcd5b3960d5af27087f3672c1ab270fb5291f9587316065c003ed4ee5b1063d5007:632 >> = iolist_to_binary(Huff3),
	#state{size=215, dyn_table=[
		{98,{<<"set-cookie">>, <<"foo=ASDJKHQKBZXOQWEOPIUAXQWEOIU; max-age=3600; version=1">>}},
		{52,{<<"content-encoding">>, <<"gzip">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:22 GMT">>}}]} = State3,
	ok.

%% This test assumes that table updates work correctly when decoding.
table_update_encode_test() ->
	%% Use a max_size of 256 to trigger header evictions
	%% when the code is not updating the max size.
	DecState0 = EncState0 = init(256),
	%% First response.
	Headers1 = [
		{<<":status">>, <<"302">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	{Encoded1, EncState1} = encode(Headers1, EncState0),
	{Headers1, DecState1} = decode(iolist_to_binary(Encoded1), DecState0),
	#state{size=222, configured_max_size=256, dyn_table=[
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = DecState1,
	#state{size=222, configured_max_size=256, dyn_table=[
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = EncState1,
	%% Set a new configured max_size to avoid header evictions.
	DecState2 = set_max_size(512, DecState1),
	EncState2 = set_max_size(512, EncState1),
	%% Second response.
	Headers2 = [
		{<<":status">>, <<"307">>},
		{<<"cache-control">>, <<"private">>},
		{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>},
		{<<"location">>, <<"https://www.example.com">>}
	],
	{Encoded2, EncState3} = encode(Headers2, EncState2),
	{Headers2, DecState3} = decode(iolist_to_binary(Encoded2), DecState2),
	#state{size=264, max_size=512, dyn_table=[
		{42,{<<":status">>, <<"307">>}},
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = DecState3,
	#state{size=264, max_size=512, dyn_table=[
		{42,{<<":status">>, <<"307">>}},
		{63,{<<"location">>, <<"https://www.example.com">>}},
		{65,{<<"date">>, <<"Mon, 21 Oct 2013 20:13:21 GMT">>}},
		{52,{<<"cache-control">>, <<"private">>}},
		{42,{<<":status">>, <<"302">>}}]} = EncState3,
	ok.

%% Check that encode/2 is using the new table size after calling
%% set_max_size/1 and that adding entries larger than the max size
%% results in an empty table.
table_update_encode_max_size_0_test() ->
	%% Encoding starts with default max size
	EncState0 = init(),
	%% Decoding starts with max size of 0
	DecState0 = init(0),
	%% First request.
	Headers1 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"http">>},
		{<<":path">>, <<"/">>},
		{<<":authority">>, <<"www.example.com">>}
	],
	{Encoded1, EncState1} = encode(Headers1, EncState0),
	{Headers1, DecState1} = decode(iolist_to_binary(Encoded1), DecState0),
	#state{size=57, dyn_table=[{57,{<<":authority">>, <<"www.example.com">>}}]} = EncState1,
	#state{size=0, dyn_table=[]} = DecState1,
	%% Settings received after the first request.
	EncState2 = set_max_size(0, EncState1),
	#state{configured_max_size=0, max_size=4096,
	       size=57, dyn_table=[{57,{<<":authority">>, <<"www.example.com">>}}]} = EncState2,
	%% Second request.
	Headers2 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"http">>},
		{<<":path">>, <<"/">>},
		{<<":authority">>, <<"www.example.com">>},
		{<<"cache-control">>, <<"no-cache">>}
	],
	{Encoded2, EncState3} = encode(Headers2, EncState2),
	{Headers2, DecState2} = decode(iolist_to_binary(Encoded2), DecState1),
	#state{configured_max_size=0, max_size=0, size=0, dyn_table=[]} = EncState3,
	#state{size=0, dyn_table=[]} = DecState2,
	ok.

encode_iolist_test() ->
	Headers = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"http">>},
		{<<":path">>, <<"/">>},
		{<<":authority">>, <<"www.example.com">>},
		{<<"content-type">>, [<<"image">>,<<"/">>,<<"png">>,<<>>]}
	],
	{_, _} = encode(Headers),
	ok.

horse_encode_raw() ->
	horse:repeat(20000,
		do_horse_encode_raw()
	).

do_horse_encode_raw() ->
	Headers1 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"http">>},
		{<<":path">>, <<"/">>},
		{<<":authority">>, <<"www.example.com">>}
	],
	{_, State1} = encode(Headers1, init(), #{huffman => false}),
	Headers2 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"http">>},
		{<<":path">>, <<"/">>},
		{<<":authority">>, <<"www.example.com">>},
		{<<"cache-control">>, <<"no-cache">>}
	],
	{_, State2} = encode(Headers2, State1, #{huffman => false}),
	Headers3 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"https">>},
		{<<":path">>, <<"/index.html">>},
		{<<":authority">>, <<"www.example.com">>},
		{<<"custom-key">>, <<"custom-value">>}
	],
	{_, _} = encode(Headers3, State2, #{huffman => false}),
	ok.

horse_encode_huffman() ->
	horse:repeat(20000,
		do_horse_encode_huffman()
	).

do_horse_encode_huffman() ->
	Headers1 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"http">>},
		{<<":path">>, <<"/">>},
		{<<":authority">>, <<"www.example.com">>}
	],
	{_, State1} = encode(Headers1),
	Headers2 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"http">>},
		{<<":path">>, <<"/">>},
		{<<":authority">>, <<"www.example.com">>},
		{<<"cache-control">>, <<"no-cache">>}
	],
	{_, State2} = encode(Headers2, State1),
	Headers3 = [
		{<<":method">>, <<"GET">>},
		{<<":scheme">>, <<"https">>},
		{<<":path">>, <<"/index.html">>},
		{<<":authority">>, <<"www.example.com">>},
		{<<"custom-key">>, <<"custom-value">>}
	],
	{_, _} = encode(Headers3, State2),
	ok.
-endif.

%% Static and dynamic tables.

%% @todo There must be a more efficient way.
table_find(Header = {Name, _}, State) ->
	case table_find_field(Header, State) of
		not_found ->
			case table_find_name(Name, State) of
				NotFound = not_found ->
					NotFound;
				Found ->
					{name, Found}
			end;
		Found ->
			{field, Found}
	end.

table_find_field({<<":authority">>, <<>>}, _) -> 1;
table_find_field({<<":method">>, <<"GET">>}, _) -> 2;
table_find_field({<<":method">>, <<"POST">>}, _) -> 3;
table_find_field({<<":path">>, <<"/">>}, _) -> 4;
table_find_field({<<":path">>, <<"/index.html">>}, _) -> 5;
table_find_field({<<":scheme">>, <<"http">>}, _) -> 6;
table_find_field({<<":scheme">>, <<"https">>}, _) -> 7;
table_find_field({<<":status">>, <<"200">>}, _) -> 8;
table_find_field({<<":status">>, <<"204">>}, _) -> 9;
table_find_field({<<":status">>, <<"206">>}, _) -> 10;
table_find_field({<<":status">>, <<"304">>}, _) -> 11;
table_find_field({<<":status">>, <<"400">>}, _) -> 12;
table_find_field({<<":status">>, <<"404">>}, _) -> 13;
table_find_field({<<":status">>, <<"500">>}, _) -> 14;
table_find_field({<<"accept-charset">>, <<>>}, _) -> 15;
table_find_field({<<"accept-encoding">>, <<"gzip, deflate">>}, _) -> 16;
table_find_field({<<"accept-language">>, <<>>}, _) -> 17;
table_find_field({<<"accept-ranges">>, <<>>}, _) -> 18;
table_find_field({<<"accept">>, <<>>}, _) -> 19;
table_find_field({<<"access-control-allow-origin">>, <<>>}, _) -> 20;
table_find_field({<<"age">>, <<>>}, _) -> 21;
table_find_field({<<"allow">>, <<>>}, _) -> 22;
table_find_field({<<"authorization">>, <<>>}, _) -> 23;
table_find_field({<<"cache-control">>, <<>>}, _) -> 24;
table_find_field({<<"content-disposition">>, <<>>}, _) -> 25;
table_find_field({<<"content-encoding">>, <<>>}, _) -> 26;
table_find_field({<<"content-language">>, <<>>}, _) -> 27;
table_find_field({<<"content-length">>, <<>>}, _) -> 28;
table_find_field({<<"content-location">>, <<>>}, _) -> 29;
table_find_field({<<"content-range">>, <<>>}, _) -> 30;
table_find_field({<<"content-type">>, <<>>}, _) -> 31;
table_find_field({<<"cookie">>, <<>>}, _) -> 32;
table_find_field({<<"date">>, <<>>}, _) -> 33;
table_find_field({<<"etag">>, <<>>}, _) -> 34;
table_find_field({<<"expect">>, <<>>}, _) -> 35;
table_find_field({<<"expires">>, <<>>}, _) -> 36;
table_find_field({<<"from">>, <<>>}, _) -> 37;
table_find_field({<<"host">>, <<>>}, _) -> 38;
table_find_field({<<"if-match">>, <<>>}, _) -> 39;
table_find_field({<<"if-modified-since">>, <<>>}, _) -> 40;
table_find_field({<<"if-none-match">>, <<>>}, _) -> 41;
table_find_field({<<"if-range">>, <<>>}, _) -> 42;
table_find_field({<<"if-unmodified-since">>, <<>>}, _) -> 43;
table_find_field({<<"last-modified">>, <<>>}, _) -> 44;
table_find_field({<<"link">>, <<>>}, _) -> 45;
table_find_field({<<"location">>, <<>>}, _) -> 46;
table_find_field({<<"max-forwards">>, <<>>}, _) -> 47;
table_find_field({<<"proxy-authenticate">>, <<>>}, _) -> 48;
table_find_field({<<"proxy-authorization">>, <<>>}, _) -> 49;
table_find_field({<<"range">>, <<>>}, _) -> 50;
table_find_field({<<"referer">>, <<>>}, _) -> 51;
table_find_field({<<"refresh">>, <<>>}, _) -> 52;
table_find_field({<<"retry-after">>, <<>>}, _) -> 53;
table_find_field({<<"server">>, <<>>}, _) -> 54;
table_find_field({<<"set-cookie">>, <<>>}, _) -> 55;
table_find_field({<<"strict-transport-security">>, <<>>}, _) -> 56;
table_find_field({<<"transfer-encoding">>, <<>>}, _) -> 57;
table_find_field({<<"user-agent">>, <<>>}, _) -> 58;
table_find_field({<<"vary">>, <<>>}, _) -> 59;
table_find_field({<<"via">>, <<>>}, _) -> 60;
table_find_field({<<"www-authenticate">>, <<>>}, _) -> 61;
table_find_field(Header, #state{dyn_table=DynamicTable}) ->
	table_find_field_dyn(Header, DynamicTable, 62).

table_find_field_dyn(_, [], _) -> not_found;
table_find_field_dyn(Header, [{_, Header}|_], Index) -> Index;
table_find_field_dyn(Header, [_|Tail], Index) -> table_find_field_dyn(Header, Tail, Index + 1).

table_find_name(<<":authority">>, _) -> 1;
table_find_name(<<":method">>, _) -> 2;
table_find_name(<<":path">>, _) -> 4;
table_find_name(<<":scheme">>, _) -> 6;
table_find_name(<<":status">>, _) -> 8;
table_find_name(<<"accept-charset">>, _) -> 15;
table_find_name(<<"accept-encoding">>, _) -> 16;
table_find_name(<<"accept-language">>, _) -> 17;
table_find_name(<<"accept-ranges">>, _) -> 18;
table_find_name(<<"accept">>, _) -> 19;
table_find_name(<<"access-control-allow-origin">>, _) -> 20;
table_find_name(<<"age">>, _) -> 21;
table_find_name(<<"allow">>, _) -> 22;
table_find_name(<<"authorization">>, _) -> 23;
table_find_name(<<"cache-control">>, _) -> 24;
table_find_name(<<"content-disposition">>, _) -> 25;
table_find_name(<<"content-encoding">>, _) -> 26;
table_find_name(<<"content-language">>, _) -> 27;
table_find_name(<<"content-length">>, _) -> 28;
table_find_name(<<"content-location">>, _) -> 29;
table_find_name(<<"content-range">>, _) -> 30;
table_find_name(<<"content-type">>, _) -> 31;
table_find_name(<<"cookie">>, _) -> 32;
table_find_name(<<"date">>, _) -> 33;
table_find_name(<<"etag">>, _) -> 34;
table_find_name(<<"expect">>, _) -> 35;
table_find_name(<<"expires">>, _) -> 36;
table_find_name(<<"from">>, _) -> 37;
table_find_name(<<"host">>, _) -> 38;
table_find_name(<<"if-match">>, _) -> 39;
table_find_name(<<"if-modified-since">>, _) -> 40;
table_find_name(<<"if-none-match">>, _) -> 41;
table_find_name(<<"if-range">>, _) -> 42;
table_find_name(<<"if-unmodified-since">>, _) -> 43;
table_find_name(<<"last-modified">>, _) -> 44;
table_find_name(<<"link">>, _) -> 45;
table_find_name(<<"location">>, _) -> 46;
table_find_name(<<"max-forwards">>, _) -> 47;
table_find_name(<<"proxy-authenticate">>, _) -> 48;
table_find_name(<<"proxy-authorization">>, _) -> 49;
table_find_name(<<"range">>, _) -> 50;
table_find_name(<<"referer">>, _) -> 51;
table_find_name(<<"refresh">>, _) -> 52;
table_find_name(<<"retry-after">>, _) -> 53;
table_find_name(<<"server">>, _) -> 54;
table_find_name(<<"set-cookie">>, _) -> 55;
table_find_name(<<"strict-transport-security">>, _) -> 56;
table_find_name(<<"transfer-encoding">>, _) -> 57;
table_find_name(<<"user-agent">>, _) -> 58;
table_find_name(<<"vary">>, _) -> 59;
table_find_name(<<"via">>, _) -> 60;
table_find_name(<<"www-authenticate">>, _) -> 61;
table_find_name(Name, #state{dyn_table=DynamicTable}) ->
	table_find_name_dyn(Name, DynamicTable, 62).

table_find_name_dyn(_, [], _) -> not_found;
table_find_name_dyn(Name, [{Name, _}|_], Index) -> Index;
table_find_name_dyn(Name, [_|Tail], Index) -> table_find_name_dyn(Name, Tail, Index + 1).

table_get(1, _) -> {<<":authority">>, <<>>};
table_get(2, _) -> {<<":method">>, <<"GET">>};
table_get(3, _) -> {<<":method">>, <<"POST">>};
table_get(4, _) -> {<<":path">>, <<"/">>};
table_get(5, _) -> {<<":path">>, <<"/index.html">>};
table_get(6, _) -> {<<":scheme">>, <<"http">>};
table_get(7, _) -> {<<":scheme">>, <<"https">>};
table_get(8, _) -> {<<":status">>, <<"200">>};
table_get(9, _) -> {<<":status">>, <<"204">>};
table_get(10, _) -> {<<":status">>, <<"206">>};
table_get(11, _) -> {<<":status">>, <<"304">>};
table_get(12, _) -> {<<":status">>, <<"400">>};
table_get(13, _) -> {<<":status">>, <<"404">>};
table_get(14, _) -> {<<":status">>, <<"500">>};
table_get(15, _) -> {<<"accept-charset">>, <<>>};
table_get(16, _) -> {<<"accept-encoding">>, <<"gzip, deflate">>};
table_get(17, _) -> {<<"accept-language">>, <<>>};
table_get(18, _) -> {<<"accept-ranges">>, <<>>};
table_get(19, _) -> {<<"accept">>, <<>>};
table_get(20, _) -> {<<"access-control-allow-origin">>, <<>>};
table_get(21, _) -> {<<"age">>, <<>>};
table_get(22, _) -> {<<"allow">>, <<>>};
table_get(23, _) -> {<<"authorization">>, <<>>};
table_get(24, _) -> {<<"cache-control">>, <<>>};
table_get(25, _) -> {<<"content-disposition">>, <<>>};
table_get(26, _) -> {<<"content-encoding">>, <<>>};
table_get(27, _) -> {<<"content-language">>, <<>>};
table_get(28, _) -> {<<"content-length">>, <<>>};
table_get(29, _) -> {<<"content-location">>, <<>>};
table_get(30, _) -> {<<"content-range">>, <<>>};
table_get(31, _) -> {<<"content-type">>, <<>>};
table_get(32, _) -> {<<"cookie">>, <<>>};
table_get(33, _) -> {<<"date">>, <<>>};
table_get(34, _) -> {<<"etag">>, <<>>};
table_get(35, _) -> {<<"expect">>, <<>>};
table_get(36, _) -> {<<"expires">>, <<>>};
table_get(37, _) -> {<<"from">>, <<>>};
table_get(38, _) -> {<<"host">>, <<>>};
table_get(39, _) -> {<<"if-match">>, <<>>};
table_get(40, _) -> {<<"if-modified-since">>, <<>>};
table_get(41, _) -> {<<"if-none-match">>, <<>>};
table_get(42, _) -> {<<"if-range">>, <<>>};
table_get(43, _) -> {<<"if-unmodified-since">>, <<>>};
table_get(44, _) -> {<<"last-modified">>, <<>>};
table_get(45, _) -> {<<"link">>, <<>>};
table_get(46, _) -> {<<"location">>, <<>>};
table_get(47, _) -> {<<"max-forwards">>, <<>>};
table_get(48, _) -> {<<"proxy-authenticate">>, <<>>};
table_get(49, _) -> {<<"proxy-authorization">>, <<>>};
table_get(50, _) -> {<<"range">>, <<>>};
table_get(51, _) -> {<<"referer">>, <<>>};
table_get(52, _) -> {<<"refresh">>, <<>>};
table_get(53, _) -> {<<"retry-after">>, <<>>};
table_get(54, _) -> {<<"server">>, <<>>};
table_get(55, _) -> {<<"set-cookie">>, <<>>};
table_get(56, _) -> {<<"strict-transport-security">>, <<>>};
table_get(57, _) -> {<<"transfer-encoding">>, <<>>};
table_get(58, _) -> {<<"user-agent">>, <<>>};
table_get(59, _) -> {<<"vary">>, <<>>};
table_get(60, _) -> {<<"via">>, <<>>};
table_get(61, _) -> {<<"www-authenticate">>, <<>>};
table_get(Index, #state{dyn_table=DynamicTable}) ->
	{_, Header} = lists:nth(Index - 61, DynamicTable),
	Header.

table_get_name(1, _) -> <<":authority">>;
table_get_name(2, _) -> <<":method">>;
table_get_name(3, _) -> <<":method">>;
table_get_name(4, _) -> <<":path">>;
table_get_name(5, _) -> <<":path">>;
table_get_name(6, _) -> <<":scheme">>;
table_get_name(7, _) -> <<":scheme">>;
table_get_name(8, _) -> <<":status">>;
table_get_name(9, _) -> <<":status">>;
table_get_name(10, _) -> <<":status">>;
table_get_name(11, _) -> <<":status">>;
table_get_name(12, _) -> <<":status">>;
table_get_name(13, _) -> <<":status">>;
table_get_name(14, _) -> <<":status">>;
table_get_name(15, _) -> <<"accept-charset">>;
table_get_name(16, _) -> <<"accept-encoding">>;
table_get_name(17, _) -> <<"accept-language">>;
table_get_name(18, _) -> <<"accept-ranges">>;
table_get_name(19, _) -> <<"accept">>;
table_get_name(20, _) -> <<"access-control-allow-origin">>;
table_get_name(21, _) -> <<"age">>;
table_get_name(22, _) -> <<"allow">>;
table_get_name(23, _) -> <<"authorization">>;
table_get_name(24, _) -> <<"cache-control">>;
table_get_name(25, _) -> <<"content-disposition">>;
table_get_name(26, _) -> <<"content-encoding">>;
table_get_name(27, _) -> <<"content-language">>;
table_get_name(28, _) -> <<"content-length">>;
table_get_name(29, _) -> <<"content-location">>;
table_get_name(30, _) -> <<"content-range">>;
table_get_name(31, _) -> <<"content-type">>;
table_get_name(32, _) -> <<"cookie">>;
table_get_name(33, _) -> <<"date">>;
table_get_name(34, _) -> <<"etag">>;
table_get_name(35, _) -> <<"expect">>;
table_get_name(36, _) -> <<"expires">>;
table_get_name(37, _) -> <<"from">>;
table_get_name(38, _) -> <<"host">>;
table_get_name(39, _) -> <<"if-match">>;
table_get_name(40, _) -> <<"if-modified-since">>;
table_get_name(41, _) -> <<"if-none-match">>;
table_get_name(42, _) -> <<"if-range">>;
table_get_name(43, _) -> <<"if-unmodified-since">>;
table_get_name(44, _) -> <<"last-modified">>;
table_get_name(45, _) -> <<"link">>;
table_get_name(46, _) -> <<"location">>;
table_get_name(47, _) -> <<"max-forwards">>;
table_get_name(48, _) -> <<"proxy-authenticate">>;
table_get_name(49, _) -> <<"proxy-authorization">>;
table_get_name(50, _) -> <<"range">>;
table_get_name(51, _) -> <<"referer">>;
table_get_name(52, _) -> <<"refresh">>;
table_get_name(53, _) -> <<"retry-after">>;
table_get_name(54, _) -> <<"server">>;
table_get_name(55, _) -> <<"set-cookie">>;
table_get_name(56, _) -> <<"strict-transport-security">>;
table_get_name(57, _) -> <<"transfer-encoding">>;
table_get_name(58, _) -> <<"user-agent">>;
table_get_name(59, _) -> <<"vary">>;
table_get_name(60, _) -> <<"via">>;
table_get_name(61, _) -> <<"www-authenticate">>;
table_get_name(Index, #state{dyn_table=DynamicTable}) ->
	{_, {Name, _}} = lists:nth(Index - 61, DynamicTable),
	Name.

table_insert(Entry = {Name, Value}, State=#state{size=Size, max_size=MaxSize, dyn_table=DynamicTable}) ->
	EntrySize = byte_size(Name) + byte_size(Value) + 32,
	if
		EntrySize + Size =< MaxSize ->
			%% Add entry without eviction
			State#state{size=Size + EntrySize, dyn_table=[{EntrySize, Entry}|DynamicTable]};
		EntrySize =< MaxSize ->
			%% Evict, then add entry
			{DynamicTable2, Size2} = table_resize(DynamicTable, MaxSize - EntrySize, 0, []),
			State#state{size=Size2 + EntrySize, dyn_table=[{EntrySize, Entry}|DynamicTable2]};
		EntrySize > MaxSize ->
			%% "an attempt to add an entry larger than the
			%% maximum size causes the table to be emptied
			%% of all existing entries and results in an
			%% empty table" (RFC 7541, 4.4)
			State#state{size=0, dyn_table=[]}
	end.

table_resize([], _, Size, Acc) ->
	{lists:reverse(Acc), Size};
table_resize([{EntrySize, _}|_], MaxSize, Size, Acc) when Size + EntrySize > MaxSize ->
	{lists:reverse(Acc), Size};
table_resize([Entry = {EntrySize, _}|Tail], MaxSize, Size, Acc) ->
	table_resize(Tail, MaxSize, Size + EntrySize, [Entry|Acc]).

table_update_size(0, State) ->
	State#state{size=0, max_size=0, dyn_table=[]};
table_update_size(MaxSize, State=#state{size=CurrentSize})
		when CurrentSize =< MaxSize ->
	State#state{max_size=MaxSize};
table_update_size(MaxSize, State=#state{dyn_table=DynTable}) ->
	{DynTable2, Size} = table_resize(DynTable, MaxSize, 0, []),
	State#state{size=Size, max_size=MaxSize, dyn_table=DynTable2}.

-ifdef(TEST).

-endif.

%% ---- added for this test: test driver ----
-compile([nowarn_unused_function]).
main(_) ->
    Tests = [
        {decode_reject_eos_test, fun decode_reject_eos_test/0},
        {decode_lit_index_dynamic_name_test, fun decode_lit_index_dynamic_name_test/0},
        {req_decode_test, fun req_decode_test/0},
        {resp_decode_test, fun resp_decode_test/0},
        {table_update_decode_test, fun table_update_decode_test/0},
        {table_update_decode_smaller_test, fun table_update_decode_smaller_test/0},
        {table_update_decode_too_large_test, fun table_update_decode_too_large_test/0},
        {table_update_decode_zero_test, fun table_update_decode_zero_test/0},
        {req_encode_test, fun req_encode_test/0},
        {resp_encode_test, fun resp_encode_test/0},
        {table_update_encode_test, fun table_update_encode_test/0},
        {table_update_encode_max_size_0_test, fun table_update_encode_max_size_0_test/0},
        {encode_iolist_test, fun encode_iolist_test/0}
    ],
    lists:foreach(fun th_test/1, Tests),
    io:format("~p tests~n", [erlang:length(Tests)]).

th_test({Name, F}) ->
    io:format("~s~n", [Name]),
    case lists:suffix("_test_", atom_to_list(Name)) of
        true -> th_run(F());
        false -> th_call(F)
    end.

th_run({Desc, T}) when is_list(Desc), Desc =/= [], is_integer(hd(Desc)) ->
    io:format(" ~s~n", [Desc]),
    th_run(T);
th_run({Line, F}) when is_integer(Line), is_function(F, 0) -> th_call(F);
th_run({timeout, _, T}) -> th_run(T);
th_run({Desc, T}) ->
    io:format(" ~s~n", [th_show(Desc)]),
    th_run(T);
th_run(F) when is_function(F, 0) -> th_call(F);
th_run(L) when is_list(L) -> lists:foreach(fun th_run/1, L).

th_call(F) ->
    try F() of
        ok -> ok;
        V -> io:format("  returned ~s~n", [th_show(V)])
    catch
        C:R -> io:format("  raised ~p:~s~n", [C, th_show(R)])
    end.

th_bool(Want, Want) -> io:format("  ok ~p~n", [Want]);
th_bool(Want, Got) -> io:format("  FAIL want ~p got ~s~n", [Want, th_show(Got)]).

th_equal(V, V) -> th_ok(V);
th_equal(E, V) -> io:format("  FAIL expected ~s~n  got ~s~n", [th_show(E), th_show(V)]).

th_ok(V) -> io:format("  ok ~s~n", [th_show(V)]).

th_fail(Why, V) -> io:format("  FAIL ~p ~s~n", [Why, th_show(V)]).

th_show(V) -> io_lib:format("~p", [th_clean(V)]).

%% pids, references, ports and funs print differently from run to run
th_clean(P) when is_pid(P) -> '<pid>';
th_clean(R) when is_reference(R) -> '<ref>';
th_clean(P) when is_port(P) -> '<port>';
th_clean(F) when is_function(F) -> '<fun>';
th_clean([H | T]) -> [th_clean(H) | th_clean(T)];
th_clean(T) when is_tuple(T) -> list_to_tuple(th_clean(tuple_to_list(T)));
th_clean(M) when is_map(M) -> maps:from_list(th_clean(maps:to_list(M)));
th_clean(X) -> X.
