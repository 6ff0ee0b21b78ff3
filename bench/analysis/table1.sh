#!/usr/bin/env bash
# Seed 004 Table I for triheap: for each message-passing seed program, messages sent, and
# messages and words copied at send under hybrid without the analysis (`off`) and with it
# (`module`: each module alone; `program`: the program with the modules of its directory;
# `library`, the default: with the standard library modules it calls too),
# with the words built straight in the message area. Usage: bench/analysis/table1.sh [BIN]
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${1:-target/release/triheap}
CASES=${CASES:-"procs 1000 100 100|nag same 1000 100 200|nag keep 1000 100 200|nag garbage 1000 100 200|msort 8192 30|msort_q 2048 3|worker 400 2500 4|comm 200000 100|ring 10 3000000 1|big 1000 500 1000|chameneos 70 400000"}
json() { python3 -c "import json,sys; d=json.load(open(sys.argv[1]))['messages']; print(d['sent'], d.get('copied',0), d['words_copied'], d['words_sent'], d['words_in_area'])" "$1"; }
printf '| program | messages sent | words sent | analysis | messages copied | words copied | copied/sent | words built in area |\n'
printf '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |\n'
IFS='|' read -r -a cases <<< "$CASES"
for c in "${cases[@]}"; do
  read -r prog args <<< "$c"
  for mode in off module program library; do
    extra=(--analysis message --analysis-scope "$mode")
    [ "$mode" = off ] && extra=(--analysis off)
    # shellcheck disable=SC2086
    "$BIN" run --heap hybrid "${extra[@]}" --stats-json /tmp/table1.json "bench/seeds/$prog.erl" $args > /dev/null
    read -r sent copied wcopied wsent warea <<< "$(json /tmp/table1.json)"
    pct=$(python3 -c "print(f'{100*$wcopied/max($wsent,1):.2f}%')")
    printf '| %s %s | %s | %s | %s | %s | %s | %s | %s |\n' "$prog" "$args" "$sent" "$wsent" "$mode" "$copied" "$wcopied" "$pct" "$warea"
  done
done
