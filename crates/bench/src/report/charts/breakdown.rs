//! Run time normalised to a baseline configuration (normally `private`) and split into where
//! it went (seed 004 Fig. 6, seed 000 Table 6): mutator time outside sends, sends outside
//! copying, copying messages, local collections (process heaps or the shared heap), and
//! message-area collections. A bar of 0.8 took 80 % of the baseline's time.

use super::{
    color, err, headroom, inline, Chart, Doc, CAPTION_SIZE, DESC_SIZE, FONT, GRID, LABEL_SIZE,
    LIGHT_GRID, WIDE,
};
use crate::report::table::{fixed, ms, Table};
use crate::vmstats::num;
use plotters::prelude::*;

/// The parts of a run, in stacking order, with their colours.
pub const PARTS: [(&str, RGBColor); 5] = [
    ("mutator", RGBColor(120, 144, 168)),
    ("send", RGBColor(242, 183, 5)),
    ("copy", RGBColor(214, 39, 40)),
    ("local GC", RGBColor(96, 96, 96)),
    ("area GC", RGBColor(148, 103, 189)),
];

/// A run's time in milliseconds split as `PARTS`; `None` without the statistics' times.
/// Sends include their copying and the mutator includes its sends, so each part is taken
/// net of the next. Send and copy times are each estimated from one event in 32 (scaled up
/// by all events), so they can come out inconsistent: send is taken as at least copy and at
/// most the mutator time, so that the parts add up to the run's time.
pub fn parts(stats: &serde_json::Value) -> Option<[f64; 5]> {
    let s = Some(stats);
    let mutator = num(s, "mutator_ms")?;
    let copy = num(s, "copy_ms").unwrap_or(0.0);
    let send = num(s, "send_ms").unwrap_or(0.0).max(copy).min(mutator);
    let copy = copy.min(send);
    let local =
        num(s, "gc.minor.time_ms").unwrap_or(0.0) + num(s, "gc.major.time_ms").unwrap_or(0.0);
    let area = num(s, "gc.area.time_ms").unwrap_or(0.0);
    Some([mutator - send, send - copy, copy, local, area])
}

/// The baseline's total: `private` when present, else the first configuration.
fn baseline<'a>(rows: &[(&'a str, [f64; 5])]) -> Option<(&'a str, f64)> {
    let b = rows
        .iter()
        .find(|r| r.0 == "private")
        .or_else(|| rows.first())?;
    let total: f64 = b.1.iter().sum();
    (total > 0.0).then_some((b.0, total))
}

pub fn chart(docs: &[Doc]) -> Result<Option<Chart>, String> {
    let rows: Vec<(&str, [f64; 5])> = docs
        .iter()
        .filter_map(|d| Some((d.config, parts(d.stats)?)))
        .collect();
    let Some((base, base_total)) = baseline(&rows) else {
        return Ok(None);
    };
    let n = rows.len() as i32;
    let y_max = rows
        .iter()
        .map(|r| r.1.iter().sum::<f64>() / base_total)
        .fold(0.0f64, f64::max);

    // Bars about 120 px wide whatever the number of configurations.
    let side = ((WIDE.0 - 150) / rows.len().max(1) as u32 / 2)
        .saturating_sub(60)
        .max(8);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, WIDE).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut c = ChartBuilder::on(&root)
            .caption(
                format!("Run time normalised to {base}"),
                (FONT, CAPTION_SIZE),
            )
            .margin(12)
            .x_label_area_size(46)
            .y_label_area_size(60)
            .build_cartesian_2d((0..n).into_segmented(), 0.0..headroom(y_max).max(1.1))
            .map_err(err)?;
        c.configure_mesh()
            .disable_x_mesh()
            .x_desc("configuration")
            .y_desc(format!("run time ÷ {base}'s"))
            .x_labels(rows.len())
            .x_label_formatter(&|v| match v {
                SegmentValue::CenterOf(i) => rows
                    .get(*i as usize)
                    .map_or(String::new(), |r| r.0.to_string()),
                _ => String::new(),
            })
            .y_label_formatter(&|y| format!("{y:.1}"))
            .label_style((FONT, LABEL_SIZE))
            .axis_desc_style((FONT, DESC_SIZE))
            .light_line_style(LIGHT_GRID)
            .bold_line_style(GRID)
            .draw()
            .map_err(err)?;
        for (k, (part, col)) in PARTS.iter().enumerate() {
            let bars = rows.iter().enumerate().filter_map(|(i, r)| {
                let below: f64 = r.1[..k].iter().sum::<f64>() / base_total;
                let h = r.1[k] / base_total;
                (h > 0.0).then(|| {
                    let mut rect = Rectangle::new(
                        [
                            (SegmentValue::Exact(i as i32), below),
                            (SegmentValue::Exact(i as i32 + 1), below + h),
                        ],
                        col.filled(),
                    );
                    rect.set_margin(0, 0, side, side);
                    rect
                })
            });
            let col = *col;
            c.draw_series(bars)
                .map_err(err)?
                .label(*part)
                .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 14, y + 5)], col.filled()));
        }
        // Each configuration's own colour marks the top of its bar, to tie it to the other charts.
        c.draw_series(rows.iter().enumerate().map(|(i, r)| {
            let top = r.1.iter().sum::<f64>() / base_total;
            let mut rect = Rectangle::new(
                [
                    (SegmentValue::Exact(i as i32), top),
                    (
                        SegmentValue::Exact(i as i32 + 1),
                        top + y_max.max(1.0) * 0.012,
                    ),
                ],
                color(r.0).filled(),
            );
            rect.set_margin(0, 0, side, side);
            rect
        }))
        .map_err(err)?;
        c.configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK.mix(0.3))
            .label_font((FONT, LABEL_SIZE))
            .draw()
            .map_err(err)?;
        root.present().map_err(err)?;
    }

    let mut header = vec![
        "config".to_string(),
        "total (ms)".into(),
        format!("÷ {base}"),
    ];
    header.extend(PARTS.iter().map(|p| format!("{} (ms)", p.0)));
    let mut data = Table::new(header);
    for (config, p) in &rows {
        let total: f64 = p.iter().sum();
        let mut row = vec![
            config.to_string(),
            ms(Some(total)),
            fixed(Some(total / base_total), 3),
        ];
        row.extend(p.iter().map(|x| ms(Some(*x))));
        data.row(row);
    }
    Ok(Some(Chart {
        id: "breakdown".into(),
        title: format!("Run time normalised to {base}"),
        caption: format!(
            "Each configuration's run time (from triheap's statistics) divided by `{base}`'s, \
             split into mutator time outside sends, sends outside copying, copying messages, \
             collections of local heaps, and collections of the message area \
             (seed 004 Fig. 6). Below 1: faster than `{base}`. Send and copy times are \
             estimated from one send in 32; send time is taken as at least the copy time and \
             at most the mutator time."
        ),
        svg: inline(svg),
        data,
    }))
}
