//! Pause-time histograms, one small chart per configuration (seed 003 Fig. 3): how many
//! collections paused the program for how long, in the statistics' doubling buckets. The
//! charts share the x axis so that a shift to longer pauses shows as a shift to the right.

use super::{
    color, err, inline, si, Chart, Doc, CAPTION_SIZE, DESC_SIZE, FONT, GRID, LABEL_SIZE,
    LIGHT_GRID, SMALL,
};
use crate::report::table::{int, Table};
use plotters::prelude::*;

/// A bucket: pauses longer than `from_us` and at most `to_us`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bucket {
    pub from_us: f64,
    pub to_us: f64,
    pub count: u64,
}

pub fn buckets(stats: &serde_json::Value) -> Vec<Bucket> {
    stats
        .pointer("/pauses/histogram")
        .and_then(|h| h.as_array())
        .map(|bs| {
            bs.iter()
                .filter_map(|b| {
                    Some(Bucket {
                        from_us: b.get("from_us")?.as_f64()?,
                        to_us: b.get("to_us")?.as_f64()?,
                        count: b.get("count")?.as_u64()?,
                    })
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A bucket's upper bound as an axis label to two significant digits: `1µs`, `510µs`, `2ms`,
/// `4.1ms`, `1s` (the bounds are powers of two; the data table has them exactly).
pub fn bound_label(us: f64) -> String {
    let (v, unit) = if us >= 1e6 {
        (us / 1e6, "s")
    } else if us >= 1e3 {
        (us / 1e3, "ms")
    } else {
        (us, "µs")
    };
    format!("{}{unit}", two_digits(v))
}

fn two_digits(v: f64) -> String {
    if v <= 0.0 {
        return "0".into();
    }
    let mag = 10f64.powi(v.log10().floor() as i32 - 1);
    let r = (v / mag).round() * mag;
    if r >= 10.0 {
        format!("{r:.0}")
    } else {
        let s = format!("{r:.1}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// One chart per configuration that collected at all.
pub fn charts(docs: &[Doc]) -> Result<Vec<Chart>, String> {
    let hists: Vec<(&str, Vec<Bucket>)> = docs
        .iter()
        .map(|d| (d.config, buckets(d.stats)))
        .filter(|(_, b)| b.iter().any(|b| b.count > 0))
        .collect();
    // A common x axis: the union of the buckets, which are the same doubling series.
    let mut bounds: Vec<(f64, f64)> = Vec::new();
    for (_, bs) in &hists {
        for b in bs {
            if !bounds.iter().any(|x| x.1 == b.to_us) {
                bounds.push((b.from_us, b.to_us));
            }
        }
    }
    bounds.sort_by(|a, b| a.1.total_cmp(&b.1));
    let n = bounds.len() as i32;
    let mut out = Vec::new();
    for (config, bs) in &hists {
        let count_at = |i: usize| {
            bs.iter()
                .find(|b| b.to_us == bounds[i].1)
                .map_or(0, |b| b.count)
        };
        let counts: Vec<u64> = (0..bounds.len()).map(count_at).collect();
        let max = counts.iter().copied().max().unwrap_or(1).max(1) as f64;
        let total: u64 = counts.iter().sum();
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, SMALL).into_drawing_area();
            root.fill(&WHITE).map_err(err)?;
            let mut c = ChartBuilder::on(&root)
                .caption(
                    format!("{config}: {} pauses", int(Some(total as f64))),
                    (FONT, CAPTION_SIZE),
                )
                .margin(10)
                .x_label_area_size(58)
                .y_label_area_size(56)
                .build_cartesian_2d((0..n).into_segmented(), 0.0..max * 1.1)
                .map_err(err)?;
            // About five labels fit under a small chart.
            let label_every = bounds.len().div_ceil(5).max(1);
            c.configure_mesh()
                .disable_x_mesh()
                .x_desc("pause length, up to (doubling buckets)")
                .y_desc("collections")
                .x_labels(bounds.len())
                .x_label_formatter(&|v| match v {
                    SegmentValue::CenterOf(i) if (*i as usize).is_multiple_of(label_every) => {
                        bounds
                            .get(*i as usize)
                            .map_or(String::new(), |b| bound_label(b.1))
                    }
                    _ => String::new(),
                })
                .y_label_formatter(&|y| si(*y))
                .label_style((FONT, LABEL_SIZE))
                .axis_desc_style((FONT, DESC_SIZE))
                .light_line_style(LIGHT_GRID)
                .bold_line_style(GRID)
                .draw()
                .map_err(err)?;
            let col = color(config);
            c.draw_series(
                counts
                    .iter()
                    .enumerate()
                    .filter(|(_, k)| **k > 0)
                    .map(|(i, k)| {
                        let mut r = Rectangle::new(
                            [
                                (SegmentValue::Exact(i as i32), 0.0),
                                (SegmentValue::Exact(i as i32 + 1), *k as f64),
                            ],
                            col.filled(),
                        );
                        r.set_margin(0, 0, 2, 2);
                        r
                    }),
            )
            .map_err(err)?;
            root.present().map_err(err)?;
        }
        let mut data = Table::new(["config", "over (µs)", "up to (µs)", "collections"]);
        for (i, b) in bounds.iter().enumerate() {
            data.row(vec![
                config.to_string(),
                int(Some(b.0)),
                int(Some(b.1)),
                int(Some(counts[i] as f64)),
            ]);
        }
        out.push(Chart {
            id: format!("pauses-{config}"),
            title: format!("Pause times: {config}"),
            caption: format!(
                "How many collections of `{config}` paused the program for how long; each bar \
                 counts the pauses longer than the previous bound and at most its own."
            ),
            svg: inline(svg),
            data,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bucket_labels() {
        assert_eq!(bound_label(1.0), "1µs");
        assert_eq!(bound_label(512.0), "510µs");
        assert_eq!(bound_label(1024.0), "1ms");
        assert_eq!(bound_label(4096.0), "4.1ms");
        assert_eq!(bound_label(131_072.0), "130ms");
        assert_eq!(bound_label(1_048_576.0), "1s");
    }
}
