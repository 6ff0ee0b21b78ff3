#!/usr/bin/env bash
# Hybrid against the better of private and shared on the seeds' message programs: each case
# under private, shared, hybrid (message analysis) and hybrid without it, alternating, REPS
# times; medians of CPU time (user+sys) and of the longest local pause.
# Usage: bench/analysis/archs.sh [BIN] [REPS]
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${1:-target/release/triheap}
REPS=${2:-3}
CASES=${CASES:-"procs 1000 100 100|nag same 1000 100 200|nag keep 1000 100 200|nag garbage 1000 100 200|msort 8192 30|msort_q 2048 3|worker 400 2500 4"}
CONFIGS=("private" "shared" "hybrid" "hybrid --analysis off")
IFS='|' read -r -a cases <<< "$CASES"
tmp=$(mktemp -d)
for c in "${cases[@]}"; do
  read -r prog args <<< "$c"
  for r in $(seq "$REPS"); do
    for i in "${!CONFIGS[@]}"; do
      read -r -a cfg <<< "${CONFIGS[$i]}"
      # shellcheck disable=SC2086
      /usr/bin/time -f "%U %S" -o "$tmp/time" "$BIN" run --heap "${cfg[@]}" \
        --stats-json "$tmp/s.json" "bench/seeds/$prog.erl" $args > /dev/null
      python3 - "$tmp/time" "$tmp/s.json" >> "$tmp/$i-$prog-$args" <<'PY'
import json, sys
u, s = open(sys.argv[1]).read().split()[-2:]
d = json.load(open(sys.argv[2]))
local = [k for k in d["gc"] if k in ("minor", "major")]
pause = max([d["gc"][k]["max_pause_ms"] for k in local] + [0])
print(float(u) + float(s), pause)
PY
    done
  done
done
printf '| program | private s | shared s | hybrid s | hybrid, analysis off s | hybrid / best of private, shared | max local pause ms: private, hybrid |\n'
printf '| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n'
for c in "${cases[@]}"; do
  read -r prog args <<< "$c"
  python3 - "$tmp" "$prog-$args" "$c" <<'PY'
import statistics, sys
tmp, key, name = sys.argv[1:]
cols = []
for i in range(4):
    rows = [list(map(float, l.split())) for l in open(f"{tmp}/{i}-{key}")]
    cols.append((statistics.median(r[0] for r in rows), statistics.median(r[1] for r in rows)))
best = min(cols[0][0], cols[1][0])
print(f"| {name} | {cols[0][0]:.2f} | {cols[1][0]:.2f} | {cols[2][0]:.2f} | {cols[3][0]:.2f} | {cols[2][0]/best:.2f} | {cols[0][1]:.2f}, {cols[2][1]:.2f} |")
PY
done
rm -rf "$tmp"
