//! The statistics document: what `--stats-json` writes and `triheap:stats/0` returns (as a
//! map). `docs/stats-schema.md` documents every field; a test checks the output against the
//! JSON Schema given there. Change [`VERSION`] when a field changes meaning or goes away.

use serde::{Deserialize, Serialize};

/// Version of the document's schema.
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub version: u32,
    /// The heap architecture (`private`, `shared`, `hybrid`).
    pub arch: String,
    /// Whether sends and copies were timed and the pause log kept (`--stats`/`--stats-json`).
    pub timing: bool,
    pub wall_ms: f64,
    /// Wall time outside collections (sends and copies included).
    pub mutator_ms: f64,
    pub gc_ms: f64,
    pub send_ms: Option<f64>,
    pub copy_ms: Option<f64>,
    pub gc: Gc,
    pub pauses: Pauses,
    pub mmu: Mmu,
    pub heap: Heap,
    pub processes: Processes,
    pub messages: Messages,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Gc {
    pub collections: u64,
    pub minor: GcKind,
    pub major: GcKind,
    pub area: GcKind,
    pub words_reclaimed: Option<u64>,
    pub ptrs_to_old: Option<u64>,
    pub ptrs_to_young: Option<u64>,
    /// Message-area collection cycles ended (`area.count` counts their steps).
    #[serde(default)]
    pub area_cycles: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GcKind {
    pub count: u64,
    pub time_ms: f64,
    pub max_pause_ms: f64,
    pub mean_pause_ms: f64,
    pub geomean_pause_ms: f64,
    pub words_copied: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pauses {
    pub count: u64,
    pub percentiles_ms: Percentiles,
    pub histogram: Vec<PauseBucket>,
    /// The message area's pauses alone, in the same buckets.
    #[serde(default)]
    pub area_histogram: Vec<PauseBucket>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Percentiles {
    pub p50: f64,
    pub p90: f64,
    pub p99: f64,
    pub p999: f64,
    pub max: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PauseBucket {
    pub from_us: f64,
    pub to_us: f64,
    pub count: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Mmu {
    pub window_1ms: Option<f64>,
    pub window_10ms: Option<f64>,
    pub window_100ms: Option<f64>,
    pub curve: Vec<MmuPoint>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MmuPoint {
    pub window_ms: f64,
    pub mmu: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Heap {
    pub max_used_words: u64,
    pub max_allocated_words: u64,
    /// The message area's peak words in use and held (`hybrid`; 0 elsewhere).
    #[serde(default)]
    pub area_max_used_words: u64,
    #[serde(default)]
    pub area_max_allocated_words: u64,
    /// Bytes allocated to reference-counted binaries (absent from older documents).
    #[serde(default)]
    pub binary_bytes_allocated: u64,
    /// The most bytes reference-counted binaries held at once since the run began (absent
    /// from older documents).
    #[serde(default)]
    pub binary_bytes_peak: u64,
    pub samples: Vec<HeapSample>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HeapSample {
    pub t_ms: f64,
    pub used_words: u64,
    pub allocated_words: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Processes {
    pub spawned: u64,
    pub peak_alive: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Messages {
    pub sent: u64,
    pub sized: u64,
    pub words_sent: u64,
    pub words_copied: u64,
    /// Messages of which the send copied something.
    #[serde(default)]
    pub copied: u64,
    /// Of `words_copied`, those copied by the arguments of shared allocation sites.
    #[serde(default)]
    pub site_words_copied: u64,
    pub words_in_area: u64,
    pub size_histogram: Vec<SizeBin>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SizeBin {
    pub bin: String,
    pub min_words: u64,
    pub max_words: Option<u64>,
    pub count: u64,
}

/// Nanoseconds as milliseconds.
pub fn ms(ns: f64) -> f64 {
    ns / 1e6
}
