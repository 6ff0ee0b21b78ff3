//! Statistics checked against programs whose figures can be computed by hand, and every
//! `--stats-json` document checked against the JSON Schema in `docs/stats-schema.md`.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Run `triheap run OPTS PROGRAM ARGS` from the repository root; its stdout and stderr.
fn run(opts: &[&str], program: &str, args: &[&str]) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_triheap"))
        .current_dir(root())
        .arg("run")
        .args(opts)
        .arg(program)
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{program}: {stderr}");
    (String::from_utf8(out.stdout).unwrap(), stderr)
}

/// The `--stats-json` document of a run, checked against the documented schema.
fn stats_json(opts: &[&str], program: &str, args: &[&str]) -> Value {
    let dir = std::env::temp_dir().join(format!("triheap-stats-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let stem = Path::new(program).file_stem().unwrap().to_string_lossy();
    let file = dir.join(format!("{stem}-{}-{}.json", opts.join("_"), args.join("_")));
    let file_arg = file.to_string_lossy().to_string();
    let mut all: Vec<&str> = opts.to_vec();
    all.extend(["--stats-json", &file_arg]);
    run(&all, program, args);
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let schema = schema();
    let errors = validate(&schema, &schema, &doc, "$");
    assert!(errors.is_empty(), "{program}: {}", errors.join("\n"));
    doc
}

fn field(stats: &str, name: &str) -> Vec<u64> {
    let line = stats
        .lines()
        .find(|l| l.starts_with(name))
        .unwrap_or_else(|| panic!("no {name} in {stats}"));
    line[name.len()..]
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

fn u(v: &Value, path: &str) -> u64 {
    let mut x = v;
    for k in path.split('.') {
        x = &x[k];
    }
    x.as_u64()
        .unwrap_or_else(|| panic!("{path} is not an integer: {x}"))
}

fn f(v: &Value, path: &str) -> f64 {
    let mut x = v;
    for k in path.split('.') {
        x = &x[k];
    }
    x.as_f64()
        .unwrap_or_else(|| panic!("{path} is not a number: {x}"))
}

// ---- hand-computable counters ----

#[test]
fn sends_copy_every_word_under_private_heaps() {
    let (_, s) = run(&["--stats"], "tests/stats/sends.erl", &[]);
    // 10 lists of 5 cons cells (10 words each) plus two atoms: 12 messages, 100 words.
    assert_eq!(field(&s, "messages sent")[..2], [12, 100], "{s}");
    assert_eq!(field(&s, "processes spawned"), vec![2, 2], "{s}");
}

#[test]
fn n_sends_of_a_k_element_list_copy_n_k_cons_cells_under_private() {
    let doc = stats_json(
        &["--heap", "private"],
        "tests/stats/list_sends.erl",
        &["7", "40"],
    );
    // 7 lists of 40 cons cells (80 words), `done` and `finished`.
    assert_eq!(u(&doc, "messages.sent"), 9);
    assert_eq!(u(&doc, "messages.words_copied"), 7 * 2 * 40);
    assert_eq!(u(&doc, "processes.spawned"), 2);
    assert_eq!(doc["arch"], "private");
}

#[test]
fn message_sizes_fall_in_the_seed_bins() {
    let doc = stats_json(&[], "tests/stats/list_sends.erl", &["7", "40"]);
    let bins = doc["messages"]["size_histogram"].as_array().unwrap();
    let count = |label: &str| {
        bins.iter().find(|b| b["bin"] == label).unwrap()["count"]
            .as_u64()
            .unwrap()
    };
    // 80-word lists in 65-99; the two atoms (0 words) in 0-64.
    assert_eq!(count("65-99"), 7);
    assert_eq!(count("0-64"), 2);
    assert_eq!(u(&doc, "messages.sized"), 9);
    assert_eq!(u(&doc, "messages.words_sent"), 7 * 80);
    let doc = stats_json(&[], "tests/stats/list_sends.erl", &["3", "600"]);
    let bins = doc["messages"]["size_histogram"].as_array().unwrap();
    let big = bins.iter().find(|b| b["bin"] == ">=1000").unwrap();
    assert_eq!(big["count"], 3);
    assert_eq!(big["max_words"], Value::Null);
}

#[test]
fn sends_copy_nothing_under_the_shared_heap() {
    let doc = stats_json(
        &["--heap", "shared"],
        "tests/stats/list_sends.erl",
        &["7", "40"],
    );
    assert_eq!(doc["arch"], "shared");
    assert_eq!(u(&doc, "messages.sent"), 9);
    assert_eq!(u(&doc, "messages.words_copied"), 0);
}

#[test]
fn a_forwarded_message_is_copied_at_each_hop_only_under_private_heaps() {
    // 5 lists of 30 cons cells (60 words) through a relay: 13 messages, 600 words sent.
    // Under hybrid without the analysis, a list is copied into the area at its first hop;
    // with it (and `lists` in its scope) `lists:seq/2` builds the lists there.
    for (options, arch, copied) in [
        (&[][..], "private", 600),
        (&["--analysis", "off"][..], "hybrid", 300),
        (&[][..], "hybrid", 0),
        (&[][..], "shared", 0),
    ] {
        let mut args = vec!["--heap", arch];
        args.extend_from_slice(options);
        let doc = stats_json(&args, "tests/stats/relay.erl", &["5", "30"]);
        assert_eq!(doc["arch"], arch);
        assert_eq!(u(&doc, "messages.sent"), 13, "{arch}");
        assert_eq!(u(&doc, "messages.words_sent"), 600, "{arch}");
        assert_eq!(u(&doc, "messages.words_copied"), copied, "{arch}");
    }
}

#[test]
fn a_program_measures_a_phase_of_forced_collections() {
    let (out, _) = run(&[], "tests/stats/gc_phase.erl", &[]);
    // Five major collections, each copying the 200-word list; statistics/1 saw them too.
    assert_eq!(
        out,
        "major 5 1000\nminor 0\nstatistics 5\nversion 1 arch private\nlength 100\n"
    );
}

#[test]
fn a_loop_over_a_binary_allocates_no_sub_binary_per_byte() {
    for arch in ["private", "shared", "hybrid"] {
        let (out, _) = run(&["--heap", arch], "tests/stats/binwalk.erl", &[]);
        let (sums, collections) = out.trim_end().rsplit_once(' ').unwrap();
        assert_eq!(sums, "[855256,958274,61289,164307]", "under {arch}");
        // A sub-binary per byte took 1,287 collections for the four walks.
        let collections: u64 = collections.parse().unwrap();
        assert!(collections <= 2, "under {arch}: {collections} collections");
    }
}

#[test]
fn a_reset_counts_spawns_and_sends_from_then_on() {
    let (out, _) = run(&[], "tests/stats/spawns.erl", &[]);
    // 10 stop messages and 3 to itself.
    assert_eq!(out, "spawned 10 peak 11 sent 13\n");
}

#[test]
fn collections_fill_pauses_utilisation_and_heap_samples() {
    let doc = stats_json(&[], "tests/stats/churn.erl", &[]);
    let minor = u(&doc, "gc.minor.count");
    let major = u(&doc, "gc.major.count");
    assert!(minor + major > 10, "{doc}");
    assert_eq!(u(&doc, "gc.collections"), minor + major);
    assert_eq!(u(&doc, "pauses.count"), minor + major);
    let hist: u64 = doc["pauses"]["histogram"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["count"].as_u64().unwrap())
        .sum();
    assert_eq!(hist, minor + major);
    let p = |k: &str| f(&doc, &format!("pauses.percentiles_ms.{k}"));
    assert!(p("p50") <= p("p90") && p("p90") <= p("p99") && p("p99") <= p("max"));
    // The histogram's max is within its 0.1% precision of the exact one.
    let max = f(&doc, "gc.minor.max_pause_ms").max(f(&doc, "gc.major.max_pause_ms"));
    assert!(
        (p("max") - max).abs() <= max * 0.002,
        "{} vs {max}",
        p("max")
    );
    let wall = f(&doc, "wall_ms");
    let gc = f(&doc, "gc_ms");
    assert!((f(&doc, "mutator_ms") + gc - wall).abs() < 1e-6);
    assert!(doc["timing"].as_bool().unwrap());
    assert!(doc["send_ms"].is_number() && doc["copy_ms"].is_number());
    // The last point of the curve is the whole run: its utilisation is mutator / wall.
    let curve = doc["mmu"]["curve"].as_array().unwrap();
    let last = curve.last().unwrap();
    assert!((last["window_ms"].as_f64().unwrap() - wall).abs() < 1e-6);
    let whole = last["mmu"].as_f64().unwrap();
    assert!(
        (whole - f(&doc, "mutator_ms") / wall).abs() < 1e-6,
        "{whole}"
    );
    let samples = doc["heap"]["samples"].as_array().unwrap();
    assert!(!samples.is_empty());
    let max_used = u(&doc, "heap.max_used_words");
    assert!(max_used > 0);
    for s in samples {
        assert!(s["used_words"].as_u64().unwrap() <= max_used);
    }
    assert!(u(&doc, "heap.max_allocated_words") >= max_used);
    assert!(u(&doc, "gc.minor.words_copied") + u(&doc, "gc.major.words_copied") > 0);
}

#[test]
fn every_run_mode_writes_a_valid_document() {
    for opts in [
        &[][..],
        &["--gc-stress"],
        &["--stats"],
        &["--heap", "shared"],
        &["--heap", "hybrid"],
    ] {
        for (program, args) in [
            ("tests/stats/sends.erl", &[][..]),
            ("tests/stats/gc_phase.erl", &[]),
            ("tests/stats/list_sends.erl", &["3", "2000"]),
        ] {
            let doc = stats_json(opts, program, args);
            assert_eq!(doc["version"], 1);
            assert_eq!(
                doc["messages"]["size_histogram"].as_array().unwrap().len(),
                12
            );
        }
    }
}

#[test]
fn the_summary_names_every_figure() {
    let (_, s) = run(&["--stats"], "tests/stats/churn.erl", &[]);
    for line in [
        "wall time",
        "mutator time",
        "send time",
        "GC time",
        "collections",
        "  minor",
        "  major",
        "  message area",
        "max pause",
        "live words copied",
        "min mutator util.",
        "heap words",
        "processes spawned",
        "messages sent",
    ] {
        assert!(
            s.lines().any(|l| l.starts_with(line)),
            "no {line:?} in\n{s}"
        );
    }
}

// ---- the schema ----

/// The JSON Schema between the markers in `docs/stats-schema.md`.
fn schema() -> Value {
    let doc = std::fs::read_to_string(root().join("docs/stats-schema.md")).unwrap();
    let start = doc
        .find("<!-- schema:begin -->")
        .expect("schema start marker");
    let end = doc.find("<!-- schema:end -->").expect("schema end marker");
    let block = &doc[start..end];
    let body = &block[block.find("```json").unwrap() + 7..block.rfind("```").unwrap()];
    serde_json::from_str(body).expect("the documented schema is JSON")
}

fn type_ok(t: &str, v: &Value) -> bool {
    match t {
        "object" => v.is_object(),
        "array" => v.is_array(),
        "string" => v.is_string(),
        "boolean" => v.is_boolean(),
        "null" => v.is_null(),
        "number" => v.is_number(),
        "integer" => v.is_u64() || v.is_i64(),
        _ => panic!("schema uses type {t}, which this checker does not know"),
    }
}

/// Check `v` against the subset of JSON Schema the documented schema uses; every keyword
/// outside that subset is an error, so the checker cannot silently skip part of the schema.
fn validate(root: &Value, s: &Value, v: &Value, at: &str) -> Vec<String> {
    let mut errs = Vec::new();
    let s = match s.get("$ref").and_then(Value::as_str) {
        Some(r) => {
            let name = r.strip_prefix("#/$defs/").expect("local $ref");
            &root["$defs"][name]
        }
        None => s,
    };
    let obj = s.as_object().expect("schema node is an object");
    for (k, rule) in obj {
        match k.as_str() {
            "$schema" | "title" | "$defs" | "$ref" => {}
            "type" => {
                let types: Vec<&str> = match rule {
                    Value::String(t) => vec![t],
                    Value::Array(ts) => ts.iter().map(|t| t.as_str().unwrap()).collect(),
                    _ => panic!("bad type"),
                };
                if !types.iter().any(|t| type_ok(t, v)) {
                    errs.push(format!("{at}: {v} is not of type {types:?}"));
                }
            }
            "const" => {
                if v != rule {
                    errs.push(format!("{at}: {v} is not {rule}"));
                }
            }
            "enum" => {
                if !rule.as_array().unwrap().contains(v) {
                    errs.push(format!("{at}: {v} is not one of {rule}"));
                }
            }
            "minimum" => {
                if v.as_f64().is_some_and(|x| x < rule.as_f64().unwrap()) {
                    errs.push(format!("{at}: {v} < {rule}"));
                }
            }
            "maximum" => {
                if v.as_f64().is_some_and(|x| x > rule.as_f64().unwrap()) {
                    errs.push(format!("{at}: {v} > {rule}"));
                }
            }
            "required" => {
                if let Some(o) = v.as_object() {
                    for r in rule.as_array().unwrap() {
                        if !o.contains_key(r.as_str().unwrap()) {
                            errs.push(format!("{at}: missing {r}"));
                        }
                    }
                }
            }
            "properties" => {
                if let Some(o) = v.as_object() {
                    for (name, sub) in rule.as_object().unwrap() {
                        if let Some(x) = o.get(name) {
                            errs.extend(validate(root, sub, x, &format!("{at}.{name}")));
                        }
                    }
                }
            }
            "additionalProperties" => {
                assert_eq!(
                    rule,
                    &Value::Bool(false),
                    "only additionalProperties: false"
                );
                let known = obj["properties"].as_object().unwrap();
                if let Some(o) = v.as_object() {
                    for name in o.keys() {
                        if !known.contains_key(name) {
                            errs.push(format!("{at}: undocumented field {name}"));
                        }
                    }
                }
            }
            "items" => {
                if let Some(a) = v.as_array() {
                    for (i, x) in a.iter().enumerate() {
                        errs.extend(validate(root, rule, x, &format!("{at}[{i}]")));
                    }
                }
            }
            "minItems" | "maxItems" => {
                if let Some(a) = v.as_array() {
                    let n = rule.as_u64().unwrap() as usize;
                    if (k == "minItems" && a.len() < n) || (k == "maxItems" && a.len() > n) {
                        errs.push(format!("{at}: {} items breaks {k} {n}", a.len()));
                    }
                }
            }
            other => panic!("schema keyword {other} is not checked by this test"),
        }
    }
    errs
}

#[test]
fn the_schema_checker_rejects_what_it_should() {
    let schema = schema();
    let doc = stats_json(&[], "tests/stats/sends.erl", &[]);
    let check = |d: &Value| validate(&schema, &schema, d, "$");
    let mut bad = doc.clone();
    bad["gc"]["minor"]["count"] = Value::from(-1);
    assert!(!check(&bad).is_empty());
    let mut bad = doc.clone();
    bad["messages"]["extra"] = Value::from(1);
    assert!(!check(&bad).is_empty());
    let mut bad = doc.clone();
    bad["heap"].as_object_mut().unwrap().remove("samples");
    assert!(!check(&bad).is_empty());
    let mut bad = doc.clone();
    bad["version"] = Value::from(2);
    assert!(!check(&bad).is_empty());
    let mut bad = doc;
    bad["mmu"]["window_1ms"] = Value::from(1.5);
    assert!(!check(&bad).is_empty());
}
