//! `triheap charts`: the report's pause histograms and minimum-mutator-utilisation curves,
//! drawn from statistics documents given on the command line (for figures of configurations
//! that no suite names, e.g. one architecture under several collectors).

use crate::report::charts::{mmu, pauses, Chart, Doc};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct ChartsArgs {
    /// Directory to write the SVG files into (made if missing).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Prefix of the files' names.
    #[arg(long, value_name = "NAME", default_value = "chart")]
    pub name: String,
    /// Histograms of the message area's pauses only, instead of every pause.
    #[arg(long)]
    pub area: bool,
    /// `LABEL=FILE`: a configuration's label and its statistics document (`--stats-json`).
    #[arg(required = true, value_name = "LABEL=FILE")]
    pub docs: Vec<String>,
}

pub fn run(a: ChartsArgs) -> Result<u8, String> {
    let mut loaded = Vec::new();
    for d in &a.docs {
        let (label, file) = d
            .split_once('=')
            .ok_or_else(|| format!("`{d}`: expected LABEL=FILE"))?;
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        let mut v: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| format!("{file}: {e}"))?;
        if a.area {
            // The histogram chart reads `pauses.histogram`: give it the area's.
            let area = v.pointer("/pauses/area_histogram").cloned();
            if let (Some(h), Some(p)) = (area, v.pointer_mut("/pauses/histogram")) {
                *p = h;
            }
        }
        loaded.push((label.to_string(), v));
    }
    let docs: Vec<Doc> = loaded
        .iter()
        .map(|(config, stats)| Doc { config, stats })
        .collect();
    std::fs::create_dir_all(&a.out).map_err(|e| format!("{}: {e}", a.out.display()))?;
    let mut charts: Vec<Chart> = pauses::charts(&docs)?;
    charts.extend(mmu::chart(&docs)?);
    for c in charts {
        // Labels such as `time:1000` name files on any file system.
        let id = c.id.replace([':', '/', '\\'], "-");
        let path = a.out.join(format!("{}-{id}.svg", a.name));
        std::fs::write(&path, &c.svg).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("{}: {}", path.display(), c.title);
    }
    Ok(0)
}
