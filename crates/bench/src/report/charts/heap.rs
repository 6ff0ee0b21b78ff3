//! Heap words over time, a line per configuration (seed 004 Fig. 5): words in use (solid)
//! and words allocated to heap blocks (faint), from the statistics' heap samples. The
//! footprint a memory architecture needs shows as the height of the faint line.

use super::{
    color, err, headroom, inline, si, Chart, Doc, CAPTION_SIZE, DESC_SIZE, FONT, GRID, LABEL_SIZE,
    LIGHT_GRID, WIDE,
};
use crate::report::table::{int, ms, Table};
use plotters::prelude::*;

/// A heap sample: time in ms, words used, words allocated.
pub type Sample = (f64, f64, f64);

pub fn samples(stats: &serde_json::Value) -> Vec<Sample> {
    stats
        .pointer("/heap/samples")
        .and_then(|s| s.as_array())
        .map(|ss| {
            ss.iter()
                .filter_map(|s| {
                    Some((
                        s.get("t_ms")?.as_f64()?,
                        s.get("used_words")?.as_f64()?,
                        s.get("allocated_words")?.as_f64()?,
                    ))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// At most this many rows of each configuration go into the data table (the chart draws all).
const TABLE_ROWS: usize = 40;

pub fn chart(docs: &[Doc]) -> Result<Option<Chart>, String> {
    let series: Vec<(&str, Vec<Sample>)> = docs
        .iter()
        .map(|d| (d.config, samples(d.stats)))
        .filter(|(_, s)| !s.is_empty())
        .collect();
    if series.is_empty() {
        return Ok(None);
    }
    let t_max = series
        .iter()
        .flat_map(|(_, s)| s.iter().map(|p| p.0))
        .fold(0.0f64, f64::max);
    let y_max = series
        .iter()
        .flat_map(|(_, s)| s.iter().map(|p| p.1.max(p.2)))
        .fold(0.0f64, f64::max);
    // Seconds read better than tens of thousands of milliseconds.
    let (scale, unit) = if t_max >= 10_000.0 {
        (1e-3, "s")
    } else {
        (1.0, "ms")
    };
    let x_max = headroom(t_max * scale).max(1e-3);

    // Heaps that differ by orders of magnitude (one shared heap against a copy per
    // process) would leave the small ones flat on the axis: then the y axis is logarithmic.
    let peaks: Vec<f64> = series
        .iter()
        .map(|(_, s)| s.iter().map(|p| p.1.max(p.2)).fold(0.0f64, f64::max))
        .collect();
    let smallest = peaks.iter().copied().fold(f64::INFINITY, f64::min).max(1.0);
    let log = y_max / smallest >= 50.0;
    let y_desc = if log {
        "heap words (8 bytes each, log scale)"
    } else {
        "heap words (8 bytes each)"
    };
    // A log axis cannot show 0: such samples sit on its floor of 1 word.
    let floor = |v: f64| if log { v.max(1.0) } else { v };

    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, WIDE).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut builder = ChartBuilder::on(&root);
        builder
            .caption("Heap words over time", (FONT, CAPTION_SIZE))
            .margin(12)
            .x_label_area_size(46)
            .y_label_area_size(66);
        macro_rules! draw {
            ($c:expr) => {{
                let mut c = $c;
                c.configure_mesh()
                    .x_desc(format!("time since main/1 started ({unit})"))
                    .y_desc(y_desc)
                    .x_label_formatter(&|x| si(*x))
                    .y_label_formatter(&|y| si(*y))
                    .label_style((FONT, LABEL_SIZE))
                    .axis_desc_style((FONT, DESC_SIZE))
                    .light_line_style(LIGHT_GRID)
                    .bold_line_style(GRID)
                    .draw()
                    .map_err(err)?;
                for (config, s) in &series {
                    let col = color(config);
                    c.draw_series(LineSeries::new(
                        s.iter().map(|p| (p.0 * scale, floor(p.2))),
                        col.mix(0.35).stroke_width(1),
                    ))
                    .map_err(err)?
                    .label(format!("{config} allocated"))
                    .legend(move |(x, y)| {
                        PathElement::new(vec![(x, y), (x + 20, y)], col.mix(0.35).stroke_width(2))
                    });
                    c.draw_series(LineSeries::new(
                        s.iter().map(|p| (p.0 * scale, floor(p.1))),
                        col.stroke_width(2),
                    ))
                    .map_err(err)?
                    .label(format!("{config} used"))
                    .legend(move |(x, y)| {
                        PathElement::new(vec![(x, y), (x + 20, y)], col.stroke_width(2))
                    });
                }
                c.configure_series_labels()
                    .position(SeriesLabelPosition::LowerRight)
                    .background_style(WHITE.mix(0.9))
                    .border_style(BLACK.mix(0.3))
                    .label_font((FONT, LABEL_SIZE))
                    .draw()
                    .map_err(err)?;
            }};
        }
        if log {
            draw!(builder
                .build_cartesian_2d(0.0..x_max, (1.0..headroom(y_max) * 2.0).log_scale())
                .map_err(err)?);
        } else {
            draw!(builder
                .build_cartesian_2d(0.0..x_max, 0.0..headroom(y_max))
                .map_err(err)?);
        }
        root.present().map_err(err)?;
    }

    let mut data = Table::new(["config", "t (ms)", "used words", "allocated words"]);
    for (config, s) in &series {
        let step = s.len().div_ceil(TABLE_ROWS).max(1);
        for (i, p) in s.iter().enumerate() {
            if i % step == 0 || i + 1 == s.len() {
                data.row(vec![
                    config.to_string(),
                    ms(Some(p.0)),
                    int(Some(p.1)),
                    int(Some(p.2)),
                ]);
            }
        }
    }
    Ok(Some(Chart {
        id: "heap".into(),
        title: "Heap words over time".into(),
        caption: format!(
            "Words in use on all heaps (solid) and words in heap blocks (faint) as the run \
             went on (seed 004 Fig. 5), sampled at collections{}. The table lists every few \
             samples.",
            if log {
                "; the heaps differ by orders of magnitude, so the axis is logarithmic"
            } else {
                ""
            }
        ),
        svg: inline(svg),
        data,
    }))
}
