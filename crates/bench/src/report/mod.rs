//! The files a suite run leaves in its output directory (besides `runs/*.json`, written as the
//! runs finish): `report.md`, `report.html`, `runs.csv`, `summary.csv` and `summary.json`.

pub mod bench_page;
pub mod blocks;
pub mod charts;
pub mod csv_files;
pub mod html;
pub mod intervals;
pub mod markdown;
pub mod net;
pub mod table;

use crate::record::RunRecord;
use crate::summary::ConfigSummary;
use std::fs::File;
use std::io::BufWriter;
use std::path::Path;

/// Everything the report is made from.
pub struct ReportInput<'a> {
    pub title: String,
    /// Lines about the run (date, machine, versions), shown as a list under the title.
    pub context: Vec<String>,
    pub summaries: &'a [ConfigSummary],
    pub records: &'a [RunRecord],
    /// The configuration (peer) that ratios are taken against.
    pub reference: Option<String>,
    /// The case that measures start-up alone, subtracted for the ratios net of start-up.
    pub startup_case: Option<String>,
}

/// Writes the report files into `dir` and returns the Markdown text.
pub fn write(dir: &Path, input: &ReportInput) -> Result<String, String> {
    let create = |name: &str| {
        File::create(dir.join(name))
            .map(BufWriter::new)
            .map_err(|e| format!("{}: {e}", dir.join(name).display()))
    };
    let md = markdown::render(input);
    std::fs::write(dir.join("report.md"), &md)
        .map_err(|e| format!("{}: {e}", dir.join("report.md").display()))?;
    let page = bench_page::render(input)?;
    std::fs::write(dir.join("report.html"), page)
        .map_err(|e| format!("{}: {e}", dir.join("report.html").display()))?;
    csv_files::runs(create("runs.csv")?, input.records).map_err(|e| format!("runs.csv: {e}"))?;
    csv_files::summary(create("summary.csv")?, input.summaries)
        .map_err(|e| format!("summary.csv: {e}"))?;
    let json = serde_json::json!({
        "title": input.title,
        "context": input.context,
        "reference": input.reference,
        "configurations": input.summaries,
        "ratio_intervals": intervals::comparisons(input),
        "net_ratios": net::ratios(input),
    });
    serde_json::to_writer_pretty(create("summary.json")?, &json)
        .map_err(|e| format!("summary.json: {e}"))?;
    Ok(md)
}
