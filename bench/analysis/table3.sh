#!/usr/bin/env bash
# Seed 004 Table III for triheap: the analysis' share of compile time (parse and lower,
# analysis, code generation) for each seed program analysed alone and with the standard
# library modules it calls. Usage: bench/analysis/table3.sh [BIN]
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${1:-target/release/triheap}
printf '| program | scope | modules | functions | sites | passes | lower ms | analysis ms | codegen ms | analysis share |\n'
printf '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n'
for prog in procs nag msort msort_q worker ring big chameneos comm; do
  for scope in module library; do
    extra=()
    [ "$scope" = library ] && extra=(--callees --library)
    best=""
    for _ in 1 2 3; do
      out=$("$BIN" analyze --timing "${extra[@]}" "bench/seeds/$prog.erl")
      line=$(python3 - "$out" <<'PY'
import re, sys
t = sys.argv[1]
m = re.search(r"modules (\d+), functions (\d+), sites (\d+), passes (\d+)", t)
n = re.search(r"lower ([\d.]+) ms, analysis ([\d.]+) ms \(([\d.]+)%\), code generation ([\d.]+) ms", t)
print(" ".join(m.groups() + n.groups()))
PY
)
      # Keep the run with the shortest analysis.
      if [ -z "$best" ] || [ "$(echo "$line" | awk '{print $6}')" \< "$(echo "$best" | awk '{print $6}')" ]; then best=$line; fi
    done
    read -r mods fns sites passes lower an share gen <<< "$best"
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s%% |\n' "$prog" "$scope" "$mods" "$fns" "$sites" "$passes" "$lower" "$an" "$gen" "$share"
  done
done
