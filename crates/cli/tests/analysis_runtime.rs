//! The message analysis at run time, by counts: a site placed in the area that is never sent
//! (an over-approximation) builds there and stays correct; messages the analysis cannot see
//! built (an under-approximation) are copied at the send; data the analysis places in the
//! area is sent without a copy.

use std::path::Path;
use std::process::Command;

/// (stdout, messages sent, messages copied, words copied, words built in the area).
fn run(prog: &str, args: &[&str], extra: &[&str]) -> (String, u64, u64, u64, u64) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let json = std::env::temp_dir().join(format!(
        "triheap-analysis-{}-{}.json",
        std::process::id(),
        prog.replace('/', "_")
    ));
    let out = Command::new(env!("CARGO_BIN_EXE_triheap"))
        .current_dir(&root)
        .args(["run", "--heap", "hybrid", "--stats-json"])
        .arg(&json)
        .args(extra)
        .arg(prog)
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let _ = std::fs::remove_file(&json);
    let m = &v["messages"];
    let n = |k: &str| m[k].as_u64().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        n("sent"),
        n("copied"),
        n("words_copied"),
        n("words_in_area"),
    )
}

fn expected(prog: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::read_to_string(root.join(prog).with_extension("out")).unwrap()
}

#[test]
fn over_approximated_sites_build_in_the_area_and_stay_correct() {
    let prog = "tests/programs/analysis/overapprox_local.erl";
    for stress in [&[][..], &["--gc-stress", "--verify-heap"][..]] {
        let (out, sent, _, _, in_area) = run(prog, &[], stress);
        assert_eq!(out, expected(prog));
        assert_eq!(sent, 0);
        // 20,000 pairs of 3 words, and the 6 of the comprehension.
        assert!(in_area >= 60_000, "{in_area}");
    }
    let (_, _, _, _, in_area_off) = run(prog, &[], &["--analysis", "off"]);
    assert_eq!(in_area_off, 0);
}

#[test]
fn under_approximated_messages_are_copied_on_demand() {
    let prog = "tests/programs/analysis/underapprox_copy.erl";
    let per_module = ["--analysis-scope", "module"];
    for stress in [&[][..], &["--gc-stress", "--verify-heap"][..]] {
        let extra: Vec<&str> = per_module.iter().chain(stress).copied().collect();
        let (out, sent, _, words, _) = run(prog, &[], &extra);
        assert_eq!(out, expected(prog));
        assert_eq!(sent, 11);
        // What the library built is copied into the area when the message is made.
        assert!(words > 400, "{words}");
    }
    // Analysed with the library, the lists it builds for the messages are built in the
    // area; what native BIFs build (list_to_tuple, maps:from_list) is still copied.
    let (out, _, _, merged_words, _) = run(prog, &[], &["--analysis-scope", "library"]);
    assert_eq!(out, expected(prog));
    let (_, _, _, per_module_words, _) = run(prog, &[], &per_module);
    assert!(
        merged_words > 0 && merged_words < per_module_words,
        "{merged_words} {per_module_words}"
    );
}

#[test]
fn messages_the_analysis_finds_are_sent_without_a_copy() {
    // procs: every message is a list built for the send (seed 000's procs).
    let prog = "bench/seeds/procs.erl";
    let (_, sent, copied, words, in_area) = run(prog, &["20", "5", "10"], &[]);
    assert!(sent > 100);
    assert_eq!((copied, words), (0, 0));
    assert!(in_area > 0);
    let (_, _, copied_off, words_off, _) = run(prog, &["20", "5", "10"], &["--analysis", "off"]);
    assert!(
        copied_off > 100 && words_off > 1000,
        "{copied_off} {words_off}"
    );
}

#[test]
fn the_library_in_scope_keeps_a_programs_local_lists_out_of_the_area() {
    // worker sorts, maps and reverses its lists with `lists` and sends a list it builds
    // itself. With `lists` analysed too, the lists it works on locally must not join its
    // message (0-CFA through `lists:reverse/2`'s source, which a remote call does not even
    // run, and exported functions' unknown arguments collapsing a list's structure made
    // them 2.5 times the words sent): the area holds what the program alone places there.
    let prog = "bench/seeds/worker.erl";
    let args = ["20", "500", "2"];
    let (out, sent, copied, _, library) = run(prog, &args, &[]);
    let (_, _, _, _, program) = run(prog, &args, &["--analysis-scope", "program"]);
    assert!(out.starts_with("worker workers=20"), "{out}");
    assert_eq!((sent, copied), (20, 0));
    assert!(
        library <= program + program / 50,
        "library scope: {library} words built in the area, program scope: {program}"
    );
}
