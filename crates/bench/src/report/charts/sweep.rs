//! Cost against a swept parameter (seed 001 Fig. 7): when a suite runs one program with
//! argument sets that differ in one numeric argument only, the median wall time of each
//! configuration against that argument, a line per configuration.

use super::{
    color, err, headroom, inline, plain, si, Chart, CAPTION_SIZE, DESC_SIZE, FONT, GRID,
    LABEL_SIZE, LIGHT_GRID, WIDE,
};
use crate::report::table::{fixed, Table};
use crate::summary::ConfigSummary;
use plotters::prelude::*;

/// One program's sweep: which argument varies and each configuration's points.
pub struct Sweep {
    pub program: String,
    /// The other arguments, with `N` where the swept one stands: `same 1000 N 200`.
    pub pattern: String,
    /// 0-based position of the swept argument.
    pub position: usize,
    /// `(config, [(x, median wall s)])`, x ascending.
    pub series: Vec<(String, Vec<(f64, f64)>)>,
}

/// The sweeps among a suite's summaries: per program, groups of at least three argument sets
/// equal but for one numeric argument.
pub fn find(summaries: &[ConfigSummary]) -> Vec<Sweep> {
    let mut programs: Vec<&str> = Vec::new();
    for s in summaries {
        if !programs.contains(&s.program.as_str()) {
            programs.push(&s.program);
        }
    }
    let mut out = Vec::new();
    for program in programs {
        let mut arg_sets: Vec<&Vec<String>> = Vec::new();
        for s in summaries.iter().filter(|s| s.program == program) {
            if !arg_sets.contains(&&s.args) {
                arg_sets.push(&s.args);
            }
        }
        let width = arg_sets.first().map_or(0, |a| a.len());
        for pos in 0..width {
            // Group the sets by everything but `pos`.
            let mut groups: Vec<(Vec<&str>, Vec<&Vec<String>>)> = Vec::new();
            for a in arg_sets.iter().filter(|a| a.len() == width) {
                if a[pos].parse::<f64>().is_err() {
                    continue;
                }
                let rest: Vec<&str> = a
                    .iter()
                    .enumerate()
                    .map(|(i, w)| if i == pos { "N" } else { w.as_str() })
                    .collect();
                match groups.iter_mut().find(|g| g.0 == rest) {
                    Some(g) => g.1.push(a),
                    None => groups.push((rest, vec![a])),
                }
            }
            for (rest, sets) in groups.into_iter().filter(|g| g.1.len() >= 3) {
                let mut configs: Vec<&str> = Vec::new();
                for s in summaries.iter().filter(|s| s.program == program) {
                    if !configs.contains(&s.config.as_str()) {
                        configs.push(&s.config);
                    }
                }
                let series = configs
                    .iter()
                    .map(|c| {
                        let mut pts: Vec<(f64, f64)> = summaries
                            .iter()
                            .filter(|s| s.program == program && s.config == *c)
                            .filter(|s| sets.contains(&&s.args))
                            .filter_map(|s| Some((s.args[pos].parse().ok()?, s.wall_s?.median)))
                            .collect();
                        pts.sort_by(|a, b| a.0.total_cmp(&b.0));
                        (c.to_string(), pts)
                    })
                    .filter(|(_, p)| !p.is_empty())
                    .collect();
                out.push(Sweep {
                    program: program.to_string(),
                    pattern: rest.join(" "),
                    position: pos,
                    series,
                });
            }
        }
    }
    out
}

pub fn chart(sweep: &Sweep, index: usize) -> Result<Chart, String> {
    let xs = sweep.series.iter().flat_map(|s| s.1.iter().map(|p| p.0));
    let (lo, hi) = xs.fold((f64::INFINITY, 0.0f64), |(l, h), x| (l.min(x), h.max(x)));
    let y_max = sweep
        .series
        .iter()
        .flat_map(|s| s.1.iter().map(|p| p.1))
        .fold(0.0f64, f64::max);
    // A parameter swept over orders of magnitude reads best on a log axis.
    let log = lo > 0.0 && hi / lo >= 20.0;
    let title = format!("{} {}: wall time against N", sweep.program, sweep.pattern);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, WIDE).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let x_desc = format!(
            "N: argument {} of {}{}",
            sweep.position + 1,
            sweep.program,
            if log { " (log scale)" } else { "" }
        );
        macro_rules! draw {
            ($c:expr) => {{
                let mut c = $c;
                c.configure_mesh()
                    .x_desc(x_desc.as_str())
                    .y_desc("median wall time (s)")
                    .x_label_formatter(&|x| plain(*x))
                    .y_label_formatter(&|y| si(*y))
                    .label_style((FONT, LABEL_SIZE))
                    .axis_desc_style((FONT, DESC_SIZE))
                    .light_line_style(LIGHT_GRID)
                    .bold_line_style(GRID)
                    .draw()
                    .map_err(err)?;
                for (config, pts) in &sweep.series {
                    let col = color(config);
                    c.draw_series(LineSeries::new(pts.iter().copied(), col.stroke_width(2)))
                        .map_err(err)?
                        .label(config.as_str())
                        .legend(move |(x, y)| {
                            PathElement::new(vec![(x, y), (x + 20, y)], col.stroke_width(2))
                        });
                    c.draw_series(pts.iter().map(|p| Circle::new(*p, 3, col.filled())))
                        .map_err(err)?;
                }
                c.configure_series_labels()
                    .position(SeriesLabelPosition::UpperLeft)
                    .background_style(WHITE.mix(0.9))
                    .border_style(BLACK.mix(0.3))
                    .label_font((FONT, LABEL_SIZE))
                    .draw()
                    .map_err(err)?;
            }};
        }
        let mut builder = ChartBuilder::on(&root);
        builder
            .caption(&title, (FONT, CAPTION_SIZE))
            .margin(12)
            .x_label_area_size(46)
            .y_label_area_size(60);
        if log {
            draw!(builder
                .build_cartesian_2d((lo..hi).log_scale(), 0.0..headroom(y_max))
                .map_err(err)?);
        } else {
            let pad = ((hi - lo) * 0.05).max(0.5);
            draw!(builder
                .build_cartesian_2d((lo - pad).max(0.0)..hi + pad, 0.0..headroom(y_max))
                .map_err(err)?);
        }
        root.present().map_err(err)?;
    }
    let mut data = Table::new(["config", "N", "median wall (s)"]);
    for (config, pts) in &sweep.series {
        for (x, y) in pts {
            data.row(vec![config.clone(), format!("{x}"), fixed(Some(*y), 3)]);
        }
    }
    Ok(Chart {
        id: format!("sweep-{index}"),
        title,
        caption: format!(
            "The median wall time of each configuration as argument {} of `{}` grows, the \
             other arguments fixed (`{}`), as seed 001 Fig. 7 plots send cost against \
             message size.",
            sweep.position + 1,
            sweep.program,
            sweep.pattern
        ),
        svg: inline(svg),
        data,
    })
}
