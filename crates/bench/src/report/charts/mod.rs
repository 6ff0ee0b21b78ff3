//! SVG charts for the HTML report, drawn with `plotters`' SVG backend, one chart kind per
//! file. Each chart takes configurations' statistics documents (`docs/stats-schema.md`) by
//! name and returns the SVG text together with a table of the numbers it draws, which the page
//! shows under the chart (and the tests compare with the JSON).
//!
//! Charts share sizes, fonts and one colour per configuration, so that `private` is the same
//! blue in every picture.

pub mod breakdown;
pub mod heap;
pub mod mmu;
pub mod pauses;
pub mod sweep;

use super::table::Table;
use plotters::style::RGBColor;
use serde_json::Value;

/// A drawn chart and the numbers behind it.
pub struct Chart {
    /// The anchor in the page.
    pub id: String,
    pub title: String,
    /// What the chart shows, in a sentence or two.
    pub caption: String,
    pub svg: String,
    /// The plotted numbers.
    pub data: Table,
}

/// A configuration's statistics document, as the charts take it.
pub struct Doc<'a> {
    pub config: &'a str,
    pub stats: &'a Value,
}

/// Width and height of a full-width chart, in pixels (the page scales it down if needed).
pub const WIDE: (u32, u32) = (1100, 400);
/// A chart of a row of small multiples.
pub const SMALL: (u32, u32) = (370, 290);

pub const FONT: &str = "sans-serif";
pub const LABEL_SIZE: u32 = 13;
pub const DESC_SIZE: u32 = 14;
pub const CAPTION_SIZE: u32 = 16;

/// The colour of a configuration: the architectures fixed, others from a palette.
pub fn color(config: &str) -> RGBColor {
    match config {
        "private" => RGBColor(31, 119, 180),
        "shared" => RGBColor(255, 127, 14),
        "hybrid" => RGBColor(44, 160, 44),
        "erl" => RGBColor(110, 110, 110),
        other => {
            const PALETTE: [RGBColor; 4] = [
                RGBColor(148, 103, 189),
                RGBColor(140, 86, 75),
                RGBColor(227, 119, 194),
                RGBColor(23, 190, 207),
            ];
            let h = other
                .bytes()
                .fold(0usize, |h, b| h.wrapping_mul(31) + b as usize);
            PALETTE[h % PALETTE.len()]
        }
    }
}

/// Light grey of the grid at labelled values, and lighter between them.
pub const GRID: RGBColor = RGBColor(225, 225, 225);
pub const LIGHT_GRID: RGBColor = RGBColor(244, 244, 244);

/// A plotters error as text.
pub fn err<E: std::fmt::Display>(e: E) -> String {
    format!("chart: {e}")
}

/// The SVG text with anything before `<svg` dropped, ready to inline in HTML.
pub fn inline(svg: String) -> String {
    match svg.find("<svg") {
        Some(0) | None => svg,
        Some(i) => svg[i..].to_string(),
    }
}

/// A count or size in a short form for axis labels: 950, 12k, 3.4M, 1.2G.
pub fn si(x: f64) -> String {
    let a = x.abs();
    let (v, unit) = if a >= 1e9 {
        (x / 1e9, "G")
    } else if a >= 1e6 {
        (x / 1e6, "M")
    } else if a >= 1e3 {
        (x / 1e3, "k")
    } else {
        (x, "")
    };
    let s = if v.abs() >= 100.0 || v.fract().abs() < 1e-9 {
        format!("{v:.0}")
    } else if v.abs() >= 10.0 {
        format!("{v:.1}")
    } else {
        format!("{v:.2}")
    };
    let s = if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    };
    format!("{s}{unit}")
}

/// A number for a log axis label: 0.1, 1, 10, 100, 1000 (no long fractions).
pub fn plain(x: f64) -> String {
    if x >= 1.0 {
        si(x)
    } else {
        let s = format!("{x:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// An upper bound that leaves headroom above the highest value, and is never zero.
pub fn headroom(max: f64) -> f64 {
    if max > 0.0 && max.is_finite() {
        max * 1.08
    } else {
        1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_numbers() {
        assert_eq!(si(950.0), "950");
        assert_eq!(si(12_000.0), "12k");
        assert_eq!(si(3_400_000.0), "3.4M");
        assert_eq!(si(1_250.0), "1.25k");
        assert_eq!(si(0.0), "0");
        assert_eq!(plain(0.1), "0.1");
        assert_eq!(plain(1000.0), "1k");
        assert_eq!(plain(2.0), "2");
    }

    #[test]
    fn colours_are_stable() {
        assert_eq!(color("private"), RGBColor(31, 119, 180));
        assert_eq!(color("peer-x"), color("peer-x"));
    }
}
