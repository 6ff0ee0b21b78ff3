//! triheap's own statistics of a run, as written by `triheap run --stats-json FILE`.
//!
//! The harness does not depend on the VM crate's types: it reads the JSON and looks fields up
//! by name, so a field the VM does not (yet) write (or writes as `null`) shows as `-`, and the
//! raw per-run JSON keeps every field whether or not a table shows it. The names the tables
//! and CSV files read are listed in `FIELDS` (schema: `docs/stats-schema.md`).

use serde_json::Value;
use std::path::Path;

/// A statistics field the reports use: its dotted path in the JSON and its CSV column.
pub struct Field {
    pub path: &'static str,
    pub column: &'static str,
}

const fn f(path: &'static str, column: &'static str) -> Field {
    Field { path, column }
}

pub const FIELDS: &[Field] = &[
    f("version", "vm_version"),
    f("arch", "vm_arch"),
    f("wall_ms", "vm_wall_ms"),
    f("mutator_ms", "mutator_ms"),
    f("gc_ms", "gc_ms"),
    f("send_ms", "send_ms"),
    f("copy_ms", "copy_ms"),
    f("gc.minor.count", "minor_count"),
    f("gc.minor.time_ms", "minor_ms"),
    f("gc.minor.max_pause_ms", "minor_max_pause_ms"),
    f("gc.minor.words_copied", "minor_words_copied"),
    f("gc.major.count", "major_count"),
    f("gc.major.time_ms", "major_ms"),
    f("gc.major.max_pause_ms", "major_max_pause_ms"),
    f("gc.major.words_copied", "major_words_copied"),
    f("gc.area.count", "area_count"),
    f("gc.area.time_ms", "area_ms"),
    f("gc.area.max_pause_ms", "area_max_pause_ms"),
    f("gc.area.words_copied", "area_words_copied"),
    f("gc.collections", "collections"),
    f("gc.minor.mean_pause_ms", "minor_mean_pause_ms"),
    f("gc.minor.geomean_pause_ms", "minor_geomean_pause_ms"),
    f("gc.ptrs_to_old", "ptrs_to_old"),
    f("gc.ptrs_to_young", "ptrs_to_young"),
    f("pauses.percentiles_ms.p50", "pause_p50_ms"),
    f("pauses.percentiles_ms.p99", "pause_p99_ms"),
    f("pauses.percentiles_ms.max", "pause_max_ms"),
    f("mmu.window_1ms", "mmu_1ms"),
    f("mmu.window_10ms", "mmu_10ms"),
    f("mmu.window_100ms", "mmu_100ms"),
    f("processes.spawned", "processes_spawned"),
    f("processes.peak_alive", "processes_peak_alive"),
    f("heap.max_used_words", "heap_max_used_words"),
    f("heap.max_allocated_words", "heap_max_allocated_words"),
    f("messages.sent", "messages_sent"),
    f("messages.words_sent", "message_words_sent"),
    f("messages.words_copied", "message_words_copied"),
    f("messages.words_in_area", "message_words_in_area"),
];

/// Reads a statistics file. A missing, empty or malformed file (e.g. from a triheap that does
/// not write one yet, or a run that crashed) gives `None` and the reason.
pub fn read(path: &Path) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("no statistics file ({e})"))?;
    let v: Value =
        serde_json::from_str(&text).map_err(|e| format!("statistics file unreadable: {e}"))?;
    if !v.is_object() {
        return Err("statistics file is not a JSON object".into());
    }
    Ok(v)
}

/// The value at a dotted path.
pub fn get<'a>(stats: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(stats, |v, key| v.get(key))
}

/// A numeric field.
pub fn num(stats: Option<&Value>, path: &str) -> Option<f64> {
    get(stats?, path)?.as_f64()
}

/// A field as CSV text: numbers and strings as they are, anything else (or absence) empty.
pub fn text(stats: Option<&Value>, path: &str) -> String {
    match stats.and_then(|s| get(s, path)) {
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::String(s)) => s.clone(),
        Some(Value::Bool(b)) => b.to_string(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn fields_by_path() {
        let s = json!({
            "version": 1, "arch": "private", "wall_ms": 12.5,
            "gc": {"minor": {"count": 7, "time_ms": 1.25}, "major": {}},
            "heap": {"max_used_words": 1000}
        });
        assert_eq!(num(Some(&s), "wall_ms"), Some(12.5));
        assert_eq!(num(Some(&s), "gc.minor.count"), Some(7.0));
        assert_eq!(num(Some(&s), "gc.major.count"), None);
        assert_eq!(num(Some(&s), "messages.sent"), None);
        assert_eq!(num(None, "wall_ms"), None);
        assert_eq!(text(Some(&s), "arch"), "private");
        assert_eq!(text(Some(&s), "gc.minor.count"), "7");
        assert_eq!(text(Some(&s), "gc"), "");
        assert_eq!(text(None, "arch"), "");
    }

    #[test]
    fn unreadable_files_are_reasons() {
        let dir = std::env::temp_dir().join(format!("triheap-bench-vm-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        assert!(read(&dir.join("missing.json")).is_err());
        std::fs::write(dir.join("bad.json"), "{\"version\": ").unwrap();
        assert!(read(&dir.join("bad.json"))
            .unwrap_err()
            .contains("unreadable"));
        std::fs::write(dir.join("list.json"), "[1]").unwrap();
        assert!(read(&dir.join("list.json")).is_err());
        std::fs::write(dir.join("ok.json"), "{\"version\": 1}").unwrap();
        assert_eq!(
            num(read(&dir.join("ok.json")).ok().as_ref(), "version"),
            Some(1.0)
        );
    }

    #[test]
    fn column_names_are_unique() {
        let mut cols: Vec<_> = FIELDS.iter().map(|f| f.column).collect();
        cols.sort();
        cols.dedup();
        assert_eq!(cols.len(), FIELDS.len());
    }
}
