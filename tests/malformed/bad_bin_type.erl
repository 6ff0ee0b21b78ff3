-module(bad_bin_type).
f(X) -> <<X/16>>.
