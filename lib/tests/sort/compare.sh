#!/bin/sh
# Compare triheap's lists sorting and merging (the native lists:sort/1 and
# usort/1 and lib/lists.erl) against the installed Erlang/OTP: sort_cmp.erl
# runs under both and the outputs are compared line by line.
#   usage: lib/tests/sort/compare.sh [Rounds] [Seed] [triheap binary]
# Prints "N checks, M failed" and the first failing checks with their inputs.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
ROUNDS=${1:-500}
SEED=${2:-1}
TRIHEAP=${3:-${TRIHEAP:-$ROOT/target/release/triheap}}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
erlc -o "$TMP" "$HERE/sort_cmp.erl"
erl -noshell -pa "$TMP" -run sort_cmp main "$SEED" "$ROUNDS" -s init stop > "$TMP/otp.out"
"$TRIHEAP" run "$HERE/sort_cmp.erl" "$SEED" "$ROUNDS" > "$TMP/triheap.out"
TOTAL=$(wc -l < "$TMP/otp.out")
FAILED=$(diff "$TMP/otp.out" "$TMP/triheap.out" | grep -c '^<' || true)
diff "$TMP/otp.out" "$TMP/triheap.out" | grep '^<' | head -5 | while read -r _ n rest; do
  echo "FAIL check $n:"
  erl -noshell -pa "$TMP" -run sort_cmp main "$SEED" "$ROUNDS" show "$n" -s init stop | cut -c1-2000
  echo "  otp:     $(grep "^$n " "$TMP/otp.out" | cut -c1-2000)"
  echo "  triheap: $(grep "^$n " "$TMP/triheap.out" | cut -c1-2000)"
done
[ "$(wc -l < "$TMP/triheap.out")" -eq "$TOTAL" ] || echo "triheap printed $(wc -l < "$TMP/triheap.out") lines, erl $TOTAL"
echo "$TOTAL checks, $FAILED failed"
[ "$FAILED" -eq 0 ]
