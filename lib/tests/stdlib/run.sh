#!/bin/sh
# Comparison tests: triheap's stdlib modules (lib/*.erl) against OTP's.
# Each module is copied to a temp dir renamed th_<module> (qualified calls
# between our modules are renamed too), compiled with OTP's erlc, and
# every *_cmp.erl test module here compares th_<mod> against <mod>.
# Usage: lib/tests/stdlib/run.sh [module ...]
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
LIB=$(cd "$HERE/../.." && pwd)
MODS="lists string proplists orddict ordsets queue dict sets gb_trees gb_sets"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ALT=$(echo $MODS | tr ' ' '|')
for m in $MODS; do
  if [ -f "$LIB/$m.erl" ]; then
    sed -E -e "s/^-module\(($ALT)\)/-module(th_\1)/" \
           -e "s/(^|[^a-zA-Z0-9_'])($ALT):/\1th_\2:/g" \
           "$LIB/$m.erl" > "$TMP/th_$m.erl"
  fi
done
cp "$HERE"/*.erl "$TMP"/
cd "$TMP"
erlc +nowarn_unused_vars *.erl
TESTS=${*:-$MODS}
STATUS=0
for t in $TESTS; do
  if [ -f "${t}_cmp.beam" ] && [ -f "th_$t.beam" ]; then
    erl -noshell -pa . -eval "
      {P, F} = ${t}_cmp:run(),
      io:format(\"~s: ~p passed, ~p failed~n\", [\"$t\", P, F]),
      halt(case F of 0 -> 0; _ -> 1 end)." || STATUS=1
  fi
done
exit $STATUS
