//! The HTML page of a report: one self-contained file (styles and SVG charts inline, nothing
//! fetched), written as well-formed XML so that any XML parser can read it back (the tests
//! do). Each chart is followed by a folded table of the numbers it draws.

use super::blocks::{Block, Item};
use super::charts::Chart;
use super::table::Table;
use std::fmt::Write as _;

const STYLE: &str = "
body { font-family: sans-serif; color: #222; margin: 0; background: #fafafa; }
main { max-width: 1180px; margin: 0 auto; padding: 16px 24px 48px; background: #fff; }
h1 { font-size: 1.5em; margin: 0.4em 0; }
h2 { font-size: 1.2em; margin: 1.6em 0 0.4em; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
p, li { line-height: 1.4; max-width: 75em; }
code { font-family: monospace; background: #f2f2f2; padding: 0 3px; }
pre { background: #f6f6f6; padding: 8px; overflow-x: auto; }
table { border-collapse: collapse; margin: 8px 0; font-size: 0.92em; }
th, td { border: 1px solid #ddd; padding: 3px 8px; }
th { background: #f0f0f0; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.best { background: #e6f4e6; }
.charts { display: flex; flex-wrap: wrap; gap: 12px; }
figure { margin: 8px 0; flex: 1 1 340px; max-width: 376px; }
figure.wide { flex-basis: 100%; max-width: 100%; }
figure svg { width: 100%; height: auto; display: block; border: 1px solid #eee; }
figcaption { font-size: 0.9em; color: #444; margin: 4px 0; }
details { font-size: 0.85em; }
summary { cursor: pointer; color: #555; }
";

/// Escapes text for HTML (and XML).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// Text with Markdown's `code` spans (the only markup the reports' text uses) as `<code>`.
pub fn inline(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            let _ = write!(out, "<code>{}</code>", escape(part));
        } else {
            out.push_str(&escape(part));
        }
    }
    out
}

/// A table as HTML; `best` cells get the class `best` and bold text.
pub fn table(t: &Table, best: &[(usize, usize)], class: &str) -> String {
    let right = t.right_aligned();
    let mut out = format!("<table class=\"{class}\"><thead><tr>");
    for h in t.header() {
        let _ = write!(out, "<th>{}</th>", inline(h));
    }
    out.push_str("</tr></thead><tbody>");
    for (r, row) in t.rows().iter().enumerate() {
        out.push_str("<tr>");
        for (c, right) in right.iter().enumerate() {
            let text = row.get(c).map(String::as_str).unwrap_or("");
            let mut classes = Vec::new();
            if *right {
                classes.push("num");
            }
            let is_best = best.contains(&(r, c));
            if is_best {
                classes.push("best");
            }
            let attr = if classes.is_empty() {
                String::new()
            } else {
                format!(" class=\"{}\"", classes.join(" "))
            };
            if is_best {
                let _ = write!(out, "<td{attr}><strong>{}</strong></td>", inline(text));
            } else {
                let _ = write!(out, "<td{attr}>{}</td>", inline(text));
            }
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>\n");
    out
}

fn figure(c: &Chart, wide: bool) -> String {
    format!(
        "<figure id=\"{}\"{}>\n{}\n<figcaption>{}</figcaption>\n\
         <details><summary>The numbers in this chart</summary>{}</details></figure>\n",
        escape(&c.id),
        if wide { " class=\"wide\"" } else { "" },
        c.svg.trim(),
        inline(&c.caption),
        table(&c.data, &[], "data"),
    )
}

fn list(items: &[Item]) -> String {
    let mut out = String::from("<ul>");
    for i in items {
        let _ = write!(out, "<li>{}", inline(&i.text));
        if let Some(code) = &i.code {
            let _ = write!(out, "<pre>{}</pre>", escape(code));
        }
        out.push_str("</li>");
    }
    out.push_str("</ul>\n");
    out
}

/// The whole page.
pub fn page(title: &str, blocks: &[Block]) -> String {
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"en\" xmlns=\"http://www.w3.org/1999/xhtml\">\n<head>\
         <meta charset=\"utf-8\"/><meta name=\"viewport\" content=\"width=device-width\"/>\
         <title>{}</title><style>{STYLE}</style></head>\n<body><main>\n",
        escape(&title.replace('`', ""))
    );
    for b in blocks {
        match b {
            Block::Heading(level, t) => {
                let _ = writeln!(out, "<h{level}>{}</h{level}>", inline(t));
            }
            Block::Para(p) => {
                let _ = writeln!(out, "<p>{}</p>", inline(p));
            }
            Block::List(items) => out.push_str(&list(items)),
            Block::Table(t, best) => out.push_str(&table(t, best, "results")),
            Block::Charts(charts) => {
                let wide = charts.len() == 1;
                out.push_str("<div class=\"charts\">\n");
                for c in charts {
                    out.push_str(&figure(c, wide));
                }
                out.push_str("</div>\n");
            }
        }
    }
    out.push_str("</main></body></html>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_tables() {
        assert_eq!(inline("a `b<c>` & d"), "a <code>b&lt;c&gt;</code> &amp; d");
        let mut t = Table::new(["what", "x"]);
        t.row(vec!["wall".into(), "1.5".into()]);
        assert_eq!(
            table(&t, &[(0, 1)], "r"),
            "<table class=\"r\"><thead><tr><th>what</th><th>x</th></tr></thead><tbody>\
             <tr><td>wall</td><td class=\"num best\"><strong>1.5</strong></td></tr>\
             </tbody></table>\n"
        );
    }
}
