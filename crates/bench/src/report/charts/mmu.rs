//! Minimum mutator utilisation against window length (seed 003 Figs. 5 and 7): for each
//! window, the lowest share of any window of that length the program spent outside
//! collections. Higher and further left is better: a curve that reaches 1 early means short
//! pauses that never bunch up.

use super::{
    color, err, inline, plain, Chart, Doc, CAPTION_SIZE, DESC_SIZE, FONT, GRID, LABEL_SIZE,
    LIGHT_GRID, WIDE,
};
use crate::report::table::{fixed, ms, Table};
use plotters::prelude::*;

/// `(window_ms, mmu)` points of a document's curve.
pub fn curve(stats: &serde_json::Value) -> Vec<(f64, f64)> {
    stats
        .pointer("/mmu/curve")
        .and_then(|c| c.as_array())
        .map(|pts| {
            pts.iter()
                .filter_map(|p| Some((p.get("window_ms")?.as_f64()?, p.get("mmu")?.as_f64()?)))
                .filter(|(w, m)| *w > 0.0 && m.is_finite())
                .collect()
        })
        .unwrap_or_default()
}

/// One chart with a curve per configuration; `None` when no run has a curve.
pub fn chart(docs: &[Doc]) -> Result<Option<Chart>, String> {
    let curves: Vec<(&str, Vec<(f64, f64)>)> = docs
        .iter()
        .map(|d| (d.config, curve(d.stats)))
        .filter(|(_, c)| !c.is_empty())
        .collect();
    if curves.is_empty() {
        return Ok(None);
    }
    let xs = curves.iter().flat_map(|(_, c)| c.iter().map(|p| p.0));
    let (lo, hi) = xs.fold((f64::INFINITY, 0.0f64), |(l, h), x| (l.min(x), h.max(x)));
    let hi = if hi <= lo { lo * 10.0 } else { hi };

    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, WIDE).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut c = ChartBuilder::on(&root)
            .caption("Minimum mutator utilisation", (FONT, CAPTION_SIZE))
            .margin(12)
            .x_label_area_size(46)
            .y_label_area_size(60)
            .build_cartesian_2d((lo..hi).log_scale(), 0.0f64..1.0f64)
            .map_err(err)?;
        c.configure_mesh()
            .x_desc("window length (ms, log scale)")
            .y_desc("MMU (fraction of the window)")
            .x_label_formatter(&|x| plain(*x))
            .y_label_formatter(&|y| format!("{y:.1}"))
            .label_style((FONT, LABEL_SIZE))
            .axis_desc_style((FONT, DESC_SIZE))
            .light_line_style(LIGHT_GRID)
            .bold_line_style(GRID)
            .draw()
            .map_err(err)?;
        for (config, pts) in &curves {
            let col = color(config);
            c.draw_series(LineSeries::new(pts.iter().copied(), col.stroke_width(2)))
                .map_err(err)?
                .label(*config)
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 20, y)], col.stroke_width(2))
                });
            c.draw_series(pts.iter().map(|p| Circle::new(*p, 2, col.filled())))
                .map_err(err)?;
        }
        c.configure_series_labels()
            .position(SeriesLabelPosition::LowerRight)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK.mix(0.3))
            .label_font((FONT, LABEL_SIZE))
            .draw()
            .map_err(err)?;
        root.present().map_err(err)?;
    }

    let mut data = Table::new(["config", "window (ms)", "MMU"]);
    for (config, pts) in &curves {
        for (w, m) in pts {
            data.row(vec![config.to_string(), ms(Some(*w)), fixed(Some(*m), 3)]);
        }
    }
    Ok(Some(Chart {
        id: "mmu".into(),
        title: "Minimum mutator utilisation".into(),
        caption: "For each window length, the lowest fraction of any window of that length \
                  in which the program ran rather than collected (seed 003 Figs. 5, 7). \
                  Higher is better; the last point of each curve is the whole run."
            .into(),
        svg: inline(svg),
        data,
    }))
}
