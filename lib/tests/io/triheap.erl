%% Test shim: under real OTP, triheap:put_chars/2 maps to io:put_chars/2.
-module(triheap).
-export([put_chars/2]).

put_chars(standard_io, Chars) -> io:put_chars(standard_io, Chars);
put_chars(standard_error, Chars) -> io:put_chars(standard_error, Chars).
