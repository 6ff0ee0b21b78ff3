//! CSV files: one row per run (`runs.csv`) and one per configuration (`summary.csv`), with
//! triheap's statistics flattened into columns named in `vmstats::FIELDS`.

use crate::record::RunRecord;
use crate::summary::ConfigSummary;
use crate::vmstats::{self, FIELDS};
use std::io::Write;

fn opt<T: ToString>(x: Option<T>) -> String {
    x.map(|v| v.to_string()).unwrap_or_default()
}

pub fn runs<W: Write>(w: W, records: &[RunRecord]) -> csv::Result<()> {
    let mut out = csv::Writer::from_writer(w);
    let mut header: Vec<&str> = vec![
        "seq",
        "program",
        "args",
        "config",
        "kind",
        "phase",
        "rep",
        "ok",
        "failure",
        "exit_code",
        "signal",
        "timed_out",
        "wall_s",
        "user_s",
        "sys_s",
        "cpu_percent",
        "max_rss_kib",
        "output_matches",
    ];
    header.extend(FIELDS.iter().map(|f| f.column));
    out.write_record(&header)?;
    for r in records {
        let mut row = vec![
            r.seq.to_string(),
            r.program.clone(),
            r.args.join(" "),
            r.config.clone(),
            r.kind.clone(),
            r.phase.clone(),
            r.rep.to_string(),
            r.ok.to_string(),
            r.failure.clone().unwrap_or_default(),
            opt(r.exit_code),
            opt(r.signal),
            r.timed_out.to_string(),
            format!("{:.6}", r.wall_s),
            format!("{:.6}", r.user_s),
            format!("{:.6}", r.sys_s),
            opt(r.cpu_percent.map(|c| format!("{c:.1}"))),
            r.max_rss_kib.to_string(),
            opt(r.output_matches),
        ];
        row.extend(
            FIELDS
                .iter()
                .map(|f| vmstats::text(r.vm_stats.as_ref(), f.path)),
        );
        out.write_record(&row)?;
    }
    out.flush()?;
    Ok(())
}

pub fn summary<W: Write>(w: W, sums: &[ConfigSummary]) -> csv::Result<()> {
    let mut out = csv::Writer::from_writer(w);
    let mut header: Vec<&str> = vec![
        "program",
        "args",
        "config",
        "kind",
        "status",
        "runs",
        "ok",
        "failed",
        "wall_min_s",
        "wall_median_s",
        "wall_max_s",
        "wall_mean_s",
        "best_user_s",
        "best_sys_s",
        "best_cpu_percent",
        "max_rss_min_kib",
        "max_rss_median_kib",
        "max_rss_max_kib",
    ];
    header.extend(FIELDS.iter().map(|f| f.column));
    out.write_record(&header)?;
    let f6 = |x: Option<f64>| opt(x.map(|v| format!("{v:.6}")));
    for s in sums {
        let mut row = vec![
            s.program.clone(),
            s.args.join(" "),
            s.config.clone(),
            s.kind.clone(),
            s.status(),
            s.runs.to_string(),
            s.ok.to_string(),
            s.failed.to_string(),
            f6(s.wall_s.map(|w| w.min)),
            f6(s.wall_s.map(|w| w.median)),
            f6(s.wall_s.map(|w| w.max)),
            f6(s.wall_s.map(|w| w.mean)),
            f6(s.best_user_s),
            f6(s.best_sys_s),
            opt(s.best_cpu_percent.map(|c| format!("{c:.1}"))),
            opt(s.max_rss_kib.map(|r| r.min as u64)),
            opt(s.max_rss_kib.map(|r| r.median as u64)),
            opt(s.max_rss_kib.map(|r| r.max as u64)),
        ];
        row.extend(
            FIELDS
                .iter()
                .map(|f| vmstats::text(s.vm_stats.as_ref(), f.path)),
        );
        out.write_record(&row)?;
    }
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::summary::summarize;
    use crate::summary::tests::{key, record};
    use serde_json::json;

    #[test]
    fn rows_and_flattened_statistics() {
        let mut r = record("p 1 2", "private", "measure", 1.5, true);
        r.vm_stats = Some(json!({"version": 1, "gc": {"minor": {"count": 3}}}));
        let bad = record("p 1 2", "private", "measure", 0.5, false);
        let rs = vec![r, bad];
        let mut buf = Vec::new();
        runs(&mut buf, &rs).unwrap();
        let text = String::from_utf8(buf).unwrap();
        let mut rdr = csv::Reader::from_reader(text.as_bytes());
        let h = rdr.headers().unwrap().clone();
        let col = |name: &str| h.iter().position(|c| c == name).unwrap();
        let rows: Vec<csv::StringRecord> = rdr.records().map(|r| r.unwrap()).collect();
        assert_eq!(rows.len(), 2);
        assert_eq!(&rows[0][col("args")], "1 2");
        assert_eq!(&rows[0][col("wall_s")], "1.500000");
        assert_eq!(&rows[0][col("minor_count")], "3");
        assert_eq!(&rows[0][col("vm_version")], "1");
        assert_eq!(&rows[0][col("major_count")], "");
        assert_eq!(&rows[1][col("failure")], "exit status 1");

        let sums = summarize(&[key("p 1 2", "private")], &rs);
        let mut buf = Vec::new();
        summary(&mut buf, &sums).unwrap();
        let text = String::from_utf8(buf).unwrap();
        let mut rdr = csv::Reader::from_reader(text.as_bytes());
        let h = rdr.headers().unwrap().clone();
        let col = |name: &str| h.iter().position(|c| c == name).unwrap();
        let row = rdr.records().next().unwrap().unwrap();
        assert_eq!(&row[col("status")], "FAILED 1/2: exit status 1");
        assert_eq!(&row[col("wall_min_s")], "1.500000");
        assert_eq!(&row[col("minor_count")], "3");
    }
}
