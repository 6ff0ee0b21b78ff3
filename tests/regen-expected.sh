#!/usr/bin/env bash
# Regenerate expected outputs of tests/programs/**/<name>.erl with Erlang/OTP.
#
#   tests/regen-expected.sh                 # all programs
#   tests/regen-expected.sh basics          # a feature directory (or any path under tests/programs)
#   tests/regen-expected.sh tests/programs/basics/arith.erl   # one program
#
# For each test program (a .erl file whose first line is not "%% helper"):
#   <name>.out   stdout of running <name>:main(Args)
#   <name>.exit  exit status, only when it is not 0 (removed otherwise)
# Args come from <name>.args (one line, whitespace-separated) if it exists;
# standard input comes from <name>.stdin if it exists (else /dev/null).
# All .erl files of a directory are compiled together (so helper modules
# and -include'd .hrl files next to the test work).
set -u
here="$(cd "$(dirname "$0")" && pwd)"
progs="$here/programs"
timeout_s="${TH_TIMEOUT:-30}"

command -v erlc >/dev/null || { echo "erlc not found" >&2; exit 2; }

tmp="$(mktemp -d "${TMPDIR:-/tmp}/th-regen.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

erlc -o "$tmp" "$here/support/th_run.erl" || exit 2
# no erl_crash.dump files in the working directory
export ERL_CRASH_DUMP_SECONDS=0

# collect the test files
filter="${1:-}"
if [ -z "$filter" ]; then
    target="$progs"
elif [ -e "$filter" ]; then
    target="$filter"
elif [ -e "$progs/$filter" ]; then
    target="$progs/$filter"
else
    echo "no such file or directory: $filter" >&2; exit 2
fi

is_helper() { head -n 1 "$1" | grep -q '^%% helper'; }

if [ -f "$target" ]; then
    files="$(cd "$(dirname "$target")" && pwd)/$(basename "$target")"
    files="${files%.*}.erl"
else
    files="$(find "$target" -name '*.erl' | sort)"
fi

# Test modules must not shadow OTP modules (e.g. a test named io_lib_format
# would replace the real one and break io:format for every test of its
# directory).
all_mods="$(find "$progs" -name '*.erl' -exec basename {} .erl \; | sort -u | tr '\n' ' ')"
clash="$(TH_MODS="$all_mods" erl -noshell -eval '
    Ms = [list_to_atom(M) || M <- string:lexemes(os:getenv("TH_MODS"), " ")],
    [io:format("~s~n", [M]) || M <- Ms, code:which(M) =/= non_existing],
    halt().' 2>/dev/null </dev/null)"
if [ -n "$clash" ]; then
    echo "test modules clashing with OTP modules (rename them): $clash" >&2
    exit 2
fi

fail=0; count=0
declare -A compiled
for f in $files; do
    [ -f "$f" ] || { echo "missing: $f" >&2; fail=1; continue; }
    is_helper "$f" && continue
    dir="$(cd "$(dirname "$f")" && pwd)"
    name="$(basename "$f" .erl)"
    rel="${dir#$progs/}"
    out_dir="$tmp/ebin/$rel"
    if [ -z "${compiled[$dir]:-}" ]; then
        mkdir -p "$out_dir"
        # compile every module of the directory (helpers included)
        for m in "$dir"/*.erl; do
            src="$m"; opts=()
            # an escript (a first "#!" line, which erlc does not take): compiled with that
            # line blanked, so that line numbers stay those of the file, and with main/1
            # callable as escript calls it unexported
            if head -n 1 "$m" | grep -q '^#!'; then
                mkdir -p "$tmp/escript"
                src="$tmp/escript/$(basename "$m")"
                { echo; tail -n +2 "$m"; } > "$src"
                opts=(+export_all +nowarn_export_all)
            fi
            if ! erlc "${opts[@]}" -I "$dir" -o "$out_dir" "$src" > "$tmp/erlc.log" 2>&1; then
                echo "COMPILE ERROR: $m" >&2; cat "$tmp/erlc.log" >&2; fail=1
            fi
        done
        compiled[$dir]=1
    fi
    if [ ! -f "$out_dir/$name.beam" ]; then
        echo "$rel/$name: not compiled, skipped" >&2; fail=1; continue
    fi
    args=()
    if [ -f "$dir/$name.args" ]; then
        read -r -a args < "$dir/$name.args" || true
    fi
    stdin=/dev/null
    [ -f "$dir/$name.stdin" ] && stdin="$dir/$name.stdin"
    timeout "$timeout_s" erl -noshell -pa "$tmp" -pa "$out_dir" \
        -run th_run main "$name" -extra "${args[@]}" \
        > "$dir/$name.out" 2> "$tmp/stderr.log" < "$stdin"
    status=$?
    if [ "$status" -ne 0 ]; then
        echo "$status" > "$dir/$name.exit"
        echo "$rel/$name: exit $status" >&2
        [ "$status" -eq 124 ] && { echo "  TIMEOUT" >&2; fail=1; }
        head -n 3 "$tmp/stderr.log" | sed 's/^/  /' >&2
    else
        rm -f "$dir/$name.exit"
    fi
    count=$((count + 1))
done
echo "regenerated $count program(s)" >&2
exit $fail
