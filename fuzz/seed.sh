#!/usr/bin/env bash
# Seeds the `source` target's corpus with the test suite's Erlang sources (programs and
# malformed inputs) and the regression inputs; the `etf` corpus is committed
# (fuzz/etf_seeds.escript made it). Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p corpus/source
{
    find ../tests/programs ../tests/malformed -name '*.erl' -print0
    if [ -d regressions/source ]; then find regressions/source -type f -print0; fi
} | while IFS= read -r -d '' f; do
    cp "$f" "corpus/source/$(echo "$f" | tr '/.' '__').erl"
done
cp regressions/etf/* corpus/etf/ 2>/dev/null || true
echo "corpus/source: $(ls corpus/source | wc -l) files, corpus/etf: $(ls corpus/etf | wc -l) files"
