#!/bin/sh
# Compare triheap's lib/erl_scan.erl (renamed th_erl_scan, compiled by OTP's
# erlc) against OTP's own erl_scan over many inputs. Prints "N passed, M failed".
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
LIB=$(cd "$HERE/../.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
sed -E -e 's/^-module\(erl_scan\)/-module(th_erl_scan)/' \
       -e 's/(^|[^a-zA-Z0-9_])erl_scan:/\1th_erl_scan:/g' \
       "$LIB/erl_scan.erl" > "$TMP/th_erl_scan.erl"
cp "$HERE/erl_scan_cmp.erl" "$TMP/"
cd "$TMP"
erlc th_erl_scan.erl erl_scan_cmp.erl
erl -noshell -pa . -eval "
  {P, F} = erl_scan_cmp:run(),
  io:format(\"~p passed, ~p failed~n\", [P, F]),
  halt(case F of 0 -> 0; _ -> 1 end)."
