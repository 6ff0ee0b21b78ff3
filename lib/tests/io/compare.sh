#!/bin/sh
# Compare triheap's io_lib/io (lib/*.erl) against the installed OTP.
# The modules are copied under th_* names (OTP's own are sticky),
# compiled together with the test module and run.
#   usage: lib/tests/io/compare.sh [NumRandomCases] [Seed]
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
LIB=$(cd "$HERE/../.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for m in io_lib io_lib_format io_lib_pretty io; do
  sed -E -e 's/\bio_lib_pretty\b/th_io_lib_pretty/g' \
         -e 's/\bio_lib_format\b/th_io_lib_format/g' \
         -e 's/\bio_lib\b/th_io_lib/g' \
         -e 's/-module\(io\)/-module(th_io)/' \
         -e 's/([^_a-z])io:/\1th_io:/g' \
         "$LIB/$m.erl" > "$TMP/th_$m.erl"
done
cp "$HERE/triheap.erl" "$HERE/io_compare.erl" "$TMP/"
erlc -o "$TMP" "$TMP"/*.erl
N=${1:-3000}
SEED=${2:-1}
erl -noshell -pa "$TMP" -eval "io_compare:main($N, $SEED), halt()."
