#!/usr/bin/env bash
# Sequential benchmark suite: Erlang/OTP (erl) vs triheap.
#
# Usage: bench/run-seq.sh [REPS]        (default REPS=5)
#
# Environment:
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

set -u
REPS=${1:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SEQ=$ROOT/bench/seq
TRIHEAP=${TRIHEAP:-$ROOT/target/release/triheap}
ERL=${ERL:-erl}
ERLC=${ERLC:-erlc}

# program and its (explicit) size arguments; these equal the defaults in the sources
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

# run_one SIDE PROG ARGS... ; writes output to $TMP/out, prints elapsed seconds
run_one() {
  local side=$1 prog=$2; shift 2
  local t0 t1 rc
  t0=$(now)
  if [ "$side" = erl ]; then
    (cd "$TMP" && "$ERL" -noshell -pa "$TMP/ebin" -run "$prog" main "$@" -s init stop) >"$TMP/out" 2>"$TMP/err"
  else
    "$TRIHEAP" run "$SEQ/$prog.erl" "$@" >"$TMP/out" 2>"$TMP/err"
  fi
  rc=$?
  t1=$(now)
  echo "$t0 $t1" | awk '{printf "%.4f\n", $2-$1}'
  return $rc
}

mkdir -p "$TMP/ebin"
declare -A ERLMED THMED STATUS ARGS

echo "REPS=$REPS  triheap=$TRIHEAP  $(date -u '+%Y-%m-%d %H:%M UTC')" >&2
for b in "${BENCHES[@]}"; do
  set -- $b
  prog=$1; shift
  if [ -n "${PROGS:-}" ] && [ "$prog" != empty ]; then
    case " $PROGS " in *" $prog "*) ;; *) continue ;; esac
  fi
  ARGS[$prog]="$*"
  if ! "$ERLC" -o "$TMP/ebin" "$SEQ/$prog.erl" >"$TMP/erlc.log" 2>&1; then
    echo "erlc failed for $prog:" >&2; cat "$TMP/erlc.log" >&2
    STATUS[$prog]="ERLC-FAIL"; continue
  fi
  : >"$TMP/erl.times"; : >"$TMP/th.times"
  status=ok; ref=""
  for ((i = 1; i <= REPS; i++)); do
    t=$(run_one erl "$prog" "$@") || { status="ERL-FAIL"; }
    echo "$t" >>"$TMP/erl.times"
    if [ -z "$ref" ]; then ref=$(cat "$TMP/out"); fi
    if [ "$(cat "$TMP/out")" != "$ref" ]; then status="ERL-NONDET"; fi
    t=$(run_one th "$prog" "$@")
    rc=$?
    echo "$t" >>"$TMP/th.times"
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
  STATUS[$prog]=$status
done

E0=${ERLMED[empty]:-0}; T0=${THMED[empty]:-0}
echo
echo "| program | args | erl median (s) | triheap median (s) | ratio triheap/erl | net erl (s) | net triheap (s) | net ratio | status |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---|"
for b in "${BENCHES[@]}"; do
  set -- $b; prog=$1
  [ -n "${STATUS[$prog]:-}" ] || continue
  e=${ERLMED[$prog]:-nan}; t=${THMED[$prog]:-nan}
  if [ "$prog" = empty ]; then
    echo "$e $t" | awk -v p="$prog" -v a="${ARGS[$prog]}" -v st="${STATUS[$prog]}" \
      '{printf "| %s | %s | %.3f | %.3f | %.2f | - | - | - | %s |\n", p, a, $1, $2, ($1>0?$2/$1:0), st}'
  else
    echo "$e $t $E0 $T0" | awk -v p="$prog" -v a="${ARGS[$prog]}" -v st="${STATUS[$prog]}" \
      '{ne=$1-$3; nt=$2-$4; r=($1>0?$2/$1:0); nr=(ne>0?sprintf("%.2f", nt/ne):"n/a");
        printf "| %s | %s | %.3f | %.3f | %.2f | %.3f | %.3f | %s | %s |\n", p, a, $1, $2, r, ne, nt, nr, st}'
  fi
done
