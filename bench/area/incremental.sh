#!/usr/bin/env bash
# The message area's collectors compared (seed 003 sec. 6, Tables 2-5): each case under
# hybrid with `--ma-gc` stw, work:2, work:100, work:1000 and time:1000, alternating, REPS
# times. Prints Markdown tables: collection counts, mutator and collection times (medians),
# message-area pauses (max, mean, geometric mean, of the median run), minimum mutator
# utilisation over 10 ms windows, and total time against stw. The statistics documents of the
# median runs are kept in OUT (default target/area-incremental) for `triheap charts`.
# Between repetitions a probe spins on the clock for PROBE seconds (default 5) and records
# the machine's own stalls (a VM's vCPU descheduled), which bound what any pause can show.
# Usage: bench/area/incremental.sh [BIN] [REPS]
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${1:-target/release/triheap}
REPS=${2:-3}
OUT=${OUT:-target/area-incremental}
CASES=${CASES:-"worker 400 2500 4|msort_q 16384 10|procs 1000 100 100|nag keep 1000 100 200"}
MODES=${MODES:-"stw work:2 work:100 work:1000 time:1000"}
export PROBE=${PROBE:-5}
mkdir -p "$OUT"
rm -f "$OUT/stalls.txt"
probe() {
  python3 - "$PROBE" >> "$OUT/stalls.txt" <<'PY'
import sys, time
end = time.perf_counter_ns() + float(sys.argv[1]) * 1e9
last = time.perf_counter_ns()
worst = over200 = over1000 = 0
while last < end:
    t = time.perf_counter_ns()
    gap = t - last
    worst = max(worst, gap)
    over200 += gap > 200_000
    over1000 += gap > 1_000_000
    last = t
print(worst // 1000, over200, over1000)
PY
}
IFS='|' read -r -a cases <<< "$CASES"
read -r -a modes <<< "$MODES"
for c in "${cases[@]}"; do
  read -r prog args <<< "$c"
  key=$(echo "$c" | tr ' ' '_')
  for r in $(seq "$REPS"); do
    probe
    for m in "${modes[@]}"; do
      # shellcheck disable=SC2086
      "$BIN" run --heap hybrid --ma-gc "$m" --stats-json "$OUT/$key-$m-$r.json" \
        "bench/seeds/$prog.erl" $args > /dev/null
    done
  done
done
python3 - "$OUT" "$REPS" "$CASES" "$MODES" <<'PY'
import json, statistics, sys, shutil
out, reps, cases, modes = sys.argv[1], int(sys.argv[2]), sys.argv[3].split('|'), sys.argv[4].split()
def runs(c, m):
    key = c.replace(' ', '_')
    ds = [json.load(open(f"{out}/{key}-{m}-{r}.json")) for r in range(1, reps + 1)]
    return sorted(ds, key=lambda d: d["wall_ms"])
med = lambda xs: statistics.median(xs)
rows = {}
for c in cases:
    for m in modes:
        ds = runs(c, m)
        d = ds[len(ds) // 2]
        json.dump(d, open(f"{out}/{c.replace(' ', '_')}-{m}.json", "w"))
        g = d["gc"]
        rows[c, m] = dict(
            wall=med([x["wall_ms"] for x in ds]),
            mut=med([x["mutator_ms"] for x in ds]),
            local=med([x["gc"]["minor"]["time_ms"] + x["gc"]["major"]["time_ms"] for x in ds]),
            ma=med([x["gc"]["area"]["time_ms"] for x in ds]),
            local_n=g["minor"]["count"] + g["major"]["count"],
            steps=g["area"]["count"], cycles=g.get("area_cycles", 0),
            max=g["area"]["max_pause_ms"] * 1000, mean=g["area"]["mean_pause_ms"] * 1000,
            geo=g["area"]["geomean_pause_ms"] * 1000,
            lmax=max(g["minor"]["max_pause_ms"], g["major"]["max_pause_ms"]) * 1000,
            mmu=d["mmu"].get("window_10ms"))
name = lambda c: c.split()[0] + (" " + c.split()[1] if c.startswith("nag") else "")
print("Collection counts (median run): local collections, then message-area pauses (cycles)\n")
print("| program | local | " + " | ".join(modes) + " |")
print("| --- | ---: | " + " | ".join("---:" for _ in modes) + " |")
for c in cases:
    print(f"| {name(c)} | {rows[c, modes[0]]['local_n']:,} | " + " | ".join(
        f"{rows[c, m]['steps']:,} ({rows[c, m]['cycles']:,})" for m in modes) + " |")
print("\nTimes in ms (medians of %d runs): mutator, local collections, message-area collection\n" % reps)
print("| program | mode | wall | mutator | local GC | area GC | wall / stw |")
print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
for c in cases:
    for m in modes:
        r = rows[c, m]
        print(f"| {name(c)} | {m} | {r['wall']:,.0f} | {r['mut']:,.0f} | {r['local']:,.0f} | {r['ma']:,.1f} | {r['wall'] / rows[c, modes[0]]['wall']:.2f} |")
print("\nMessage-area pauses in µs (median run): max / mean / geometric mean; minimum mutator utilisation over 10 ms windows\n")
print("| program | " + " | ".join(modes) + " |")
print("| --- | " + " | ".join("---" for _ in modes) + " |")
for c in cases:
    print(f"| {name(c)} | " + " | ".join(
        f"{rows[c, m]['max']:,.0f} / {rows[c, m]['mean']:,.1f} / {rows[c, m]['geo']:,.1f}; MMU {rows[c, m]['mmu'] if rows[c, m]['mmu'] is not None else float('nan'):.2f}" for m in modes) + " |")
print("\nLongest local pause in µs (median run)\n")
print("| program | " + " | ".join(modes) + " |")
print("| --- | " + " | ".join("---:" for _ in modes) + " |")
for c in cases:
    print(f"| {name(c)} | " + " | ".join(f"{rows[c, m]['lmax']:,.0f}" for m in modes) + " |")
probes = [tuple(map(int, l.split())) for l in open(f"{out}/stalls.txt")]
print(f"\nThe machine's own stalls: {len(probes)} probes spinning on the clock, "
      f"{len(probes) * float(__import__('os').environ.get('PROBE', '5')):.0f} s in all, "
      f"between the repetitions: longest {max(p[0] for p in probes):,} µs; "
      f"{sum(p[1] for p in probes)} over 200 µs, {sum(p[2] for p in probes)} over 1 ms")
PY
