#!/usr/bin/env bash
# Regenerate bench/seeds/expected/ with Erlang/OTP (needs erl and erlc).
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
erlc -o "$tmp" ./*.erl
grep -v '^#' smoke.txt | while read -r prog args; do
    [ -n "$prog" ] || continue
    name="$prog-${args// /-}"
    erl -noshell -pa "$tmp" -run "$prog" main $args -s init stop < /dev/null > "expected/$name.out"
    echo "$name"
done
rm -rf "$tmp"
