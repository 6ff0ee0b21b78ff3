#!/bin/sh
# Comparison tests for array, calendar, unicode, rand: each lib module is
# copied renamed th_<module> (qualified calls between them renamed too),
# compiled with OTP's erlc and compared against OTP's module.
# Usage: lib/tests/more/run.sh [module ...]
# rand: RAND_CMP_SEED and RAND_CMP_N pick the random cases and their number
# (rand_cmp.erl); with TRIHEAP set to a triheap binary, rand_triheap.sh also
# runs rand_seq.erl under erl and under that binary and compares.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
LIB=$(cd "$HERE/../.." && pwd)
MODS="array calendar unicode rand"
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
erlc +nowarn_unused_vars +nowarn_unused_function *.erl
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
case " $TESTS " in
  *" rand "*)
    if [ -n "${TRIHEAP:-}" ]; then
      "$HERE/rand_triheap.sh" || STATUS=1
    fi ;;
esac
exit $STATUS
