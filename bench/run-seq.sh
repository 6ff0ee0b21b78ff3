#!/usr/bin/env bash
# Benchmark programs, Erlang/OTP (erl) vs triheap: the sequential set (bench/seq) or the
# shapes whose costs must grow no faster than Erlang/OTP's (bench/shapes).
#
# Usage: bench/run-seq.sh [REPS]        (default REPS=5)
#
# Environment:
#   SUITE     seq (default) or shapes
#   HEAP      triheap's memory architecture (default: private)
#   TRIHEAP   path to the triheap binary (default: target/release/triheap)
#   ERL       erl command (default: erl); ERLC likewise (default: erlc)
#   PROGS     space-separated subset of programs to run (default: all)
#
# For every program: compile once with erlc into a temp dir, then alternate
# erl / triheap runs REPS times each, timing wall-clock with date +%s.%N.
# Outputs (stdout) of every run are compared against the first erl run;
# any difference is reported as MISMATCH. Prints a Markdown table of medians.
# An empty program (bench/seq/empty.erl) is measured the same way; the
# "net" ratio subtracts each side's empty-program median (startup + shutdown).
# A program that calls modules of its own lists their sources, one path from the
# repository's root per line, in <program>.uses beside it: erlc compiles them too,
# and triheap finds them with --pa.

set -u
REPS=${1:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SUITE=${SUITE:-seq}
SEQ=$ROOT/bench/$SUITE
HEAP=${HEAP:-private}
TRIHEAP=${TRIHEAP:-$ROOT/target/release/triheap}
ERL=${ERL:-erl}
ERLC=${ERLC:-erlc}

# program and its (explicit) size arguments; these equal the defaults in the sources
if [ "$SUITE" = shapes ]; then
BENCHES=(
  "empty x"
  "train 1000 1000 2000 200"
  "workers 200 20000"
  "binappend 10000000 5"
  "bigmap 1000000 3"
  "etsset 300000 2"
  "etshash 300000 1"
  "hof 200000 200"
  "binwalk 1000000 100"
  "jsondecode 20000 30"
)
else
BENCHES=(
  "empty x"
  "listbuild 200000 90"
  "sorting 100000 9"
  "tuples 50000 20"
  "bignums 12000 150000 30000"
  "floats 800000 600 1200000"
  "strings 20000 10"
  "funs 100000 45"
)
fi

if [ ! -x "$TRIHEAP" ]; then
  echo "triheap binary not found at $TRIHEAP (cargo build --release -p triheap)" >&2
  exit 1
fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

now() { date +%s.%N; }

median() { # numbers on stdin -> median
  sort -g | awk '{a[NR]=$1} END {if (NR==0) {print "nan"; exit}
    if (NR%2) printf "%.3f\n", a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'
}

# run_one SIDE PROG ARGS... ; writes output to $TMP/out and peak RSS (KB) to $TMP/rss,
# prints elapsed seconds
run_one() {
  local side=$1 prog=$2; shift 2
  local t0 t1 rc src=$SEQ/$prog.erl
  [ -f "$src" ] || src=$ROOT/bench/seq/$prog.erl
  t0=$(now)
  if [ "$side" = erl ]; then
    (cd "$TMP" && /usr/bin/time -f %M -o "$TMP/rss" "$ERL" -noshell -pa "$TMP/ebin" -run "$prog" main "$@" -s init stop) >"$TMP/out" 2>"$TMP/err"
  else
    local pa=()
    if [ -f "${src%.erl}.uses" ]; then
      while read -r u; do pa+=(--pa "$ROOT/$(dirname "$u")"); done <"${src%.erl}.uses"
    fi
    /usr/bin/time -f %M -o "$TMP/rss" "$TRIHEAP" run --heap "$HEAP" "${pa[@]}" "$src" "$@" >"$TMP/out" 2>"$TMP/err"
  fi
  rc=$?
  t1=$(now)
  echo "$t0 $t1" | awk '{printf "%.4f\n", $2-$1}'
  return $rc
}

mkdir -p "$TMP/ebin"
declare -A ERLMED THMED ERLRSS THRSS STATUS ARGS

echo "REPS=$REPS  triheap=$TRIHEAP  $(date -u '+%Y-%m-%d %H:%M UTC')" >&2
for b in "${BENCHES[@]}"; do
  set -- $b
  prog=$1; shift
  if [ -n "${PROGS:-}" ] && [ "$prog" != empty ]; then
    case " $PROGS " in *" $prog "*) ;; *) continue ;; esac
  fi
  ARGS[$prog]="$*"
  src=$SEQ/$prog.erl
  [ -f "$src" ] || src=$ROOT/bench/seq/$prog.erl
  uses=()
  if [ -f "${src%.erl}.uses" ]; then
    while read -r u; do uses+=("$ROOT/$u"); done <"${src%.erl}.uses"
  fi
  if ! "$ERLC" -o "$TMP/ebin" "${uses[@]}" "$src" >"$TMP/erlc.log" 2>&1; then
    echo "erlc failed for $prog:" >&2; cat "$TMP/erlc.log" >&2
    STATUS[$prog]="ERLC-FAIL"; continue
  fi
  : >"$TMP/erl.times"; : >"$TMP/th.times"; : >"$TMP/erl.rss"; : >"$TMP/th.rss"
  status=ok; ref=""
  for ((i = 1; i <= REPS; i++)); do
    t=$(run_one erl "$prog" "$@") || { status="ERL-FAIL"; }
    echo "$t" >>"$TMP/erl.times"; cat "$TMP/rss" >>"$TMP/erl.rss"
    if [ -z "$ref" ]; then ref=$(cat "$TMP/out"); fi
    if [ "$(cat "$TMP/out")" != "$ref" ]; then status="ERL-NONDET"; fi
    t=$(run_one th "$prog" "$@")
    rc=$?
    echo "$t" >>"$TMP/th.times"; cat "$TMP/rss" >>"$TMP/th.rss"
    if [ $rc -ne 0 ]; then
      status="CRASH(rc=$rc)"
      echo "[$prog $*] triheap exited $rc; stderr:" >&2; head -c 2000 "$TMP/err" >&2; echo >&2
    elif [ "$(cat "$TMP/out")" != "$ref" ]; then
      status="MISMATCH"
      echo "[$prog $*] MISMATCH" >&2
      echo "  erl:     $(echo "$ref" | head -c 500)" >&2
      echo "  triheap: $(head -c 500 "$TMP/out")" >&2
      head -c 1000 "$TMP/err" >&2
    fi
    echo "  $prog run $i: erl $(tail -1 "$TMP/erl.times")s  triheap $(tail -1 "$TMP/th.times")s  $status" >&2
  done
  ERLMED[$prog]=$(median <"$TMP/erl.times")
  THMED[$prog]=$(median <"$TMP/th.times")
  ERLRSS[$prog]=$(median <"$TMP/erl.rss")
  THRSS[$prog]=$(median <"$TMP/th.rss")
  STATUS[$prog]=$status
done

E0=${ERLMED[empty]:-0}; T0=${THMED[empty]:-0}
echo
echo "| program | args | erl median (s) | triheap median (s) | ratio triheap/erl | net erl (s) | net triheap (s) | net ratio | erl RSS (MB) | triheap RSS (MB) | RSS ratio | status |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
for b in "${BENCHES[@]}"; do
  set -- $b; prog=$1
  [ -n "${STATUS[$prog]:-}" ] || continue
  e=${ERLMED[$prog]:-nan}; t=${THMED[$prog]:-nan}
  mem=$(echo "${ERLRSS[$prog]:-0} ${THRSS[$prog]:-0}" | awk '{printf "%.0f | %.0f | %.2f", $1/1024, $2/1024, ($1>0?$2/$1:0)}')
  if [ "$prog" = empty ]; then
    echo "$e $t" | awk -v p="$prog" -v a="${ARGS[$prog]}" -v st="${STATUS[$prog]}" \
      -v m="$mem" '{printf "| %s | %s | %.3f | %.3f | %.2f | - | - | - | %s | %s |\n", p, a, $1, $2, ($1>0?$2/$1:0), m, st}'
  else
    echo "$e $t $E0 $T0" | awk -v p="$prog" -v a="${ARGS[$prog]}" -v st="${STATUS[$prog]}" -v m="$mem" \
      '{ne=$1-$3; nt=$2-$4; r=($1>0?$2/$1:0); nr=(ne>0?sprintf("%.2f", nt/ne):"n/a");
        printf "| %s | %s | %.3f | %.3f | %.2f | %.3f | %.3f | %s | %s | %s |\n", p, a, $1, $2, r, ne, nt, nr, m, st}'
  fi
done
