#!/usr/bin/env bash
# A/B comparison of two triheap binaries ("is the speed unchanged after this refactoring?").
#
# Usage:
#   bench/ab.sh A_BINARY B_BINARY [REPS]       (default REPS=7)
#   bench/ab.sh --list                          print the case list and exit
#   bench/ab.sh --callgrind A_BINARY B_BINARY   instruction counts under valgrind --tool=callgrind
#
# Environment:
#   CASES    the case list instead of the default one: cases separated by ';' or newlines, each
#            "ARCH FILE ARGS..." with FILE relative to bench/ (or absolute), e.g.
#            CASES="private seq/tuples.erl 50000 20; hybrid seeds/ring.erl 10 3000000 1"
#   FILTER   only cases whose "FILE ARGS ARCH" line contains this text (applied after CASES)
#   TIMEOUT  seconds per run before it is killed and counted as failed (default 300)
#   CG_CASES the callgrind mode's cases, same format as CASES (default: see CG_DEFAULT below)
#
# Default cases:
#   - the sequential programs of bench/seq with run-seq.sh's sizes, under --heap private;
#   - every program / argument set of bench/suites/seeds.toml (read from the file; an argument
#     string such as "1000 100 100" is several arguments), each under --heap private, shared
#     and hybrid.
#
# For each case, A and B run alternately (A B A B ...) REPS times each; every run is a new
# process, `triheap run --heap ARCH FILE ARGS`. Per run the bash `time` keyword gives wall time
# and the user + sys CPU time of that process (getrusage of the waited-for child, ms
# resolution). Every run's stdout is compared with A's first: a B run that differs makes the
# case MISMATCH, an A run that differs A-NONDET; a non-zero exit or timeout is A-FAIL/B-FAIL
# (its stderr goes to the progress output on stderr).
#
# Output (stdout): a Markdown table with the medians of CPU time (user+sys, the main figure:
# less noisy than wall time on a shared machine) and of wall time for A and B, the ratios B/A,
# and the geometric mean of the ratios over the cases that passed. Progress goes to stderr.
# Ratio < 1 means B is faster.
#
# Callgrind mode: runs each CG case once per binary under valgrind --tool=callgrind and prints
# the instruction counts (the `summary:` line of the callgrind output file, i.e. Ir) and their
# ratio B/A (4 decimals). Nearly deterministic: A against itself differs by ~0.005 %, so a
# difference of 0.1 % is already real.

set -u
export LC_ALL=C

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BENCH=$ROOT/bench
TIMEOUT=${TIMEOUT:-300}

# bench/seq programs and their sizes (as in bench/run-seq.sh; equal to the sources' defaults)
SEQ_CASES=(
  "seq/listbuild.erl 200000 90"
  "seq/sorting.erl 100000 9"
  "seq/tuples.erl 50000 20"
  "seq/bignums.erl 12000 150000 30000"
  "seq/floats.erl 800000 600 1200000"
  "seq/strings.erl 20000 10"
  "seq/funs.erl 100000 45"
)
SEED_ARCHS="private shared hybrid"

# Callgrind cases: smaller sizes than the defaults (tuples 50000 20, funs 100000 45), so that
# each runs in well under a minute under valgrind (callgrind slows triheap down ~40-80x):
# tuples 20000 10 took 22 s and funs 40000 10 21 s under callgrind on the 2-core machine
# (3.4e9 and 2.9e9 instructions).
CG_DEFAULT="private seq/tuples.erl 20000 10; private seq/funs.erl 40000 10"

usage() {
  sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

# seeds.toml -> lines "FILE ARGS..." (FILE relative to bench/). Understands the forms used
# there: file = "..." and args = ["...", "..."] (strings) or args = [[]] / no args line.
seed_cases() {
  awk '
    function flush() {
      if (file == "") return
      if (nargs == 0) print file
      for (i = 1; i <= nargs; i++) print file " " a[i]
      file = ""; nargs = 0
    }
    /^\[\[program\]\]/ { flush(); inprog = 1; next }
    /^\[/ { flush(); inprog = 0; next }
    inprog && /^[ \t]*file[ \t]*=/ {
      s = $0; sub(/^[^"]*"/, "", s); sub(/".*$/, "", s)
      # paths in seeds.toml are relative to bench/suites; make them relative to bench/
      if (s ~ /^\.\.\//) s = substr(s, 4); else if (s !~ /^\//) s = "suites/" s
      file = s; next
    }
    inprog && /^[ \t]*args[ \t]*=/ {
      s = $0; sub(/^[^=]*=[ \t]*\[/, "", s); sub(/\][ \t]*(#.*)?$/, "", s)
      nargs = 0
      while (match(s, /"[^"]*"/)) {
        a[++nargs] = substr(s, RSTART + 1, RLENGTH - 2)
        s = substr(s, RSTART + RLENGTH)
      }
      next
    }
    END { flush() }
  ' "$BENCH/suites/seeds.toml"
}

# the case list: lines "ARCH FILE ARGS..."
case_list() {
  if [ -n "${CASES:-}" ]; then
    printf '%s\n' "$CASES" | tr ';' '\n'
  else
    local c a
    for c in "${SEQ_CASES[@]}"; do echo "private $c"; done
    while IFS= read -r c; do
      for a in $SEED_ARCHS; do echo "$a $c"; done
    done < <(seed_cases)
  fi | awk 'NF { $1 = $1; print }' | while IFS= read -r line; do
    if [ -n "${FILTER:-}" ]; then
      set -- $line; local arch=$1; shift
      case "$* $arch" in *"$FILTER"*) ;; *) continue ;; esac
    fi
    echo "$line"
  done
}

resolve() { # FILE relative to bench/ -> path
  case "$1" in /*) echo "$1" ;; *) echo "$BENCH/$1" ;; esac
}

median() { # numbers on stdin -> median
  sort -g | awk '{a[NR]=$1} END {if (NR==0) {print "nan"; exit}
    if (NR%2) printf "%.3f\n", a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'
}

check_bin() {
  if [ ! -x "$1" ]; then echo "not an executable: $1" >&2; exit 2; fi
}

# ---------------------------------------------------------------------------------------------
callgrind_mode() {
  local A=$1 B=$2
  check_bin "$A"; check_bin "$B"
  command -v valgrind >/dev/null || { echo "valgrind not found" >&2; exit 2; }
  TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
  local cases; cases=$(CASES=${CG_CASES:-$CG_DEFAULT} case_list)
  echo "callgrind  A=$A  B=$B  $(date -u '+%Y-%m-%d %H:%M UTC')" >&2
  echo "| case | arch | A instructions (Ir) | B instructions (Ir) | ratio B/A | status |"
  echo "|---|---|---:|---:|---:|---|"
  local logratios="" CGBAD="" line arch file side bin ir rc status t0 t1
  while IFS= read -r line; do
    set -- $line; arch=$1; file=$2; shift 2
    local path; path=$(resolve "$file")
    declare -A IR=()
    status=ok
    for side in A B; do
      if [ $side = A ]; then bin=$A; else bin=$B; fi
      t0=$(date +%s.%N)
      valgrind --tool=callgrind --callgrind-out-file="$TMP/cg.$side.out" \
        "$bin" run --heap "$arch" "$path" "$@" >"$TMP/out.$side" 2>"$TMP/err.$side"
      rc=$?
      t1=$(date +%s.%N)
      ir=$(awk '/^summary:/ {print $2; exit}' "$TMP/cg.$side.out" 2>/dev/null)
      if [ -z "$ir" ]; then # fall back on valgrind's "Collected : N" line
        ir=$(awk '/Collected :/ {print $NF; exit}' "$TMP/err.$side")
      fi
      IR[$side]=${ir:-nan}
      if [ $rc -ne 0 ]; then
        status="$side-FAIL(rc=$rc)"
        echo "[$file $* $arch] $side exited $rc:" >&2; tail -c 2000 "$TMP/err.$side" >&2
      fi
      echo "  $file $* ($arch) $side: ${IR[$side]} Ir, $(echo "$t0 $t1" | awk '{printf "%.1f", $2-$1}') s under valgrind" >&2
      rm -f "$TMP/cg.$side.out"
    done
    if [ "$status" = ok ] && ! cmp -s "$TMP/out.A" "$TMP/out.B"; then status=MISMATCH; fi
    local r
    r=$(awk -v a="${IR[A]}" -v b="${IR[B]}" 'BEGIN { if (a+0 > 0 && b+0 > 0) printf "%.4f", b/a; else print "nan" }')
    if [ "$status" = ok ] && [ "$r" != nan ]; then logratios="$logratios $r"; else CGBAD=1; fi
    echo "| $(basename "$file" .erl) $* | $arch | ${IR[A]} | ${IR[B]} | $r | $status |"
    unset IR
  done <<<"$cases"
  echo "$logratios" | awk '{ s = 0; for (i = 1; i <= NF; i++) s += log($i);
    if (NF) printf "\ngeometric mean of ratios B/A (%d cases): %.4f\n", NF, exp(s/NF);
    else print "\nno ratio (every case failed)" }'
  [ -z "$CGBAD" ]
}

# ---------------------------------------------------------------------------------------------
if [ $# -ge 1 ] && [ "$1" = --list ]; then case_list; exit 0; fi
if [ $# -ge 1 ] && [ "$1" = --callgrind ]; then
  [ $# -eq 3 ] || usage
  callgrind_mode "$2" "$3"
  exit $?
fi
case "${1:-}" in -h|--help|"") usage ;; esac
[ $# -ge 2 ] && [ $# -le 3 ] || usage
A=$1; B=$2; REPS=${3:-7}
check_bin "$A"; check_bin "$B"
case "$REPS" in ''|*[!0-9]*|0) echo "REPS must be a positive integer" >&2; exit 2 ;; esac

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
TIMEFORMAT='%3R %3U %3S'

# run_one BIN ARCH PATH ARGS... : stdout -> $TMP/out, stderr -> $TMP/err;
# prints "wall cpu" (seconds); returns the exit status
run_one() {
  local bin=$1 arch=$2 path=$3 rc; shift 3
  { time timeout "$TIMEOUT" "$bin" run --heap "$arch" "$path" "$@" >"$TMP/out" 2>"$TMP/err"; } 2>"$TMP/time"
  rc=$?
  awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' "$TMP/time"
  return $rc
}

CASELIST=$(case_list)
NCASES=$(printf '%s\n' "$CASELIST" | awk 'NF' | wc -l)
[ "$NCASES" -gt 0 ] || { echo "no cases" >&2; exit 2; }
echo "A=$A" >&2
echo "B=$B" >&2
echo "REPS=$REPS  cases=$NCASES  $(nproc) cores  load $(cut -d' ' -f1-3 /proc/loadavg)  $(date -u '+%Y-%m-%d %H:%M UTC')" >&2

START=$(date +%s)
ROWS=$TMP/rows; : >"$ROWS"
n=0
while IFS= read -r line; do
  [ -n "$line" ] || continue
  n=$((n + 1))
  set -- $line; arch=$1; file=$2; shift 2
  path=$(resolve "$file")
  name="$(basename "$file" .erl)${*:+ $*}"
  if [ ! -f "$path" ]; then
    echo "[$name] no such file: $path" >&2
    printf '%s\t%s\tnan\tnan\tnan\tnan\tNO-FILE\n' "$name" "$arch" >>"$ROWS"; continue
  fi
  : >"$TMP/A.times"; : >"$TMP/B.times"
  status=ok; haveref=0
  for ((i = 1; i <= REPS; i++)); do
    for side in A B; do
      if [ $side = A ]; then bin=$A; else bin=$B; fi
      t=$(run_one "$bin" "$arch" "$path" "$@")
      rc=$?
      echo "$t" >>"$TMP/$side.times"
      if [ $rc -ne 0 ]; then
        [ $rc -eq 124 ] && what="timeout ${TIMEOUT}s" || what="rc=$rc"
        case "$status" in ok|A-NONDET) status="$side-FAIL($what)" ;; esac
        echo "[$name $arch] $side failed ($what); stderr:" >&2; tail -c 2000 "$TMP/err" >&2; echo >&2
      elif [ $haveref -eq 0 ] && [ $side = A ]; then
        cp "$TMP/out" "$TMP/ref"; haveref=1
      elif [ $haveref -eq 1 ] && ! cmp -s "$TMP/out" "$TMP/ref"; then
        if [ $side = B ]; then
          [ "$status" = ok ] || [ "$status" = A-NONDET ] && status=MISMATCH
          echo "[$name $arch] MISMATCH: B printed" >&2; head -c 500 "$TMP/out" >&2
          echo "  A printed" >&2; head -c 500 "$TMP/ref" >&2
        else
          [ "$status" = ok ] && status=A-NONDET
          echo "[$name $arch] A's output differs from its first run" >&2
        fi
      fi
    done
    echo "  [$n/$NCASES] $name ($arch) round $i: A $(tail -1 "$TMP/A.times") B $(tail -1 "$TMP/B.times") (wall cpu, s) $status" >&2
  done
  aw=$(cut -d' ' -f1 "$TMP/A.times" | median); ac=$(cut -d' ' -f2 "$TMP/A.times" | median)
  bw=$(cut -d' ' -f1 "$TMP/B.times" | median); bc=$(cut -d' ' -f2 "$TMP/B.times" | median)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$arch" "$ac" "$bc" "$aw" "$bw" "$status" >>"$ROWS"
done <<<"$CASELIST"
ELAPSED=$(( $(date +%s) - START ))

echo
echo "A = \`$A\`, B = \`$B\`, $REPS runs each, medians in seconds; CPU = user + sys"
echo
echo "| case | arch | A CPU | B CPU | ratio B/A (CPU) | A wall | B wall | ratio B/A (wall) | status |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---|"
awk -F'\t' -v elapsed="$ELAPSED" '
  function ratio(a, b) { return (a + 0 > 0 && b + 0 > 0) ? sprintf("%.3f", b / a) : "nan" }
  {
    rc = ratio($3, $4); rw = ratio($5, $6)
    printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, rc, $5, $6, rw, $7
    if ($7 == "ok" && rc != "nan") { sc += log(rc); nc++ }
    if ($7 == "ok" && rw != "nan") { sw += log(rw); nw++ }
  }
  END {
    printf "\n"
    if (nc) printf "geometric mean of ratios B/A: CPU %.3f, wall %.3f (%d cases that passed)\n", exp(sc / nc), exp(sw / nw), nc
    else print "geometric mean: no case passed"
    printf "total time %d s\n", elapsed
  }' "$ROWS"
# exit status 1 when some case did not pass (failure, mismatch, missing file)
awk -F'\t' '$7 != "ok" { bad = 1 } END { exit bad }' "$ROWS"
