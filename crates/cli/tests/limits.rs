//! Exhausted memory or a full atom table stops the runtime as it stops Erlang/OTP's node: a
//! clear message on standard error, exit status 1, and everything printed before kept.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use support::check_cpu_seconds;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn runaway_recursion_under_a_memory_limit_keeps_the_output_and_exits_1() {
    // Under 2 GB of address space (hybrid's message area then reserves about half of it).
    for arch in ["private", "shared", "hybrid"] {
        let script = format!(
            "ulimit -v 2000000 && exec '{}' run --heap {arch} tests/limits/runaway.erl",
            env!("CARGO_BIN_EXE_triheap")
        );
        let out = Command::new("sh")
            .arg("-c")
            .arg(&script)
            .current_dir(root())
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{arch}: {stderr}");
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), 37, "{arch}: {stdout}");
        assert_eq!(lines[36], "line 37");
        assert!(
            stderr.starts_with("triheap: cannot allocate ") && stderr.contains("bytes of memory"),
            "{arch}: {stderr}"
        );
    }
}

/// Runs `file` under `ulimit -v KB`.
fn under_limit(kb: u64, arch: &str, file: &str) -> std::process::Output {
    let script = format!(
        "ulimit -v {kb} && exec '{}' run --heap {arch} {file}",
        env!("CARGO_BIN_EXE_triheap")
    );
    Command::new("sh")
        .arg("-c")
        .arg(&script)
        .current_dir(root())
        .output()
        .unwrap()
}

#[test]
fn a_binary_larger_than_memory_stops_the_runtime_with_a_message() {
    for arch in ["private", "shared", "hybrid"] {
        let out = under_limit(2_000_000, arch, "tests/limits/bigbin.erl");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{arch}: {stderr}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), "before\n", "{arch}");
        assert_eq!(
            stderr, "triheap: cannot allocate 3000000000 bytes of memory (of type \"binary\")\n",
            "{arch}"
        );
    }
}

#[test]
fn hybrid_runs_under_an_address_space_limit() {
    // The message area reserves as much address space as the system grants (it used to ask
    // for 32 GB at once and fail to start under any `ulimit -v` below that).
    let file = "tests/programs/messages/msg_large_list.erl";
    let out = under_limit(2_000_000, "hybrid", file);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let expected = std::fs::read(root().join(file).with_extension("out")).unwrap();
    assert_eq!(out.stdout, expected);
}

#[test]
fn a_large_binary_is_built_without_a_second_copy() {
    for arch in ["private", "shared"] {
        for how in ["zeros", "little", "iolist"] {
            let out = under_limit(2_000_000, arch, &format!("tests/limits/onebin.erl {how}"));
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(0), "{arch} {how}: {stderr}");
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                "1200000000\n",
                "{arch} {how}"
            );
        }
    }
}

#[test]
fn a_full_atom_table_stops_the_runtime_as_it_stops_erlangs_node() {
    for arch in ["private", "shared", "hybrid"] {
        let out = Command::new(env!("CARGO_BIN_EXE_triheap"))
            .args(["run", "--heap", arch, "tests/limits/atoms.erl"])
            .current_dir(root())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{arch}: {stderr}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), "before\n", "{arch}");
        assert_eq!(
            stderr, "triheap: no more index entries in atom_tab (max=1048576)\n",
            "{arch}"
        );
    }
}

#[test]
fn the_process_limit_is_a_flag_and_spawn_past_it_raises_system_limit() {
    for arch in ["private", "shared", "hybrid"] {
        let out = Command::new(env!("CARGO_BIN_EXE_triheap"))
            .args(["run", "--heap", arch, "--max-processes", "2000"])
            .arg("tests/limits/spawn_many.erl")
            .current_dir(root())
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{arch}: {stdout}");
        let lines: Vec<&str> = stdout.lines().collect();
        // The main process counts: 1,999 more can exist beside it.
        assert_eq!(lines, ["1999", "system_limit", "2000"], "{arch}");
    }
}

#[test]
fn chains_of_100000_operands_compile_in_about_a_second() {
    // Each took seconds when a stage was superlinear in the chain (the `andalso` chains
    // 3 to 9 s); now each stays well under a second of CPU time. The bound is generous, for
    // loaded machines.
    let dir = std::env::temp_dir().join(format!("triheap-chains-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let n = 100_000;
    let chain = |op: &str, x: &str| vec![x; n].join(op);
    let cases = [
        (
            "andbody",
            format!("a(X) -> {}.", chain(" andalso ", "X > 0")),
        ),
        (
            "andguard",
            format!(
                "a(X) when {} -> yes;\na(_) -> no.",
                chain(" andalso ", "X > 0")
            ),
        ),
        ("orbody", format!("a(X) -> {}.", chain(" orelse ", "X > 0"))),
        (
            "orguard",
            format!(
                "a(X) when {} -> yes;\na(_) -> no.",
                chain(" orelse ", "X > 0")
            ),
        ),
        ("appends", format!("a(X) -> {}.", chain(" ++ ", "X"))),
        ("sum", format!("a(_) -> {}.", chain(" + ", "1"))),
        ("list", format!("a(X) -> [{}].", chain(", ", "X"))),
    ];
    for (name, def) in cases {
        let src = format!(
            "-module({name}).\n-export([main/1]).\nmain(_) -> io:format(\"~w~n\", [a(1)]).\n{def}\n"
        );
        let file = format!("{name}.erl");
        std::fs::write(dir.join(&file), src).unwrap();
        let cpu = check_cpu_seconds(&dir, &file);
        assert!(cpu < 2.0, "{name}: {cpu} s");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_atom_limit_is_a_flag_in_erlangs_range() {
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_triheap"))
            .arg("run")
            .args(args)
            .arg("tests/limits/atom_limit.erl")
            .current_dir(root())
            .output()
            .unwrap()
    };
    for arch in ["private", "shared", "hybrid"] {
        for n in ["8192", "20000"] {
            let out = run(&["--heap", arch, "--max-atoms", n]);
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{arch} {n}: {stderr}");
            assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{n}\n"));
            assert_eq!(
                stderr,
                format!("triheap: no more index entries in atom_tab (max={n})\n"),
                "{arch} {n}"
            );
        }
    }
    // Out of Erlang/OTP's range for `+t` ([8192-2147483647]), or not a number: exit 1.
    for n in ["8191", "2147483648", "0", "-5", "many"] {
        let out = run(&[&format!("--max-atoms={n}")]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{n}: {stderr}");
        assert!(out.stdout.is_empty(), "{n}");
        assert_eq!(
            stderr,
            format!(
                "triheap: bad atom table size {n} (--max-atoms: valid range is \
                 [8192-2147483647])\n"
            )
        );
    }
}

/// Checks one `max_heap_size` error report (Erlang/OTP 25's layout) for a limit of `max`.
fn check_max_heap_report(report: &str, max: usize, arch: &str) {
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines.len(), 20, "{arch}: {report}");
    assert_eq!(lines[19], "", "{arch}");
    assert!(lines[0].starts_with("=ERROR REPORT==== ") && lines[0].ends_with(" ==="));
    let pid = lines[1]
        .strip_prefix("     Process:            <0.")
        .unwrap();
    assert!(pid.ends_with(".0> "), "{arch}: {}", lines[1]);
    assert_eq!(
        lines[2],
        "     Context:            maximum heap size reached"
    );
    assert_eq!(lines[3], format!("     Max Heap Size:      {max}"));
    let total: usize = lines[4]
        .strip_prefix("     Total Heap Size:    ")
        .unwrap()
        .parse()
        .unwrap();
    assert!(total > max, "{arch}: {total}");
    assert_eq!(lines[5], "     Kill:               true");
    assert_eq!(lines[6], "     Error Logger:       true");
    assert_eq!(lines[7], "     Message Queue Len:  0");
    let items = [
        "old_heap_block_size",
        "heap_block_size",
        "mbuf_size",
        "recent_size",
        "stack_size",
        "old_heap_size",
        "heap_size",
        "bin_vheap_size",
        "bin_vheap_block_size",
        "bin_old_vheap_size",
        "bin_old_vheap_block_size",
    ];
    for (i, item) in items.iter().enumerate() {
        let line = lines[8 + i];
        let prefix = if i == 0 {
            format!("     GC Info:            [{{{item},")
        } else {
            format!("{}{{{item},", " ".repeat(26))
        };
        let rest = line
            .strip_prefix(&prefix)
            .unwrap_or_else(|| panic!("{arch}: {line}"));
        let end = if i + 1 == items.len() { "}]" } else { "}," };
        let n = rest
            .strip_suffix(end)
            .unwrap_or_else(|| panic!("{arch}: {line}"));
        n.parse::<usize>().unwrap();
    }
}

#[test]
fn a_process_past_its_max_heap_size_is_killed_with_a_report() {
    for arch in ["private", "shared", "hybrid"] {
        for extra in [&[][..], &["--gc-stress"]] {
            let out = Command::new(env!("CARGO_BIN_EXE_triheap"))
                .args(["run", "--heap", arch, "--max-heap-size", "40000"])
                .args(extra)
                .arg("tests/limits/max_heap.erl")
                .current_dir(root())
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(0), "{arch}: {stderr}");
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                "#{error_logger => true,kill => true,size => 40000}\nkilled\nkilled\n",
                "{arch}"
            );
            // Two reports, each ending in an empty line.
            let reports: Vec<&str> = stderr.split_inclusive("\n\n").collect();
            assert_eq!(reports.len(), 2, "{arch}: {stderr}");
            check_max_heap_report(reports[0], 20000, arch);
            check_max_heap_report(reports[1], 40000, arch);
        }
    }
}
