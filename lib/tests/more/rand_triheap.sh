#!/bin/sh
# Runs rand_seq.erl (seeded rand results for many seeds, algorithms and
# operations) under Erlang/OTP's erl and under triheap, and compares.
# Usage: lib/tests/more/rand_triheap.sh [BASE_SEED [CASES [ROUNDS]]]
# The triheap binary is $TRIHEAP, by default target/release/triheap.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
TRIHEAP=${TRIHEAP:-$ROOT/target/release/triheap}
BASE=${1:-1}
CASES=${2:-300}
ROUNDS=${3:-5}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cp "$HERE/rand_seq.erl" "$TMP/"
(cd "$TMP" && erlc rand_seq.erl)
FAIL=0
i=0
while [ $i -lt "$ROUNDS" ]; do
  S=$((BASE + i))
  erl -noshell -pa "$TMP" -eval "rand_seq:main([\"$S\", \"$CASES\"]), halt()." > "$TMP/otp.txt"
  "$TRIHEAP" run "$TMP/rand_seq.erl" "$S" "$CASES" > "$TMP/th.txt"
  if cmp -s "$TMP/otp.txt" "$TMP/th.txt"; then
    echo "rand_seq $S $CASES: same ($(wc -l < "$TMP/otp.txt") lines)"
  else
    echo "rand_seq $S $CASES: DIFFERENT"
    diff "$TMP/otp.txt" "$TMP/th.txt" | head -20
    FAIL=1
  fi
  i=$((i + 1))
done
exit $FAIL
