-module(keywords).
f() -> after and andalso band begin bnot bor bsl bsr bxor case catch cond div end fun if let
       not of or orelse receive rem try when xor maybe else endif ifdef.
