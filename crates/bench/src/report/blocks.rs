//! A report as a list of blocks (headings, paragraphs, lists, tables, charts), so that the
//! Markdown and the HTML pages say the same things; this file renders the Markdown.

use super::charts::Chart;
use super::table::Table;
use std::fmt::Write as _;

/// A list item, with an optional block of verbatim text under it (a failed run's stderr).
pub struct Item {
    pub text: String,
    pub code: Option<String>,
}

impl Item {
    pub fn text(text: impl Into<String>) -> Item {
        Item {
            text: text.into(),
            code: None,
        }
    }
}

pub enum Block {
    /// Level 1 or 2 and the text (which may hold `code` spans).
    Heading(u8, String),
    Para(String),
    List(Vec<Item>),
    /// A table and the (row, column) cells to emphasise (the best of a row).
    Table(Table, Vec<(usize, usize)>),
    /// Charts shown side by side where the page is wide enough (HTML only).
    Charts(Vec<Chart>),
}

/// The blocks as Markdown (charts are left out: Markdown has no pictures of its own).
pub fn markdown(blocks: &[Block]) -> String {
    let mut out = String::new();
    for b in blocks {
        match b {
            Block::Heading(1, t) => {
                let _ = writeln!(out, "# {t}");
            }
            Block::Heading(_, t) => {
                let _ = writeln!(out, "\n## {t}");
            }
            Block::Para(p) => {
                let _ = writeln!(out, "\n{p}");
            }
            Block::List(items) => {
                out.push('\n');
                for i in items {
                    let _ = writeln!(out, "- {}", i.text);
                    if let Some(code) = &i.code {
                        let _ = writeln!(out, "\n  ```\n  {}\n  ```", code.replace('\n', "\n  "));
                    }
                }
            }
            Block::Table(t, _) => {
                out.push('\n');
                out.push_str(&t.render());
            }
            Block::Charts(_) => {}
        }
    }
    out
}
