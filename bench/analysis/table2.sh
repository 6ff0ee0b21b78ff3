#!/usr/bin/env bash
# Seed 004 Table II for triheap: peak heap words in use under private and shared, and under
# hybrid the private heaps' and the message area's, without the message analysis, with it
# per module, and with it over the program and the library modules it calls (the default).
# Usage: bench/analysis/table2.sh [BIN]
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${1:-target/release/triheap}
CASES=${CASES:-"procs 1000 100 100|nag same 1000 100 200|nag keep 1000 100 200|nag garbage 1000 100 200|msort 8192 30|msort_q 2048 3|worker 400 2500 4"}
peak() { python3 -c "import json,sys; h=json.load(open(sys.argv[1]))['heap']; print(h['max_used_words'], h.get('area_max_used_words', 0))" "$1"; }
printf '| program | private | shared | hybrid local, analysis off | hybrid area, off | hybrid local, per module | hybrid area, per module | hybrid local, merged | hybrid area, merged |\n'
printf '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n'
IFS='|' read -r -a cases <<< "$CASES"
for c in "${cases[@]}"; do
  read -r prog args <<< "$c"
  row=()
  for cfg in "private" "shared" "hybrid --analysis off" "hybrid --analysis-scope module" "hybrid"; do
    read -r -a a <<< "$cfg"
    # shellcheck disable=SC2086
    "$BIN" run --heap "${a[@]}" --stats-json /tmp/table2.json "bench/seeds/$prog.erl" $args > /dev/null
    read -r used area <<< "$(peak /tmp/table2.json)"
    case $cfg in hybrid*) row+=("$used" "$area") ;; *) row+=("$used") ;; esac
  done
  printf '| %s %s | %s |\n' "$prog" "$args" "$(IFS='|'; echo "${row[*]}" | sed 's/|/ | /g')"
done
